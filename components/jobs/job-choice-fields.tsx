/**
 * The application's own fields: a group of checkboxes (days, shifts) whose first box carries the
 * group's id for FocusFirstError, and the file picker (a photo or a résumé) that keeps the File
 * in the form's values. Each links its error with aria-describedby.
 */
import { classed } from '@/lib/classed';
import { fieldId } from '@/components/form/form-field';
import { useField } from '@/lib/form/form-state';
import styles from './job-choice-fields.module.css';

type Choice = { value: string; label: string };

export function CheckboxGroupField({ form, name, legend, choices }: { form: string; name: string; legend: string; choices: Choice[] }) {
  const [field, meta, helpers] = useField<string[]>(name);
  const id = fieldId(form, name);
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Group aria-describedby={invalid ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <div>
        {choices.map((choice, index) => (
          <label key={choice.value}>
            <input
              id={index === 0 ? id : `${id}-${choice.value}`}
              type="checkbox"
              name={name}
              value={choice.value}
              checked={field.value.includes(choice.value)}
              aria-invalid={invalid}
              onChange={field.onChange}
              onBlur={() => helpers.setTouched(true)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {invalid && (
        <ErrorText id={`${id}-error`} role="alert">
          {meta.error}
        </ErrorText>
      )}
    </Group>
  );
}

export function FileField({ form, name, label, hint, accept, chosenLabel }: { form: string; name: string; label: string; hint: string; accept: string; chosenLabel: (name: string) => string }) {
  const [field, meta, helpers] = useField<File | null>(name);
  const id = fieldId(form, name);
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <FileBox>
      <label htmlFor={id}>{label}</label>
      <Hint id={`${id}-hint`}>{hint}</Hint>
      <input
        id={id}
        type="file"
        name={name}
        accept={accept}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => {
          helpers.setValue(event.target.files?.[0] ?? null);
          helpers.setTouched(true, false);
        }}
      />
      {field.value && <Hint>{chosenLabel(field.value.name)}</Hint>}
      {invalid && (
        <ErrorText id={`${id}-error`} role="alert">
          {meta.error}
        </ErrorText>
      )}
    </FileBox>
  );
}

const ErrorText = classed('span', styles.errorText);

const Hint = classed('span', styles.hint);

const Group = classed('fieldset', styles.group);

const FileBox = classed('div', styles.fileBox);
