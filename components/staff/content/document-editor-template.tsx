/**
 * /staff/content/documents/[kind]?locale=fr-ca: a page, the home sections, the catering services,
 * the footer or the navigation of one language as a form, one field per text, number or switch,
 * grouped by section, each showing what diners read now when the draft differs. "Save the draft"
 * sends the fields changed, checked first by the API's own rules (every problem is said at its
 * field and above the form); diners read nothing of it until it is published, now or at a time,
 * through the publishing panel the posts use.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { fieldProblem, type DocumentProblem, type DocumentValue } from '@/domain/content/documents';
import type { StaffContentLocale } from '@/lib/api/staff-content';
import {
  publishStaffDocument,
  saveStaffDocumentDraft,
  unpublishStaffDocument,
  type StaffContentDocument,
  type StaffDocumentField,
} from '@/lib/api/staff-content-documents';
import type { StaffMember } from '@/lib/api/staff-view';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { MarketLink } from '@/components/common/market-link';
import { ConsoleButton, ConsoleField, ConsolePage } from '../console-page';
import { ContentNotice } from './content-notice';
import { documentName, fieldLabel, sectionLabel, sectionOf } from './document-texts';
import { instantText, localeName } from './post-texts';
import { PublishingPanel } from './publishing-panel';
import { useSavedContent } from './use-saved-content';
import styles from './content.module.css';

export type DocumentEditorData = { staff: StaffMember; locale: StaffContentLocale; document: StaffContentDocument };

type Values = Record<string, DocumentValue>;

const LONG_TEXT = 90;

const valuesOf = (fields: StaffDocumentField[]): Values => Object.fromEntries(fields.map((field) => [field.path, field.value]));
const fieldId = (path: string) => `document-field-${path.replace(/\./g, '-')}`;

/** Groups the fields by section, in the document's order. */
function sections(fields: StaffDocumentField[]): [string, StaffDocumentField[]][] {
  const grouped = new Map<string, StaffDocumentField[]>();
  for (const field of fields) {
    const section = sectionOf(field.path);
    grouped.set(section, [...(grouped.get(section) ?? []), field]);
  }
  return [...grouped.entries()];
}

export function DocumentEditorTemplate({ staff, locale: documentLocale, document: initial }: DocumentEditorData) {
  const { locale, t } = useMarket();
  const [values, setValues] = useState<Values>(() => valuesOf(initial.fields));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const { value: document, notice, setNotice, busy, run, ctx } = useSavedContent(initial, (saved) => setValues(valuesOf(saved.fields)));
  const original = useMemo(() => valuesOf(document.fields), [document]);
  const published = useMemo(() => valuesOf(document.publishedFields), [document]);
  const name = documentName(t, document.kind);
  const language = localeName(t, documentLocale);
  const title = t('staffContent.document.editTitle', { name, language });

  const problemText = (problem: DocumentProblem) =>
    t.dynamic(`staffContent.error.staff_content_${problem.message.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`, problem.message, {
      ...problem.params,
      field: fieldLabel(t, problem.field),
    });

  const handleSave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changes = document.fields
      .filter((field) => values[field.path] !== original[field.path])
      .map((field) => ({ path: field.path, value: field.value === null && values[field.path] === '' ? null : values[field.path]! }));
    const found: Record<string, string> = {};
    for (const change of changes) {
      const problem = fieldProblem(change.path, original[change.path]!, change.value);
      if (problem) found[change.path] = problemText(problem);
    }
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setNotice({ kind: 'failed', text: t('staffContent.form.problems') });
      return;
    }
    if (changes.length === 0) {
      setNotice({ kind: 'done', text: t('staffContent.document.nothingChanged') });
      return;
    }
    void run(() => saveStaffDocumentDraft(ctx(), document.kind, documentLocale, changes), () => t('staffContent.document.draftSaved', { name, language }));
  };

  const input = (field: StaffDocumentField) => {
    const id = fieldId(field.path);
    const value = values[field.path];
    const problem = problems[field.path];
    const described = problem ? `${id}-problem` : published[field.path] !== undefined && published[field.path] !== value ? `${id}-published` : undefined;
    const common = { id, name: field.path, disabled: busy, 'aria-invalid': problem ? true : undefined, 'aria-describedby': described };
    const set = (next: DocumentValue) => setValues((current) => ({ ...current, [field.path]: next }));
    if (typeof field.value === 'boolean') {
      return <input type="checkbox" {...common} checked={value === true} onChange={(event) => set(event.target.checked)} />;
    }
    if (typeof field.value === 'number') {
      return <input type="number" step="any" {...common} value={String(value ?? '')} onChange={(event) => set(event.target.value === '' ? Number.NaN : Number(event.target.value))} />;
    }
    const text = typeof value === 'string' ? value : '';
    return text.length > LONG_TEXT ? (
      <textarea {...common} rows={4} value={text} onChange={(event) => set(event.target.value)} />
    ) : (
      <input type="text" {...common} value={text} onChange={(event) => set(event.target.value)} />
    );
  };

  return (
    <ConsolePage staff={staff} title={title} current="content" atSectionPage={false}>
      <p>
        <MarketLink href={`/staff/content/documents?locale=${documentLocale}`}>{t('staffContent.document.back')}</MarketLink>
      </p>
      {!document.stored && <p>{t('staffContent.document.fromEnglishIntro', { language })}</p>}
      <ContentNotice notice={notice} />
      <PublishingPanel
        item={{ title: name, status: document.status, publishedAt: document.publishedAt, hasDraft: document.hasDraft, draftPublishAt: document.draftPublishAt }}
        previewHref={`/staff/content/documents/${document.kind}/preview?locale=${documentLocale}`}
        busy={busy}
        onPublish={(at) =>
          run(
            () => publishStaffDocument(ctx(), document.kind, documentLocale, at),
            (saved) =>
              at && saved.draftPublishAt
                ? t('staffContent.done.scheduled', { title: name, time: instantText(locale, saved.draftPublishAt) })
                : t('staffContent.done.published', { title: name }),
          )
        }
        onUnpublish={() =>
          run(
            () => unpublishStaffDocument(ctx(), document.kind, documentLocale),
            (saved) => (document.draftPublishAt && saved.status === 'published' ? t('staffContent.entry.scheduleCancelled', { title: name }) : t('staffContent.done.unpublished', { title: name })),
          )
        }
      />
      <form aria-label={title} onSubmit={handleSave} noValidate>
        {sections(document.fields).map(([section, fields]) => (
          <Section key={section}>
            <legend>{sectionLabel(t, fields[0]!.path)}</legend>
            {fields.map((field) => {
              const id = fieldId(field.path);
              const was = published[field.path];
              return (
                <ConsoleField key={field.path}>
                  <label htmlFor={id}>{fieldLabel(t, field.path)}</label>
                  {input(field)}
                  {problems[field.path] && <Problem id={`${id}-problem`}>{problems[field.path]}</Problem>}
                  {!problems[field.path] && was !== undefined && was !== values[field.path] && (
                    <Note id={`${id}-published`}>{t('staffContent.document.publishedValue', { value: String(was ?? '') })}</Note>
                  )}
                </ConsoleField>
              );
            })}
          </Section>
        ))}
        <ConsoleButton type="submit" disabled={busy}>
          {t('staffContent.document.save')}
        </ConsoleButton>
      </form>
    </ConsolePage>
  );
}

const Problem = classed('p', styles.problem);
const Note = classed('p', styles.cellNote);
const Section = classed('fieldset', styles.panel);
