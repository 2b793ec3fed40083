/**
 * /staff/hours/[storeId]: one store's hours for its managers (and brand admins). The weekly hours
 * with split shifts, then the coming closures and special hours: add one, change it, or delete
 * it after confirming. What happened, or why it was refused, is said above the forms.
 */
import { useEffect, useRef, useState } from 'react';
import { MarketLink } from '@/components/common/market-link';
import type { StaffMember } from '@/lib/api/staff-view';
import { addHoursException, changeHoursException, deleteHoursException, saveWeeklyHours, type HoursExceptionEntry, type StoreHours } from '@/lib/api/staff-hours';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ConsoleAlert, ConsoleButton, ConsolePage } from '../console-page';
import { ExceptionForm } from './exception-form';
import { ExceptionsTable } from './exceptions-table';
import { dateText } from './hours-text';
import { useStoreHours } from './use-store-hours';
import { WeekForm } from './week-form';
import styles from './hours.module.css';

export type StoreHoursData = { staff: StaffMember; hours: StoreHours };

type Open = { kind: 'none' } | { kind: 'add' } | { kind: 'change'; exception: HoursExceptionEntry } | { kind: 'delete'; exception: HoursExceptionEntry };

export function StoreHoursTemplate({ staff, hours: initial }: StoreHoursData) {
  const { locale, t } = useMarket();
  const { hours, notice, busy, run, ctx } = useStoreHours(initial);
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const close = () => setOpen({ kind: 'none' });
  const storeId = hours.store.id;
  const day = (date: string) => dateText(date, locale);

  const handleDelete = async (exception: HoursExceptionEntry) => {
    if (await run(() => deleteHoursException(ctx(), storeId, exception.id), t('staffHours.done.deleted', { date: day(exception.date) }))) close();
  };

  return (
    <ConsolePage staff={staff} title={t('staffHours.storeTitle', { store: hours.store.title })} current="hours" atSectionPage={false}>
      <p>
        <MarketLink href="/staff/hours">{t('staffHours.back')}</MarketLink>
      </p>
      <p>{t('staffHours.clockNote', { timeZone: hours.store.timeZone })}</p>
      <div aria-live="polite">{notice?.kind === 'done' && <Done role="status">{notice.text}</Done>}</div>
      {notice?.kind === 'failed' && <ConsoleAlert role="alert">{notice.text}</ConsoleAlert>}

      <section aria-labelledby="staff-hours-exceptions-title">
        <h2 id="staff-hours-exceptions-title">{t('staffHours.exceptions.title')}</h2>
        <p>{t('staffHours.exceptions.intro')}</p>
        {hours.exceptions.length === 0 ? (
          <p>{t('staffHours.exceptions.empty')}</p>
        ) : (
          <ExceptionsTable exceptions={hours.exceptions} busy={busy} onChange={(exception) => setOpen({ kind: 'change', exception })} onDelete={(exception) => setOpen({ kind: 'delete', exception })} />
        )}
        {open.kind === 'add' || open.kind === 'change' ? (
          <ExceptionForm
            key={open.kind === 'change' ? open.exception.id : 'new'}
            today={hours.today}
            exception={open.kind === 'change' ? open.exception : undefined}
            busy={busy}
            onCancel={close}
            onSave={async (change) => {
              const done =
                open.kind === 'change'
                  ? await run(() => changeHoursException(ctx(), storeId, open.exception.id, change), t('staffHours.done.changed', { date: day(change.date) }))
                  : await run(() => addHoursException(ctx(), storeId, change), t('staffHours.done.added', { date: day(change.date) }));
              if (done) close();
              return done;
            }}
          />
        ) : (
          <ConsoleButton type="button" onClick={() => setOpen({ kind: 'add' })}>
            {t('staffHours.exceptions.add')}
          </ConsoleButton>
        )}
        {open.kind === 'delete' && <ConfirmDelete key={open.exception.id} date={day(open.exception.date)} busy={busy} onConfirm={() => void handleDelete(open.exception)} onCancel={close} />}
      </section>

      <WeekForm key={JSON.stringify(hours.week)} week={hours.week} busy={busy} onSave={(week) => run(() => saveWeeklyHours(ctx(), storeId, week), t('staffHours.done.week'))} />
    </ConsolePage>
  );
}

type ConfirmProps = { date: string; busy: boolean; onConfirm: () => void; onCancel: () => void };

/** Deleting an exception asks first; the question takes focus so the keyboard lands on it. */
function ConfirmDelete({ date, busy, onConfirm, onCancel }: ConfirmProps) {
  const { t } = useMarket();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Section role="alertdialog" aria-labelledby="staff-hours-confirm-title" aria-describedby="staff-hours-confirm-text">
      <h2 id="staff-hours-confirm-title" tabIndex={-1} ref={heading}>
        {t('staffHours.confirm.title', { date })}
      </h2>
      <p id="staff-hours-confirm-text">{t('staffHours.confirm.text', { date })}</p>
      <Buttons>
        <ConsoleButton type="button" onClick={onConfirm} disabled={busy}>
          {t('staffHours.confirm.yes')}
        </ConsoleButton>
        <ConsoleButton type="button" onClick={onCancel}>
          {t('staffHours.cancel')}
        </ConsoleButton>
      </Buttons>
    </Section>
  );
}

const Done = classed('p', styles.done);
const Section = classed('section', styles.panel);
const Buttons = classed('div', styles.buttons);
