/**
 * A form's state for the fields inside it: values, the first problem of each field, which fields
 * the person has left, and whether it is being sent. Every change and every blur checks the whole
 * form against its rules; a field shows its problem once it was touched, and a submit touches
 * every field. A submit with problems sends nothing; otherwise `onSubmit` runs, and the form is
 * "submitting" until it settles. A rule fetched on first use (checks.ts) is waited for by a submit,
 * and the form is checked again when it arrives; so are a form's whole rules fetched on use
 * (`rulesOnUse`), which keep the rules and their messages out of the page's first load.
 */
import {
  createContext,
  useContext,
  useEffect,
  useReducer,
  useRef,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  type FormHTMLAttributes,
  type ReactNode,
} from 'react';
import { onRuleArrival, rulesFetched, rulesFetching, validateValues, type FetchedRules, type FormErrors, type Rules } from './checks';

type Touched<V> = { [K in keyof V]?: boolean };

type State<V> = {
  values: V;
  errors: FormErrors<V>;
  touched: Touched<V>;
  isSubmitting: boolean;
  submitCount: number;
};

/** What `onSubmit` may do to the form: show the API's answer on a field, or start again. */
export type FormHelpers<V> = {
  setFieldError(name: string, message: string | undefined): void;
  setFieldValue(name: string, value: unknown, validate?: boolean): void;
  setFieldTouched(name: string, touched?: boolean, validate?: boolean): void;
  resetForm(next?: { values?: V }): void;
};

export type FormContext<V> = FormHelpers<V> &
  State<V> & {
    /** Every field's problems now (shown on the fields already touched). */
    validateForm(): FormErrors<V>;
    submitForm(): Promise<void>;
    handleSubmit(event?: FormEvent<HTMLFormElement>): void;
    handleChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>): void;
    handleBlur(event: FocusEvent<HTMLElement & { name?: string }>): void;
  };

const Context = createContext<FormContext<never> | null>(null);

type Props<V> = {
  initialValues: V;
  /** The rules, or the form's rules fetched on use (`rulesOnUse` of checks.ts): fetched once the form is in the page. */
  rules?: Rules<V> | FetchedRules<V>;
  onSubmit(values: V, helpers: FormHelpers<V>): unknown;
  /** Start again from new initial values whenever they change (a profile loaded after the page). */
  enableReinitialize?: boolean;
  children: ReactNode | ((form: FormContext<V>) => ReactNode);
};

function fresh<V>(values: V): State<V> {
  return { values, errors: {}, touched: {}, isSubmitting: false, submitCount: 0 };
}

const isEmpty = (errors: object) => Object.keys(errors).length === 0;

/** A changed input's new value: a box's tick (or the list with its value in or out), a number, or the text. */
function inputValue(target: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, current: unknown): unknown {
  if (target instanceof HTMLInputElement && target.type === 'checkbox') {
    if (!Array.isArray(current)) return target.checked;
    const rest = current.filter((item) => item !== target.value);
    return target.checked ? [...rest, target.value] : rest;
  }
  if (target.type === 'number' || target.type === 'range') {
    const number = parseFloat(target.value);
    return Number.isNaN(number) ? '' : number;
  }
  return target.value;
}

export function FormState<V extends object>({ initialValues, rules, onSubmit, enableReinitialize, children }: Props<V>) {
  const state = useRef<State<V>>(fresh(initialValues));
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const mounted = useRef(true);
  const latest = useRef({ rules, onSubmit });
  latest.current = { rules, onSubmit };

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const update = (patch: Partial<State<V>>) => {
    state.current = { ...state.current, ...patch };
    if (mounted.current) rerender();
  };
  const currentRules = () => {
    const { rules: given } = latest.current;
    return typeof given === 'function' ? given() : given;
  };
  const check = (values: V) => validateValues(currentRules(), values);
  // A rule fetched on first use has arrived: the values are checked with it.
  useEffect(() => onRuleArrival(() => update({ errors: check(state.current.values) })), []);
  // Rules fetched on use are asked for as soon as the form is in the page, so they are there by the first keystroke.
  useEffect(() => void currentRules(), [rules]);

  const initialKey = enableReinitialize ? JSON.stringify(initialValues) : '';
  const seenKey = useRef(initialKey);
  useEffect(() => {
    if (seenKey.current === initialKey) return;
    seenKey.current = initialKey;
    update(fresh(initialValues));
    // initialKey stands for initialValues, whose identity may change on every render.
  }, [initialKey]);

  const setFieldValue: FormHelpers<V>['setFieldValue'] = (name, value, validate = true) => {
    const values = { ...state.current.values, [name]: value };
    update(validate ? { values, errors: check(values) } : { values });
  };
  const setFieldTouched: FormHelpers<V>['setFieldTouched'] = (name, touched = true, validate = true) => {
    const patch: Partial<State<V>> = { touched: { ...state.current.touched, [name]: touched } };
    update(validate ? { ...patch, errors: check(state.current.values) } : patch);
  };
  const helpers: FormHelpers<V> = {
    setFieldValue,
    setFieldTouched,
    setFieldError: (name, message) => update({ errors: { ...state.current.errors, [name]: message } }),
    resetForm: (next) => update(fresh(next?.values ?? initialValues)),
  };

  const touchAll = (): Touched<V> => Object.fromEntries(Object.keys(state.current.values).map((name) => [name, true])) as Touched<V>;

  const validateForm = () => {
    const errors = check(state.current.values);
    update({ errors });
    return errors;
  };

  const submitForm = async () => {
    if (rulesFetching()) await rulesFetched();
    const { values, submitCount } = state.current;
    const errors = check(values);
    update({ errors, touched: touchAll(), submitCount: submitCount + 1, isSubmitting: isEmpty(errors) });
    if (!isEmpty(errors)) return;
    try {
      await latest.current.onSubmit(values, helpers);
    } finally {
      update({ isSubmitting: false });
    }
  };

  const form: FormContext<V> = {
    ...state.current,
    ...helpers,
    validateForm,
    submitForm,
    handleSubmit: (event) => {
      event?.preventDefault();
      void submitForm();
    },
    handleChange: (event) => {
      const { name } = event.target;
      setFieldValue(name, inputValue(event.target, (state.current.values as Record<string, unknown>)[name]));
    },
    handleBlur: (event) => {
      if (event.target.name) setFieldTouched(event.target.name);
    },
  };

  return <Context.Provider value={form as unknown as FormContext<never>}>{typeof children === 'function' ? children(form) : children}</Context.Provider>;
}

/** The state of the form around the caller. */
export function useFormState<V = Record<string, unknown>>(): FormContext<V> {
  const form = useContext(Context);
  if (!form) throw new Error('useFormState needs a <FormState> around it');
  return form as unknown as FormContext<V>;
}

type Events = { name: string; onChange: FormContext<unknown>['handleChange']; onBlur: FormContext<unknown>['handleBlur'] };
type FieldMeta<T> = { value: T; error?: string; touched: boolean };
type FieldHelpers<T> = { setValue(value: T, validate?: boolean): void; setTouched(touched?: boolean, validate?: boolean): void };

/** One field's input props (a box's `checked`, any other's `value`), its state and its setters. */
export function useField<T = string>(name: string): [Events & { value: T }, FieldMeta<T>, FieldHelpers<T>];
export function useField(field: { name: string; type: 'checkbox' }): [Events & { checked: boolean }, FieldMeta<boolean>, FieldHelpers<boolean>];
export function useField(field: string | { name: string; type: 'checkbox' }): [Events, FieldMeta<unknown>, FieldHelpers<unknown>] {
  const form = useFormState<Record<string, unknown>>();
  const name = typeof field === 'string' ? field : field.name;
  const value = form.values[name];
  const events: Events = { name, onChange: form.handleChange, onBlur: form.handleBlur };
  const helpers: FieldHelpers<unknown> = {
    setValue: (next, validate) => form.setFieldValue(name, next, validate),
    setTouched: (touched, validate) => form.setFieldTouched(name, touched, validate),
  };
  const props = typeof field === 'string' ? { ...events, value } : { ...events, checked: Boolean(value) };
  return [props, { value, error: form.errors[name], touched: Boolean(form.touched[name]) }, helpers];
}

/** The form element of a FormState: submitting it submits the form's values. */
export function Form(props: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'>) {
  const { handleSubmit } = useFormState();
  return <form {...props} onSubmit={handleSubmit} />;
}
