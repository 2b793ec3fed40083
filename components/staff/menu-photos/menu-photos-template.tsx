/**
 * /staff/menu/photos (brand admins): every item of the brand with the picture diners see, found
 * by name; for each, a file field and Upload (the photo is resized on the server, which the row
 * says while it works) and, when a photo was uploaded, Remove, which puts the item's default
 * picture back. What happened, or why it was refused, is said above the list.
 */
import { useId, useState } from 'react';
import { MENU_PHOTO_MAX_MB } from '@/domain/menu/photo-messages';
import { fetchMenuPhotos, removeMenuPhoto, uploadMenuPhoto, type MenuPhotoItem, type MenuPhotos } from '@/lib/api/staff-menu-photos';
import type { StaffMember } from '@/lib/api/staff-view';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ConsoleAlert, ConsoleField, ConsolePage } from '../console-page';
import { useConsoleResource } from '../use-console-resource';
import { PhotoRow } from './photo-row';
import styles from './menu-photos.module.css';

export type MenuPhotosData = { staff: StaffMember; photos: MenuPhotos };

export function MenuPhotosTemplate({ staff, photos: initial }: MenuPhotosData) {
  const { t } = useMarket();
  const { value: photos, notice, busy, run, ctx } = useConsoleResource(initial, fetchMenuPhotos);
  const [query, setQuery] = useState('');
  const [working, setWorking] = useState<number | null>(null);
  const findId = useId();
  const text = query.trim().toLocaleLowerCase();
  const shown = text ? photos.items.filter((item) => item.title.toLocaleLowerCase().includes(text)) : photos.items;

  const during = async (item: MenuPhotoItem, call: () => Promise<unknown>, done: string) => {
    setWorking(item.id);
    try {
      return await run(call, done);
    } finally {
      setWorking(null);
    }
  };
  const handleUpload = (item: MenuPhotoItem, file: File) => during(item, () => uploadMenuPhoto(ctx(), item.id, file), t('staffMenuPhotos.done.uploaded', { item: item.title }));
  const handleRemove = (item: MenuPhotoItem) => during(item, () => removeMenuPhoto(ctx(), item.id), t('staffMenuPhotos.done.removed', { item: item.title }));

  return (
    <ConsolePage staff={staff} title={t('staffMenuPhotos.title')} current="menu-photos">
      <p>{t('staffMenuPhotos.intro')}</p>
      <p>{t('staffMenuPhotos.hint', { max: MENU_PHOTO_MAX_MB })}</p>
      <div aria-live="polite">{notice?.kind === 'done' && <Done role="status">{notice.text}</Done>}</div>
      {notice?.kind === 'failed' && <ConsoleAlert role="alert">{notice.text}</ConsoleAlert>}
      {photos.items.length === 0 ? (
        <p>{t('staffMenuPhotos.empty')}</p>
      ) : (
        <>
          <Find>
            <label htmlFor={findId}>{t('staffMenuPhotos.find')}</label>
            <input id={findId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
          </Find>
          {shown.length === 0 && <p>{t('staffMenuPhotos.noMatch', { text: query.trim() })}</p>}
          <List>
            {shown.map((item) => (
              <PhotoRow key={item.id} item={item} busy={busy} working={working === item.id} onUpload={handleUpload} onRemove={handleRemove} />
            ))}
          </List>
        </>
      )}
    </ConsolePage>
  );
}

const Done = classed('p', styles.done);
const Find = classed(ConsoleField, styles.find);
const List = classed('ul', styles.list);
