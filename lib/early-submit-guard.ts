/**
 * A form submitted before React has hydrated the page does nothing, as its buttons do. Left to the
 * browser, a form with no `action` (or "#") would be sent by GET to the page itself, its
 * fields (a password among them) in the address, the history and the server's logs. A form whose
 * `action` names a page works without scripts and is left alone.
 * _app marks <html> hydrated from its first effect; EARLY_SUBMIT_GUARD_SCRIPT, inline in every
 * page's head, holds submits back until that mark is there.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

export function markHydrated(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
}

export const EARLY_SUBMIT_GUARD_SCRIPT = `document.addEventListener('submit',function(e){var a=e.target.getAttribute('action');if((!a||a.charAt(0)==='#')&&!document.documentElement.hasAttribute('${HYDRATED_ATTRIBUTE}'))e.preventDefault();},true);`;
