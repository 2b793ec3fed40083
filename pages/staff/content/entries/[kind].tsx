/**
 * /staff/content/entries/[kind]?locale=fr-ca: the deals (deal), catering FAQ questions (faq) or
 * press releases (press) of one language, for brand admins (anyone else, or another word, gets
 * the not-found page); never indexed.
 */
import { EntriesTemplate, type EntriesData } from '@/components/staff/content/entries-template';
import { entryKindOf, entryLocaleOf, fetchStaffEntries } from '@/lib/api/staff-content-entries';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

export const getServerSideProps = withPage<EntriesData>(
  staffLoader<EntriesData>(async ({ staff, staffApi, params, query, t }) => {
    const kind = entryKindOf(params?.kind);
    if (staff.role !== 'brand_admin' || kind === null) return { notFound: true };
    const locale = entryLocaleOf(query.locale);
    return {
      props: { staff, kind, locale, list: await fetchStaffEntries(staffApi, kind, locale) },
      head: { title: t.dynamic(`staffContent.entries.title.${kind}`, kind), description: t.dynamic(`staffContent.entries.intro.${kind}`, kind), path: `/staff/content/entries/${kind}`, preventIndexing: true },
    };
  }),
);

export default function StaffContentEntriesPage(props: EntriesData) {
  return <EntriesTemplate {...props} />;
}
