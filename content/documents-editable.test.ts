/** The console edits content/'s documents field by field: each, as the demo chain's texts hold it, passes the console's checks. */
import { applyFields, documentFields, DOCUMENT_KINDS } from '@/domain/content/documents';
import { BASE_LOCALE, TRANSLATIONS } from '.';
import { en } from './en';

it('accepts every document the console edits as content/ holds it, in every locale', () => {
  for (const [locale, content] of Object.entries({ [BASE_LOCALE]: en, ...TRANSLATIONS })) {
    for (const kind of DOCUMENT_KINDS) {
      const data = content[kind];
      if (data === undefined) continue;
      const result = applyFields(data, documentFields(data));
      expect({ locale, kind, problem: 'problem' in result ? result.problem : null }).toEqual({ locale, kind, problem: null });
    }
  }
});
