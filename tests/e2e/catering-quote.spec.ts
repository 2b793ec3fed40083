/**
 * The buyer's catering quote page, opened from the "request received" email: a quote is requested
 * through the API, the link comes from the outbox, and the page shows the quote's number and
 * status in English, and in French under /ca/fr with the same link. A wrong token is the 404 page.
 * Answering and paying an estimate: catering-pay.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { mailTo, quoteLinkOf, requestQuote, uniqueQuoteEmail } from './support/catering';
import { expectLang, visit } from './support/pages';
import { text } from './support/text';

test('the emailed link opens the quote with its status, in English and in French', async ({ page, request }) => {
  const email = uniqueQuoteEmail();
  const number = await requestQuote(request, email);
  const link = quoteLinkOf(await mailTo(request, email, new RegExp(`^We received your catering request ${number}$`)));
  expect(link.pathname).toBe(`/catering/quotes/${number}`);

  await visit(page, `${link.pathname}${link.search}`);
  await expectLang(page, 'en-US');
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'catering.quote.title', { number: String(number) }) })).toBeVisible();
  await expect(page.getByText(text('en', 'catering.status.customerCreatedLead'), { exact: true })).toBeVisible();
  await expect(page.getByText(text('en', 'catering.quote.noEstimate'))).toBeVisible();
  await expect(page.getByText('Office lunch')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('button', { name: text('en', 'catering.quote.accept') })).toHaveCount(0);

  await visit(page, `/ca/fr${link.pathname}${link.search}`);
  await expectLang(page, 'fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: text('fr', 'catering.quote.title', { number: String(number) }) })).toBeVisible();
  await expect(page.getByText(text('fr', 'catering.status.customerCreatedLead'), { exact: true })).toBeVisible();
  await expect(page.getByText(text('fr', 'catering.quote.noEstimate'))).toBeVisible();
});

test('a wrong token, or none, shows the 404 page', async ({ page, request }) => {
  const number = await requestQuote(request, uniqueQuoteEmail());

  await visit(page, `/catering/quotes/${number}?token=not-the-token`, 404);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'error.notFoundTitle') })).toBeVisible();
  await visit(page, `/ca/fr/catering/quotes/${number}`, 404);
  await expect(page.getByRole('heading', { level: 1, name: text('fr', 'error.notFoundTitle') })).toBeVisible();
});
