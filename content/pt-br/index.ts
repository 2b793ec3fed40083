/** Brazilian Portuguese: the footer and the main menu (footer titles have a Portuguese variant). Everything else falls back to English. */
import { BRAND } from '../brand';
import { footer as enFooter } from '../en/footer';
import { navigation as enNavigation } from '../en/navigation';
import { translateFooter, translateNavigation } from '../translate';
import type { LocaleContent } from '@/domain/content/types';

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
    [`Talk to ${BRAND.shortName}`]: `Fale com o ${BRAND.shortName}`,
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

const navigation = translateNavigation(enNavigation, {
  'Menu At A Glance': 'Cardápio resumido',
  Catering: 'Catering',
  'Catering Services': 'Serviços de catering',
  'Catering FAQ': 'Perguntas frequentes',
  'Holiday Meals': 'Refeições de fim de ano',
  'Order Catering': 'Pedir catering',
  Locations: 'Restaurantes',
  'Find a Location': 'Encontre um restaurante',
  'Order Now': 'Peça agora',
  'Current Deals': 'Promoções',
  'Holiday Pre-Orders': 'Encomendas de fim de ano',
  'Our Story': 'Nossa história',
});

export const ptBr: LocaleContent = { footer, navigation };
