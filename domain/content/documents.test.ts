import { applyFields, documentErrorCode, documentFields, documentStatus, servedData, settled, type DocumentVersions } from './documents';

const footer = {
  topFooter: [{ id: 7, columnTitle: 'Company', columnLinks: [{ title: 'Our story', url: '/company/our-story' }], showOnCanadaSite: true }],
  socialTitle: 'Follow us',
  note: null,
};

describe('documentFields', () => {
  it('names every text, number and switch by its path, leaving ids alone', () => {
    expect(documentFields(footer)).toEqual([
      { path: 'topFooter.0.columnTitle', value: 'Company' },
      { path: 'topFooter.0.columnLinks.0.title', value: 'Our story' },
      { path: 'topFooter.0.columnLinks.0.url', value: '/company/our-story' },
      { path: 'topFooter.0.showOnCanadaSite', value: true },
      { path: 'socialTitle', value: 'Follow us' },
      { path: 'note', value: null },
    ]);
  });
});

describe('applyFields', () => {
  it('changes the named fields only, trimming texts', () => {
    const result = applyFields(footer, [
      { path: 'topFooter.0.columnLinks.0.title', value: '  Notre histoire ' },
      { path: 'topFooter.0.showOnCanadaSite', value: false },
      { path: 'note', value: 'New' },
    ]);
    expect(result).toEqual({
      data: {
        topFooter: [{ id: 7, columnTitle: 'Company', columnLinks: [{ title: 'Notre histoire', url: '/company/our-story' }], showOnCanadaSite: false }],
        socialTitle: 'Follow us',
        note: 'New',
      },
    });
    expect(footer.topFooter[0]!.columnLinks[0]!.title).toBe('Our story');
  });

  it.each(([
    [{ path: 'topFooter.1.columnTitle', value: 'x' }, 'documentFieldUnknown'],
    [{ path: 'topFooter.0.id', value: 8 }, 'documentFieldUnknown'],
    [{ path: 'topFooter.0.columnTitle', value: 3 }, 'documentFieldType'],
    [{ path: 'topFooter.0.showOnCanadaSite', value: 'yes' }, 'documentFieldType'],
    [{ path: 'topFooter.0.columnTitle', value: '   ' }, 'documentFieldRequired'],
    [{ path: 'socialTitle', value: 'x'.repeat(5001) }, 'documentTooLong'],
    [{ path: 'topFooter.0.columnLinks.0.url', value: 'javascript:alert(1)' }, 'documentLinkInvalid'],
    [{ path: 'topFooter.0.columnLinks.0.url', value: '//evil.example' }, 'documentLinkInvalid'],
  ] as const).map(([change, message]) => ({ change, message, path: change.path })))('refuses a change to $path with $message', ({ change, message }) => {
    const result = applyFields(footer, [change]);
    expect('problem' in result && result.problem.message).toBe(message);
  });

  it('takes a path of the site or an https address as a link', () => {
    expect(applyFields(footer, [{ path: 'topFooter.0.columnLinks.0.url', value: 'https://example.com/a' }])).not.toHaveProperty('problem');
  });
});

describe('the version diners read', () => {
  const at = (iso: string) => new Date(iso);
  const published: DocumentVersions = { data: 'old', publishedAt: at('2026-01-01T00:00:00Z'), draft: 'new', draftPublishAt: at('2026-03-01T12:00:00Z') };

  it('is the published text until a scheduled draft is due, then the draft', () => {
    expect(servedData(published, at('2026-03-01T11:59:59Z'))).toBe('old');
    expect(servedData(published, at('2026-03-01T12:00:00Z'))).toBe('new');
    expect(documentStatus(published, at('2026-02-01T00:00:00Z'))).toBe('published');
  });

  it('is nothing for a document never published, and scheduled until its time', () => {
    const draft: DocumentVersions = { data: 'text', publishedAt: null, draft: 'text', draftPublishAt: at('2026-03-01T12:00:00Z') };
    expect(servedData(draft, at('2026-02-01T00:00:00Z'))).toBeNull();
    expect(documentStatus(draft, at('2026-02-01T00:00:00Z'))).toBe('scheduled');
    expect(documentStatus({ ...draft, draftPublishAt: null }, at('2026-02-01T00:00:00Z'))).toBe('draft');
    expect(documentStatus(draft, at('2026-03-02T00:00:00Z'))).toBe('published');
  });

  it('settles a due draft as the published text at its time, and leaves one still to come', () => {
    expect(settled(published, at('2026-03-02T00:00:00Z'))).toEqual({ data: 'new', publishedAt: at('2026-03-01T12:00:00Z'), draft: null, draftPublishAt: null });
    expect(settled(published, at('2026-02-02T00:00:00Z'))).toBe(published);
  });
});

it('codes its refusals as the console translates them', () => {
  expect(documentErrorCode('documentBaseLocale')).toBe('staff_content_document_base_locale');
});
