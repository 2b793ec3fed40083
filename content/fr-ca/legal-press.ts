import { BRAND, EXTERNAL } from '../brand';
import { press as enPress } from '../en/press';
import { legalTerms as enTerms } from '../en/legal';
import { buildMenuAtAGlance } from '../menu-at-a-glance';
import type { FranchisePage, LegalDocument, PressPage } from '@/domain/content/types';

const N = BRAND.name;

export const legalTerms: LegalDocument = {
  heading: 'Conditions d’utilisation',
  updated: enTerms.updated,
  intro: `Ces conditions s’appliquent lorsque vous utilisez le site Web, l’application mobile, la commande en ligne, les soumissions de traiteur et le programme de récompenses de ${N}. En les utilisant, vous acceptez ces conditions.`,
  sections: [
    { id: 'ordering', heading: 'Commande en ligne', blocks: [
      { type: 'paragraph', text: 'Les prix, les produits offerts et leur disponibilité sont fixés par chaque restaurant et peuvent différer de ce que vous voyez en restaurant. Votre commande est confirmée lorsque vous recevez un numéro de commande.' },
      { type: 'paragraph', text: 'Les heures de ramassage et de livraison sont des estimations. Nous communiquerons avec vous si votre restaurant ne peut pas exécuter votre commande telle que passée.' },
    ] },
    { id: 'catering', heading: 'Soumissions de traiteur', blocks: [
      { type: 'paragraph', text: 'Une soumission de traiteur est valide sept jours. Votre événement est réservé lorsque vous acceptez la soumission et payez, ou lorsqu’un compte client est approuvé.' },
    ] },
    { id: 'rewards', heading: 'Récompenses', blocks: [
      { type: 'list', items: ['Un compte par personne.', 'Les points n’ont aucune valeur monétaire et ne peuvent pas être transférés.', 'Les points expirent après douze mois d’inactivité.', 'Nous pouvons mettre fin au programme ou le modifier avec un préavis de trente jours.'] },
    ] },
    { id: 'accounts', heading: 'Votre compte', blocks: [
      { type: 'paragraph', text: 'Gardez votre mot de passe confidentiel. Avisez-nous rapidement si vous croyez que quelqu’un d’autre a utilisé votre compte.' },
    ] },
    { id: 'privacy', heading: 'Confidentialité', blocks: [
      { type: 'paragraph', text: 'Notre politique de confidentialité, notre politique CCPA et notre politique relative aux témoins expliquent ce que nous recueillons et pourquoi. Elles font partie des présentes conditions.' },
    ] },
    { id: 'contact', heading: 'Nous joindre', blocks: [
      { type: 'paragraph', text: `Des questions sur ces conditions? Appelez le service à la clientèle au ${BRAND.guestRelationsPhone}.` },
    ] },
  ],
};

export const franchiseInfo: FranchisePage = {
  heading: 'Devenez propriétaire d’un restaurant de barbecue',
  intro: `Depuis 1994, des franchisés implantent ${N} dans leur ville. Le réseau compte aujourd’hui entre 550 et 650 établissements, selon la saison et les ouvertures en cours.`,
  blocks: [
    { type: 'heading', text: 'Pourquoi vous associer à nous' },
    { type: 'list', items: ['Une recette et une marque qui ont plus de quatre-vingts ans d’histoire', 'Une formation de maître fumeur pour vous et votre équipe avant l’ouverture', 'Du soutien pour le choix du site, la conception et la construction', 'Le traiteur et la commande en ligne intégrés dès le premier jour', 'Des conseillers terrain qui visitent votre restaurant chaque trimestre'] },
    { type: 'heading', text: 'Qui nous recherchons' },
    { type: 'paragraph', text: 'Des propriétaires-exploitants et des groupes de restaurants qui aiment l’hospitalité, qui dirigent sur le terrain et qui veulent s’impliquer dans leur communauté.' },
  ],
  stats: [
    { label: 'Fondée en', value: '1941' },
    { label: 'Franchisage depuis', value: '1994' },
    { label: 'Restaurants', value: '650+' },
    { label: 'États', value: '44' },
  ],
  cta: { label: 'Demander de l’information sur les franchises', url: EXTERNAL.franchise },
};

const releases: Record<number, [title: string, summary: string]> = {
  1: ['Whitlock’s ouvre son 650e restaurant', 'Ce restaurant de Boise, en Idaho, porte la chaîne à 44 États.'],
  2: ['La Fondation Hometown dépasse le million de repas', 'Les franchisés et les clients ont maintenant servi un million de repas aux premiers répondants.'],
  3: ['Un nouveau programme de récompenses avec récompenses mystère', 'Les membres accumulent des points à chaque commande et débloquent des surprises au fil de leurs visites.'],
  4: ['Trente ans de franchisage', 'Le premier franchisé, à Shreveport, célèbre trois décennies avec la marque.'],
};

export const press: PressPage = {
  heading: 'Presse',
  intro: `Nouvelles et ressources médias de ${N}. Pour une entrevue, des photos ou une visite du fumoir, communiquez avec notre équipe des relations de presse.`,
  mediaContact: enPress.mediaContact,
  releases: enPress.releases.map((release) => {
    const [title, summary] = releases[release.id] ?? [release.title, release.summary];
    return { ...release, title, summary };
  }),
  releasesCta: { label: 'Tous les communiqués', url: enPress.releasesCta.url },
  blogCta: { label: 'Lire le blogue', url: '/press/blog' },
};

export const menuAtAGlance = buildMenuAtAGlance('fr', {
  heading: 'Le menu en un coup d’œil',
  intro: 'Tout ce que nous fumons, cuisons et versons, sur une seule page. Les viandes sont vendues à la livre ou en assiettes, en sandwichs et en repas familiaux.',
  footnote: 'Les prix sont fixés par chaque restaurant et figurent sur son menu de commande. Les produits offerts varient selon l’établissement.',
});
