/**
 * One item on the Menu photos screen: its picture as diners see it, its name and sections, where
 * the picture comes from, a file field with Upload, and Remove when a photo was uploaded. A photo
 * over the size limit is refused here with the API's own text, before it is sent; while the
 * server resizes the photo the row shows a progress bar and says so.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { FoodPicture } from '@/components/common/food-picture';
import { htmlLang } from '@/domain/markets';
import { MENU_PHOTO_ACCEPT, MENU_PHOTO_MAX_BYTES, MENU_PHOTO_MAX_MB } from '@/domain/menu/photo-messages';
import type { MenuPhotoItem } from '@/lib/api/staff-menu-photos';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ConsoleButton } from '../console-page';
import styles from './menu-photos.module.css';

type Props = {
  item: MenuPhotoItem;
  busy: boolean;
  working: boolean;
  onUpload: (item: MenuPhotoItem, file: File) => Promise<boolean>;
  onRemove: (item: MenuPhotoItem) => Promise<boolean>;
};

export function PhotoRow({ item, busy, working, onUpload, onRemove }: Props) {
  const { locale, t } = useMarket();
  const fileId = useId();
  const problemId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const when = item.upload ? new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(item.upload.at)) : '';
  const source = item.upload
    ? t('staffMenuPhotos.source.uploaded', { when, name: item.upload.by })
    : t(item.imageUrl ? 'staffMenuPhotos.source.default' : 'staffMenuPhotos.source.none');

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setProblem(t('staffMenuPhotos.chooseFirst', { item: item.title }));
    if (file.size > MENU_PHOTO_MAX_BYTES) return setProblem(t('staffMenuPhotos.error.staff_menu_photo_file_too_large', { max: MENU_PHOTO_MAX_MB }));
    setProblem(null);
    if (await onUpload(item, file) && input.current) input.current.value = '';
  };

  return (
    <Row aria-busy={working}>
      <Picture>
        {item.imageUrl && <FoodPicture src={item.imageUrl} alt="" place="menuItem" width={160} height={100} />}
      </Picture>
      <div>
        <h2>{item.title}</h2>
        <Note>{item.sections.length > 0 ? t('staffMenuPhotos.sections', { sections: item.sections.join(' · ') }) : t('staffMenuPhotos.notListed')}</Note>
        <Note>{source}</Note>
        <Form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <label htmlFor={fileId}>{t('staffMenuPhotos.fileLabel', { item: item.title })}</label>
          <input
            ref={input}
            id={fileId}
            type="file"
            name="photo"
            accept={MENU_PHOTO_ACCEPT}
            aria-describedby={problem ? problemId : undefined}
            aria-invalid={problem ? true : undefined}
            onChange={() => setProblem(null)}
          />
          <Buttons>
            <ConsoleButton type="submit" disabled={busy}>
              {t('staffMenuPhotos.upload')}
            </ConsoleButton>
            {item.upload && (
              <ConsoleButton type="button" disabled={busy} onClick={() => void onRemove(item)}>
                {t('staffMenuPhotos.remove')}
              </ConsoleButton>
            )}
          </Buttons>
          {problem && (
            <Problem id={problemId} role="alert">
              {problem}
            </Problem>
          )}
          {working && (
            <Working>
              <progress aria-label={t('staffMenuPhotos.uploading', { item: item.title })} />
              <span>{t('staffMenuPhotos.uploading', { item: item.title })}</span>
            </Working>
          )}
        </Form>
      </div>
    </Row>
  );
}

const Row = classed('li', styles.row);
const Picture = classed('div', styles.picture);
const Note = classed('p', styles.note);
const Form = classed('form', styles.form);
const Buttons = classed('div', styles.buttons);
const Problem = classed('p', styles.problem);
const Working = classed('p', styles.working);
