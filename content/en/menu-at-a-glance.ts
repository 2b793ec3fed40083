import { buildMenuAtAGlance } from '../menu-at-a-glance';

export const menuAtAGlance = buildMenuAtAGlance('en', {
  heading: 'Menu At A Glance',
  intro: 'Everything we smoke, bake and pour, on one page. Meats are sold by the pound or on plates, sandwiches and packs.',
  footnote: 'Prices shown are U.S. reference prices before tax and vary by restaurant. Menu items and availability vary by location.',
});
