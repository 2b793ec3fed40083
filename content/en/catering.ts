import { BRAND } from '../brand';
import { IMAGES } from '../images';
import type { CateringPage, CateringServicesPage, FaqPage } from '@/domain/content/types';

const quote = { label: 'Get A Quote', url: '/get-a-quote' };

export const catering: CateringPage = {
  heading: 'Barbecue Catering',
  intro: `From a ten-person office lunch to a wedding for a thousand, ${BRAND.shortName} catering brings slow-smoked barbecue to your table, hot and on time.`,
  highlights: [
    { id: 1, title: 'Smoked the day of your event', text: 'Your meats come off the pit the morning of your event, never the day before.' },
    { id: 2, title: 'Any size, any setting', text: 'Boxed lunches, pickup pans, delivered buffets or full service with staff.' },
    { id: 3, title: 'One planner, start to finish', text: 'A local catering planner confirms every detail and is there if plans change.' },
  ],
  quoteCta: quote,
  servicesCta: { label: 'See Our Services', url: '/catering/services' },
};

export const cateringServices: CateringServicesPage = {
  heading: 'Catering Services',
  intro: 'Pick the style that fits your event. Every option includes plates, napkins, utensils and serving tools.',
  services: [
    { id: 1, title: 'Boxed Lunches', description: 'Individual boxes with a sandwich, a side, a cookie and a pickle spear, labelled by name if you like.', serves: '10 to 500 guests', image: IMAGES.cateringBox },
    { id: 2, title: 'Pickup Pans', description: 'Meats and sides in hot pans, ready at the counter when you are. The easiest way to feed a crowd.', serves: '10 to 150 guests', image: IMAGES.cateringPickup },
    { id: 3, title: 'Delivered Buffet', description: 'We deliver, set up chafing dishes and a serving line, and come back for the equipment.', serves: '20 to 1,000 guests', image: IMAGES.cateringBuffet },
    { id: 4, title: 'Full-Service Events', description: 'Our staff serve your guests, keep the buffet full and clean up afterwards. Pitmaster on site available.', serves: '50 guests and up', image: IMAGES.cateringFullService },
  ],
  cta: quote,
};

export const cateringFaq: FaqPage = {
  heading: 'Catering FAQ',
  intro: `Still have a question? Call our catering line at ${BRAND.cateringPhone}.`,
  entries: [
    { id: 1, question: 'How far ahead should I order?', answer: 'Pickup pans and boxed lunches need 24 hours. Delivered buffets need 48 hours, and full-service events at least two weeks. We will always try to help with last-minute orders.' },
    { id: 2, question: 'How much barbecue should I plan per guest?', answer: 'Plan about a third of a pound of meat and two sides per adult. Your planner will adjust for appetites, time of day and other food you are serving.' },
    { id: 3, question: 'Do you deliver?', answer: 'Yes. Most restaurants deliver within 25 miles for a delivery fee shown on your quote.' },
    { id: 4, question: 'Can you handle dietary needs?', answer: 'We offer smoked turkey and chicken, vegetable sides and gluten-free options. Tell us about allergies in your quote request so your planner can advise.' },
    { id: 5, question: 'How do I pay?', answer: 'Pay online by card when you accept your quote. Companies can also ask about invoicing through a house account.' },
    { id: 6, question: 'Can I change or cancel my order?', answer: 'Changes are free up to 48 hours before your event. Cancellations within 24 hours may be charged for food already prepared.' },
    { id: 7, question: 'Do you offer holiday meals?', answer: 'Yes. From mid-September to mid-January we take orders for smoked turkeys, spiral hams and holiday sides.' },
  ],
};
