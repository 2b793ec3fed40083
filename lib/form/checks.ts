/**
 * A form's rules: one check per field, each the message of the field's first problem or nothing.
 * A check sees the field's value and the whole form's, so a field can depend on another (a
 * confirmation on its password, a time on its date). Text is judged trimmed.
 */

/** The message of the value's first problem, or undefined when it is fine. */
export type Check<V> = (value: unknown, values: V) => string | undefined;

export type Rules<V> = { readonly [K in keyof V]?: Check<V> };

/** One message per field in error. */
export type FormErrors<V> = { [K in keyof V]?: string };

/** Every field's first problem. */
export function validateValues<V>(rules: Rules<V> | undefined, values: V): FormErrors<V> {
  const errors: FormErrors<V> = {};
  for (const name in rules) {
    const message = rules[name]?.(values[name], values);
    if (message) errors[name] = message;
  }
  return errors;
}

/** The trimmed text of a value; '' for anything that is not text. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Nothing given: no value, blank text or an empty list. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** The first message of `checks`, in order. */
export function firstOf<V>(...checks: readonly Check<V>[]): Check<V> {
  return (value, values) => {
    for (const check of checks) {
      const message = check(value, values);
      if (message) return message;
    }
    return undefined;
  };
}

/** A value must be given (only when `applies`, if given). */
export function required<V>(message: string, applies?: (values: V) => boolean): Check<V> {
  return (value, values) => (isBlank(value) && (!applies || applies(values)) ? message : undefined);
}

/** A given text (trimmed) must satisfy `ok`; a blank one is left to `required`. */
export function holds<V>(message: string, ok: (text: string, values: V) => boolean): Check<V> {
  return (value, values) => {
    const text = textOf(value);
    return text === '' || ok(text, values) ? undefined : message;
  };
}

/** A given text takes at most `max` characters, trimmed. */
export function maxLength<V>(max: number, message: string): Check<V> {
  return holds(message, (text) => text.length <= max);
}

/** A given value is one of `choices`. */
export function oneOf<V>(choices: readonly unknown[], message: string): Check<V> {
  return (value) => (isBlank(value) || choices.includes(value) ? undefined : message);
}

/** A box that must be ticked. */
export function ticked<V>(message: string): Check<V> {
  return (value) => (value === true ? undefined : message);
}

/*
 * Rules fetched on first use: a check whose rule needs a large table (libphonenumber-js's
 * numbering plans) takes it out of the page's first load. Until the rule arrives its check finds
 * nothing; a submit waits for every rule still on its way (form-state.tsx), and each form checks
 * its values again when one arrives, so a diner sees the same messages as with the rule bundled.
 */
const fetching = new Set<Promise<unknown>>();
const arrivalListeners = new Set<() => void>();

/**
 * The rule `load` brings, fetched the first time it is asked for: undefined until it arrives.
 * A failed fetch (the network dropped) is tried again the next time; the API checks the value anyway.
 */
export function fetchedOnUse<R>(load: () => Promise<R>): () => R | undefined {
  let rule: R | undefined;
  let pending = false;
  return () => {
    if (rule === undefined && !pending) {
      pending = true;
      const fetch: Promise<void> = load().then(
        (loaded) => {
          rule = loaded;
        },
        () => undefined,
      );
      fetching.add(fetch);
      void fetch.then(() => {
        pending = false;
        fetching.delete(fetch);
        // Only an arrival is told: a failed fetch is tried again at the next check, not at once.
        if (rule !== undefined) for (const listener of [...arrivalListeners]) listener();
      });
    }
    return rule;
  };
}

/** A form's rules fetched on use: undefined until they arrive (each call asks for them). */
export type FetchedRules<V> = () => Rules<V> | undefined;

/**
 * A form's whole rules, built by a module fetched the first time they are asked for (FormState
 * asks once the form is in the page), so the rules, their tables and their messages stay out of
 * the page's first load. Until they arrive no field is judged, and a submit waits for them.
 * Make it once per form and language (useMemo): each one made fetches anew.
 */
export function rulesOnUse<V>(load: () => Promise<Rules<V>>): FetchedRules<V> {
  return fetchedOnUse(load);
}

/** Whether a rule is on its way. */
export function rulesFetching(): boolean {
  return fetching.size > 0;
}

/** Resolves once every rule on its way has arrived (or failed to). */
export async function rulesFetched(): Promise<void> {
  while (fetching.size > 0) await Promise.all([...fetching]);
}

/** Calls `listener` each time a fetched rule arrives; returns the unsubscribe. */
export function onRuleArrival(listener: () => void): () => void {
  arrivalListeners.add(listener);
  return () => {
    arrivalListeners.delete(listener);
  };
}
