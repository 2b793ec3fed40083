import { cityName, postalCodeText, regionShortName, storeAddressLines, storeAddressText, storeCityName, storeTitle, type StoreAddressParts } from './store-address';

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
const vancouver: StoreAddressParts = {
  address: '2515 Main St',
  city: 'Vancouver',
  state: { label: 'BC', name: 'British Columbia', slug: 'british-columbia' },
  zip: 'V5T 3E1',
};
const dallas: StoreAddressParts = {
  address: '1901 Greenville Ave',
  city: 'Dallas',
  state: { label: 'TX', name: 'Texas', slug: 'texas' },
  zip: '75206',
};

const marina: StoreAddressParts = {
  address: 'Marina Walk, Shop 14',
  city: 'Dubai',
  state: { label: 'DU', name: 'Dubai', slug: 'dubai' },
  zip: '00000',
};
const zamalek: StoreAddressParts = {
  address: '18 Brazil St, Zamalek',
  city: 'Cairo',
  state: { label: 'C', name: 'Cairo', slug: 'cairo' },
  zip: '11211',
};
const legazpi: StoreAddressParts = {
  address: '128 Dela Rosa St, Legazpi Village',
  city: 'Makati',
  state: { label: 'NCR', name: 'Metro Manila', slug: 'metro-manila' },
  zip: '1229',
};

describe('postalCodeText', () => {
  it.each([
    ['BR', '01310100', '01310-100'],
    ['BR', '01310-100', '01310-100'],
    ['BR', '0131', '0131'],
    ['JP', '5300001', '530-0001'],
    ['JP', '530-0001', '530-0001'],
    ['MX', '66260', '66260'],
    ['CA', ' V5T 3E1 ', 'V5T 3E1'],
    ['US', '75206', '75206'],
  ] as const)('%s %s -> %s', (country, zip, expected) => {
    expect(postalCodeText(country, zip)).toBe(expected);
  });
});

describe('storeAddressLines', () => {
  it.each([
    ['JP in Japanese', umeda, 'JP', 'ja', ['〒530-0001', '大阪府大阪市北区梅田1-9-20']],
    ['JP in Japanese without a local street', { ...umeda, local: null }, 'JP', 'ja', ['〒530-0001', '大阪府Osaka 1-9-20 Umeda, Kita-ku']],
    ['JP in English', umeda, 'JP', 'en', ['1-9-20 Umeda, Kita-ku', 'Osaka, Osaka 530-0001']],
    ['BR', pinheiros, 'BR', 'pt', ['Rua dos Pinheiros, 812 - Pinheiros', 'São Paulo - SP', '05422-001']],
    ['BR without a bairro', { ...pinheiros, district: null }, 'BR', 'en', ['Rua dos Pinheiros, 812', 'São Paulo - SP', '05422-001']],
    ['MX', sanPedro, 'MX', 'es', ['Av. José Vasconcelos 402', 'Col. Residencial San Agustín', 'C.P. 66260 Monterrey, Nuevo León']],
    ['MX without a colonia', { ...sanPedro, district: undefined }, 'MX', 'en', ['Av. José Vasconcelos 402', 'C.P. 66260 Monterrey, Nuevo León']],
    ['CA in French', vancouver, 'CA', 'fr', ['2515 Main St', 'Vancouver, BC V5T 3E1']],
    ['US', dallas, 'US', 'en', ['1901 Greenville Ave', 'Dallas, TX 75206']],
    ['AE, without postal codes', marina, 'AE', 'en', ['Marina Walk, Shop 14', 'Dubai']],
    ['EG', zamalek, 'EG', 'en', ['18 Brazil St, Zamalek', 'Cairo 11211']],
    ['PH', legazpi, 'PH', 'en', ['128 Dela Rosa St, Legazpi Village', '1229 Makati']],
  ] as const)('%s', (_case, address, country, language, expected) => {
    expect(storeAddressLines(address, country, language)).toEqual(expected);
  });
});

describe('storeAddressText', () => {
  it.each([
    [umeda, 'JP', 'ja', '〒530-0001 大阪府大阪市北区梅田1-9-20'],
    [dallas, 'US', 'en', '1901 Greenville Ave, Dallas, TX 75206'],
    [pinheiros, 'BR', 'pt', 'Rua dos Pinheiros, 812 - Pinheiros, São Paulo - SP, 05422-001'],
  ] as const)('%# %s', (address, country, language, expected) => {
    expect(storeAddressText(address, country, language)).toBe(expected);
  });
});

describe('regionShortName', () => {
  it.each([
    [umeda.state, 'JP', 'ja', '大阪府'],
    [umeda.state, 'JP', 'en', 'Osaka'],
    [vancouver.state, 'CA', 'fr', 'BC'],
    [pinheiros.state, 'BR', 'pt', 'SP'],
  ] as const)('%# %s %s', (state, country, language, expected) => {
    expect(regionShortName(state, country, language)).toBe(expected);
  });
});

describe('storeCityName', () => {
  it.each([
    [umeda, 'JP', 'ja', '大阪市'],
    [umeda, 'JP', 'en', 'Osaka'],
    [{ ...umeda, local: null }, 'JP', 'ja', 'Osaka'],
    [dallas, 'US', 'en', 'Dallas'],
  ] as const)('%# %s %s', (address, country, language, expected) => {
    expect(storeCityName(address, country, language)).toBe(expected);
  });
});

describe('cityName', () => {
  it.each([
    [{ name: 'Osaka', localName: '大阪市' }, 'JP', 'ja', '大阪市'],
    [{ name: 'Osaka', localName: '大阪市' }, 'JP', 'en', 'Osaka'],
    [{ name: 'Osaka', localName: null }, 'JP', 'ja', 'Osaka'],
    [{ name: 'Dallas' }, 'US', 'en', 'Dallas'],
  ] as const)('%# %s %s', (city, country, language, expected) => {
    expect(cityName(city, country, language)).toBe(expected);
  });
});

describe('storeTitle', () => {
  it.each([
    [{ title: 'Umeda', localTitle: '梅田' }, 'JP', 'ja', '梅田'],
    [{ title: 'Umeda', localTitle: '梅田' }, 'JP', 'en', 'Umeda'],
    [{ title: 'Umeda', localTitle: null }, 'JP', 'ja', 'Umeda'],
    [{ title: 'Umeda' }, 'JP', 'ja', 'Umeda'],
    [{ title: 'Mount Pleasant', localTitle: 'Mont-Agréable' }, 'CA', 'fr', 'Mont-Agréable'],
    [{ title: 'Lower Greenville', localTitle: 'X' }, 'US', 'en', 'Lower Greenville'],
  ] as const)('%# %s', (store, country, language, expected) => {
    expect(storeTitle(store, country, language)).toBe(expected);
  });
});
