/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import type { StaffContentDocumentSummary } from '@/lib/api/staff-content-documents';
import { STAFF_MEMBER } from '@/lib/api/testing/wire-staff-lead';
import { DocumentsTemplate } from './documents-template';

jest.mock('@/lib/api/staff', () => ({ staffLogout: jest.fn(async () => undefined) }));

const ADMIN = { ...STAFF_MEMBER, role: 'brand_admin' as const };
const summary = (kind: StaffContentDocumentSummary['kind'], change: Partial<StaffContentDocumentSummary> = {}): StaffContentDocumentSummary => ({
  kind,
  locale: 'fr-ca',
  status: 'published',
  publishedAt: '2026-11-01T00:00:00Z',
  hasDraft: false,
  draftPublishAt: null,
  stored: true,
  updatedAt: '2026-11-01T00:00:00Z',
  ...change,
});

describe('DocumentsTemplate', () => {
  it('lists each group of one language with where each document stands, its editor and its preview for that language', () => {
    const documents = [
      summary('home', { hasDraft: true, draftPublishAt: '2026-12-24T14:00:00Z' }),
      summary('footer', { hasDraft: true }),
      summary('navigation', { status: 'draft', publishedAt: null, stored: false }),
    ];
    renderWithProviders(<DocumentsTemplate staff={ADMIN} locale="fr-ca" list={{ documents }} />);

    // The language field shows the list's language, and Show sends it to the same page.
    const filters = screen.getByRole('form', { name: "Choose the list's language" });
    expect((within(filters).getByLabelText('Language') as HTMLSelectElement).value).toBe('fr-ca');
    expect(filters.getAttribute('action')).toBe('/staff/content/documents');

    const home = screen.getByRole('table', { name: 'Home page in French (Canada)' });
    const homeRow = within(home).getByRole('row', { name: /Home sections/ });
    expect(homeRow.textContent).toContain('Public from Dec 24, 2026');
    expect(within(homeRow).getByRole('link', { name: 'Edit Home sections' }).getAttribute('href')).toBe('/staff/content/documents/home?locale=fr-ca');
    expect(within(homeRow).getByRole('link', { name: 'Preview Home sections' }).getAttribute('href')).toBe('/staff/content/documents/home/preview?locale=fr-ca');

    const chrome = screen.getByRole('table', { name: 'Footer and navigation in French (Canada)' });
    expect(within(chrome).getByRole('row', { name: /Footer/ }).textContent).toContain('A draft with changes waits to be published.');
    expect(within(chrome).getByRole('row', { name: /Navigation/ }).textContent).toContain('Starts from the English text');
    // A document the list does not hold shows a dash.
    const pages = screen.getByRole('table', { name: 'Pages in French (Canada)' });
    expect(within(pages).getAllByRole('row')[1]!.textContent).toContain('—');
  });
});
