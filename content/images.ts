/**
 * The pictures content refers to: file, size and English alternative text. Translations
 * reuse the file and size and give their own text with `alt()`. The files live in
 * public/images/content/ (owned by the storefront shell).
 */
import type { ContentImage } from '@/domain/content/types';

function picture(name: string, width: number, height: number, alternativeText: string): ContentImage {
  return { url: `/images/content/${name}`, width, height, alternativeText };
}

/** The same picture with alternative text in another language. */
export function alt(image: ContentImage, alternativeText: string): ContentImage {
  return { ...image, alternativeText };
}

export const IMAGES = {
  og: picture('og-default.svg', 1200, 630, 'Sliced hickory-smoked brisket on butcher paper'),
  ogCatering: picture('og-catering.svg', 1200, 630, 'A catering spread of smoked meats and sides'),
  ogBlog: picture('og-blog.svg', 1200, 630, 'A pitmaster checking the fire at dawn'),
  pit: picture('pit-brisket.svg', 960, 640, 'A pitmaster slicing brisket beside a brick pit'),
  familyPack: picture('pack-family.svg', 640, 480, 'A family pack with two meats, three sides and rolls'),
  feastPack: picture('pack-feast.svg', 640, 480, 'A feast pack with four meats, four sides and rolls'),
  ribsPack: picture('pack-ribs.svg', 640, 480, 'A rack of pork ribs with two sides'),
  twoMeatPlate: picture('plate-two-meat.svg', 640, 480, 'A two-meat plate with brisket, sausage and two sides'),
  threeMeatPlate: picture('plate-three-meat.svg', 640, 480, 'A three-meat plate with brisket, ribs and pulled pork'),
  kidsPlate: picture('plate-kids.svg', 640, 480, 'A kids plate with a small sandwich, a side and a drink'),
  social1: picture('social-1.svg', 480, 480, 'Guests sharing a tray of ribs on a patio'),
  social2: picture('social-2.svg', 480, 480, 'A stack of split hickory logs beside the smoker'),
  social3: picture('social-3.svg', 480, 480, 'Peach cobbler with a scoop of vanilla ice cream'),
  social4: picture('social-4.svg', 480, 480, 'A catering table set for an office lunch'),
  facebook: picture('icon-facebook.svg', 32, 32, 'Facebook'),
  instagram: picture('icon-instagram.svg', 32, 32, 'Instagram'),
  x: picture('icon-x.svg', 32, 32, 'X'),
  tiktok: picture('icon-tiktok.svg', 32, 32, 'TikTok'),
  youtube: picture('icon-youtube.svg', 32, 32, 'YouTube'),
  appStore: picture('badge-app-store.svg', 135, 40, 'Download on the App Store'),
  googlePlay: picture('badge-google-play.svg', 135, 40, 'Get it on Google Play'),
  teamCeo: picture('team-ceo.svg', 400, 400, 'Portrait of the chief executive'),
  teamPitmaster: picture('team-pitmaster.svg', 400, 400, 'Portrait of the chief pitmaster'),
  teamCulinary: picture('team-culinary.svg', 400, 400, 'Portrait of the head of culinary'),
  teamFranchise: picture('team-franchise.svg', 400, 400, 'Portrait of the head of franchise development'),
  teamCatering: picture('team-catering.svg', 400, 400, 'Portrait of the head of catering'),
  teamFoundation: picture('team-foundation.svg', 400, 400, 'Portrait of the foundation director'),
  dealKids: picture('deal-kids.svg', 640, 360, 'A child holding a kids plate with a smile'),
  dealLunch: picture('deal-lunch.svg', 640, 360, 'A sandwich, a side and a sweet tea'),
  dealFamily: picture('deal-family.svg', 640, 360, 'A family pack on a picnic table'),
  dealApp: picture('deal-app.svg', 640, 360, 'A phone showing the rewards app'),
  cateringBox: picture('catering-boxed.svg', 640, 480, 'Boxed lunches with sandwiches and sides'),
  cateringBuffet: picture('catering-buffet.svg', 640, 480, 'A hot buffet line with chafing dishes'),
  cateringFullService: picture('catering-full-service.svg', 640, 480, 'Staff serving guests at an outdoor event'),
  cateringPickup: picture('catering-pickup.svg', 640, 480, 'Catering pans packed for pickup'),
  blogFire: picture('blog-fire.svg', 960, 540, 'Hickory logs burning down to coals'),
  blogBrisket: picture('blog-brisket.svg', 960, 540, 'A brisket resting in butcher paper'),
  blogSides: picture('blog-sides.svg', 960, 540, 'Bowls of coleslaw, beans and mac and cheese'),
  blogCommunity: picture('blog-community.svg', 960, 540, 'Volunteers serving plates at a school fundraiser'),
} as const;
