/**
 * A loyalty-page panel of a few brand settings typed as text (running late, the quiet-time bonus):
 * the settings as saved, each field labelled, checked by the rule the API applies before it is
 * sent; a problem is said beside its field, which is focused; a save reloads the settings and says
 * so. Each panel gives its names, texts, how typed text becomes settings and its calls.
 */
import { useRef, useState, type FormEvent } from 'react';
import type { ApiContext } from '@/lib/api/context';
import { classed } from '@/lib/classed';
import { ConsoleAlert, ConsoleButton, ConsoleField } from '../console-page';
import { useConsoleResource } from '../use-console-resource';
import styles from './loyalty.module.css';

export type SettingsPanelProps<Settings, Name extends string> = {
  /** The ids' prefix: "running-late" gives running-late-title, running-late-graceMinutes… */
  id: string;
  initial: Settings;
  names: readonly Name[];
  texts: { title: string; intro: string; save: string; done: string; label: (name: Name) => string; problem: (name: Name) => string };
  /** The text a field starts from. */
  shown: (settings: Settings, name: Name) => string;
  /** The settings the typed text asks for (what is not a number stays NaN, which the rule refuses). */
  read: (typed: Record<Name, string>) => Settings;
  problemOf: (settings: Settings) => Name | null;
  inputMode?: (name: Name) => 'numeric' | 'decimal';
  fetch: (ctx: ApiContext) => Promise<Settings>;
  change: (ctx: ApiContext, settings: Settings) => Promise<Settings>;
};

/** Up to 7 digits as a whole number; anything else NaN. */
export const wholeNumber = (text: string) => (/^\s*\d{1,7}\s*$/.test(text) ? Number(text) : Number.NaN);

export function SettingsPanel<Settings, Name extends string>(props: SettingsPanelProps<Settings, Name>) {
  const { id, names, texts } = props;
  const { value: saved, notice, busy, run, ctx } = useConsoleResource(props.initial, props.fetch);
  const [typed, setTyped] = useState<Record<Name, string>>(() => Object.fromEntries(names.map((name) => [name, props.shown(saved, name)])) as Record<Name, string>);
  const [problem, setProblem] = useState<Name | null>(null);
  const fields = useRef<Partial<Record<Name, HTMLInputElement | null>>>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const settings = props.read(typed);
    const found = props.problemOf(settings);
    setProblem(found);
    if (found) {
      fields.current[found]?.focus();
      return;
    }
    void run(() => props.change(ctx(), settings), texts.done);
  };

  return (
    <Panel aria-labelledby={`${id}-title`} onSubmit={handleSubmit} noValidate>
      <h2 id={`${id}-title`}>{texts.title}</h2>
      <p>{texts.intro}</p>
      <div aria-live="polite">{notice?.kind === 'done' && <p role="status">{notice.text}</p>}</div>
      {notice?.kind === 'failed' && <ConsoleAlert role="alert">{notice.text}</ConsoleAlert>}
      {names.map((name) => (
        <ConsoleField key={name}>
          <label htmlFor={`${id}-${name}`}>{texts.label(name)}</label>
          <input
            ref={(input) => {
              fields.current[name] = input;
            }}
            id={`${id}-${name}`}
            inputMode={props.inputMode?.(name) ?? 'numeric'}
            value={typed[name]}
            onChange={(event) => setTyped({ ...typed, [name]: event.target.value })}
            aria-invalid={problem === name ? true : undefined}
            aria-describedby={problem === name ? `${id}-${name}-problem` : undefined}
          />
          {problem === name && (
            <Problem id={`${id}-${name}-problem`} role="alert">
              {texts.problem(name)}
            </Problem>
          )}
        </ConsoleField>
      ))}
      <Buttons>
        <ConsoleButton type="submit" disabled={busy}>
          {texts.save}
        </ConsoleButton>
      </Buttons>
    </Panel>
  );
}

const Panel = classed('form', styles.panel);
const Buttons = classed('div', styles.buttons);
const Problem = classed('p', styles.problem);
