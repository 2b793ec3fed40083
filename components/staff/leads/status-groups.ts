/** The lead statuses as the list's filter groups them: by where the lead stands, in lifecycle order. */
import { LEAD_STATUS as S, type LeadStatusId } from '@/domain/catering/lead-status';

type StatusGroupName = 'requests' | 'estimates' | 'booked' | 'closed';

export const STATUS_GROUPS: readonly { name: StatusGroupName; statuses: readonly LeadStatusId[] }[] = [
  { name: 'requests', statuses: [S.customerCreatedLead, S.lead, S.hotLead] },
  { name: 'estimates', statuses: [S.awaitingCustomer, S.awaitingPayment, S.rejectedByCustomer, S.customerAbandonedLead] },
  {
    name: 'booked',
    statuses: [S.acknowledgedPaidEvent, S.awaitingStoreConfirmation, S.bookedAtStore, S.upcomingSale7PlusDays, S.upcomingSale4To7Days, S.upcomingSale2To3Days],
  },
  { name: 'closed', statuses: [S.completedSale, S.canceledCatering, S.notBooked, S.storeClosed] },
];
