import { postalAddressParts } from './postal-address';
import type { StoreAddressParts } from './store-address';

const umeda: StoreAddressParts = {
  address: '1-9-20 Umeda, Kita-ku',
  city: 'Osaka',
  state: { label: '27', name: 'Osaka', slug: 'osaka' },
  zip: '5300001',
  local: { address: '北区梅田1-9-20', city: '大阪市' },
};
const pinheiros: StoreAddressParts = {
  address: 'Rua dos Pinheiros, 812',
  district: 'Pinheiros',
  city: 'São Paulo',
  state: { label: 'SP', name: 'São Paulo', slug: 'sao-paulo' },
  zip: '05422001',
};
const sanPedro: StoreAddressParts = {
  address: 'Av. José Vasconcelos 402',
  district: 'Residencial San Agustín',
  city: 'Monterrey',
  state: { label: 'NLE', name: 'Nuevo León', slug: 'nuevo-leon' },
  zip: '66260',
};
const dallas: StoreAddressParts = { address: '1901 Greenville Ave', city: 'Dallas', state: { label: 'TX', name: 'Texas', slug: 'texas' }, zip: '75206' };

describe('postalAddressParts', () => {
  it.each([
    ['a Japanese page in Japan', umeda, 'JP', 'ja', { street: '北区梅田1-9-20', city: '大阪市', region: '大阪府', postalCode: '530-0001' }],
    ['an English page in Japan', umeda, 'JP', 'en', { street: '1-9-20 Umeda, Kita-ku', city: 'Osaka', region: 'Osaka', postalCode: '530-0001' }],
    ['a Japanese store without local parts', { ...umeda, local: null }, 'JP', 'ja', { street: '1-9-20 Umeda, Kita-ku', city: 'Osaka', region: '大阪府', postalCode: '530-0001' }],
    ['Brazil', pinheiros, 'BR', 'pt', { street: 'Rua dos Pinheiros, 812 - Pinheiros', city: 'São Paulo', region: 'SP', postalCode: '05422-001' }],
    ['Mexico', sanPedro, 'MX', 'es', { street: 'Av. José Vasconcelos 402, Col. Residencial San Agustín', city: 'Monterrey', region: 'Nuevo León', postalCode: '66260' }],
    ['the US', dallas, 'US', 'en', { street: '1901 Greenville Ave', city: 'Dallas', region: 'TX', postalCode: '75206' }],
  ] as const)('on %s', (_where, address, country, language, parts) => {
    expect(postalAddressParts(address, country, language)).toEqual(parts);
  });
});
