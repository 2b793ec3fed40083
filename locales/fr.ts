/** The French interface text, one flat catalogue; keys it lacks fall back to English. */
import type { MessageCatalogue } from './en';
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
import frFeedback from './fr/feedback.json';
import frLoyalty from './fr/loyalty.json';
import frContact from './fr/contact.json';
import frPrivacy from './fr/privacy.json';
import frCoupons from './fr/coupons.json';
import frJobs from './fr/jobs.json';
import frRewards from './fr/rewards.json';
import frHandoffs from './fr/handoffs.json';
import frMaps from './fr/maps.json';
import frWallets from './fr/wallets.json';
import frDirectory from './fr/directory.json';

export const fr: MessageCatalogue = { ...frCommon, ...frShell, ...frContent, ...frOrdering, ...frCheckout, ...frAccount, ...frAuth, ...frCatering, ...frStaff, ...frSurvey, ...frAllergens, ...frGlance, ...frFeedback, ...frLoyalty, ...frContact, ...frPrivacy, ...frCoupons, ...frJobs, ...frRewards, ...frHandoffs, ...frMaps, ...frWallets, ...frDirectory };
export default fr;
