import { BRAND, WORK_FOR_PATH } from '../brand';
import { IMAGES } from '../images';
import type { JobsPage, NutritionPage, TeamPage } from '@/domain/content/types';
import { NUTRITION_FACTS } from '../nutrition-facts';

export const meetOurTeam: TeamPage = {
  heading: 'Meet Our Team',
  intro: 'Pitmasters, cooks, planners and partners: the people who keep the fires burning.',
  members: [
    { id: 1, name: 'Laura Whitlock-Reyes', role: 'Chief Executive Officer', bio: "Eli and Ruth's great-granddaughter started on the register at fifteen. She has led the company since 2016 and still works a Saturday shift every month.", photo: IMAGES.teamCeo },
    { id: 2, name: 'Marcus Bell', role: 'Chief Pitmaster', bio: 'Marcus trains every new pitmaster in the system and has smoked more than 200,000 briskets. He answers to the fire, and to nobody before coffee.', photo: IMAGES.teamPitmaster },
    { id: 3, name: 'Dana Okafor', role: 'Vice President, Culinary', bio: 'Dana develops our sides and seasonal specials, and tests every new recipe in a restaurant kitchen before it reaches the menu.', photo: IMAGES.teamCulinary },
    { id: 4, name: 'Walt Kimura', role: 'Vice President, Franchise Development', bio: 'A franchise owner for twelve years before joining the support center, Walt helps new partners find sites, build crews and open strong.', photo: IMAGES.teamFranchise },
    { id: 5, name: 'Rosa Delgado', role: 'Director of Catering', bio: 'Rosa has planned events from ten-person board lunches to stadium tailgates for six thousand. Her team answers the catering line seven days a week.', photo: IMAGES.teamCatering },
    { id: 6, name: 'Samuel Park', role: 'Director, Hometown Foundation', bio: 'Samuel leads the foundation that funds school programs and feeds first responders in the towns we serve.', photo: IMAGES.teamFoundation },
  ],
};

export const workForUs: JobsPage = {
  heading: `Work for ${BRAND.shortName}`,
  intro: 'Good barbecue takes patience, and so does building a good crew. We invest in people who like feeding people.',
  blocks: [
    { type: 'paragraph', text: 'Whether you are looking for your first job, a flexible shift around school, or a career running your own restaurant, there is a place for you at the pit.' },
    { type: 'paragraph', text: 'Most of our general managers started as crew members. We teach the craft, from trimming a brisket to running a catering event, and we promote from within.' },
  ],
  benefitsTitle: 'What you get',
  benefits: [
    'Flexible schedules and weekly pay',
    'A free meal every shift',
    'Pitmaster training and certification',
    'Tuition support after six months',
    'Health, dental and vision plans for full-time team members',
    'Paid time off that grows with you',
  ],
  openings: [
    { id: 1, title: 'Crew Member', kind: 'Full-time or part-time', description: 'Greet guests, build plates and keep the dining room spotless. No experience needed.' },
    { id: 2, title: 'Pit Cook', kind: 'Full-time', description: 'Tend the fires, trim and season the meats, and learn to smoke brisket the Whitlock way.' },
    { id: 3, title: 'Catering Driver', kind: 'Part-time', description: 'Deliver and set up catering orders with a smile. A clean driving record is required.' },
    { id: 4, title: 'Shift Leader', kind: 'Full-time', description: 'Run the floor, coach the crew and make sure every guest leaves happy.' },
    { id: 5, title: 'General Manager', kind: 'Full-time', description: 'Lead a restaurant of twenty-five to forty people, own its results and grow its catering business.' },
  ],
  apply: { label: 'Apply Now', url: `${WORK_FOR_PATH}#apply` },
};

export const nutritional: NutritionPage = {
  heading: 'Nutritional Information',
  intro: 'Values are per serving as served, without sauce unless noted. Ask your server for allergen information.',
  columns: { item: 'Item', serving: 'Serving', calories: 'Calories', fat: 'Fat (g)', sodium: 'Sodium (mg)', carbs: 'Carbs (g)', protein: 'Protein (g)' },
  rows: NUTRITION_FACTS.map((fact) => ({ ...fact.values, allergens: fact.allergens, id: fact.id, item: fact.en, serving: fact.servingEn })),
  disclaimer: '2,000 calories a day is used for general nutrition advice, but calorie needs vary. Recipes and portions vary slightly by restaurant.',
};
