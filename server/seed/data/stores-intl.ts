/**
 * Restaurants outside North America, each listing its delivery partners. Partner links point
 * at a neutral placeholder domain. Whether a store takes online orders follows its country
 * (domain/markets.ts): in Japan Umeda does and Shibuya does not yet; in Mexico San Pedro does.
 */
import type { DeliveryPartner } from '@/server/db/schema';
import type { StoreSeed } from '../types';

const partner = (name: string, store: string): DeliveryPartner => ({
  name,
  url: `https://partners.example/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}/whitlocks-${store}`,
});

export const INTL_STORES: readonly StoreSeed[] = [
  { country: 'BR', slug: 'sao-paulo-pinheiros', state: 'SP', city: 'São Paulo', title: 'Pinheiros',
    address: 'Rua dos Pinheiros, 812', district: 'Pinheiros', zip: '05422-001', latitude: -23.5665, longitude: -46.6893, phone: '+55 11 5555-0161',
    hours: 'late-night', art: 'urban', deliveryPartners: [partner('iFood', 'pinheiros'), partner('Rappi', 'pinheiros')] },
  { country: 'JP', slug: 'tokyo-shibuya', state: '13', city: 'Shibuya', title: 'Shibuya', subtitle: '渋谷店', localTitle: '渋谷',
    address: '2-14-8 Dogenzaka, Shibuya-ku', localAddress: '道玄坂2-14-8', localCity: '渋谷区', zip: '150-0043', latitude: 35.6585, longitude: 139.6982, phone: '+81 3-5555-0162',
    hours: 'mall', art: 'urban', deliveryPartners: [partner('Demae-can', 'shibuya'), partner('Uber Eats', 'shibuya')], onlineOrdering: false },
  { country: 'JP', slug: 'osaka-umeda', state: '27', city: 'Osaka', title: 'Umeda', subtitle: '梅田店', localTitle: '梅田',
    address: '1-9-20 Umeda, Kita-ku', localAddress: '北区梅田1-9-20', localCity: '大阪市', zip: '530-0001', latitude: 34.7025, longitude: 135.4959, phone: '+81 6-5555-0163',
    hours: 'mall', art: 'mall', deliveryPartners: [partner('Uber Eats', 'umeda'), partner('Wolt', 'umeda')] },
  { country: 'MX', slug: 'monterrey-san-pedro', state: 'NLE', city: 'Monterrey', title: 'San Pedro Garza García',
    address: 'Av. José Vasconcelos 402', district: 'Residencial San Agustín', zip: '66260', latitude: 25.6539, longitude: -100.3624, phone: '+52 81 5555 0164',
    hours: 'late-night', art: 'roadhouse', deliveryPartners: [partner('Rappi', 'san-pedro'), partner('DiDi Food', 'san-pedro'), partner('Uber Eats', 'san-pedro')] },
  { country: 'AE', slug: 'dubai-marina', state: 'DU', city: 'Dubai', title: 'Dubai Marina', subtitle: 'Marina Walk',
    address: 'Marina Walk, Shop 14', zip: '00000', latitude: 25.0771, longitude: 55.1396, phone: '+971 4 555 0165',
    hours: 'late-night', art: 'mall', deliveryPartners: [partner('Talabat', 'dubai-marina'), partner('Deliveroo', 'dubai-marina')] },
  { country: 'AE', slug: 'abu-dhabi-yas', state: 'AZ', city: 'Abu Dhabi', title: 'Yas Island',
    address: 'Yas Mall, Level 1', zip: '00000', latitude: 24.4886, longitude: 54.6076, phone: '+971 2 555 0166',
    hours: 'mall', art: 'mall', deliveryPartners: [partner('Talabat', 'yas'), partner('Noon Food', 'yas')] },
  { country: 'EG', slug: 'cairo-zamalek', state: 'C', city: 'Cairo', title: 'Zamalek',
    address: '18 Brazil St, Zamalek', zip: '11211', latitude: 30.0609, longitude: 31.2197, phone: '+20 2 5555 0167',
    hours: 'late-night', art: 'urban', deliveryPartners: [partner('Talabat', 'zamalek'), partner('Elmenus', 'zamalek')] },
  { country: 'PK', slug: 'lahore-gulberg', state: 'PB', city: 'Lahore', title: 'Gulberg',
    address: '64 Main Boulevard, Gulberg III', zip: '54660', latitude: 31.5161, longitude: 74.3487, phone: '+92 42 5555 0168',
    hours: 'friday-evening', art: 'roadhouse', deliveryPartners: [partner('foodpanda', 'gulberg')] },
  { country: 'PH', slug: 'makati-legazpi', state: 'NCR', city: 'Makati', title: 'Legazpi Village',
    address: '118 Salcedo St, Legazpi Village', zip: '1229', latitude: 14.5547, longitude: 121.0186, phone: '+63 2 5555 0169',
    hours: 'mall', art: 'strip-center', deliveryPartners: [partner('foodpanda', 'legazpi'), partner('GrabFood', 'legazpi')] },
];
