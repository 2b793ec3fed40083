/** Brazilian Portuguese: the footer (SPEC §1: footer titles have a Portuguese variant). Everything else falls back to English. */
import { BRAND } from '../brand';
import { footer as enFooter } from '../en/footer';
import { translateFooter } from '../translate';
import type { LocaleContent } from '../types';

const footer = translateFooter(enFooter, {
  words: {
    Menu: 'Cardápio',
    Catering: 'Catering',
    Company: 'Empresa',
    'Rewards & Gifts': 'Recompensas e presentes',
    Contact: 'Contato',
    'Our Family of Brands': 'Nossa família de marcas',
    'Menu At A Glance': 'Cardápio resumido',
    'Order Now': 'Peça agora',
    'Nutritional Information': 'Informação nutricional',
    'Current Deals': 'Promoções',
    'Barbecue At Home': 'Churrasco em casa',
    'Our Story': 'Nossa história',
    'Meet Our Team': 'Nossa equipe',
    Careers: 'Trabalhe conosco',
    'Franchise Info': 'Franquias',
    'General Feedback': 'Comentários',
    Press: 'Imprensa',
    'Press Releases': 'Comunicados à imprensa',
    'Guest Relations': 'Atendimento ao cliente',
    'Terms and Conditions': 'Termos e condições',
    'Privacy Policy': 'Política de privacidade',
    'Cookie Policy': 'Política de cookies',
    Sitemap: 'Mapa do site',
  },
  footerCopyright: `© [year] ${BRAND.name}. Todos os direitos reservados.`,
  socialTitle: 'Siga-nos',
});

export const ptBr: LocaleContent = { footer };
