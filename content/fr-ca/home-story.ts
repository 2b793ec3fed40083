import { BRAND } from '../brand';
import { home as enHome } from '../en/home';
import { alt, IMAGES } from '../images';
import type { HomeSections, OurStory } from '@/domain/content/types';

const order = { label: 'Commander', url: '/order-now' };

export const home: HomeSections = {
  legitTexasBarbecue: {
    heading: 'Quatorze heures au-dessus du hickory',
    subheading: 'Fumé lentement au hickory, chaque jour, dans chaque restaurant.',
    body: 'Nous allumons nos fumoirs avant l’aube et fumons notre poitrine de bœuf jusqu’à quatorze heures, comme en 1941. Pas de raccourcis, pas de fumoir au gaz : seulement du hickory, du sel, du poivre et du temps.',
    image: alt(IMAGES.pit, 'Un maître fumeur tranche une poitrine de bœuf près d’un fumoir en brique'),
    cta: order,
  },
  packs: {
    heading: 'Des repas pour toute la gang',
    intro: 'Viandes, accompagnements et petits pains, emballés chauds et prêts à servir.',
    cards: [
      { id: 1, title: 'Repas familial', description: 'Deux viandes à la livre, trois grands accompagnements et six petits pains. Pour quatre à six personnes.', image: alt(IMAGES.familyPack, 'Un repas familial avec deux viandes, trois accompagnements et des petits pains'), cta: order },
      { id: 2, title: 'Grand festin', description: 'Quatre viandes, quatre grands accompagnements et une douzaine de petits pains pour les soirs de match ou les réunions de famille. Pour dix à douze personnes.', image: alt(IMAGES.feastPack, 'Un grand festin avec quatre viandes, quatre accompagnements et des petits pains'), cta: order },
      { id: 3, title: 'Repas de côtes levées', description: 'Un carré complet de côtes levées St. Louis, deux grands accompagnements et des petits pains. Pour trois ou quatre personnes.', image: alt(IMAGES.ribsPack, 'Un carré de côtes levées de porc et deux accompagnements'), cta: order },
    ],
  },
  plates: {
    heading: 'Assiettes',
    intro: 'Chaque assiette est servie avec deux accompagnements, un petit pain, des cornichons et des oignons.',
    cards: [
      { id: 1, title: 'Assiette 2 viandes', description: 'Au choix : poitrine de bœuf, porc effiloché, saucisse, dinde, poulet ou côtes levées.', image: alt(IMAGES.twoMeatPlate, 'Une assiette de poitrine de bœuf et de saucisse avec deux accompagnements'), cta: order },
      { id: 2, title: 'Assiette 3 viandes', description: 'Pour les grosses faims : trois viandes au choix et deux accompagnements.', image: alt(IMAGES.threeMeatPlate, 'Une assiette de poitrine de bœuf, de côtes levées et de porc effiloché'), cta: order },
      { id: 3, title: 'Assiette enfant', description: 'Une petite portion de viande, un accompagnement et une boisson. Les enfants mangent gratuitement le dimanche.', image: alt(IMAGES.kidsPlate, 'Une assiette enfant avec un petit sandwich, un accompagnement et une boisson'), cta: order },
    ],
  },
  socialPhotos: {
    heading: 'Partagez votre barbecue',
    handle: enHome.socialPhotos.handle,
    url: enHome.socialPhotos.url,
    photos: [
      alt(IMAGES.social1, 'Des amis partagent un plateau de côtes levées sur une terrasse'),
      alt(IMAGES.social2, 'Une pile de bûches de hickory près du fumoir'),
      alt(IMAGES.social3, 'Une croustade aux pêches avec une boule de crème glacée à la vanille'),
      alt(IMAGES.social4, 'Une table de traiteur dressée pour un dîner de bureau'),
    ],
  },
  textBlock: {
    heading: 'Quatre-vingts ans de barbecue, une seule recette de famille',
    body: `${BRAND.shortName} a commencé comme un comptoir de douze places à Tyler, au Texas. Aujourd’hui, plus de 650 restaurants dans 44 États fument encore chaque poitrine sur place et préparent toujours la sauce selon la recette de Ruth Whitlock, datant de 1956.`,
    learnMore: { label: 'Lire notre histoire', url: '/company/our-story' },
  },
};

export const ourStory: OurStory = {
  heading: 'Notre histoire',
  intro: 'Quatre-vingts ans, quatre générations, un fumoir qui ne s’est jamais éteint.',
  paragraphs: [
    'Au printemps 1941, Eli et Ruth Whitlock accrochent une enseigne peinte à la main au-dessus d’un comptoir de barbecue de douze places, en bordure de Tyler, au Texas. Eli s’occupe du feu; Ruth s’occupe de tout le reste. Ils vendent la poitrine de bœuf à la livre sur papier de boucher, avec du pain blanc, des cornichons et des oignons, et le samedi, la file fait le tour du pâté de maisons.',
    'Pour les Whitlock, le barbecue est une promesse : le fumer frais chaque jour, le fumer sur du vrai bois et accueillir chaque client comme un voisin. Leurs fils ont tenu cette promesse en reprenant les fumoirs, et leurs petits-enfants aussi, lorsque la famille a commencé à partager la recette avec des franchisés en 1994.',
    `Aujourd’hui, ${BRAND.name} accueille ses clients dans plus de 650 restaurants répartis dans 44 États et dans plusieurs pays. Chaque restaurant a toujours son fumoir, chaque poitrine est toujours fumée sur place, et la sauce suit encore la fiche de recette de Ruth, datée de 1956, qui est encadrée dans notre restaurant de Tyler.`,
    'Nous sommes fiers du chemin parcouru, et encore plus fiers que ça ressemble toujours à une histoire de famille. Prenez une chaise.',
  ],
  timelineTitle: 'Au fil des ans',
  timeline: [
    { year: 1941, title: 'Le premier feu', text: 'Eli et Ruth Whitlock ouvrent un comptoir de barbecue de douze places à Tyler, au Texas.' },
    { year: 1948, title: 'Un fumoir en brique', text: 'Eli construit le fumoir en brique qui fume encore la poitrine de bœuf à notre premier restaurant.' },
    { year: 1956, title: 'La sauce de Ruth', text: 'Ruth note sa recette de sauce sur une fiche. Nous la préparons toujours de la même façon.' },
    { year: 1962, title: 'Un deuxième restaurant', text: 'Les Whitlock ouvrent un deuxième restaurant à Longview, au Texas.' },
    { year: 1967, title: 'La relève', text: 'Leurs fils, Tom et Carl Whitlock, prennent en main les fumoirs et l’entreprise familiale.' },
    { year: 1978, title: 'Les enfants mangent gratuitement', text: 'Les enfants mangent gratuitement le dimanche. C’est encore vrai tous les dimanches.' },
    { year: 1981, title: 'Les débuts du traiteur', text: 'Un mariage de 1 200 invités à Tyler lance notre service de traiteur.' },
    { year: 1988, title: 'Dix restaurants', text: 'Dix restaurants familiaux servent désormais l’est du Texas.' },
    { year: 1994, title: 'Le franchisage', text: 'Nous commençons à franchiser, et le premier partenaire ouvre à Shreveport, en Louisiane.' },
    { year: 2001, title: 'Cent restaurants', text: 'Le 100e restaurant ouvre à Oklahoma City.' },
    { year: 2008, title: 'Redonner', text: 'La Fondation Hometown commence à soutenir les écoles et les premiers répondants.' },
    { year: 2017, title: 'Au-delà des frontières', text: 'Nos premiers restaurants ouvrent au Canada, puis ailleurs dans le monde.' },
    { year: 2024, title: '650 et plus', text: 'Plus de 650 restaurants accueillent désormais des clients dans 44 États.' },
  ],
};
