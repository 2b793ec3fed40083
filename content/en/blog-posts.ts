import { BRAND } from '../brand';
import { IMAGES } from '../images';
import type { BlogPost } from '@/domain/content/types';

const P = (text: string) => ({ type: 'paragraph' as const, text });
const H = (text: string) => ({ type: 'heading' as const, text });

/** Newest first. Slugs are the same in every language; only the words change. */
export const blogPosts: BlogPost[] = [
  { slug: 'why-we-still-burn-hickory', title: 'Why We Still Burn Hickory', date: '2025-04-08', author: 'Marcus Bell', excerpt: 'Gas would be easier. Here is why every one of our pits still runs on split hickory logs.', image: IMAGES.blogFire, body: [
    P('Every morning before sunrise, someone in each of our restaurants splits hickory and lights the pit. It would be easier to flip a switch, but it would not taste the same.'),
    H('Steady heat, sweet smoke'),
    P('Hickory burns hot and long, and its smoke is strong without turning bitter. It gives brisket a deep bark and pork a gentle sweetness that no other wood quite matches.'),
    P('We buy from family sawmills near each region we serve and season the wood for at least six months, so it burns clean.'),
  ] },
  { slug: 'how-to-reheat-brisket', title: 'How to Reheat Brisket Without Drying It Out', date: '2025-03-18', author: 'Dana Okafor', excerpt: 'Leftover brisket can be as good on day two. Low heat, a splash of broth and a little patience.', image: IMAGES.blogBrisket, body: [
    P('Wrap slices snugly in foil with two tablespoons of beef broth or the juices from the container.'),
    { type: 'list', items: ['Heat the oven to 275°F (135°C).', 'Warm the packet for 20 to 30 minutes, until the center is hot.', 'Rest it for five minutes before opening.'] },
    P('Skip the microwave if you can. If you cannot, use half power and cover the plate with a damp paper towel.'),
  ] },
  { slug: 'kids-eat-free-sundays', title: 'Kids Eat Free on Sundays, Since 1978', date: '2025-02-23', author: 'Laura Whitlock-Reyes', excerpt: 'My grandfather started it to fill a quiet Sunday dining room. Forty-seven years later it is still our favorite day.', image: IMAGES.dealKids, body: [
    P('In 1978 Sundays were slow. Tom Whitlock put a hand-lettered sign in the window: kids eat free with a grown-up. By summer, Sunday was the busiest day of the week.'),
    P('We still do it in every restaurant: one free kids plate with each adult plate, every Sunday, dine-in or carryout.'),
    { type: 'quote', text: 'A family that eats together comes back together.', cite: 'Tom Whitlock' },
  ] },
  { slug: 'catering-math-how-much-per-guest', title: 'Catering Math: How Much Barbecue Per Guest?', date: '2025-02-04', author: 'Rosa Delgado', excerpt: 'A third of a pound of meat per adult is our starting point. Here is how we adjust it for your crowd.', image: IMAGES.cateringBuffet, body: [
    P('Planning food for a crowd is part science, part knowing your guests. Start with a third of a pound of meat and two sides per adult.'),
    { type: 'list', items: ['Lunch crowds eat about 20 percent less than dinner crowds.', 'Add a little more when barbecue is the only food served.', 'Count kids under ten as half a guest.'] },
    P('Not sure? Request a quote and your local planner will size it with you.'),
  ] },
  { slug: 'meet-the-pitmaster-marcus-bell', title: 'Meet the Pitmaster: Marcus Bell', date: '2025-01-14', author: 'Samuel Park', excerpt: 'Two hundred thousand briskets later, our chief pitmaster still tastes every batch of sauce.', image: IMAGES.pit, body: [
    P('Marcus Bell started as a dishwasher in Longview in 1996. Within a year he was tending the pit at night, and by 2005 he was training pitmasters across Texas.'),
    P('Today he visits a different restaurant every week. He says the secret is not a secret at all: good wood, patience, and a crew that cares.'),
  ] },
  { slug: 'holiday-turkey-pre-orders', title: 'Holiday Turkey Pre-Orders Are Open', date: '2024-10-01', author: 'Dana Okafor', excerpt: 'Smoked whole turkeys, spiral hams and holiday sides, ready for pickup on your day.', image: IMAGES.cateringPickup, body: [
    P('From mid-September to mid-January you can pre-order smoked whole turkeys, spiral-cut hams and whole pecan pies for pickup at your restaurant.'),
    P('Each turkey is smoked over hickory for eight hours and comes with reheating instructions. Order early: the most popular pickup days fill up fast.'),
  ] },
  { slug: 'one-million-meals', title: 'One Million Meals for First Responders', date: '2024-09-11', author: 'Samuel Park', excerpt: 'Since 2008 the Hometown Foundation and our guests have served a million meals to the people who keep our towns safe.', image: IMAGES.blogCommunity, body: [
    P('When the Hometown Foundation began in 2008, our goal was simple: feed the firefighters, nurses and officers in the towns where we cook.'),
    P('This month we passed one million meals. Thank you to every guest who rounded up at the register and every franchise partner who fired up an extra pit.'),
  ] },
  { slug: 'the-perfect-plate-sides-guide', title: 'Building the Perfect Plate: A Guide to Our Sides', date: '2024-08-20', author: 'Dana Okafor', excerpt: 'Creamy, crunchy, smoky, sweet: how to pair two sides with the meats you love.', image: IMAGES.blogSides, body: [
    P('A good plate balances richness with something bright. Here are the pairings our crews order on their own breaks.'),
    { type: 'list', items: ['Brisket with coleslaw and green beans.', 'Pulled pork with mac & cheese and baked beans.', 'Turkey with potato salad and fried okra.'] },
  ] },
  { slug: 'thirty-years-of-franchising', title: 'Thirty Years of Franchising', date: '2024-06-02', author: 'Walt Kimura', excerpt: 'In 1994 a family in Shreveport asked if they could open a Whitlock\'s. Thirty years later they still run it.', image: IMAGES.pit, body: [
    P('Franchising was not the plan. But when the Delacroix family drove from Shreveport to Tyler three weekends in a row, the Whitlocks listened.'),
    P('Their restaurant opened in 1994 with a pit built by the same mason who rebuilt our original one. Today more than 650 restaurants follow the same path.'),
  ] },
  { slug: 'what-is-bark', title: 'What Is Bark, and Why Does It Matter?', date: '2024-04-16', author: 'Marcus Bell', excerpt: 'That dark, peppery crust on a brisket is where much of the flavor lives. Here is how it forms.', image: IMAGES.blogBrisket, body: [
    P('Bark forms when the rub, the fat and the smoke meet on the surface of the meat over many hours. Moisture evaporates, sugars and proteins brown, and smoke settles into the crust.'),
    P('We use just coarse salt and black pepper on brisket, so the bark tastes of beef and hickory, not of a spice jar.'),
  ] },
  { slug: 'we-are-hiring-pit-cooks', title: 'We Are Hiring Pit Cooks', date: '2024-03-05', author: 'Laura Whitlock-Reyes', excerpt: 'No experience needed, just an early alarm and a love of good food. We will teach you the rest.', image: IMAGES.blogFire, body: [
    P('Our pit cooks are the heart of every restaurant. They light the fires, trim the briskets and decide when each one is ready.'),
    P(`Apply online on our careers page. Every new pit cook trains with a certified pitmaster before working a pit alone at ${BRAND.shortName}.`),
  ] },
  { slug: 'reading-a-recipe-card', title: 'Reading an Old Recipe Card', date: '2024-01-22', author: 'Dana Okafor', excerpt: 'Ruth Whitlock wrote her sauce recipe in pencil in 1956. Some of her notes still puzzle us.', image: IMAGES.blogSides, body: [
    P('The card hangs framed in Tyler. It lists tomato, vinegar, brown sugar, black pepper and "a good shake" of something we are still arguing about.'),
    P('One guest once mailed us a note that said only <script>alert(1)</script>. We framed that too: on this site, text is shown exactly as written and never run as code.'),
  ] },
];
