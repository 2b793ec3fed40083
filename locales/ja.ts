/** The Japanese interface text, one flat catalogue; keys it lacks fall back to English. */
import type { MessageCatalogue } from './en';
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
import jaFeedback from './ja/feedback.json';
import jaLoyalty from './ja/loyalty.json';
import jaContact from './ja/contact.json';
import jaPrivacy from './ja/privacy.json';
import jaCoupons from './ja/coupons.json';
import jaJobs from './ja/jobs.json';
import jaRewards from './ja/rewards.json';
import jaHandoffs from './ja/handoffs.json';
import jaMaps from './ja/maps.json';
import jaWallets from './ja/wallets.json';
import jaDirectory from './ja/directory.json';

export const ja: MessageCatalogue = { ...jaCommon, ...jaShell, ...jaContent, ...jaOrdering, ...jaCheckout, ...jaAccount, ...jaAuth, ...jaCatering, ...jaStaff, ...jaSurvey, ...jaAllergens, ...jaGlance, ...jaFeedback, ...jaLoyalty, ...jaContact, ...jaPrivacy, ...jaCoupons, ...jaJobs, ...jaRewards, ...jaHandoffs, ...jaMaps, ...jaWallets, ...jaDirectory };
export default ja;
