/** The Spanish interface text, one flat catalogue; keys it lacks fall back to English. */
import type { MessageCatalogue } from './en';
import esCommon from './es/common.json';
import esShell from './es/shell.json';
import esContent from './es/content.json';
import esOrdering from './es/ordering.json';
import esCheckout from './es/checkout.json';
import esAccount from './es/account.json';
import esAuth from './es/auth.json';
import esCatering from './es/catering.json';
import esStaff from './es/staff.json';
import esSurvey from './es/survey.json';
import esAllergens from './es/allergens.json';
import esGlance from './es/glance.json';
import esFeedback from './es/feedback.json';
import esLoyalty from './es/loyalty.json';
import esContact from './es/contact.json';
import esPrivacy from './es/privacy.json';
import esCoupons from './es/coupons.json';
import esJobs from './es/jobs.json';
import esRewards from './es/rewards.json';
import esHandoffs from './es/handoffs.json';
import esMaps from './es/maps.json';
import esWallets from './es/wallets.json';
import esDirectory from './es/directory.json';

export const es: MessageCatalogue = { ...esCommon, ...esShell, ...esContent, ...esOrdering, ...esCheckout, ...esAccount, ...esAuth, ...esCatering, ...esStaff, ...esSurvey, ...esAllergens, ...esGlance, ...esFeedback, ...esLoyalty, ...esContact, ...esPrivacy, ...esCoupons, ...esJobs, ...esRewards, ...esHandoffs, ...esMaps, ...esWallets, ...esDirectory };
export default es;
