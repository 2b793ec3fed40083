import { BRAND, WORK_FOR_PATH } from '../brand';
import { meetOurTeam as enTeam } from '../en/company';
import { alt } from '../images';
import { NUTRITION_FACTS } from '../nutrition-facts';
import type { JobsPage, NutritionPage, TeamPage } from '@/domain/content/types';

const roles: Record<number, [role: string, bio: string, photoText: string]> = {
  1: ['Présidente-directrice générale', 'Arrière-petite-fille d’Eli et de Ruth, elle a commencé à la caisse à quinze ans. Elle dirige l’entreprise depuis 2016 et travaille encore un samedi par mois en restaurant.', 'Portrait de la présidente-directrice générale'],
  2: ['Chef maître fumeur', 'Marcus forme chaque nouveau maître fumeur du réseau et a fumé plus de 200 000 poitrines de bœuf. Il n’obéit qu’au feu, et à personne avant son café.', 'Portrait du chef maître fumeur'],
  3: ['Vice-présidente, Culinaire', 'Dana crée nos accompagnements et nos spéciaux saisonniers, et teste chaque recette dans une vraie cuisine de restaurant avant qu’elle arrive au menu.', 'Portrait de la vice-présidente, Culinaire'],
  4: ['Vice-président, Développement des franchises', 'Franchisé pendant douze ans avant de se joindre au centre de soutien, Walt aide les nouveaux partenaires à trouver un site, à bâtir leur équipe et à bien démarrer.', 'Portrait du vice-président, Développement des franchises'],
  5: ['Directrice du traiteur', 'Rosa a organisé des événements allant du dîner de conseil d’administration de dix personnes au rassemblement d’avant-match de six mille. Son équipe répond à la ligne traiteur sept jours sur sept.', 'Portrait de la directrice du traiteur'],
  6: ['Directeur, Fondation Hometown', 'Samuel dirige la fondation qui finance des programmes scolaires et nourrit les premiers répondants dans les villes où nous sommes présents.', 'Portrait du directeur de la fondation'],
};

export const meetOurTeam: TeamPage = {
  heading: 'Notre équipe',
  intro: 'Maîtres fumeurs, cuisiniers, planificateurs et partenaires : les gens qui gardent le feu allumé.',
  members: enTeam.members.map((member) => {
    const [role, bio, photoText] = roles[member.id] ?? [member.role, member.bio, member.photo.alternativeText];
    return { ...member, role, bio, photo: alt(member.photo, photoText) };
  }),
};

export const workForUs: JobsPage = {
  heading: `Travailler chez ${BRAND.shortName}`,
  intro: 'Un bon barbecue demande de la patience, et bâtir une bonne équipe aussi. Nous misons sur les gens qui aiment nourrir les autres.',
  blocks: [
    { type: 'paragraph', text: 'Que vous cherchiez un premier emploi, un horaire flexible autour de vos études ou une carrière à la tête de votre propre restaurant, il y a une place pour vous au fumoir.' },
    { type: 'paragraph', text: 'La plupart de nos directeurs généraux ont commencé comme membres d’équipe. Nous enseignons le métier, de la préparation d’une poitrine de bœuf à la gestion d’un événement traiteur, et nous favorisons la promotion interne.' },
  ],
  benefitsTitle: 'Ce que nous offrons',
  benefits: [
    'Horaires flexibles et paie hebdomadaire',
    'Un repas gratuit à chaque quart',
    'Formation et certification de maître fumeur',
    'Aide aux études après six mois',
    'Assurances santé, dentaire et vision pour le personnel à temps plein',
    'Des congés payés qui augmentent avec l’ancienneté',
  ],
  openings: [
    { id: 1, title: 'Membre d’équipe', kind: 'Temps plein ou partiel', description: 'Accueillir les clients, monter les assiettes et garder la salle impeccable. Aucune expérience requise.' },
    { id: 2, title: 'Cuisinier au fumoir', kind: 'Temps plein', description: 'Entretenir les feux, parer et assaisonner les viandes, et apprendre à fumer la poitrine de bœuf à la manière des Whitlock.' },
    { id: 3, title: 'Chauffeur-livreur traiteur', kind: 'Temps partiel', description: 'Livrer et installer les commandes de traiteur avec le sourire. Un dossier de conduite sans tache est exigé.' },
    { id: 4, title: 'Chef d’équipe', kind: 'Temps plein', description: 'Diriger le plancher, encadrer l’équipe et s’assurer que chaque client repart satisfait.' },
    { id: 5, title: 'Directeur général', kind: 'Temps plein', description: 'Diriger un restaurant de vingt-cinq à quarante personnes, en assumer les résultats et développer son service de traiteur.' },
  ],
  apply: { label: 'Postuler', url: `${WORK_FOR_PATH}#apply` },
};

export const nutritional: NutritionPage = {
  heading: 'Valeurs nutritives',
  intro: 'Valeurs par portion telle que servie, sans sauce sauf indication contraire. Demandez à notre personnel l’information sur les allergènes.',
  columns: { item: 'Produit', serving: 'Portion', calories: 'Calories', fat: 'Lipides (g)', sodium: 'Sodium (mg)', carbs: 'Glucides (g)', protein: 'Protéines (g)' },
  rows: NUTRITION_FACTS.map((fact) => ({ ...fact.values, allergens: fact.allergens, id: fact.id, item: fact.fr, serving: fact.servingFr })),
  disclaimer: 'Les conseils nutritionnels généraux reposent sur 2 000 calories par jour, mais les besoins varient. Les recettes et les portions peuvent varier légèrement d’un restaurant à l’autre.',
};
