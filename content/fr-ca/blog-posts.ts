import { blogPosts as enPosts } from '../en/blog-posts';
import { translatePosts } from '../translate';
import type { ContentBlock } from '@/domain/content/types';

const P = (text: string): ContentBlock => ({ type: 'paragraph', text });
const H = (text: string): ContentBlock => ({ type: 'heading', text });

export const blogPosts = translatePosts(enPosts, {
  'why-we-still-burn-hickory': { title: 'Pourquoi nous brûlons encore du hickory', excerpt: 'Le gaz serait plus simple. Voici pourquoi chacun de nos fumoirs fonctionne encore aux bûches de hickory.', imageText: 'Des bûches de hickory qui se consument en braises', body: [
    P('Chaque matin avant l’aube, quelqu’un dans chacun de nos restaurants fend du hickory et allume le fumoir. Il serait plus simple d’appuyer sur un bouton, mais le goût ne serait pas le même.'),
    H('Une chaleur stable, une fumée douce'),
    P('Le hickory brûle chaud et longtemps, et sa fumée est intense sans devenir amère. Il donne à la poitrine de bœuf une croûte profonde et au porc une douceur qu’aucun autre bois n’égale vraiment.'),
    P('Nous achetons notre bois auprès de scieries familiales de chaque région et le faisons sécher au moins six mois pour qu’il brûle proprement.'),
  ] },
  'how-to-reheat-brisket': { title: 'Comment réchauffer la poitrine de bœuf sans l’assécher', excerpt: 'Les restes de poitrine de bœuf peuvent être aussi bons le lendemain. Feu doux, un peu de bouillon et de la patience.', imageText: 'Une poitrine de bœuf qui repose dans du papier de boucher', body: [
    P('Enveloppez bien les tranches dans du papier d’aluminium avec deux cuillères à soupe de bouillon de bœuf ou le jus du contenant.'),
    { type: 'list', items: ['Préchauffez le four à 135 °C (275 °F).', 'Réchauffez la papillote de 20 à 30 minutes, jusqu’à ce que le centre soit chaud.', 'Laissez reposer cinq minutes avant d’ouvrir.'] },
    P('Évitez le micro-ondes si possible. Sinon, utilisez la puissance moyenne et couvrez l’assiette d’un essuie-tout humide.'),
  ] },
  'kids-eat-free-sundays': { title: 'Les enfants mangent gratuitement le dimanche, depuis 1978', excerpt: 'Mon grand-père a lancé l’idée pour remplir une salle tranquille le dimanche. Quarante-sept ans plus tard, c’est encore notre journée préférée.', imageText: 'Un enfant souriant tient une assiette enfant', body: [
    P('En 1978, les dimanches étaient tranquilles. Tom Whitlock a posé une affiche écrite à la main dans la vitrine : les enfants mangent gratuitement avec un adulte. Dès l’été, le dimanche était devenu la journée la plus occupée de la semaine.'),
    P('Nous le faisons encore dans tous nos restaurants : une assiette enfant gratuite par assiette adulte, chaque dimanche, en salle ou pour emporter.'),
    { type: 'quote', text: 'Une famille qui mange ensemble revient ensemble.', cite: 'Tom Whitlock' },
  ] },
  'catering-math-how-much-per-guest': { title: 'Le calcul du traiteur : combien de barbecue par invité?', excerpt: 'Un tiers de livre de viande par adulte, c’est notre point de départ. Voici comment l’ajuster à vos invités.', imageText: 'Une ligne de buffet chaud avec des réchauds', body: [
    P('Prévoir à manger pour une foule, c’est en partie une science et en partie connaître ses invités. Commencez par un tiers de livre de viande et deux accompagnements par adulte.'),
    { type: 'list', items: ['Le midi, les invités mangent environ 20 % de moins que le soir.', 'Prévoyez un peu plus quand le barbecue est le seul repas servi.', 'Comptez les enfants de moins de dix ans comme une demi-portion.'] },
    P('Vous hésitez? Demandez une soumission, et votre planificateur local établira les quantités avec vous.'),
  ] },
  'meet-the-pitmaster-marcus-bell': { title: 'Rencontre avec le maître fumeur Marcus Bell', excerpt: 'Deux cent mille poitrines de bœuf plus tard, notre chef maître fumeur goûte encore chaque lot de sauce.', imageText: 'Un maître fumeur tranche une poitrine de bœuf près d’un fumoir en brique', body: [
    P('Marcus Bell a commencé comme plongeur à Longview en 1996. Un an plus tard, il s’occupait du fumoir la nuit, et en 2005, il formait les maîtres fumeurs partout au Texas.'),
    P('Aujourd’hui, il visite un restaurant différent chaque semaine. Selon lui, le secret n’en est pas un : du bon bois, de la patience et une équipe qui a le cœur à l’ouvrage.'),
  ] },
  'holiday-turkey-pre-orders': { title: 'Les précommandes de dindes des Fêtes sont ouvertes', excerpt: 'Dindes fumées entières, jambons tranchés en spirale et accompagnements des Fêtes, prêts à ramasser le jour de votre choix.', imageText: 'Des plats de traiteur emballés pour le ramassage', body: [
    P('De la mi-septembre à la mi-janvier, vous pouvez précommander des dindes fumées entières, des jambons tranchés en spirale et des tartes aux pacanes entières à ramasser à votre restaurant.'),
    P('Chaque dinde est fumée au hickory pendant huit heures et accompagnée d’instructions pour la réchauffer. Commandez tôt : les journées de ramassage les plus populaires se remplissent vite.'),
  ] },
  'one-million-meals': { title: 'Un million de repas pour les premiers répondants', excerpt: 'Depuis 2008, la Fondation Hometown et nos clients ont servi un million de repas aux gens qui veillent sur nos villes.', imageText: 'Des bénévoles servent des assiettes lors d’une collecte de fonds scolaire', body: [
    P('Quand la Fondation Hometown a vu le jour en 2008, notre objectif était simple : nourrir les pompiers, les infirmières et les policiers des villes où nous cuisinons.'),
    P('Ce mois-ci, nous avons dépassé le million de repas. Merci à chaque client qui a arrondi son addition à la caisse et à chaque franchisé qui a allumé un fumoir de plus.'),
  ] },
  'the-perfect-plate-sides-guide': { title: 'L’assiette parfaite : le guide de nos accompagnements', excerpt: 'Crémeux, croquant, fumé, sucré : comment marier deux accompagnements aux viandes que vous aimez.', imageText: 'Des bols de salade de chou, de fèves et de macaroni au fromage', body: [
    P('Une bonne assiette équilibre la richesse avec un peu de fraîcheur. Voici les combinaisons que nos équipes commandent pendant leurs pauses.'),
    { type: 'list', items: ['Poitrine de bœuf avec salade de chou et haricots verts.', 'Porc effiloché avec macaroni au fromage et fèves au lard.', 'Dinde avec salade de pommes de terre et gombos frits.'] },
  ] },
  'thirty-years-of-franchising': { title: 'Trente ans de franchisage', excerpt: 'En 1994, une famille de Shreveport a demandé si elle pouvait ouvrir un Whitlock’s. Trente ans plus tard, elle l’exploite toujours.', imageText: 'Un maître fumeur tranche une poitrine de bœuf près d’un fumoir en brique', body: [
    P('Le franchisage ne faisait pas partie du plan. Mais quand la famille Delacroix a fait la route de Shreveport à Tyler trois fins de semaine de suite, les Whitlock ont écouté.'),
    P('Leur restaurant a ouvert en 1994 avec un fumoir construit par le même maçon qui avait rebâti le nôtre. Aujourd’hui, plus de 650 restaurants suivent le même chemin.'),
  ] },
  'what-is-bark': { title: 'Qu’est-ce que la croûte, et pourquoi est-elle importante?', excerpt: 'Cette croûte foncée et poivrée sur une poitrine de bœuf, c’est là que se cache une bonne partie de la saveur. Voici comment elle se forme.', imageText: 'Une poitrine de bœuf qui repose dans du papier de boucher', body: [
    P('La croûte se forme lorsque l’assaisonnement, le gras et la fumée se rencontrent à la surface de la viande pendant de longues heures. L’humidité s’évapore, les sucres et les protéines brunissent, et la fumée s’incruste.'),
    P('Sur la poitrine de bœuf, nous n’utilisons que du gros sel et du poivre noir, pour que la croûte goûte le bœuf et le hickory, pas le pot d’épices.'),
  ] },
  'we-are-hiring-pit-cooks': { title: 'Nous embauchons des cuisiniers au fumoir', excerpt: 'Aucune expérience requise, seulement un réveil matinal et l’amour de la bonne bouffe. Nous vous apprendrons le reste.', imageText: 'Des bûches de hickory qui se consument en braises', body: [
    P('Nos cuisiniers au fumoir sont le cœur de chaque restaurant. Ils allument les feux, parent les poitrines de bœuf et décident quand chacune est prête.'),
    P('Postulez en ligne sur notre page Carrières. Chaque nouveau cuisinier est formé par un maître fumeur certifié avant de s’occuper seul d’un fumoir.'),
  ] },
  'reading-a-recipe-card': { title: 'Déchiffrer une vieille fiche de recette', excerpt: 'Ruth Whitlock a écrit sa recette de sauce au crayon en 1956. Certaines de ses notes nous intriguent encore.', imageText: 'Des bols de salade de chou, de fèves et de macaroni au fromage', body: [
    P('La fiche est encadrée à Tyler. On y lit tomate, vinaigre, cassonade, poivre noir et « une bonne pincée » d’un ingrédient dont nous débattons encore.'),
    P('Un client nous a un jour envoyé une note qui disait seulement <script>alert(1)</script>. Nous l’avons encadrée, elle aussi : sur ce site, le texte s’affiche exactement tel qu’il est écrit et n’est jamais exécuté comme du code.'),
  ] },
});
