/**
 * The interface text of each language: one JSON file per feature, merged into one flat
 * catalogue per language. English is complete and defines the keys. Keys are prefixed by
 * feature, so two files never define the same key.
 */
import enCommon from './en/common.json';
import enShell from './en/shell.json';
import enContent from './en/content.json';
import enOrdering from './en/ordering.json';
import enCheckout from './en/checkout.json';
import enAccount from './en/account.json';
import enAuth from './en/auth.json';
import enCatering from './en/catering.json';
import enStaff from './en/staff.json';
import enSurvey from './en/survey.json';
import enAllergens from './en/allergens.json';
import enGlance from './en/glance.json';
import enHandoffs from './en/handoffs.json';
import esCommon from './es/common.json';
import esShell from './es/shell.json';
import esContent from './es/content.json';
import esOrdering from './es/ordering.json';
import esCheckout from './es/checkout.json';
import esAccount from './es/account.json';
import esAuth from './es/auth.json';
import esGlance from './es/glance.json';
import frCommon from './fr/common.json';
import frShell from './fr/shell.json';
import frContent from './fr/content.json';
import frOrdering from './fr/ordering.json';
import frCheckout from './fr/checkout.json';
import frAccount from './fr/account.json';
import frAuth from './fr/auth.json';
import frCatering from './fr/catering.json';
import frStaff from './fr/staff.json';
import frSurvey from './fr/survey.json';
import frAllergens from './fr/allergens.json';
import frGlance from './fr/glance.json';
import frHandoffs from './fr/handoffs.json';
import jaCommon from './ja/common.json';
import jaShell from './ja/shell.json';
import jaContent from './ja/content.json';
import jaOrdering from './ja/ordering.json';
import jaCheckout from './ja/checkout.json';
import jaAccount from './ja/account.json';
import jaAuth from './ja/auth.json';
import jaCatering from './ja/catering.json';
import jaStaff from './ja/staff.json';
import jaSurvey from './ja/survey.json';
import jaAllergens from './ja/allergens.json';
import jaGlance from './ja/glance.json';
import jaHandoffs from './ja/handoffs.json';
import ptCommon from './pt/common.json';
import ptShell from './pt/shell.json';
import ptContent from './pt/content.json';
import ptOrdering from './pt/ordering.json';
import ptCheckout from './pt/checkout.json';
import ptAccount from './pt/account.json';
import ptAuth from './pt/auth.json';
import ptGlance from './pt/glance.json';

export const en = { ...enCommon, ...enShell, ...enContent, ...enOrdering, ...enCheckout, ...enAccount, ...enAuth, ...enCatering, ...enStaff, ...enSurvey, ...enAllergens, ...enGlance, ...enHandoffs };
export type MessageCatalogue = Partial<Record<keyof typeof en, string>>;
export const es: MessageCatalogue = { ...esCommon, ...esShell, ...esContent, ...esOrdering, ...esCheckout, ...esAccount, ...esAuth, ...esGlance };
export const fr: MessageCatalogue = { ...frCommon, ...frShell, ...frContent, ...frOrdering, ...frCheckout, ...frAccount, ...frAuth, ...frCatering, ...frStaff, ...frSurvey, ...frAllergens, ...frGlance, ...frHandoffs };
export const ja: MessageCatalogue = { ...jaCommon, ...jaShell, ...jaContent, ...jaOrdering, ...jaCheckout, ...jaAccount, ...jaAuth, ...jaCatering, ...jaStaff, ...jaSurvey, ...jaAllergens, ...jaGlance, ...jaHandoffs };
export const pt: MessageCatalogue = { ...ptCommon, ...ptShell, ...ptContent, ...ptOrdering, ...ptCheckout, ...ptAccount, ...ptAuth, ...ptGlance };
