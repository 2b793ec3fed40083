/** Mexican Spanish: the footer and the main menu (footer titles have a Spanish variant). Everything else falls back to English. */
import { BRAND } from '../brand';
import { footer as enFooter } from '../en/footer';
import { navigation as enNavigation } from '../en/navigation';
import { translateFooter, translateNavigation } from '../translate';
import type { LocaleContent } from '@/domain/content/types';

const footer = translateFooter(enFooter, {
  words: {
    Menu: 'Menú',
    Catering: 'Banquetes',
    Company: 'Empresa',
    'Rewards & Gifts': 'Recompensas y regalos',
    Contact: 'Contacto',
    'Our Family of Brands': 'Nuestra familia de marcas',
    'Menu At A Glance': 'Menú de un vistazo',
    'Order Now': 'Ordena ahora',
    'Nutritional Information': 'Información nutricional',
    'Current Deals': 'Promociones',
    'Barbecue At Home': 'Barbacoa en casa',
    'Our Story': 'Nuestra historia',
    'Meet Our Team': 'Nuestro equipo',
    Careers: 'Empleos',
    'Franchise Info': 'Franquicias',
    'General Feedback': 'Comentarios',
    [`Talk to ${BRAND.shortName}`]: `Habla con ${BRAND.shortName}`,
    Press: 'Prensa',
    'Press Releases': 'Comunicados de prensa',
    'Guest Relations': 'Atención a clientes',
    'Terms and Conditions': 'Términos y condiciones',
    'Privacy Policy': 'Aviso de privacidad',
    'Cookie Policy': 'Política de cookies',
    Sitemap: 'Mapa del sitio',
  },
  footerCopyright: `© [year] ${BRAND.name}. Todos los derechos reservados.`,
  socialTitle: 'Síguenos',
});

const navigation = translateNavigation(enNavigation, {
  'Menu At A Glance': 'Menú de un vistazo',
  Catering: 'Catering',
  'Catering Services': 'Servicios de catering',
  'Catering FAQ': 'Preguntas frecuentes',
  'Holiday Meals': 'Comidas de temporada',
  'Order Catering': 'Pedir catering',
  Locations: 'Restaurantes',
  'Find a Location': 'Encuentra un restaurante',
  'Order Now': 'Ordena ahora',
  'Current Deals': 'Promociones',
  'Holiday Pre-Orders': 'Pedidos anticipados de temporada',
  'Our Story': 'Nuestra historia',
});

export const esMx: LocaleContent = { footer, navigation };
