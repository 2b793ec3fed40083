/** The frame of the sign-in pages: a narrow column with the title, notices and links. */
import { classed } from '@/lib/classed';
import styles from './auth-layout.module.css';

export const AuthColumn = classed('div', styles.authColumn);

export const AuthTitle = classed('h1', styles.authTitle);

export const Intro = classed('p', styles.intro);

/** A form-level message (an API refusal): announced, with the field messages beside their fields. */
export const FormError = classed('p', styles.formError);

/** A neutral or good news message. */
export const Notice = classed('p', styles.notice);

export const SubmitButton = classed('button', styles.submitButton);

export const SecondaryAction = classed('button', styles.secondaryAction);

export const AuthLinks = classed('div', styles.authLinks);

export const Divider = classed('p', styles.divider);

export const Fieldset = classed('fieldset', styles.fieldset);
