import { BRAND, TALK_TO_PATH, WORK_FOR_PATH } from '../brand';
import { IMAGES } from '../images';
import { buildMetaTable } from '../page-meta-builder';

const S = BRAND.shortName;
const catering: [string, string] = ['Traiteur', '/catering'];
const company: [string, string] = ['Entreprise', '/company/our-story'];
const contact: [string, string] = ['Nous joindre', TALK_TO_PATH];
const press: [string, string] = ['Presse', '/press'];
const blog: [string, string] = ['Blogue', '/press/blog'];
const locations: [string, string] = ['Restaurants', '/locations'];
const account: [string, string] = ['Mon profil', '/user-profile'];

export const pageMeta = buildMetaTable('Accueil', BRAND.name, {
  '/': { title: 'Le vrai barbecue texan depuis 1941', description: `Poitrine de bœuf, côtes levées et porc effiloché fumés au hickory chaque jour dans chaque restaurant. Commandez en ligne pour emporter ou en livraison chez ${S}.`, keywords: 'barbecue, bbq, poitrine de bœuf, côtes levées, porc effiloché, barbecue texan, commande en ligne', trail: [] },
  '/menu': { title: 'Menu', description: 'Viandes à la livre, assiettes, sandwichs, repas familiaux, accompagnements maison et desserts.', keywords: 'menu barbecue, poitrine de bœuf, côtes levées, accompagnements', trail: [['Menu', '/menu']] },
  '/order-now': { title: 'Commander', description: 'Commencez une commande pour emporter ou en livraison au restaurant le plus près de chez vous.', keywords: 'commander barbecue en ligne, pour emporter, livraison', trail: [['Commander', '/order-now']] },
  '/locations': { title: 'Restaurants', description: `Trouvez un ${S} près de chez vous : heures d’ouverture, itinéraire, numéro de téléphone et commande en ligne dans plus de 650 restaurants.`, keywords: 'barbecue près de moi, restaurants barbecue', trail: [locations] },
  '/locations/[state]': { title: 'Barbecue en [state]', description: `Tous les restaurants ${S} en [state], avec heures, itinéraire et commande en ligne.`, keywords: 'barbecue [state]', trail: [locations, ['[state]', '/locations/[state]']] },
  '/locations/[state]/[city]': { title: 'Barbecue à [city], [state]', description: `Les restaurants ${S} à [city], [state] : heures, itinéraire et commande en ligne.`, keywords: 'barbecue [city]', trail: [locations, ['[state]', '/locations/[state]'], ['[city]', '/locations/[state]/[city]']] },
  '/locations/[state]/[city]/[store]': { title: '[store], barbecue à [city], [state]', description: 'Heures, itinéraire et téléphone de [store]. Commandez du barbecue fumé au hickory en ligne, pour emporter ou en livraison.', keywords: 'barbecue [city], [store]', trail: [locations, ['[state]', '/locations/[state]'], ['[city]', '/locations/[state]/[city]'], ['[store]', '/locations/[state]/[city]/[store]']] },
  '/catering': { title: 'Service de traiteur barbecue', description: 'Un traiteur pour dix ou dix mille personnes : boîtes-repas, buffets chauds et événements avec service, fumés le jour même.', keywords: 'traiteur barbecue, traiteur bureau, traiteur mariage', trail: [catering], image: IMAGES.ogCatering },
  '/catering/services': { title: 'Services de traiteur', description: 'Boîtes-repas, plats à emporter, buffets livrés et service complet, selon le nombre d’invités.', keywords: 'services de traiteur, buffet, boîte-repas', trail: [catering, ['Services de traiteur', '/catering/services']], image: IMAGES.ogCatering },
  '/catering/faq': { title: 'FAQ traiteur', description: 'Délais, quantités par invité, livraison, installation et paiement : réponses à vos questions sur le traiteur.', keywords: 'faq traiteur, quantité de barbecue par personne', trail: [catering, ['FAQ traiteur', '/catering/faq']], image: IMAGES.ogCatering },
  '/get-a-quote': { title: 'Obtenir une soumission', description: 'Parlez-nous de votre événement et votre restaurant vous enverra une soumission, habituellement en un jour ouvrable.', keywords: 'soumission traiteur, prix traiteur barbecue', trail: [catering, ['Obtenir une soumission', '/get-a-quote']], image: IMAGES.ogCatering },
  '/quote': { title: 'Votre soumission', description: 'Consultez votre soumission, modifiez la commande et confirmez votre événement.', keywords: 'soumission traiteur', trail: [catering, ['Votre soumission', '/quote']], image: IMAGES.ogCatering },
  '/company/our-story': { title: 'Notre histoire', description: `D’un comptoir de douze places à Tyler, au Texas, en 1941, à plus de 650 restaurants dans 44 États : l’histoire de ${S}.`, keywords: 'histoire du barbecue, entreprise familiale, depuis 1941', trail: [company, ['Notre histoire', '/company/our-story']] },
  '/company/meet-our-team': { title: 'Notre équipe', description: 'Les gens qui gardent les fumoirs allumés, de nos maîtres fumeurs à nos franchisés.', keywords: 'équipe de direction, maîtres fumeurs', trail: [company, ['Notre équipe', '/company/meet-our-team']] },
  [WORK_FOR_PATH]: { title: `Travailler chez ${S}`, description: 'Joignez-vous à une équipe qui fume le barbecue lentement. Horaires flexibles, repas gratuit pendant le quart et place pour grandir.', keywords: 'emplois restaurant, carrières', trail: [company, ['Carrières', WORK_FOR_PATH]] },
  '/company/nutritional': { title: 'Valeurs nutritives', description: 'Calories, lipides, sodium, glucides et protéines de nos viandes, accompagnements et desserts.', keywords: 'valeurs nutritives, calories', trail: [company, ['Valeurs nutritives', '/company/nutritional']] },
  '/promos/current-deals': { title: 'Promotions', description: 'Les enfants mangent gratuitement le dimanche, spéciaux du midi en semaine, économies sur les repas familiaux et plus encore.', keywords: 'promotions barbecue, enfants mangent gratuitement', trail: [['Promotions', '/promos/current-deals']] },
  '/promos/loyalty': { title: 'Récompenses', description: 'Accumulez des points à chaque commande et échangez-les contre du barbecue gratuit. L’inscription est gratuite.', keywords: 'programme de fidélité, récompenses', trail: [['Récompenses', '/promos/loyalty']] },
  [TALK_TO_PATH]: { title: `Parlez à ${S}`, description: 'Parlez-nous de votre visite. Une vraie personne lit chaque message.', keywords: 'nous joindre, service à la clientèle', trail: [contact] },
  '/contact/general-feedback': { title: 'Commentaires', description: 'Idées, compliments ou préoccupations : écrivez-nous.', keywords: 'commentaires, nous joindre', trail: [contact, ['Commentaires', '/contact/general-feedback']] },
  '/contact/ccpa-privacy-form': { title: 'Demande de confidentialité CCPA', description: 'Les résidents de la Californie peuvent demander à connaître, corriger ou supprimer leurs renseignements personnels.', keywords: 'demande ccpa, confidentialité', trail: [contact, ['Demande CCPA', '/contact/ccpa-privacy-form']] },
  '/contact/do-not-sell-my-personal-information': { title: 'Ne pas vendre ni partager mes renseignements personnels', description: 'Refusez la vente ou le partage de vos renseignements personnels.', keywords: 'ne pas vendre, confidentialité', trail: [contact, ['Ne pas vendre ni partager', '/contact/do-not-sell-my-personal-information']] },
  '/legal/terms-and-conditions': { title: 'Conditions d’utilisation', description: `Les conditions qui s’appliquent au site Web, à l’application et au programme de récompenses de ${S}.`, keywords: 'conditions d’utilisation', trail: [['Conditions d’utilisation', '/legal/terms-and-conditions']] },
  '/franchise-info': { title: 'Devenir franchisé', description: 'Possédez un restaurant de barbecue appuyé par quatre-vingts ans de savoir-faire et trente ans de franchisage.', keywords: 'franchise barbecue, occasion d’affaires', trail: [['Devenir franchisé', '/franchise-info']] },
  '/press': { title: 'Presse', description: `Nouvelles, ressources médias et relations de presse de ${BRAND.name}.`, keywords: 'presse, nouvelles, médias', trail: [press] },
  '/press/blog': { title: 'Blogue', description: 'Histoires du fumoir : recettes, conseils de maîtres fumeurs et nouvelles de nos restaurants.', keywords: 'blogue barbecue, conseils de fumage', trail: [press, blog], image: IMAGES.ogBlog },
  '/press/blog/page/[page]': { title: 'Blogue, page [page]', description: 'Encore plus d’histoires du fumoir : recettes, conseils et nouvelles de nos restaurants.', keywords: 'blogue barbecue', trail: [press, blog, ['Page [page]', '/press/blog/page/[page]']], image: IMAGES.ogBlog },
  '/press/blog/[slug]': { title: '[title]', description: '[excerpt]', keywords: 'blogue barbecue', trail: [press, blog, ['[title]', '/press/blog/[slug]']], image: IMAGES.ogBlog },
  '/sitemap': { title: 'Plan du site', description: 'Toutes les pages de notre site en une seule liste.', keywords: 'plan du site', trail: [['Plan du site', '/sitemap']] },
  '/login': { title: 'Connexion', description: 'Connectez-vous pour commander plus vite et accumuler des récompenses.', keywords: 'connexion', trail: [['Connexion', '/login']] },
  '/signup': { title: 'Inscription', description: 'Créez un compte pour accumuler des points à chaque commande.', keywords: 'inscription, créer un compte', trail: [['Inscription', '/signup']] },
  '/cart': { title: 'Votre panier', description: 'Vérifiez votre commande avant de payer.', keywords: 'panier', trail: [['Panier', '/cart']] },
  '/user-profile': { title: 'Mon profil', description: 'Vos coordonnées, adresses et cartes enregistrées.', keywords: 'profil', trail: [account] },
  '/user-profile/my-orders': { title: 'Mes commandes', description: 'Vos commandes passées et à venir.', keywords: 'commandes', trail: [account, ['Mes commandes', '/user-profile/my-orders']] },
  '/user-profile/loyalty': { title: 'Mes récompenses', description: 'Vos points et vos récompenses.', keywords: 'récompenses', trail: [account, ['Mes récompenses', '/user-profile/loyalty']] },
  '/404': { title: 'Page introuvable', description: 'Nous n’avons pas trouvé cette page. Elle a peut-être été déplacée, ou le lien contient une erreur.', keywords: 'introuvable', trail: [] },
  '/_error': { title: 'Un problème est survenu', description: 'Un problème est survenu de notre côté. Veuillez réessayer dans un instant.', keywords: 'erreur', trail: [] },
});
