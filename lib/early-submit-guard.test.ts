/** @jest-environment jsdom */
import { EARLY_SUBMIT_GUARD_SCRIPT, HYDRATED_ATTRIBUTE, markHydrated } from './early-submit-guard';

function submitted(form: HTMLFormElement): boolean {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return !event.defaultPrevented;
}

function form(html: string): HTMLFormElement {
  document.body.innerHTML = html;
  return document.querySelector('form')!;
}

describe('the guard against forms sent before hydration', () => {
  const listeners: EventListener[] = [];
  beforeAll(() => {
    const add = jest.spyOn(document, 'addEventListener');
    new Function(EARLY_SUBMIT_GUARD_SCRIPT)();
    listeners.push(...add.mock.calls.map((call) => call[1] as EventListener));
    add.mockRestore();
  });
  afterAll(() => listeners.forEach((listener) => document.removeEventListener('submit', listener, true)));
  afterEach(() => document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE));

  it.each([
    ['no action', '<form>'],
    ['an action of "#"', '<form action="#">'],
  ])('holds back a form with %s until the page has hydrated, so its password never reaches the address', (_what, open) => {
    const login = form(`${open}<input name="password" value="secret"><button>Sign in</button></form>`);
    expect(submitted(login)).toBe(false);
    markHydrated();
    expect(submitted(login)).toBe(true);
  });

  it('leaves a form with an action to work without scripts', () => {
    expect(submitted(form('<form method="get" action="/staff/leads"><input name="status"></form>'))).toBe(true);
  });
});
