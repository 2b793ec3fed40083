/**
 * Applying for a job, as a person does it: on the careers page in English, the restaurants hiring
 * now, the form's errors with focus on the first, an application with a real PNG photo, the
 * thanks that says what happens next and the confirmation in the mail outbox. In French under
 * /ca/fr, a text file renamed .png is refused in French and an oversized PDF too, with nothing
 * stored, then a real PDF résumé goes through. The form, with its errors showing, passes axe.
 * The Dallas store's staff then find an application in their console and download its photo.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { WORK_FOR_PATH } from '../../content/brand';
import { clickUntilVisible, expectLang, visit } from './support/pages';
import { signInStaff } from './support/staff';
import { text, type Language } from './support/text';

const API = `${process.env.E2E_API_URL ?? 'http://localhost:4100'}/online-ordering`;
const UPLOADS = process.env.UPLOADS_DIR ?? '';

// The journeys count the stored files: one at a time, so neither sees the other's.
test.describe.configure({ mode: 'serial' });

const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** A 1×1 PNG, and a small PDF: real files, recognised by their first bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function storedFiles(): Promise<number> {
  return (await readdir(path.join(UPLOADS, 'job-applications')).catch(() => [])).length;
}

async function mailsTo(request: APIRequestContext, email: string): Promise<{ subject: string; text: string }[]> {
  const outbox = await request.get(`${API}/dev/outbox`);
  expect(outbox.ok()).toBe(true);
  const { data } = (await outbox.json()) as { data: { to: string; subject: string; text: string }[] };
  return data.filter((mail) => mail.to.includes(email));
}

async function mailTo(request: APIRequestContext, email: string, subject: string) {
  let found: { subject: string; text: string } | undefined;
  await expect(async () => {
    found = (await mailsTo(request, email)).find((mail) => mail.subject === subject);
    expect(found, `no "${subject}" mail to ${email}`).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return found!;
}

async function fillApplicant(page: Page, lang: Language, email: string) {
  const t = (key: Parameters<typeof text>[1]) => text(lang, key);
  await page.getByLabel(t('jobs.firstName'), { exact: true }).fill('Rosa');
  await page.getByLabel(t('jobs.lastName'), { exact: true }).fill('Fumée');
  await page.getByLabel(t('jobs.email'), { exact: true }).fill(email);
  await page.getByLabel(t('jobs.phone'), { exact: true }).fill('(514) 555-0142');
  await page.getByLabel(t('jobs.store'), { exact: true }).selectOption({ index: 1 });
  await page.getByLabel(t('jobs.position'), { exact: true }).selectOption({ index: 1 });
  await page.getByRole('group', { name: t('jobs.days') }).getByLabel(t('jobs.day.mon'), { exact: true }).check();
  await page.getByRole('group', { name: t('jobs.days') }).getByLabel(t('jobs.day.sat'), { exact: true }).check();
  await page.getByRole('group', { name: t('jobs.shifts') }).getByLabel(t('jobs.shift.evening'), { exact: true }).check();
}

test('a person applies in English with a photo, sees what happens next, and gets the confirmation', async ({ page, request }) => {
  const email = uniqueEmail('apply');
  await visit(page, WORK_FOR_PATH);
  await expect(page.getByRole('heading', { name: text('en', 'jobs.openingsTitle') })).toBeVisible();
  await expect(page.getByRole('heading', { name: text('en', 'jobs.applyTitle') })).toBeVisible();

  const send = page.getByRole('button', { name: text('en', 'jobs.submit') });
  await clickUntilVisible(send, page.getByText(text('en', 'checkout.validation.firstNameRequired')));
  await expect(page.getByLabel(text('en', 'jobs.firstName'), { exact: true })).toBeFocused();
  await expect(page.getByText(text('en', 'jobs.error.jobs_days_required'))).toBeVisible();
  await expect(page.getByText(text('en', 'jobs.error.jobs_file_required'))).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('#job-application').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(axe.violations).toEqual([]);

  const before = await storedFiles();
  await fillApplicant(page, 'en', email);
  await page.getByLabel(text('en', 'jobs.file')).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await send.click();

  await expect(page.getByRole('heading', { name: text('en', 'jobs.successTitle') })).toBeVisible();
  await expect(page.getByText(text('en', 'jobs.confirmationSent', { email }))).toBeVisible();
  await expect(page.getByText(text('en', 'jobs.successNext'))).toBeVisible();
  expect(await storedFiles()).toBe(before + 1);

  const mail = await mailTo(request, email, 'We received your job application');
  expect(mail.text).toContain('Hello Rosa,');
  expect(mail.text).toContain('Days: Monday, Saturday');
  expect(mail.text).toContain('Attached: a photo');
});

test('in French, a text file renamed .png and an oversized file are refused with nothing kept, then a PDF résumé goes through', async ({ page, request }) => {
  const email = uniqueEmail('candidature');
  await visit(page, `/ca/fr${WORK_FOR_PATH}`);
  await expectLang(page, 'fr-CA');
  await expect(page.getByRole('heading', { name: text('fr', 'jobs.openingsTitle') })).toBeVisible();
  await fillApplicant(page, 'fr', email);
  const before = await storedFiles();
  const file = page.getByLabel(text('fr', 'jobs.file'));
  const send = page.getByRole('button', { name: text('fr', 'jobs.submit') });

  await file.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('Je suis un fichier texte, pas une photo.\n') });
  await send.click();
  await expect(page.getByRole('alert').filter({ hasText: text('fr', 'jobs.error.jobs_file_type_refused') })).toBeVisible();
  expect(await storedFiles()).toBe(before);
  expect(await mailsTo(request, email)).toEqual([]);

  await file.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]) });
  await send.click();
  await expect(page.getByText(text('fr', 'jobs.error.jobs_file_too_large', { max: '5' }))).toBeVisible();
  expect(await storedFiles()).toBe(before);

  await file.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await send.click();
  await expect(page.getByRole('heading', { name: text('fr', 'jobs.successTitle') })).toBeVisible();
  await expect(page.getByText(text('fr', 'jobs.successNext'))).toBeVisible();
  expect(await storedFiles()).toBe(before + 1);
  const mail = await mailTo(request, email, 'Nous avons bien reçu votre candidature');
  expect(mail.text).toContain('Bonjour Rosa,');
  expect(mail.text).toContain('un CV (PDF)');
});

test('the store’s staff find an application in the console and download its photo', async ({ page }) => {
  const email = uniqueEmail('dallas');
  await visit(page, WORK_FOR_PATH);
  await fillApplicant(page, 'en', email);
  const store = page.getByLabel(text('en', 'jobs.store'), { exact: true });
  const dallas = await store.locator('option', { hasText: 'Lower Greenville' }).getAttribute('value');
  await store.selectOption(dallas!);
  await page.getByLabel(text('en', 'jobs.position'), { exact: true }).selectOption({ index: 1 });
  await page.getByLabel(text('en', 'jobs.file')).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: text('en', 'jobs.submit') }).click();
  await expect(page.getByRole('heading', { name: text('en', 'jobs.successTitle') })).toBeVisible();

  await signInStaff(page, 'en');
  await page.getByRole('navigation', { name: text('en', 'staff.nav.label') }).getByRole('link', { name: text('en', 'jobs.staff.nav') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'jobs.staff.title') })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: email });
  await expect(card.getByRole('heading', { name: 'Rosa Fumée' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: /application-fumee-/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^application-fumee-[0-9a-f]{8}\.png$/);
  const saved = await download.path();
  expect(await readFile(saved)).toEqual(PNG);
});
