/** The English interface text, one flat catalogue: complete, it defines the keys. */
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
import enFeedback from './en/feedback.json';
import enLoyalty from './en/loyalty.json';
import enContact from './en/contact.json';
import enPrivacy from './en/privacy.json';
import enCoupons from './en/coupons.json';
import enJobs from './en/jobs.json';
import enRewards from './en/rewards.json';
import enHandoffs from './en/handoffs.json';
import enMaps from './en/maps.json';
import enWallets from './en/wallets.json';
import enDirectory from './en/directory.json';

export const en = { ...enCommon, ...enShell, ...enContent, ...enOrdering, ...enCheckout, ...enAccount, ...enAuth, ...enCatering, ...enStaff, ...enSurvey, ...enAllergens, ...enGlance, ...enFeedback, ...enLoyalty, ...enContact, ...enPrivacy, ...enCoupons, ...enJobs, ...enRewards, ...enHandoffs, ...enMaps, ...enWallets, ...enDirectory };
export type MessageCatalogue = Partial<Record<keyof typeof en, string>>;
export default en;
