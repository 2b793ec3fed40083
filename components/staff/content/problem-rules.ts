/**
 * A content form's rules from the domain's list of problems (domain/content/post-fields.ts,
 * entry-fields.ts), so the form and the API judge by the same rules: each form field says the
 * first problem found for its rule's field, in the console's language (its code's text, the
 * English message until the tables are there).
 */
import type { Rules } from '@/lib/form/checks';
import type { Translate } from '@/lib/i18n';

type Problem<Field, Message> = { field: Field; message: Message; params?: Record<string, string | number> };

type Source<Values, Field extends string, Message extends string> = {
  /** Each rule's field, and the form's field that shows it. */
  fields: readonly (readonly [Field, keyof Values])[];
  problemsOf: (values: Values) => Problem<Field, Message>[];
  codeOf: (message: Message) => string;
};

export function problemRules<Values, Field extends string, Message extends string>(t: Translate, { fields, problemsOf, codeOf }: Source<Values, Field, Message>): Rules<Values> {
  const check = (field: Field) => (_value: unknown, values: Values) => {
    const problem = problemsOf(values).find((candidate) => candidate.field === field);
    return problem ? t.dynamic(`staffContent.error.${codeOf(problem.message)}`, problem.message, problem.params) : undefined;
  };
  return Object.fromEntries(fields.map(([field, formField]) => [formField, check(field)])) as Rules<Values>;
}
