/**
 * /staff/applications: the job applications of the member's stores, newest first, a page at a
 * time, optionally one store's. Each shows who applied, for what, when they can work, and a
 * button that downloads the photo or résumé with the staff token (files have no public address).
 */
import { useRouter } from 'next/router';
import { useState } from 'react';
import { classed } from '@/lib/classed';
import { jobPositionOf } from '@/domain/jobs/positions';
import { type UploadKind } from '@/domain/jobs/upload';
import { failureText } from '@/lib/api/failure-text';
import type { StaffJobApplication, StaffJobApplicationPage } from '@/lib/api/jobs';
import type { StaffMember } from '@/lib/api/staff-view';
import { staffContext } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';
import { ConsoleAlert, ConsoleButton, ConsolePage } from '../console-page';
import styles from './applications-template.module.css';

export type ApplicationsData = { staff: StaffMember; storeId: number | null; page: StaffJobApplicationPage };

export function ApplicationsTemplate({ staff, storeId, page }: ApplicationsData) {
  const { t } = useMarket();
  const router = useRouter();
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const go = (next: { storeId?: number | null; page?: number }) => {
    const store = next.storeId === undefined ? storeId : next.storeId;
    const query: Record<string, string> = {};
    if (store !== null) query.storeId = String(store);
    if (next.page && next.page > 1) query.page = String(next.page);
    void router.push({ pathname: router.pathname, query });
  };
  return (
    <ConsolePage staff={staff} title={t('jobs.staff.title')} current="applications">
      <label>
        {t('jobs.staff.storeFilter')}{' '}
        <select value={storeId === null ? '' : String(storeId)} onChange={(event) => go({ storeId: event.target.value ? Number(event.target.value) : null, page: 1 })}>
          <option value="">{t('jobs.staff.allStores')}</option>
          {staff.stores.map((store) => (
            <option key={store.id} value={String(store.id)}>
              {store.title}
            </option>
          ))}
        </select>
      </label>
      <p role="status">{t('jobs.staff.total', { count: String(page.total) })}</p>
      {page.data.length === 0 ? (
        <p>{t('jobs.staff.empty')}</p>
      ) : (
        <List>
          {page.data.map((application) => (
            <ApplicationCard key={application.id} application={application} />
          ))}
        </List>
      )}
      {pages > 1 && (
        <Paging>
          <ConsoleButton type="button" disabled={page.page <= 1} onClick={() => go({ page: page.page - 1 })}>
            {t('jobs.staff.previous')}
          </ConsoleButton>
          <ConsoleButton type="button" disabled={page.page >= pages} onClick={() => go({ page: page.page + 1 })}>
            {t('jobs.staff.next')}
          </ConsoleButton>
        </Paging>
      )}
    </ConsolePage>
  );
}

const KIND_KEYS: Record<UploadKind, 'jobs.staff.kind.pdf' | 'jobs.staff.kind.png' | 'jobs.staff.kind.jpeg'> = { pdf: 'jobs.staff.kind.pdf', png: 'jobs.staff.kind.png', jpeg: 'jobs.staff.kind.jpeg' };

function ApplicationCard({ application }: { application: StaffJobApplication }) {
  const { locale, t } = useMarket();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const position = jobPositionOf(application.positionId);
  const handleDownload = async () => {
    setError(null);
    setBusy(true);
    try {
      const { fetchStaffApplicationFile } = await import('@/lib/api/staff-application-file');
      const blob = await fetchStaffApplicationFile(staffContext({ locale }), application.id);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = application.file.name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (failure) {
      setError(await failureText(t, failure, { locale }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li>
      <h2>{application.name}</h2>
      <dl>
        <dt>{t('jobs.store')}</dt>
        <dd>{application.store.title}</dd>
        <dt>{t('jobs.position')}</dt>
        <dd>{position ? t(`jobs.position.${position.name}`) : application.positionId}</dd>
        <dt>{t('jobs.staff.applicant')}</dt>
        <dd>
          <a href={`mailto:${application.email}`}>{application.email}</a> · <a href={`tel:${application.phone}`}>{application.phone}</a>
        </dd>
        <dt>{t('jobs.staff.availability')}</dt>
        <dd>
          {application.days.map((day) => t(`jobs.day.${day}`)).join(', ')} · {application.shifts.map((shift) => t(`jobs.shift.${shift}`)).join(', ')}
        </dd>
        <dt>{t('jobs.staff.received')}</dt>
        <dd>
          <time dateTime={application.createdAt}>{new Date(application.createdAt).toLocaleString(locale)}</time>
        </dd>
        <dt>{t('jobs.staff.file')}</dt>
        <dd>
          {t(KIND_KEYS[application.file.kind])}{' '}
          <ConsoleButton type="button" disabled={busy} onClick={() => void handleDownload()}>
            {t('jobs.staff.download', { name: application.file.name })}
          </ConsoleButton>
        </dd>
      </dl>
      {error && <ConsoleAlert role="alert">{error}</ConsoleAlert>}
    </li>
  );
}

const List = classed('ul', styles.list);

const Paging = classed('nav', styles.paging);
