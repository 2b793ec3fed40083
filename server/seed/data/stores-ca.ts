/**
 * The chain's Canadian restaurants. Prices are in CAD; tax rates come from the city
 * (HST in Ontario, GST + QST in Québec, GST in Alberta, GST + PST in British Columbia).
 */
import type { StoreSeed } from '../types';

type CaFields = Omit<StoreSeed, 'country'>;
const ca = (fields: CaFields): StoreSeed => ({ country: 'CA', ...fields });

export const CA_STORES: readonly StoreSeed[] = [
  ca({ slug: 'toronto-queen-west', state: 'ON', city: 'Toronto', title: 'Queen West', subtitle: 'Dine-in · Patio',
    address: '688 Queen St W', zip: 'M6J 1E6', latitude: 43.6468, longitude: -79.4072, phone: '(416) 555-0151', hours: 'late-weekend', art: 'urban' }),
  ca({ slug: 'toronto-yonge-eglinton', state: 'ON', city: 'Toronto', title: 'Yonge & Eglinton',
    address: '2300 Yonge St', zip: 'M4P 1E4', latitude: 43.7066, longitude: -79.3985, phone: '(416) 555-0152', hours: 'standard', art: 'mall' }),
  ca({ slug: 'ottawa-byward-market', state: 'ON', city: 'Ottawa', title: 'ByWard Market',
    address: '55 York St', zip: 'K1N 5T1', latitude: 45.4275, longitude: -75.6921, phone: '(613) 555-0153', hours: 'standard', art: 'urban' }),
  ca({ slug: 'montreal-plateau', state: 'QC', city: 'Montréal', title: 'Plateau-Mont-Royal', subtitle: 'Salle à manger · Terrasse',
    address: '4120 boul. Saint-Laurent', zip: 'H2W 1Y8', latitude: 45.5175, longitude: -73.5817, phone: '(514) 555-0154', hours: 'late-weekend', art: 'urban' }),
  ca({ slug: 'quebec-sainte-foy', state: 'QC', city: 'Québec', title: 'Sainte-Foy',
    address: '2450 boul. Laurier', zip: 'G1V 2L1', latitude: 46.7712, longitude: -71.2866, phone: '(418) 555-0155', hours: 'closed-monday', art: 'mall',
    unavailable: ['fried-okra'] }),
  ca({ slug: 'calgary-beltline', state: 'AB', city: 'Calgary', title: 'Beltline', subtitle: 'Dine-in · Catering',
    address: '1122 17 Ave SW', zip: 'T2T 0B4', latitude: 51.0379, longitude: -114.0869, phone: '(403) 555-0156', hours: 'standard', art: 'roadhouse' }),
  ca({ slug: 'edmonton-whyte-avenue', state: 'AB', city: 'Edmonton', title: 'Whyte Avenue',
    address: '10360 82 Ave NW', zip: 'T6E 1Z9', latitude: 53.5181, longitude: -113.4963, phone: '(780) 555-0157', hours: 'short-sunday', art: 'urban' }),
  ca({ slug: 'vancouver-mount-pleasant', state: 'BC', city: 'Vancouver', title: 'Mount Pleasant', subtitle: 'Dine-in · Patio',
    address: '2515 Main St', zip: 'V5T 3E5', latitude: 49.2628, longitude: -123.1008, phone: '(604) 555-0158', hours: 'standard', art: 'urban', priceAdjust: '1.04' }),
  ca({ slug: 'surrey-guildford', state: 'BC', city: 'Surrey', title: 'Guildford', subtitle: 'Drive-thru',
    address: '10355 152 St', zip: 'V3R 7C1', latitude: 49.1906, longitude: -122.8024, phone: '(604) 555-0159', hours: 'standard', art: 'drive-thru' }),
];
