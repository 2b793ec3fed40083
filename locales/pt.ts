/** The Portuguese interface text, one flat catalogue; keys it lacks fall back to English. */
import type { MessageCatalogue } from './en';
import ptCommon from './pt/common.json';
import ptShell from './pt/shell.json';
import ptContent from './pt/content.json';
import ptOrdering from './pt/ordering.json';
import ptCheckout from './pt/checkout.json';
import ptAccount from './pt/account.json';
import ptAuth from './pt/auth.json';
import ptCatering from './pt/catering.json';
import ptStaff from './pt/staff.json';
import ptSurvey from './pt/survey.json';
import ptAllergens from './pt/allergens.json';
import ptGlance from './pt/glance.json';
import ptFeedback from './pt/feedback.json';
import ptLoyalty from './pt/loyalty.json';
import ptContact from './pt/contact.json';
import ptPrivacy from './pt/privacy.json';
import ptCoupons from './pt/coupons.json';
import ptJobs from './pt/jobs.json';
import ptRewards from './pt/rewards.json';
import ptHandoffs from './pt/handoffs.json';
import ptMaps from './pt/maps.json';
import ptWallets from './pt/wallets.json';
import ptDirectory from './pt/directory.json';

export const pt: MessageCatalogue = { ...ptCommon, ...ptShell, ...ptContent, ...ptOrdering, ...ptCheckout, ...ptAccount, ...ptAuth, ...ptCatering, ...ptStaff, ...ptSurvey, ...ptAllergens, ...ptGlance, ...ptFeedback, ...ptLoyalty, ...ptContact, ...ptPrivacy, ...ptCoupons, ...ptJobs, ...ptRewards, ...ptHandoffs, ...ptMaps, ...ptWallets, ...ptDirectory };
export default pt;
