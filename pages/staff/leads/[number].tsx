/**
 * /staff/leads/[number]: one catering lead of the member's stores (never indexed), with the
 * store's catering menu for the estimate editor and the editor's opening draft priced (so the
 * browser loads the pricing only once staff change it). Another store's lead, or an unknown
 * number, is a 404.
 */
import { draftPricing } from '@/components/staff/leads/draft-pricing';
import { draftOf, draftTax } from '@/components/staff/leads/estimate-draft';
import { LeadTemplate, type LeadData } from '@/components/staff/leads/lead-template';
import { fetchEstimateMenu, fetchStaffLead } from '@/lib/api/staff-leads';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

const NUMBER = /^\d{1,9}$/;

export const getServerSideProps = withPage<LeadData>(
  staffLoader<LeadData>(async ({ staff, staffApi, params, t }) => {
    const text = params?.number;
    if (typeof text !== 'string' || !NUMBER.test(text)) return { notFound: true };
    const number = Number(text);
    const [lead, menu] = await Promise.all([fetchStaffLead(staffApi, number), fetchEstimateMenu(staffApi, number)]);
    const pricing = lead.canEstimate ? draftPricing(draftOf(lead, menu), draftTax(lead, menu)) : null;
    return {
      props: { staff, lead, menu, pricing },
      head: {
        title: t('staff.leads.number', { number }),
        description: t('staff.leads.metaDescription'),
        path: `/staff/leads/${number}`,
        preventIndexing: true,
      },
    };
  }),
);

export default function StaffLeadPage(props: LeadData) {
  return <LeadTemplate {...props} />;
}
