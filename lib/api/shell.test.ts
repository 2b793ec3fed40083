import type { ApolloClient } from '@apollo/client';
import { getContent } from '@/content';
import { clearShellCache, loadShell, SHELL_CACHE_MS } from './shell';

const navigation = getContent('navigation', 'fr-ca');
const footer = getContent('footer', 'fr-ca');

function fakeClient(answer: () => Promise<unknown>) {
  const query = jest.fn((_options: unknown) => answer());
  return { client: { query } as unknown as ApolloClient, query };
}

const answer = async () => ({ data: { navigation: { data: navigation }, footer: { data: footer } } });
const api = { locale: 'fr-ca' as const };
const october = new Date('2025-10-01T12:00:00Z');
const march = new Date('2025-03-01T12:00:00Z');

describe('loadShell', () => {
  beforeEach(() => clearShellCache());

  it("asks the content API for the market's locale and returns navigation and footer", async () => {
    const { client, query } = fakeClient(answer);
    const shell = await loadShell(api, { client, now: () => march });
    expect(query.mock.calls[0]?.[0]).toMatchObject({ variables: { locale: 'fr-ca' } });
    expect(shell).toEqual({ navigation, footer, holidayMode: false });
  });

  it.each([
    [march, false],
    [october, true],
    [new Date('2025-09-14T23:59:59Z'), false],
    [new Date('2025-09-15T00:00:00Z'), true],
    [new Date('2026-01-15T12:00:00Z'), true],
    [new Date('2026-01-16T12:00:00Z'), false],
  ])('on %p the holiday check is asked: %p (only within the holiday window)', async (now, asked) => {
    const { client } = fakeClient(answer);
    const holidayMode = jest.fn(async () => true);
    expect((await loadShell(api, { client, now: () => now, holidayMode })).holidayMode).toBe(asked);
    expect(holidayMode).toHaveBeenCalledTimes(asked ? 1 : 0);
    if (asked) expect(holidayMode).toHaveBeenCalledWith(api);
  });

  it('keeps holiday mode off within the window when no holiday or pre-order period applies', async () => {
    const { client } = fakeClient(answer);
    expect((await loadShell(api, { client, now: () => october, holidayMode: async () => false })).holidayMode).toBe(false);
  });

  it('logs a failed holiday check and renders the page with holiday mode off', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = fakeClient(answer);
    const shell = await loadShell(api, { client, now: () => october, holidayMode: async () => Promise.reject(new Error('fetch failed')) });
    expect(shell).toEqual({ navigation, footer, holidayMode: false });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('holiday check'), 'fetch failed');
    log.mockRestore();
  });

  it('keeps an answer no longer than the page cache (1000 ms unless set) while change events are not heard', async () => {
    const { client, query } = fakeClient(answer);
    const start = march.getTime();
    await loadShell(api, { client, now: () => new Date(start) });
    await loadShell(api, { client, now: () => new Date(start + 999) });
    expect(query).toHaveBeenCalledTimes(1);
    await loadShell(api, { client, now: () => new Date(start + 1000) });
    expect(query).toHaveBeenCalledTimes(2);
  });

  it('judges holiday mode at a demo clock’s instant, and ages its answer in real time all the same', async () => {
    const { client, query } = fakeClient(answer);
    const start = march.getTime();
    const clocked = await loadShell({ ...api, clock: '2026-12-20T12:00:00Z' }, { client, now: () => new Date(start), holidayMode: async () => true });
    expect(clocked.holidayMode).toBe(true);
    await loadShell(api, { client, now: () => new Date(start + 999) });
    expect(query).toHaveBeenCalledTimes(1);
    await loadShell(api, { client, now: () => new Date(start + 1000) });
    expect(query).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['the API fails', async () => Promise.reject(new Error('fetch failed'))],
    ['the answer has no navigation', async () => ({ data: { navigation: { data: null }, footer: { data: footer } } })],
  ])('falls back to the bundled content when %s, and does not cache it', async (_case, failing) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, query } = fakeClient(failing);
    const shell = await loadShell(api, { client, now: () => march });
    expect(shell.navigation).toEqual(navigation);
    expect(shell.footer.socialTitle).toBe(footer.socialTitle);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('fr-ca'), expect.any(String));
    await loadShell(api, { client, now: () => march });
    expect(query).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });

  it('keeps showing the last answer, however old, while the content API fails', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const edited = { ...footer, socialTitle: 'Suivez-nous partout' };
    const { client } = fakeClient(async () => ({ data: { navigation: { data: navigation }, footer: { data: edited } } }));
    await loadShell(api, { client, now: () => march });
    const { client: down } = fakeClient(async () => Promise.reject(new TypeError('fetch failed')));
    const later = new Date(march.getTime() + 10 * SHELL_CACHE_MS);
    const shell = await loadShell(api, { client: down, now: () => later });
    expect(shell.footer.socialTitle).toBe('Suivez-nous partout');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('the last answer'), 'fetch failed');
    log.mockRestore();
  });
});
