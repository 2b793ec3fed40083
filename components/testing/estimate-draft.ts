/** An estimate draft as staff might leave it, for the editor's tests: a menu line, a custom line, a fixed and a percentage fee. */
import type { EstimateDraft } from '@/components/staff/leads/estimate-draft';

export const ESTIMATE_DRAFT: EstimateDraft = {
  lines: [
    { key: 'a', kind: 'menu', itemId: 101, title: 'Brisket Tray', quantity: '2', unitPrice: '89.00' },
    { key: 'b', kind: 'custom', title: ' Carving station ', quantity: '1', unitPrice: '150' },
  ],
  fees: [
    { key: 'f', title: 'Delivery', basis: 'amount', value: '25', taxable: true },
    { key: 'g', title: 'Service', basis: 'percent', value: '10', taxable: false },
  ],
  depositPercent: '25',
};
