import { BRAND, EXTERNAL } from '../brand';
import { IMAGES } from '../images';
import type { HomeSections } from '@/domain/content/types';

const order = { label: 'Order Now', url: '/order-now' };

export const home: HomeSections = {
  legitTexasBarbecue: {
    heading: 'Fourteen Hours over Hickory',
    subheading: 'Smoked low and slow over hickory, every day, in every restaurant.',
    body: 'We light our pits before sunrise and smoke our brisket for up to fourteen hours, the same way we did in 1941. No shortcuts, no gas-fired smokers: just hickory, salt, pepper and time.',
    image: IMAGES.pit,
    cta: order,
  },
  packs: {
    heading: 'Packs for the Whole Crew',
    intro: 'Meats, sides and rolls, packed hot and ready for the table.',
    cards: [
      { id: 1, title: 'Family Pack', description: 'Two meats by the pound, three large sides and a half dozen rolls. Feeds four to six.', image: IMAGES.familyPack, cta: order },
      { id: 2, title: 'Feast Pack', description: 'Four meats, four large sides and a dozen rolls for game day or the family reunion. Feeds ten to twelve.', image: IMAGES.feastPack, cta: order },
      { id: 3, title: 'Rib Pack', description: 'A full rack of St. Louis ribs, two large sides and rolls. Feeds three to four.', image: IMAGES.ribsPack, cta: order },
    ],
  },
  plates: {
    heading: 'Plates',
    intro: 'Every plate comes with two sides, a roll, pickles and onions.',
    cards: [
      { id: 1, title: 'Two-Meat Plate', description: 'Pick any two: brisket, pulled pork, sausage, turkey, chicken or ribs.', image: IMAGES.twoMeatPlate, cta: order },
      { id: 2, title: 'Three-Meat Plate', description: 'For the truly hungry: three meats of your choice and two sides.', image: IMAGES.threeMeatPlate, cta: order },
      { id: 3, title: 'Kids Plate', description: 'A smaller portion of one meat, one side and a drink. Kids eat free on Sundays.', image: IMAGES.kidsPlate, cta: order },
    ],
  },
  socialPhotos: {
    heading: 'Share Your Barbecue',
    handle: BRAND.socialHandle,
    url: EXTERNAL.instagram,
    photos: [IMAGES.social1, IMAGES.social2, IMAGES.social3, IMAGES.social4],
  },
  textBlock: {
    heading: 'Eighty Years of Barbecue, One Family Recipe',
    body: `${BRAND.shortName} started as a twelve-seat pit stand in Tyler, Texas. Today more than 650 restaurants in 44 states still smoke every brisket on site and still make the sauce from Ruth Whitlock's 1956 recipe.`,
    learnMore: { label: 'Read Our Story', url: '/company/our-story' },
  },
};
