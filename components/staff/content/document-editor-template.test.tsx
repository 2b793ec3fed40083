/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { publishStaffDocument, saveStaffDocumentDraft, type StaffContentDocument } from '@/lib/api/staff-content-documents';
import { STAFF_MEMBER } from '@/lib/api/testing/wire-staff-lead';
import { DocumentEditorTemplate } from './document-editor-template';

jest.mock('@/lib/api/staff-content-documents', () => ({
  ...jest.requireActual('@/lib/api/staff-content-documents'),
  saveStaffDocumentDraft: jest.fn(),
  publishStaffDocument: jest.fn(),
  unpublishStaffDocument: jest.fn(),
}));
jest.mock('@/lib/api/staff', () => ({ staffLogout: jest.fn(async () => undefined) }));

const ADMIN = { ...STAFF_MEMBER, role: 'brand_admin' as const };
const FIELDS = [
  { path: 'topFooter.0.columnTitle', value: 'Menu' },
  { path: 'topFooter.0.columnLinks.0.title', value: 'Order now' },
  { path: 'topFooter.0.columnLinks.0.url', value: '/order-now' },
  { path: 'topFooter.0.showOnCanadaSite', value: true },
];
const FOOTER: StaffContentDocument = {
  kind: 'footer',
  locale: 'fr-ca',
  status: 'published',
  publishedAt: '2026-11-01T10:00:00.000Z',
  hasDraft: false,
  draftPublishAt: null,
  stored: true,
  updatedAt: '2026-11-01T10:00:00.000Z',
  fields: FIELDS,
  publishedFields: FIELDS,
  draft: {},
};

const field = (label: string) => screen.getByLabelText(label, { exact: true });

describe('DocumentEditorTemplate', () => {
  beforeEach(() => jest.clearAllMocks());

  it('says a problem beside its field with the API’s own rules, and sends nothing', async () => {
    renderWithProviders(<DocumentEditorTemplate staff={ADMIN} locale="fr-ca" document={FOOTER} />);
    fireEvent.change(field('Link 1 › Web address'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.change(field('Column title'), { target: { value: '  ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save the draft' })));
    expect(screen.getByText('Give a path of this site, such as /order-now, or an https:// address')).toBeTruthy();
    expect(screen.getByText('Fill in Column title')).toBeTruthy();
    expect(field('Column title').getAttribute('aria-invalid')).toBe('true');
    expect(saveStaffDocumentDraft).not.toHaveBeenCalled();
  });

  it('sends the fields changed only, shows what diners read until it is published, then publishes', async () => {
    const changed = FIELDS.map((entry) => (entry.path === 'topFooter.0.columnLinks.0.title' ? { ...entry, value: 'Commander' } : entry));
    jest.mocked(saveStaffDocumentDraft).mockResolvedValue({ ...FOOTER, hasDraft: true, fields: changed });
    jest.mocked(publishStaffDocument).mockResolvedValue({ ...FOOTER, fields: changed, publishedFields: changed });
    renderWithProviders(<DocumentEditorTemplate staff={ADMIN} locale="fr-ca" document={FOOTER} />);
    fireEvent.change(field('Link 1 › Title'), { target: { value: 'Commander' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save the draft' })));
    expect(saveStaffDocumentDraft).toHaveBeenCalledWith(expect.anything(), 'footer', 'fr-ca', [{ path: 'topFooter.0.columnLinks.0.title', value: 'Commander' }]);
    expect(screen.getByRole('status').textContent).toContain('The draft of Footer in French (Canada) is saved');
    expect(screen.getByText('Diners read now: Order now')).toBeTruthy();
    expect(screen.getByText('A draft with changes waits to be published.')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Publish now' })));
    expect(publishStaffDocument).toHaveBeenCalledWith(expect.anything(), 'footer', 'fr-ca', undefined);
    expect(screen.queryByText('Diners read now: Order now')).toBeNull();
  });
});
