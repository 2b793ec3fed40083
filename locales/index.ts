/**
 * The interface text of each language: one JSON file per feature (common, shell, ordering,
 * account), merged into one flat catalogue per language. English is complete and defines the keys.
 */
import enAccount from './en/account.json';
import enCommon from './en/common.json';
import enOrdering from './en/ordering.json';
import enShell from './en/shell.json';
import esAccount from './es/account.json';
import esCommon from './es/common.json';
import esOrdering from './es/ordering.json';
import esShell from './es/shell.json';
import frAccount from './fr/account.json';
import frCommon from './fr/common.json';
import frOrdering from './fr/ordering.json';
import frShell from './fr/shell.json';
import jaAccount from './ja/account.json';
import jaCommon from './ja/common.json';
import jaOrdering from './ja/ordering.json';
import jaShell from './ja/shell.json';
import ptAccount from './pt/account.json';
import ptCommon from './pt/common.json';
import ptOrdering from './pt/ordering.json';
import ptShell from './pt/shell.json';

export const en = { ...enCommon, ...enShell, ...enOrdering, ...enAccount };
export const fr: Partial<Record<keyof typeof en, string>> = { ...frCommon, ...frShell, ...frOrdering, ...frAccount };
export const ja: Partial<Record<keyof typeof en, string>> = { ...jaCommon, ...jaShell, ...jaOrdering, ...jaAccount };
export const pt: Partial<Record<keyof typeof en, string>> = { ...ptCommon, ...ptShell, ...ptOrdering, ...ptAccount };
export const es: Partial<Record<keyof typeof en, string>> = { ...esCommon, ...esShell, ...esOrdering, ...esAccount };
