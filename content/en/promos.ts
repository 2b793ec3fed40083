import { BRAND } from '../brand';
import { IMAGES } from '../images';
import type { DealsPage, LoyaltyPromotion } from '@/domain/content/types';

const order = { label: 'Order Now', url: '/order-now' };

export const currentDeals: DealsPage = {
  heading: 'Current Deals',
  intro: 'Good barbecue should not cost a fortune. Here is what is smoking this month.',
  deals: [
    { id: 1, title: 'Kids Eat Free on Sundays', description: 'Every Sunday, one free kids plate with each adult plate purchased. It has been that way since 1978.', terms: 'Dine-in and carryout. Children 12 and under. One free kids plate per adult plate. Not valid on catering.', cta: { label: 'Find a Location', url: '/locations' }, image: IMAGES.dealKids },
    { id: 2, title: 'Weekday Lunch Special', description: 'A sandwich, a side and a drink, Monday to Friday from 10:30 to 2.', terms: 'Participating restaurants. Price varies by restaurant. Not combinable with other offers.', cta: order, image: IMAGES.dealLunch },
    { id: 3, title: 'Family Pack Tuesdays', description: 'Save on any family pack every Tuesday, online or at the counter.', terms: 'Participating restaurants. While supplies last.', cta: order, image: IMAGES.dealFamily },
    { id: 4, title: 'Double Points in the App', description: 'Earn double rewards points on your first three app orders.', terms: 'Rewards members only. Points post within 24 hours of pickup or delivery.', cta: { label: 'Join Rewards', url: '/promos/loyalty' }, image: IMAGES.dealApp },
  ],
};

export const loyaltyPromotion: LoyaltyPromotion = {
  heading: BRAND.rewardsTitle,
  intro: 'Earn points on every order and redeem them for free barbecue. Joining is free and takes a minute.',
  steps: [
    { id: 1, title: 'Join', text: 'Sign up online or in the app. We add a free side to your account as a welcome.' },
    { id: 2, title: 'Earn', text: 'Earn [rate] points for every [unit] you spend, in the restaurant, online or in the app.' },
    { id: 3, title: 'Redeem', text: 'Trade points for meats, sides, desserts and plates. Watch for mystery rewards along the way.' },
  ],
  perks: ['A free dessert on your birthday', 'Mystery rewards that unlock as you visit', 'Bonus points when a friend you refer places an order', 'Members-only deals every month'],
  joinCta: { label: 'Sign Up', url: '/signup' },
  signInCta: { label: 'Sign In', url: '/login' },
  terms: 'Points have no cash value and expire after twelve months without activity. Rewards cannot be used on catering orders. The program may change at any time; see the terms and conditions.',
};
