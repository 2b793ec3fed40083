/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { fetchedOnUse, firstOf, holds, required, rulesOnUse, type Rules } from './checks';
import { Form, FormState, useField, useFormState, type FormHelpers } from './form-state';

type Values = { name: string; guests: number | ''; days: string[]; agree: boolean };
const EMPTY: Values = { name: '', guests: '', days: [], agree: false };
const RULES: Rules<Values> = {
  name: required('Enter your name'),
  guests: firstOf(required('Enter a number of guests'), (value) => (Number(value) >= 10 ? undefined : 'At least 10 guests')),
};

function Text({ name, label, type = 'text' }: { name: string; label: string; type?: string }) {
  const [field, meta] = useField(name);
  return (
    <p>
      <label htmlFor={name}>{label}</label>
      <input id={name} type={type} {...field} />
      {meta.touched && meta.error && <span role="alert">{meta.error}</span>}
    </p>
  );
}

function Submit() {
  const { isSubmitting } = useFormState();
  return <button disabled={isSubmitting}>{isSubmitting ? 'Sending…' : 'Send'}</button>;
}

function QuoteForm({ onSubmit, initial = EMPTY, reinitialize }: { onSubmit: (values: Values, helpers: FormHelpers<Values>) => unknown; initial?: Values; reinitialize?: boolean }) {
  return (
    <FormState initialValues={initial} rules={RULES} onSubmit={onSubmit} enableReinitialize={reinitialize}>
      <Form aria-label="quote">
        <Text name="name" label="Name" />
        <Text name="guests" label="Guests" type="number" />
        <Agree />
        <Submit />
      </Form>
    </FormState>
  );
}

function Agree() {
  const [field] = useField({ name: 'agree', type: 'checkbox' });
  return (
    <label>
      <input type="checkbox" {...field} />
      I agree
    </label>
  );
}

function Days() {
  const [field] = useField<string[]>('days');
  const { handleChange } = useFormState();
  return (
    <>
      {['mon', 'tue'].map((day) => (
        <label key={day}>
          <input type="checkbox" name="days" value={day} checked={field.value.includes(day)} onChange={handleChange} />
          {day}
        </label>
      ))}
    </>
  );
}

const submit = async () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send' })));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('FormState', () => {
  it('sends nothing while a field has a problem, shows every problem after a submit, and sends the values once fixed', async () => {
    const onSubmit = jest.fn();
    render(<QuoteForm onSubmit={onSubmit} />);
    expect(screen.queryAllByRole('alert')).toHaveLength(0);

    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Enter your name', 'Enter a number of guests']);

    type('Name', 'Ada');
    type('Guests', '4');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['At least 10 guests']);
    type('Guests', '12');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada', guests: 12, days: [], agree: false }, expect.anything());
  });

  it('shows a field’s problem only once the person has left it', () => {
    render(<QuoteForm onSubmit={jest.fn()} />);
    type('Name', '   ');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(screen.getByLabelText('Name'));
    expect(screen.getByRole('alert').textContent).toBe('Enter your name');
  });

  it('waits while the answer is on its way, then takes an answer about a field beside it', async () => {
    let answer: () => void = () => undefined;
    const onSubmit = (_values: Values, helpers: FormHelpers<Values>) =>
      new Promise<void>((resolve) => {
        answer = () => {
          helpers.setFieldError('name', 'This name is taken');
          resolve();
        };
      });
    render(<QuoteForm onSubmit={onSubmit} initial={{ ...EMPTY, name: 'Ada', guests: 20 }} />);
    await submit();
    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true);
    await act(async () => answer());
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('alert').textContent).toBe('This name is taken');
  });

  it('ticks a box as true or false, and a box of a list in and out of the list', async () => {
    const onSubmit = jest.fn();
    render(
      <FormState initialValues={{ ...EMPTY, name: 'Ada', guests: 10 }} rules={RULES} onSubmit={onSubmit}>
        <Form aria-label="days">
          <Days />
          <Agree />
          <Submit />
        </Form>
      </FormState>,
    );
    fireEvent.click(screen.getByLabelText('I agree'));
    fireEvent.click(screen.getByLabelText('tue'));
    fireEvent.click(screen.getByLabelText('mon'));
    fireEvent.click(screen.getByLabelText('tue'));
    expect(screen.getByLabelText('I agree')).toHaveProperty('checked', true);
    await submit();
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ agree: true, days: ['mon'] });
  });

  it('starts again from new initial values when asked to', () => {
    const { rerender } = render(<QuoteForm onSubmit={jest.fn()} initial={{ ...EMPTY, name: 'Ada' }} reinitialize />);
    type('Name', 'Ada Pit');
    rerender(<QuoteForm onSubmit={jest.fn()} initial={{ ...EMPTY, name: 'Grace' }} reinitialize />);
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Grace');
  });

  describe('with a rule fetched on first use', () => {
    function BannedNameForm({ onSubmit, bannedName }: { onSubmit: () => void; bannedName: () => string | undefined }) {
      const rules: Rules<Values> = { ...RULES, name: firstOf(required('Enter your name'), holds('That name is not allowed', (text) => text !== bannedName())) };
      return (
        <FormState initialValues={{ ...EMPTY, guests: 12 }} rules={rules} onSubmit={onSubmit}>
          <Form aria-label="quote">
            <Text name="name" label="Name" />
            <Submit />
          </Form>
        </FormState>
      );
    }

    it('checks the field again when the rule arrives', async () => {
      let arrive: (banned: string) => void = () => undefined;
      const bannedName = fetchedOnUse(() => new Promise<string>((resolve) => (arrive = resolve)));
      render(<BannedNameForm onSubmit={jest.fn()} bannedName={bannedName} />);
      type('Name', 'Bob');
      fireEvent.blur(screen.getByLabelText('Name'));
      expect(screen.queryByRole('alert')).toBeNull();
      await act(async () => arrive('Bob'));
      expect(screen.getByRole('alert').textContent).toBe('That name is not allowed');
    });

    it('waits for the rule before sending', async () => {
      let arrive: (banned: string) => void = () => undefined;
      const bannedName = fetchedOnUse(() => new Promise<string>((resolve) => (arrive = resolve)));
      const onSubmit = jest.fn();
      render(<BannedNameForm onSubmit={onSubmit} bannedName={bannedName} />);
      type('Name', 'Bob');
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      await act(async () => arrive('Bob'));
      expect(onSubmit).not.toHaveBeenCalled();
      type('Name', 'Ada');
      await submit();
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
  });

  describe('with its rules fetched on use', () => {
    function LazyForm({ onSubmit, load }: { onSubmit: () => void; load: () => Promise<Rules<Values>> }) {
      const rules = rulesOnUse(load);
      return (
        <FormState initialValues={EMPTY} rules={rules} onSubmit={onSubmit}>
          <Form aria-label="quote">
            <Text name="name" label="Name" />
            <Submit />
          </Form>
        </FormState>
      );
    }

    it('asks for the rules once the form is in the page, and judges the fields when they arrive', async () => {
      let arrive: (rules: Rules<Values>) => void = () => undefined;
      const load = jest.fn(() => new Promise<Rules<Values>>((resolve) => (arrive = resolve)));
      render(<LazyForm onSubmit={jest.fn()} load={load} />);
      expect(load).toHaveBeenCalledTimes(1);
      fireEvent.blur(screen.getByLabelText('Name'));
      expect(screen.queryByRole('alert')).toBeNull();
      await act(async () => arrive(RULES));
      expect(screen.getByRole('alert').textContent).toBe('Enter your name');
    });

    it('waits for the rules before sending, and sends nothing while a field has a problem', async () => {
      let arrive: (rules: Rules<Values>) => void = () => undefined;
      const onSubmit = jest.fn();
      render(<LazyForm onSubmit={onSubmit} load={() => new Promise<Rules<Values>>((resolve) => (arrive = resolve))} />);
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      await act(async () => arrive({ name: required('Enter your name') }));
      expect(onSubmit).not.toHaveBeenCalled();
      expect(screen.getByRole('alert').textContent).toBe('Enter your name');
      type('Name', 'Ada');
      await submit();
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
  });
});
