import { BRAND } from '../brand';
import { cateringServices as enServices, catering as enCatering } from '../en/catering';
import { currentDeals as enDeals } from '../en/promos';
import { alt } from '../images';
import type { CateringPage, CateringServicesPage, DealsPage, FaqPage, LoyaltyPromotion } from '@/domain/content/types';

const order = { label: 'Commander', url: '/order-now' };
const quote = { label: 'Obtenir une soumission', url: '/get-a-quote' };

const deals: Record<number, { title: string; description: string; terms: string; cta: { label: string; url: string }; imageText: string }> = {
  1: { title: 'Les enfants mangent gratuitement le dimanche', description: 'Chaque dimanche, une assiette enfant gratuite à l’achat d’une assiette adulte. C’est comme ça depuis 1978.', terms: 'En salle et pour emporter. Enfants de 12 ans et moins. Une assiette enfant gratuite par assiette adulte. Non valide sur le traiteur.', cta: { label: 'Trouver un restaurant', url: '/locations' }, imageText: 'Un enfant souriant tient une assiette enfant' },
  2: { title: 'Spécial du midi en semaine', description: 'Un sandwich, un accompagnement et une boisson, du lundi au vendredi de 10 h 30 à 14 h.', terms: 'Restaurants participants. Le prix varie selon le restaurant. Non cumulable avec d’autres offres.', cta: order, imageText: 'Un sandwich, un accompagnement et un thé sucré' },
  3: { title: 'Mardis repas familial', description: 'Économisez sur tous les repas familiaux chaque mardi, en ligne ou au comptoir.', terms: 'Restaurants participants. Jusqu’à épuisement des stocks.', cta: order, imageText: 'Un repas familial sur une table de pique-nique' },
  4: { title: 'Points doublés dans l’application', description: 'Obtenez le double des points de récompense sur vos trois premières commandes dans l’application.', terms: 'Membres du programme seulement. Les points sont crédités dans les 24 heures suivant le ramassage ou la livraison.', cta: { label: 'Adhérer au programme', url: '/promos/loyalty' }, imageText: 'Un téléphone affichant l’application de récompenses' },
};

export const currentDeals: DealsPage = {
  heading: 'Promotions',
  intro: 'Un bon barbecue ne devrait pas coûter une fortune. Voici ce qui fume ce mois-ci.',
  deals: enDeals.deals.map((deal) => {
    const fr = deals[deal.id];
    if (!fr) return deal;
    const { imageText, ...text } = fr;
    return { ...deal, ...text, image: alt(deal.image, imageText) };
  }),
};

export const loyaltyPromotion: LoyaltyPromotion = {
  heading: BRAND.rewardsTitle,
  intro: 'Accumulez des points à chaque commande et échangez-les contre du barbecue gratuit. L’inscription est gratuite et prend une minute.',
  steps: [
    { id: 1, title: 'Adhérez', text: 'Inscrivez-vous en ligne ou dans l’application. Nous ajoutons un accompagnement gratuit à votre compte pour vous souhaiter la bienvenue.' },
    { id: 2, title: 'Accumulez', text: 'Obtenez [rate] points pour chaque tranche de [unit] dépensée, au restaurant, en ligne ou dans l’application.' },
    { id: 3, title: 'Échangez', text: 'Échangez vos points contre des viandes, des accompagnements, des desserts et des assiettes. Surveillez les récompenses mystère en chemin.' },
  ],
  perks: ['Un dessert gratuit à votre anniversaire', 'Des récompenses mystère qui se débloquent au fil de vos visites', 'Des points en prime quand un ami que vous avez parrainé passe une commande', 'Des offres réservées aux membres chaque mois'],
  joinCta: { label: 'S’inscrire', url: '/signup' },
  signInCta: { label: 'Se connecter', url: '/login' },
  terms: 'Les points n’ont aucune valeur monétaire et expirent après douze mois d’inactivité. Les récompenses ne s’appliquent pas aux commandes de traiteur. Le programme peut changer en tout temps; consultez les conditions d’utilisation.',
};

export const catering: CateringPage = {
  heading: 'Service de traiteur barbecue',
  intro: `Du dîner de bureau pour dix au mariage de mille invités, le traiteur ${BRAND.shortName} apporte à votre table un barbecue fumé lentement, chaud et à l’heure.`,
  highlights: [
    { id: 1, title: 'Fumé le jour de votre événement', text: 'Vos viandes sortent du fumoir le matin même de votre événement, jamais la veille.' },
    { id: 2, title: 'Toutes les tailles, tous les lieux', text: 'Boîtes-repas, plats à emporter, buffets livrés ou service complet avec personnel.' },
    { id: 3, title: 'Un seul planificateur du début à la fin', text: 'Un planificateur de votre région confirme chaque détail et reste disponible si vos plans changent.' },
  ],
  quoteCta: quote,
  servicesCta: { label: 'Voir nos services', url: enCatering.servicesCta.url },
};

const services: Record<number, [title: string, description: string, serves: string, imageText: string]> = {
  1: ['Boîtes-repas', 'Des boîtes individuelles avec un sandwich, un accompagnement, un biscuit et un cornichon, identifiées au nom de chacun si vous le souhaitez.', 'De 10 à 500 invités', 'Des boîtes-repas avec sandwichs et accompagnements'],
  2: ['Plats à emporter', 'Viandes et accompagnements dans des plats chauds, prêts au comptoir quand vous l’êtes. La façon la plus simple de nourrir une foule.', 'De 10 à 150 invités', 'Des plats de traiteur emballés pour le ramassage'],
  3: ['Buffet livré', 'Nous livrons, installons les réchauds et la ligne de service, puis revenons chercher l’équipement.', 'De 20 à 1 000 invités', 'Une ligne de buffet chaud avec des réchauds'],
  4: ['Événements avec service complet', 'Notre personnel sert vos invités, garde le buffet bien garni et nettoie après. Maître fumeur sur place offert.', '50 invités et plus', 'Du personnel sert des invités lors d’un événement extérieur'],
};

export const cateringServices: CateringServicesPage = {
  heading: 'Services de traiteur',
  intro: 'Choisissez la formule qui convient à votre événement. Chaque option comprend assiettes, serviettes, ustensiles et ustensiles de service.',
  services: enServices.services.map((service) => {
    const [title, description, serves, imageText] = services[service.id] ?? [service.title, service.description, service.serves, service.image.alternativeText];
    return { ...service, title, description, serves, image: alt(service.image, imageText) };
  }),
  cta: quote,
};

export const cateringFaq: FaqPage = {
  heading: 'FAQ traiteur',
  intro: `Vous avez encore une question? Appelez notre ligne traiteur au ${BRAND.cateringPhone}.`,
  entries: [
    { id: 1, question: 'Combien de temps à l’avance dois-je commander?', answer: 'Les plats à emporter et les boîtes-repas demandent 24 heures. Les buffets livrés demandent 48 heures, et les événements avec service complet au moins deux semaines. Nous essaierons toujours de vous aider pour une commande de dernière minute.' },
    { id: 2, question: 'Quelle quantité de barbecue prévoir par invité?', answer: 'Prévoyez environ un tiers de livre de viande et deux accompagnements par adulte. Votre planificateur ajustera selon l’appétit, l’heure du repas et les autres plats servis.' },
    { id: 3, question: 'Faites-vous la livraison?', answer: 'Oui. La plupart des restaurants livrent dans un rayon de 40 km, moyennant des frais de livraison indiqués dans votre soumission.' },
    { id: 4, question: 'Pouvez-vous répondre aux besoins alimentaires particuliers?', answer: 'Nous offrons de la dinde et du poulet fumés, des accompagnements végétariens et des options sans gluten. Indiquez les allergies dans votre demande de soumission pour que votre planificateur puisse vous conseiller.' },
    { id: 5, question: 'Comment puis-je payer?', answer: 'Payez en ligne par carte lorsque vous acceptez votre soumission. Les entreprises peuvent aussi demander la facturation par compte client.' },
    { id: 6, question: 'Puis-je modifier ou annuler ma commande?', answer: 'Les modifications sont gratuites jusqu’à 48 heures avant votre événement. Une annulation dans les 24 heures peut entraîner des frais pour la nourriture déjà préparée.' },
    { id: 7, question: 'Offrez-vous des repas des Fêtes?', answer: 'Oui. De la mi-septembre à la mi-janvier, nous prenons les commandes de dindes fumées entières, de jambons tranchés en spirale et d’accompagnements des Fêtes.' },
  ],
};
