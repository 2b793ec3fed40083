import { BRAND } from '../brand';
import type { OurStory } from '@/domain/content/types';

export const ourStory: OurStory = {
  heading: 'Our Story',
  intro: 'Eighty years, four generations, one pit that never went cold.',
  paragraphs: [
    `In the spring of 1941, Eli and Ruth Whitlock hung a hand-painted sign over a twelve-seat pit stand on the edge of Tyler, Texas. Eli ran the fire; Ruth ran everything else. They sold brisket by the pound on butcher paper, with white bread, pickles and onions, and the line went around the block on Saturdays.`,
    'The Whitlocks believed barbecue was a promise: smoke it fresh every day, smoke it over real wood, and treat every guest like a neighbor. Their sons kept that promise when they took over the pits, and their grandchildren kept it when the family started sharing the recipe with franchise partners in 1994.',
    `Today ${BRAND.name} serves guests in more than 650 restaurants in 44 states and in several countries abroad. Every restaurant still has a pit, every brisket is still smoked on site, and the sauce is still made from Ruth's 1956 recipe card, which hangs framed in our Tyler restaurant.`,
    'We are proud of how far we have come, and prouder that it still feels like family. Pull up a chair.',
  ],
  timelineTitle: 'Through the Years',
  timeline: [
    { year: 1941, title: 'The first fire', text: 'Eli and Ruth Whitlock open a twelve-seat pit stand in Tyler, Texas.' },
    { year: 1948, title: 'A brick pit', text: 'Eli builds the brick pit that still smokes brisket at our original location.' },
    { year: 1956, title: "Ruth's sauce", text: "Ruth writes down her sauce recipe on an index card. We still make it the same way." },
    { year: 1962, title: 'A second restaurant', text: 'The Whitlocks open a second restaurant in Longview, Texas.' },
    { year: 1967, title: 'The next generation', text: 'Sons Tom and Carl Whitlock take over the pits and the family business.' },
    { year: 1978, title: 'Kids eat free', text: 'Kids eat free on Sundays begins, and it is still on every Sunday.' },
    { year: 1981, title: 'Catering begins', text: 'A wedding for 1,200 guests in Tyler starts our catering business.' },
    { year: 1988, title: 'Ten restaurants', text: 'Ten family-run restaurants now serve East Texas.' },
    { year: 1994, title: 'Franchising', text: 'We begin franchising, and the first partner opens in Shreveport, Louisiana.' },
    { year: 2001, title: 'One hundred', text: 'The 100th restaurant opens in Oklahoma City.' },
    { year: 2008, title: 'Giving back', text: 'The Hometown Foundation starts supporting schools and first responders.' },
    { year: 2017, title: 'Across borders', text: 'Our first restaurants open in Canada, followed by sites abroad.' },
    { year: 2024, title: '650 and counting', text: 'More than 650 restaurants now serve guests in 44 states.' },
  ],
};
