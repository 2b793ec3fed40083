/**
 * A post's form: its kind (a blog post or a press release), language, title, web address, date, author, summary, text, picture and its
 * description, checked by the same field rules as the API (domain/content/post-fields.ts). Each
 * problem is said beside its field and the first takes focus; the API's refusal (a web address
 * taken) is said above the form by the screen.
 */
import { useMemo } from 'react';
import { FocusFirstError } from '@/components/form/focus-first-error';
import { SelectField, TextAreaField, TextField } from '@/components/form/form-field';
import { POST_FIELDS, postErrorCode, postProblems, type PostField } from '@/domain/content/post-fields';
import { STAFF_CONTENT_LOCALES, STAFF_POST_KINDS, type StaffContentLocale, type StaffPostKind, type StaffContentPost, type StaffContentPostChange, type StaffContentPosts } from '@/lib/api/staff-content';
import { classed } from '@/lib/classed';
import { Form, FormState } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import { ConsoleButton } from '../console-page';
import { kindName, localeName } from './post-texts';
import { problemRules } from './problem-rules';
import styles from './content.module.css';

const FORM = 'staff-content-post';
type Values = Omit<StaffContentPostChange, 'locale' | 'kind'> & { kind: StaffPostKind; locale: StaffContentLocale };
const ORDER: (keyof Values)[] = ['kind', 'locale', 'title', 'slug', 'date', 'author', 'excerpt', 'bodyText', 'imageUrl', 'imageAlt'];
/** The form's field of each rule's field. */
const FIELD_OF: Record<PostField, keyof Values> = { title: 'title', slug: 'slug', date: 'date', author: 'author', excerpt: 'excerpt', body: 'bodyText', imageAlt: 'imageAlt' };

function initialValues(post: StaffContentPost | null, images: StaffContentPosts['images'], today: string): Values {
  if (post) {
    const { kind, locale, title, slug, date, author, excerpt, bodyText, image } = post;
    return { kind, locale, title, slug, date, author, excerpt, bodyText, imageUrl: image.url, imageAlt: image.alternativeText };
  }
  return { kind: 'blog', locale: 'en', title: '', slug: '', date: today, author: '', excerpt: '', bodyText: '', imageUrl: images[0]?.url ?? '', imageAlt: images[0]?.alternativeText ?? '' };
}

type Props = { post: StaffContentPost | null; images: StaffContentPosts['images']; busy: boolean; onSave: (change: StaffContentPostChange) => Promise<boolean> };

export function PostForm({ post, images, busy, onSave }: Props) {
  const { t } = useMarket();
  const today = new Date().toISOString().slice(0, 10);
  const rules = useMemo(
    () => problemRules(t, { fields: Object.entries(FIELD_OF) as [PostField, keyof Values][], problemsOf: (values: Values) => postProblems({ ...values, body: values.bodyText }), codeOf: postErrorCode }),
    [t],
  );

  const handleSubmit = async (values: Values) => {
    await onSave({ ...values, title: values.title.trim(), slug: values.slug.trim(), author: values.author.trim(), excerpt: values.excerpt.trim(), imageAlt: values.imageAlt.trim() });
  };

  return (
    <FormState initialValues={initialValues(post, images, today)} rules={rules} onSubmit={handleSubmit}>
      {(form) => (
        <Panel id={FORM} noValidate aria-label={post ? t('staffContent.form.editTitle') : t('staffContent.form.newTitle')}>
          <FocusFirstError form={FORM} order={ORDER as string[]} />
          <SelectField form={FORM} name="kind" label={t('staffContent.form.kind')}>
            {STAFF_POST_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kindName(t, kind)}
              </option>
            ))}
          </SelectField>
          <SelectField form={FORM} name="locale" label={t('staffContent.form.locale')}>
            {STAFF_CONTENT_LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {localeName(t, locale)}
              </option>
            ))}
          </SelectField>
          <TextField form={FORM} name="title" label={t('staffContent.form.title')} maxLength={POST_FIELDS.title.max} />
          <TextField form={FORM} name="slug" label={t('staffContent.form.slug')} hint={t('staffContent.form.slugHint')} maxLength={POST_FIELDS.slug.max} autoComplete="off" />
          <TextField form={FORM} name="date" type="date" label={t('staffContent.form.date')} />
          <TextField form={FORM} name="author" label={t('staffContent.form.author')} maxLength={POST_FIELDS.author.max} />
          <TextAreaField form={FORM} name="excerpt" label={t('staffContent.form.excerpt')} rows={3} maxLength={POST_FIELDS.excerpt.max} />
          <TextAreaField form={FORM} name="bodyText" label={t('staffContent.form.body')} hint={t('staffContent.form.bodyHint')} rows={14} maxLength={POST_FIELDS.body.max} />
          <SelectField form={FORM} name="imageUrl" label={t('staffContent.form.image')}>
            {images.map((image) => (
              <option key={image.url} value={image.url}>
                {image.alternativeText || image.url}
              </option>
            ))}
          </SelectField>
          <TextField form={FORM} name="imageAlt" label={t('staffContent.form.imageAlt')} maxLength={POST_FIELDS.imageAlt.max} />
          <Buttons>
            <ConsoleButton type="submit" disabled={busy || form.isSubmitting}>
              {post ? t('staffContent.form.save') : t('staffContent.form.create')}
            </ConsoleButton>
          </Buttons>
        </Panel>
      )}
    </FormState>
  );
}

const Panel = classed(Form, styles.panel);
const Buttons = classed('div', styles.buttons);
