/**
 * Fills `[name]` placeholders (translation placeholders are written in square brackets).
 * A placeholder with no value stays as written, so a missing value shows rather than vanishes.
 */
export type InterpolationValues = Record<string, string | number>;

const PLACEHOLDER = /\[([A-Za-z_][A-Za-z0-9_]*)\]/g;

export function interpolate(template: string, values: InterpolationValues = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}
