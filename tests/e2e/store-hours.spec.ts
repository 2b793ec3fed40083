/**
 * Split store hours: Camp Bowie (Fort Worth) closes between lunch and dinner. Its page shows
 * both intervals of each day, and a diner ordering carryout there is offered no time in the gap,
 * nor on a day the store is closed (Thanksgiving, Christmas Day).
 */
import { expect, test } from '@playwright/test';
import { christmasDay, thanksgivingDay } from '../../domain/ordering/calendar-days';
import { addToCart } from './support/checkout';
import { TIME_WITH_SECONDS, visit } from './support/pages';
import { text } from './support/text';

const STORE_PAGE = '/locations/texas/fort-worth/fort-worth-camp-bowie';
const ITEM = '/quote/everyday/fort-worth-camp-bowie/desserts/banana-pudding?type=carryout';
const TIME_ZONE = 'America/Chicago';

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The store's local date at an instant, 'YYYY-MM-DD'. */
const localDate = (instant: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));

/** A slot's start as the store's 24-hour clock, 'HH:MM'. */
const storeClock = (start: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(start));

test.describe('store hours with a lunch gap', () => {
  test('the store page shows both intervals of each day, without seconds', async ({ page }) => {
    await visit(page, STORE_PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Camp Bowie');
    const hours = page.getByRole('region', { name: text('en', 'store.hours'), exact: true });
    const row = (day: string) => hours.getByRole('row').filter({ has: page.getByRole('rowheader', { name: day, exact: true }) });
    await expect(row('Tuesday').getByRole('cell')).toHaveText('11:00 AM – 2:00 PM, 5:00 PM – 9:00 PM');
    await expect(row('Friday').getByRole('cell')).toHaveText('11:00 AM – 2:00 PM, 5:00 PM – 10:00 PM');
    await expect(hours).not.toContainText(TIME_WITH_SECONDS);

    // The closures of the coming 60 days are listed under the week.
    const today = localDate(Date.now());
    const until = localDate(Date.now() + 60 * DAY_MS);
    const year = new Date().getUTCFullYear();
    const coming = [
      [thanksgivingDay(year), 'Thanksgiving'],
      [christmasDay(year), 'Christmas Day'],
    ].filter(([date]) => (date as string) >= today && (date as string) < until);
    const list = hours.getByRole('list', { name: text('en', 'store.exceptionsTitle') });
    for (const [date, name] of coming) {
      const [, month, day] = (date as string).split('-').map(Number) as [number, number, number];
      const label = `${MONTHS[month - 1]} ${day}`;
      await expect(list.getByRole('listitem').filter({ hasText: `${name}, ${label}` })).toHaveText(`${name}, ${label}: Closed`);
    }
  });

  test('a diner ordering carryout is offered no time in the lunch gap, nor on a closed day', async ({ page }) => {
    test.slow(); // Item page, cart and checkout on a cold server.
    await addToCart(page, 'en', ITEM);
    await page.getByRole('link', { name: text('en', 'checkout.cart.checkout') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'checkout.title') })).toBeVisible();

    const date = page.getByLabel(text('en', 'checkout.handoff.date'), { exact: true });
    const dates = (await date.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).filter(Boolean);
    expect(dates.length).toBeGreaterThanOrEqual(3);
    const year = new Date().getUTCFullYear();
    for (const closed of [thanksgivingDay(year), christmasDay(year)]) expect(dates).not.toContain(closed);

    // A day ahead (not today, whose early slots may already be past): the whole day is offered.
    const ahead = dates[2] as string;
    await date.selectOption(ahead);
    const time = page.getByLabel(text('en', 'checkout.handoff.time'), { exact: true });
    await expect(time.locator('option').nth(1)).toBeAttached();
    const starts = (await time.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).filter(
      (value) => value && value !== 'asap',
    );
    const clocks = starts.map(storeClock);
    expect(clocks).toContain('11:00');
    expect(clocks).toContain('13:45');
    expect(clocks).toContain('17:00');
    expect(clocks.filter((clock) => clock >= '14:00' && clock < '17:00')).toEqual([]);
    expect(clocks.every((clock) => clock >= '11:00' && clock < '22:00')).toBe(true);
  });
});
