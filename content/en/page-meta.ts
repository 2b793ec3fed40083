import { BRAND, TALK_TO_PATH, WORK_FOR_PATH } from '../brand';
import { IMAGES } from '../images';
import { buildMetaTable } from '../page-meta-builder';

const S = BRAND.shortName;
const catering: [string, string] = ['Catering', '/catering'];
const company: [string, string] = ['Company', '/company/our-story'];
const contact: [string, string] = ['Contact', TALK_TO_PATH];
const press: [string, string] = ['Press', '/press'];
const blog: [string, string] = ['Blog', '/press/blog'];
const locations: [string, string] = ['Locations', '/locations'];
const account: [string, string] = ['My Profile', '/user-profile'];

export const pageMeta = buildMetaTable('Home', BRAND.name, {
  '/': { title: 'Legit Texas Barbecue Since 1941', description: `Hickory-smoked brisket, ribs and pulled pork, slow-cooked in every restaurant every day. Order online for carryout or delivery from ${S}.`, keywords: 'barbecue, bbq, brisket, ribs, pulled pork, texas barbecue, order online', trail: [] },
  '/menu': { title: 'Menu', description: 'Meats by the pound, plates, sandwiches, family packs, scratch-made sides and desserts.', keywords: 'bbq menu, brisket, ribs, sides, family packs', trail: [['Menu', '/menu']] },
  '/order-now': { title: 'Order Now', description: 'Start a carryout or delivery order from the restaurant nearest you.', keywords: 'order bbq online, carryout, delivery', trail: [['Order Now', '/order-now']] },
  '/locations': { title: 'Locations', description: `Find a ${S} near you: hours, directions, phone numbers and online ordering for more than 650 restaurants.`, keywords: 'bbq near me, barbecue restaurant locations', trail: [locations] },
  '/locations/[state]': { title: 'Barbecue in [state]', description: `Every ${S} in [state], with hours, directions and online ordering.`, keywords: 'bbq [state], barbecue [state]', trail: [locations, ['[state]', '/locations/[state]']] },
  '/locations/[state]/[city]': { title: 'Barbecue in [city], [state]', description: `${S} restaurants in [city], [state]: hours, directions and online ordering.`, keywords: 'bbq [city], barbecue [city]', trail: [locations, ['[state]', '/locations/[state]'], ['[city]', '/locations/[state]/[city]']] },
  '/locations/[state]/[city]/[store]': { title: '[store] Barbecue in [city], [state]', description: 'Hours, directions and phone number for [store]. Order hickory-smoked barbecue online for carryout or delivery.', keywords: 'bbq [city], [store]', trail: [locations, ['[state]', '/locations/[state]'], ['[city]', '/locations/[state]/[city]'], ['[store]', '/locations/[state]/[city]/[store]']] },
  '/catering': { title: 'Barbecue Catering', description: 'Catering for ten to ten thousand: boxed lunches, hot buffets and full-service events, smoked fresh the day of your event.', keywords: 'bbq catering, barbecue catering, office lunch catering, wedding catering', trail: [catering], image: IMAGES.ogCatering },
  '/catering/services': { title: 'Catering Services', description: 'Boxed lunches, pickup pans, delivered buffets and full-service catering, sized for your headcount.', keywords: 'catering services, buffet catering, boxed lunch', trail: [catering, ['Catering Services', '/catering/services']], image: IMAGES.ogCatering },
  '/catering/faq': { title: 'Catering FAQ', description: 'How far ahead to order, how much to plan per guest, delivery, setup and payment: your catering questions answered.', keywords: 'catering faq, how much bbq per person', trail: [catering, ['Catering FAQ', '/catering/faq']], image: IMAGES.ogCatering },
  '/catering/feedback': { title: 'Catering Feedback', description: 'Tell us how your catering went: rate the food, the service and the timing, and your restaurant’s manager will read every word.', keywords: 'catering feedback, catering survey', trail: [catering, ['Catering Feedback', '/catering/feedback']], image: IMAGES.ogCatering },
  '/catering/contest': { title: 'Catering Contest', description: 'Enter our catering contest: tell us about your event and why we should cater it. One entry per email each season.', keywords: 'catering contest, win catering, bbq giveaway', trail: [catering, ['Catering Contest', '/catering/contest']], image: IMAGES.ogCatering },
  '/get-a-quote': { title: 'Get A Catering Quote', description: 'Tell us about your event and your local restaurant will send a quote, usually within one business day.', keywords: 'catering quote, bbq catering price', trail: [catering, ['Get A Quote', '/get-a-quote']], image: IMAGES.ogCatering },
  '/quote': { title: 'Your Catering Quote', description: 'Review your catering quote, adjust the order and confirm your event.', keywords: 'catering quote', trail: [catering, ['Your Quote', '/quote']], image: IMAGES.ogCatering },
  '/company/our-story': { title: 'Our Story', description: `From a twelve-seat pit stand in Tyler, Texas in 1941 to more than 650 restaurants in 44 states: the story of ${S}.`, keywords: 'bbq history, family barbecue, since 1941', trail: [company, ['Our Story', '/company/our-story']] },
  '/company/meet-our-team': { title: 'Meet Our Team', description: 'The people who keep the pits lit, from our pitmasters to our franchise partners.', keywords: 'leadership team, pitmasters', trail: [company, ['Meet Our Team', '/company/meet-our-team']] },
  [WORK_FOR_PATH]: { title: `Work for ${S}`, description: 'Join a crew that smokes barbecue the slow way. Flexible shifts, free meals on shift and room to grow.', keywords: 'restaurant jobs, bbq jobs, careers', trail: [company, ['Careers', WORK_FOR_PATH]] },
  '/company/nutritional': { title: 'Nutritional Information', description: 'Calories, fat, sodium, carbohydrates and protein for our meats, sides and desserts.', keywords: 'bbq nutrition, calories, nutritional information', trail: [company, ['Nutritional Information', '/company/nutritional']] },
  '/promos/current-deals': { title: 'Current Deals', description: 'Kids eat free on Sundays, weekday lunch specials, family pack savings and more.', keywords: 'bbq deals, kids eat free, restaurant specials', trail: [['Current Deals', '/promos/current-deals']] },
  '/promos/loyalty': { title: 'Rewards', description: 'Earn points on every order and redeem them for free barbecue. Joining is free.', keywords: 'bbq rewards, loyalty program, free food', trail: [['Rewards', '/promos/loyalty']] },
  [TALK_TO_PATH]: { title: `Talk to ${S}`, description: 'Tell us about your visit. A real person reads every message.', keywords: 'contact us, customer service', trail: [contact] },
  '/contact/general-feedback': { title: 'General Feedback', description: 'Ideas, compliments or concerns: send us a note.', keywords: 'feedback, contact', trail: [contact, ['General Feedback', '/contact/general-feedback']] },
  '/contact/ccpa-privacy-form': { title: 'CCPA Privacy Request', description: 'California residents can ask to know, correct or delete the personal information we hold.', keywords: 'ccpa request, privacy request', trail: [contact, ['CCPA Privacy Request', '/contact/ccpa-privacy-form']] },
  '/contact/do-not-sell-my-personal-information': { title: 'Do Not Sell or Share My Personal Information', description: 'Opt out of the sale or sharing of your personal information.', keywords: 'do not sell, privacy opt out', trail: [contact, ['Do Not Sell or Share', '/contact/do-not-sell-my-personal-information']] },
  '/legal/terms-and-conditions': { title: 'Terms and Conditions', description: `The terms that apply when you use the ${S} website, app and rewards program.`, keywords: 'terms and conditions, terms of use', trail: [['Terms and Conditions', '/legal/terms-and-conditions']] },
  '/franchise-info': { title: 'Franchise Information', description: 'Own a barbecue restaurant backed by eighty years of know-how and thirty years of franchising.', keywords: 'bbq franchise, restaurant franchise opportunity', trail: [['Franchise Information', '/franchise-info']] },
  '/press': { title: 'Press', description: `News, media resources and press contacts for ${BRAND.name}.`, keywords: 'press, news, media', trail: [press] },
  '/press/blog': { title: 'Blog', description: 'Stories from the pit: recipes, pitmaster tips and news from our restaurants.', keywords: 'bbq blog, barbecue tips, smoking meat', trail: [press, blog], image: IMAGES.ogBlog },
  '/press/blog/page/[page]': { title: 'Blog, Page [page]', description: 'More stories from the pit: recipes, pitmaster tips and news from our restaurants.', keywords: 'bbq blog, barbecue tips', trail: [press, blog, ['Page [page]', '/press/blog/page/[page]']], image: IMAGES.ogBlog },
  '/press/blog/[slug]': { title: '[title]', description: '[excerpt]', keywords: 'bbq blog, barbecue', trail: [press, blog, ['[title]', '/press/blog/[slug]']], image: IMAGES.ogBlog },
  '/sitemap': { title: 'Sitemap', description: 'Every page of our site in one list.', keywords: 'sitemap', trail: [['Sitemap', '/sitemap']] },
  '/login': { title: 'Sign In', description: 'Sign in to order faster and earn rewards.', keywords: 'sign in', trail: [['Sign In', '/login']] },
  '/signup': { title: 'Sign Up', description: 'Create an account to earn points on every order.', keywords: 'sign up, create account', trail: [['Sign Up', '/signup']] },
  '/cart': { title: 'Your Cart', description: 'Review your order before checkout.', keywords: 'cart', trail: [['Cart', '/cart']] },
  '/user-profile': { title: 'My Profile', description: 'Your details, addresses and saved cards.', keywords: 'profile', trail: [account] },
  '/user-profile/my-orders': { title: 'My Orders', description: 'Your past and upcoming orders.', keywords: 'orders', trail: [account, ['My Orders', '/user-profile/my-orders']] },
  '/user-profile/loyalty': { title: 'My Rewards', description: 'Your points and rewards.', keywords: 'rewards', trail: [account, ['My Rewards', '/user-profile/loyalty']] },
  '/404': { title: 'Page Not Found', description: 'We could not find that page. It may have moved, or the link may be mistyped.', keywords: 'not found', trail: [] },
  '/_error': { title: 'Something Went Wrong', description: 'Something went wrong on our side. Please try again in a moment.', keywords: 'error', trail: [] },
});
