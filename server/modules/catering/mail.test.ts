import type { LocaleTag } from '@/domain/markets';
import type { EstimateRow, LeadLocation, LeadRow } from './repository';
import { feedbackUrl, outboxKind, quoteUrl, renderCateringMail } from './mail';

const LEAD: LeadRow = {
  id: '7b3f1c2e-0000-4000-8000-000000000009',
  number: 5042,
  brandId: 4,
  countryCode: 'CA',
  locale: 'fr-ca',
  currency: 'CAD',
  locationId: 7,
  orderId: '7b3f1c2e-0000-4000-8000-000000000001',
  customerId: null,
  contact: { firstName: 'Zoé <b>', lastName: 'Roy', email: 'zoe@example.com', phone: '(514) 555-0142' },
  handoffId: 3,
  deliveryAddress: { address: '1 Rue Sainte-Catherine', city: 'Montréal', state: 'QC', zip: 'H2X 1K4', latitude: 45.5, longitude: -73.6 },
  eventStartsAt: new Date('2026-06-12T22:00:00.000Z'),
  eventDate: '2026-06-12',
  eventTime: '18:00',
  timeZone: 'America/Toronto',
  headcount: 40,
  company: null,
  notes: null,
  taxExemptId: null,
  requestLines: [],
  requestTotal: '0.00',
  statusId: 2,
  linkNonce: 'a'.repeat(32),
  rejectionReason: null,
  amountPaid: '0.00',
  remindersSent: [],
  feedbackRequestedAt: null,
  createdAt: new Date('2026-06-01T12:00:00.000Z'),
  updatedAt: new Date('2026-06-01T12:00:00.000Z'),
};

const ESTIMATE: EstimateRow = {
  id: 1,
  leadId: LEAD.id,
  version: 2,
  lines: [{ kind: 'menu', itemId: 3, title: 'Brisket Tray', quantity: 2, unitPrice: '89.00', amount: '178.00' }],
  fees: [{ title: 'Delivery & setup', taxable: true, rate: null, amount: '25.00' }],
  taxRate: '0.14975',
  taxExempt: false,
  depositRate: '0.25',
  subtotal: '178.00',
  feesTotal: '25.00',
  tax: '30.40',
  total: '233.40',
  deposit: '58.35',
  balance: '175.05',
  validUntil: new Date('2026-06-08T16:00:00.000Z'),
  sentAt: new Date('2026-06-01T16:00:00.000Z'),
  sentBy: { kind: 'staff', id: '7' },
};

const LOCATION: LeadLocation = { id: 7, slug: 'montreal', title: 'Montréal Centre', phone: '(514) 555-0101', timeZone: 'America/Toronto', slotCapacity: 4, brandTitle: 'Hickory' };
const URL = 'https://shop.example/ca/fr/catering/quotes/5042?token=abc';

const render = (kind: Parameters<typeof renderCateringMail>[0], locale: LocaleTag = 'fr-ca') =>
  renderCateringMail(kind, { lead: { ...LEAD, locale }, estimate: ESTIMATE, location: LOCATION, url: URL });

describe('renderCateringMail', () => {
  it('writes the estimate in French with every amount, the valid-until and the answer link', () => {
    const mail = render({ kind: 'estimate' });
    expect(mail.subject).toBe('Votre devis traiteur 5042');
    for (const text of ['Bonjour Zoé <b>,', '2 × Brisket Tray', '233,40', '58,35', '175,05', '30,40', 'Acompte pour réserver', "valable jusqu'au", 'Livraison à\u00a0: 1 Rue Sainte-Catherine, Montréal QC H2X 1K4', URL]) {
      expect(mail.text).toContain(text);
    }
    expect(mail.html).toContain('Zoé &lt;b&gt;');
    expect(mail.html).toContain('Delivery &amp; setup');
    expect(mail.html).not.toContain('<b>,');
  });

  it('lists a meat sold by weight by its weight in the estimate and the payment mails (500 g × Porc effiloché)', () => {
    const weighed: EstimateRow = { ...ESTIMATE, lines: [...ESTIMATE.lines, { kind: 'menu', itemId: 9, title: 'Porc effiloché', quantity: 5, unitPrice: '7.59', amount: '37.95' }] };
    const input = { lead: LEAD, estimate: weighed, location: LOCATION, url: URL, weightUnits: new Map([[9, '100g' as const]]) };
    for (const kind of ['estimate', 'paid'] as const) {
      const mail = renderCateringMail({ kind }, input);
      expect(mail.text).toContain('500 g × Porc effiloché');
      expect(mail.text).toContain('2 × Brisket Tray');
    }
  });

  it.each([
    ['en-us', { kind: 'received' } as const, 'We received your catering request 5042', 'View your quote'],
    ['fr-ca', { kind: 'received' } as const, 'Nous avons reçu votre demande de traiteur 5042', 'Voir votre devis'],
    ['ja-jp', { kind: 'received' } as const, 'ケータリングのご依頼 5042 を承りました', 'お見積もりを確認する'],
    ['ja-jp', { kind: 'estimate' } as const, 'ケータリングのお見積もり 5042', 'お見積もりを承認またはお断りする'],
    ['en-us', { kind: 'reminder', daysBefore: 3 } as const, 'Your catering event is in 3 days', 'View your quote'],
    ['fr-ca', { kind: 'reminder', daysBefore: 1 } as const, 'Votre événement traiteur a lieu demain', 'Voir votre devis'],
    ['en-us', { kind: 'feedback' } as const, 'How was your catering?', 'Share your feedback'],
    ['es-mx', { kind: 'received' } as const, 'Recibimos tu solicitud de catering 5042', 'Ver tu cotización'],
    ['es-mx', { kind: 'estimate' } as const, 'Tu cotización de catering 5042', 'Aceptar o rechazar la cotización'],
    ['es-mx', { kind: 'feedback' } as const, '¿Qué tal estuvo tu catering?', 'Danos tu opinión'],
    ['pt-br', { kind: 'received' } as const, 'Recebemos sua solicitação de bufê 5042', 'Ver seu orçamento'],
    ['pt-br', { kind: 'reminder', daysBefore: 3 } as const, 'Seu evento de bufê é daqui a 3 dias', 'Ver seu orçamento'],
    ['pt-br', { kind: 'feedback' } as const, 'Como foi o seu bufê?', 'Dar sua opinião'],
  ])('%s %j: subject and link', (locale, kind, subject, link) => {
    const mail = render(kind, locale as LocaleTag);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(`${link}`);
    expect(mail.text).toContain('5042');
  });
});

describe('renderCateringMail: times', () => {
  it.each([
    ['fr-ca', 'vendredi 12 juin 2026 à 18 h 00', '8 juin 2026 à 12 h 00'],
    ['ja-jp', '2026年6月12日金曜日 18:00', '2026年6月8日 12:00'],
    ['en-us', 'Friday, June 12, 2026 at 6:00 PM', 'June 8, 2026 at 12:00 PM'],
    ['en-ca', 'Friday, June 12, 2026 at 6:00 PM', 'June 8, 2026 at 12:00 PM'],
    ['es-mx', 'viernes, 12 de junio de 2026, 18:00', '8 de junio de 2026 a las 12:00'],
  ] as const)('%s: the event (%s) and the valid-until (%s) at the store, timed as the pages write a time', (locale, event, validUntil) => {
    const mail = render({ kind: 'estimate' }, locale);
    const text = mail.text.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain(event);
    expect(text).toContain(validUntil);
    expect(mail.html.replace(/[\u00a0\u202f]/g, ' ')).toContain(event);
  });
});

describe('renderCateringMail: payment received', () => {
  const paid = (amountPaid: string, locale: LocaleTag) =>
    renderCateringMail({ kind: 'paid' }, { lead: { ...LEAD, locale, statusId: 6, amountPaid }, estimate: ESTIMATE, location: LOCATION, url: URL });

  it.each([
    ['fr-ca', '58.35', 'Paiement reçu pour le devis traiteur 5042', ['58,35', 'Payé\u00a0: 58,35', "Solde dû avant l'événement\u00a0: 175,05", 'Total\u00a0: 233,40']],
    ['en-ca', '233.40', 'Payment received for catering quote 5042', ['we received your payment of $233.40', 'Paid: $233.40', 'Balance due before the event: $0.00']],
    ['ja-jp', '58.35', 'ケータリングのお見積もり 5042 のお支払いを受け付けました', ['お支払い済み：', 'イベント前のお支払い（残金）：']],
    ['es-mx', '58.35', 'Recibimos el pago de la cotización de catering 5042', ['recibimos tu pago de', 'Pagado: ', 'Saldo a pagar antes del evento: ', 'Total: ']],
    ['pt-br', '58.35', 'Pagamento recebido do orçamento de bufê 5042', ['recebemos seu pagamento de', 'Pago: ', 'Saldo a pagar antes do evento: ', 'Total: ']],
  ])('%s, %s paid: what was paid and the balance, in the buyer language', (locale, amountPaid, subject, texts) => {
    const mail = paid(amountPaid, locale as LocaleTag);
    expect(mail.subject).toBe(subject);
    for (const text of texts) expect(mail.text).toContain(text);
    expect(mail.text).toContain(URL);
    expect(mail.text).not.toMatch(/pickup time|heure de retrait/i);
  });
});

describe('the cancellation notice', () => {
  it.each([
    ['en-us', 'Your catering quote 5042 is cancelled', 'Refunded: CA$58.35'],
    ['fr-ca', 'Votre devis traiteur 5042 est annulé', 'Remboursé\u00a0: 58,35'],
    ['ja-jp', 'ケータリングのお見積もり 5042 はキャンセルされました', '返金額：'],
    ['es-mx', 'Tu cotización de catering 5042 está cancelada', 'Reembolsado: '],
    ['pt-br', 'Seu orçamento de bufê 5042 foi cancelado', 'Reembolsado: '],
  ] as const)('%s: says the event is cancelled and what is refunded', (locale, subject, refund) => {
    const mail = render({ kind: 'cancelled', refund: '58.35' }, locale);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(refund);
    expect(mail.text).toContain('58');
  });

  it('leaves the refund out when nothing is given back', () => {
    const mail = render({ kind: 'cancelled', refund: '0.00' }, 'en-us');
    expect(mail.text).not.toContain('Refunded');
    expect(outboxKind({ kind: 'cancelled', refund: '0.00' }, null)).toBe('catering-cancelled');
  });
});

describe('outboxKind and quoteUrl', () => {
  it('names one mail per kind, estimate version and reminder', () => {
    expect(outboxKind({ kind: 'estimate' }, ESTIMATE)).toBe('catering-estimate-2');
    expect(outboxKind({ kind: 'reminder', daysBefore: 1 }, null)).toBe('catering-reminder-1');
    expect(outboxKind({ kind: 'received' }, null)).toBe('catering-received');
    expect(outboxKind({ kind: 'paid' }, ESTIMATE)).toBe('catering-paid');
  });

  it("links the quote page in the buyer's market with the link token", () => {
    expect(quoteUrl('https://shop.example', 'secret', LEAD)).toMatch(/^https:\/\/shop\.example\/ca\/fr\/catering\/quotes\/5042\?token=[\w-]{43}$/);
    expect(quoteUrl('https://shop.example', 'secret', { ...LEAD, locale: 'en-us' })).toMatch(/^https:\/\/shop\.example\/catering\/quotes\/5042\?token=/);
  });

  it("links the feedback form in the buyer's market with the quote's number", () => {
    expect(feedbackUrl('https://shop.example', LEAD)).toBe('https://shop.example/ca/fr/catering/feedback?quote=5042');
    expect(feedbackUrl('https://shop.example', { ...LEAD, locale: 'en-us' })).toBe('https://shop.example/catering/feedback?quote=5042');
  });
});
