/** Mexican Spanish: the footer (SPEC §1: footer titles have a Spanish variant). Everything else falls back to English. */
import { BRAND } from '../brand';
import { footer as enFooter } from '../en/footer';
import { translateFooter } from '../translate';
import type { LocaleContent } from '../types';

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

export const esMx: LocaleContent = { footer };
