/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { ApiError } from '@/lib/api/api-error';
import { createStaffPost, publishStaffPost, unpublishStaffPost, type StaffContentPost } from '@/lib/api/staff-content';
import { STAFF_MEMBER } from '@/lib/api/testing/wire-staff-lead';
import { PostEditorTemplate } from './post-editor-template';

jest.mock('@/lib/api/staff-content', () => ({
  ...jest.requireActual('@/lib/api/staff-content'),
  createStaffPost: jest.fn(),
  changeStaffPost: jest.fn(),
  publishStaffPost: jest.fn(),
  unpublishStaffPost: jest.fn(),
}));
jest.mock('@/lib/api/staff', () => ({ staffLogout: jest.fn(async () => undefined) }));

const ADMIN = { ...STAFF_MEMBER, role: 'brand_admin' as const };
const IMAGE = { url: '/images/blog/pit.jpg', alternativeText: 'The pit', width: 1200, height: 800 };
const DRAFT: StaffContentPost = {
  id: 9,
  kind: 'blog',
  locale: 'fr-ca',
  slug: 'fumee',
  title: 'La fumée',
  date: '2026-11-29',
  status: 'draft',
  publishedAt: null,
  updatedAt: '2026-11-29T10:00:00Z',
  author: 'Équipe',
  excerpt: 'Résumé.',
  bodyText: 'Texte.',
  body: [{ type: 'paragraph', text: 'Texte.' }],
  image: IMAGE,
};

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('PostEditorTemplate', () => {
  beforeEach(() => jest.clearAllMocks());

  it('says each problem beside its field with the API’s own rules, and sends nothing', async () => {
    renderWithProviders(<PostEditorTemplate staff={ADMIN} post={null} images={[IMAGE]} />);
    type('Title', 'Smoke');
    type('Web address (slug)', 'Not A Slug');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save the draft' })));
    expect(await screen.findByText('The web address may hold lower-case letters, digits and single hyphens only, such as smoke-rings-2026')).toBeTruthy();
    expect(screen.getByText('Say who wrote the post')).toBeTruthy();
    expect(createStaffPost).not.toHaveBeenCalled();
  });

  it('saves a new post as a draft, then publishes it at a chosen time', async () => {
    jest.mocked(createStaffPost).mockResolvedValue(DRAFT);
    jest.mocked(publishStaffPost).mockResolvedValue({ ...DRAFT, status: 'scheduled', publishedAt: '2030-01-02T15:00:00.000Z' });
    renderWithProviders(<PostEditorTemplate staff={ADMIN} post={null} images={[IMAGE]} />);
    fireEvent.change(screen.getByLabelText('Language', { exact: true }), { target: { value: 'fr-ca' } });
    type('Title', 'La fumée');
    type('Web address (slug)', 'fumee');
    type('Author', 'Équipe');
    type('Summary', 'Résumé.');
    type('Text', 'Texte.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save the draft' })));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('The draft “La fumée” is saved.'));
    expect(jest.mocked(createStaffPost).mock.calls[0]![1]).toMatchObject({ locale: 'fr-ca', slug: 'fumee', bodyText: 'Texte.', imageUrl: IMAGE.url });
    expect(screen.getByText('Draft: only staff can read it.')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Schedule' })));
    expect(screen.getByText('Choose the day and time to publish at')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Publish at (the brand’s time)'), { target: { value: '2030-01-02T15:00' } });
    expect(screen.getByLabelText('Publish at (the brand’s time)').getAttribute('aria-describedby')).toContain('content-publish-at-zone');
    expect(screen.getByText(/On the brand’s clocks: America\/Chicago time zone/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Schedule' })));
    // 15:00 on the brand's clocks (Chicago, UTC−6 in January), whatever zone the test runs in.
    expect(jest.mocked(publishStaffPost).mock.calls[0]![2]).toBe('2030-01-02T21:00:00.000Z');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('“La fumée” is scheduled'));
  });

  it('writes a press release with the same form: its kind is sent, and its preview link is the post’s', async () => {
    const release: StaffContentPost = { ...DRAFT, id: 12, kind: 'press', slug: 'communique', title: 'Un communiqué' };
    jest.mocked(createStaffPost).mockResolvedValue(release);
    renderWithProviders(<PostEditorTemplate staff={ADMIN} post={null} images={[IMAGE]} />);
    expect((screen.getByLabelText('Kind', { exact: true }) as HTMLSelectElement).value).toBe('blog');
    fireEvent.change(screen.getByLabelText('Kind', { exact: true }), { target: { value: 'press' } });
    fireEvent.change(screen.getByLabelText('Language', { exact: true }), { target: { value: 'fr-ca' } });
    type('Title', 'Un communiqué');
    type('Web address (slug)', 'communique');
    type('Author', 'Équipe');
    type('Summary', 'Résumé.');
    type('Text', 'Texte.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save the draft' })));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('The draft “Un communiqué” is saved.'));
    expect(jest.mocked(createStaffPost).mock.calls[0]![1]).toMatchObject({ kind: 'press', locale: 'fr-ca', slug: 'communique' });
    expect(screen.getByRole('link', { name: 'Preview Un communiqué' }).getAttribute('href')).toContain('/staff/content/posts/12/preview');
  });

  it('unpublishes only after confirming, and says a refusal in the console’s language', async () => {
    jest.mocked(unpublishStaffPost).mockRejectedValue(new ApiError(409, 'This post is not published or scheduled', { code: 'staff_content_already_draft' }));
    renderWithProviders(<PostEditorTemplate staff={ADMIN} post={{ ...DRAFT, status: 'published', publishedAt: '2026-11-29T10:00:00Z' }} images={[IMAGE]} />, { locale: 'fr-ca' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Dépublier' })));
    expect(unpublishStaffPost).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Oui, dépublier' })));
    expect((await screen.findByRole('alert')).textContent).toContain('Cet article n’est ni publié ni programmé');
  });
});
