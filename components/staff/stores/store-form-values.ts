/**
 * The store form's values (text as typed, boxes ticked) and their way to and from the API's
 * store: numbers are read from the typed text (a decimal comma too), an empty lead time is the
 * handoff's standard one. The form's checks are the store rules of domain/stores, so the form
 * refuses what the API refuses, with the same texts.
 */
import { HANDOFF_IDS, type HandoffId } from '@/domain/ordering/handoffs';
import { storeErrorCode } from '@/domain/stores/messages';
import {
  SOCIAL_NETWORKS,
  STORE_LIMITS,
  storeDetailsProblems,
  storeOrderingProblems,
  type SocialNetworkName,
  type StoreDetails,
  type StoreOrdering,
  type StoreProblem,
} from '@/domain/stores/store-fields';
import type { CountryCode } from '@/domain/markets';
import type { StaffStore, StaffStoreChoices, StaffStorePlace } from '@/lib/api/staff-stores';
import type { Rules } from '@/lib/form/checks';
import { phoneCheck } from '@/lib/validation/phone-field';
import type { Translate } from '@/lib/i18n';

export type StoreFormValues = {
  title: string;
  slug: string;
  address: string;
  city: string;
  localTitle: string;
  localAddress: string;
  localCity: string;
  district: string;
  stateId: string;
  zip: string;
  latitude: string;
  longitude: string;
  timeZone: string;
  phone: string;
  taxPercent: string;
  links: Record<SocialNetworkName, string>;
  partners: { name: string; url: string }[];
  menuIds: string[];
  onlineOrdering: boolean;
  offered: string[];
  lead: Record<string, string>;
  deliveryRadiusKm: string;
  cateringRadiusKm: string;
  slotCapacity: string;
  makeCapacityMinutes: string;
  hoursFrom: string;
};

const emptyLinks = (): Record<SocialNetworkName, string> => Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, ''])) as Record<SocialNetworkName, string>;

export function newStoreValues(choices: StaffStoreChoices): StoreFormValues {
  return {
    title: '',
    slug: '',
    address: '',
    city: '',
    localTitle: '',
    localAddress: '',
    localCity: '',
    district: '',
    stateId: '',
    zip: '',
    latitude: '',
    longitude: '',
    timeZone: '',
    phone: '',
    taxPercent: '',
    links: emptyLinks(),
    partners: [],
    menuIds: choices.menus.map((menu) => String(menu.id)),
    onlineOrdering: true,
    offered: ['2', '3'],
    lead: Object.fromEntries(HANDOFF_IDS.map((id) => [String(id), ''])),
    deliveryRadiusKm: '10',
    cateringRadiusKm: '25',
    slotCapacity: '4',
    makeCapacityMinutes: '90',
    hoursFrom: '',
  };
}

export function storeValues(store: StaffStore): StoreFormValues {
  const links = emptyLinks();
  for (const link of store.socialNetworks) links[link.network] = link.url;
  return {
    title: store.title,
    slug: store.slug,
    address: store.address,
    city: store.city,
    localTitle: store.localTitle ?? '',
    localAddress: store.localAddress ?? '',
    localCity: store.localCity ?? '',
    district: store.district ?? '',
    stateId: String(store.stateId),
    zip: store.zip,
    latitude: String(store.latitude),
    longitude: String(store.longitude),
    timeZone: store.timeZone,
    phone: store.phone,
    taxPercent: store.taxPercent,
    links,
    partners: store.deliveryPartners.map((partner) => ({ ...partner })),
    menuIds: store.menuIds.map(String),
    onlineOrdering: store.onlineOrdering,
    offered: store.handoffs.filter((handoff) => handoff.offered).map((handoff) => String(handoff.handoffId)),
    lead: Object.fromEntries(HANDOFF_IDS.map((id) => [String(id), String(store.handoffs.find((handoff) => handoff.handoffId === id)?.leadMinutes ?? '')])),
    deliveryRadiusKm: String(store.deliveryRadiusKm),
    cateringRadiusKm: String(store.cateringRadiusKm),
    slotCapacity: String(store.slotCapacity),
    makeCapacityMinutes: String(store.makeCapacityMinutes ?? 90),
    hoursFrom: '',
  };
}

/** A typed number: '32.78', '-96,78'; NaN when it is none. */
function numberOf(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return /^-?\d+(?:\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export function detailsOf(values: StoreFormValues): StoreDetails {
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    localTitle: values.localTitle.trim(),
    localAddress: values.localAddress.trim(),
    localCity: values.localCity.trim(),
    district: values.district.trim(),
    stateId: Number(values.stateId) || 0,
    zip: values.zip.trim(),
    latitude: numberOf(values.latitude),
    longitude: numberOf(values.longitude),
    timeZone: values.timeZone.trim(),
    phone: values.phone.trim(),
    taxPercent: values.taxPercent.trim().replace(',', '.'),
    socialNetworks: SOCIAL_NETWORKS.filter((network) => values.links[network].trim() !== '').map((network) => ({ network, url: values.links[network].trim() })),
    deliveryPartners: values.partners.filter((partner) => partner.name.trim() !== '' || partner.url.trim() !== '').map((partner) => ({ name: partner.name.trim(), url: partner.url.trim() })),
    menuIds: values.menuIds.map(Number),
  };
}

export function orderingOf(values: StoreFormValues): StoreOrdering {
  return {
    onlineOrdering: values.onlineOrdering,
    handoffs: HANDOFF_IDS.map((handoffId: HandoffId) => {
      const lead = values.lead[String(handoffId)]?.trim() ?? '';
      return { handoffId, offered: values.offered.includes(String(handoffId)), leadMinutes: lead === '' ? null : numberOf(lead) };
    }),
    deliveryRadiusKm: numberOf(values.deliveryRadiusKm),
    cateringRadiusKm: numberOf(values.cateringRadiusKm),
    slotCapacity: numberOf(values.slotCapacity),
    makeCapacityMinutes: numberOf(values.makeCapacityMinutes),
  };
}

export type FormPart = 'details' | 'ordering';

/** The form's checks: each field shows its first problem from the store rules, in the console's language. */
export function storeRules(t: Translate, parts: readonly FormPart[], choices: StaffStoreChoices): Rules<StoreFormValues> {
  // The phone check is fetched when the form first builds its rules (lib/validation/phone-field.ts).
  const isPhone = phoneCheck();
  const problemsOf = (values: StoreFormValues): StoreProblem[] => {
    const country = (choices.states.find((state) => String(state.id) === values.stateId)?.countryCode ?? null) as CountryCode | null;
    return [...(parts.includes('details') ? storeDetailsProblems(detailsOf(values), country, isPhone) : []), ...(parts.includes('ordering') ? storeOrderingProblems(orderingOf(values)) : [])];
  };
  const textOf = (problem: StoreProblem) => t.dynamic(`staffStores.error.${storeErrorCode(problem.name)}`, problem.name);
  const check = (match: (field: string) => boolean) => (_value: unknown, values: StoreFormValues) => {
    const problem = problemsOf(values).find((candidate) => match(candidate.field));
    return problem ? textOf(problem) : undefined;
  };
  const stateChosen = (_value: unknown, values: StoreFormValues) => (values.stateId === '' ? t('staffStores.field.chooseState') : undefined);
  const detailRules: Rules<StoreFormValues> = {
    title: check((field) => field === 'title'),
    slug: check((field) => field === 'slug'),
    address: check((field) => field === 'address'),
    city: check((field) => field === 'city'),
    stateId: stateChosen,
    zip: check((field) => field === 'zip'),
    latitude: check((field) => field === 'latitude'),
    longitude: check((field) => field === 'longitude'),
    timeZone: check((field) => field === 'timeZone'),
    phone: check((field) => field === 'phone'),
    taxPercent: check((field) => field === 'taxPercent'),
    links: check((field) => field.startsWith('socialNetworks.')),
    partners: check((field) => field.startsWith('deliveryPartners.')),
  };
  const orderingRules: Rules<StoreFormValues> = {
    offered: check((field) => field === 'handoffs'),
    lead: check((field) => field.startsWith('lead.')),
    deliveryRadiusKm: check((field) => field === 'deliveryRadiusKm'),
    cateringRadiusKm: check((field) => field === 'cateringRadiusKm'),
    slotCapacity: check((field) => field === 'slotCapacity'),
    makeCapacityMinutes: check((field) => field === 'makeCapacityMinutes'),
  };
  return { ...(parts.includes('details') ? detailRules : {}), ...(parts.includes('ordering') ? orderingRules : {}) };
}

export const FIELD_ORDER = ['title', 'slug', 'address', 'city', 'stateId', 'zip', 'latitude', 'longitude', 'timeZone', 'phone', 'taxPercent', 'links', 'partners', 'offered', 'lead', 'deliveryRadiusKm', 'cateringRadiusKm', 'slotCapacity', 'makeCapacityMinutes'] as const;
export const PARTNERS_MAX = STORE_LIMITS.deliveryPartners;

export type Coordinates = { latitude: string; longitude: string };

/**
 * What a postal code's place changes in the form: the coordinates while they are empty or still
 * the ones it filled last (`filled`), or always when asked (`force`), so typed coordinates win;
 * the city and the state (with the time zone its stores keep) only while empty.
 */
export function placeChanges(values: StoreFormValues, place: StaffStorePlace, choices: StaffStoreChoices, filled: Coordinates | null, force: boolean): Partial<StoreFormValues> {
  const changes: Partial<StoreFormValues> = {};
  const empty = values.latitude.trim() === '' && values.longitude.trim() === '';
  const ours = filled !== null && values.latitude === filled.latitude && values.longitude === filled.longitude;
  if (force || empty || ours) Object.assign(changes, { latitude: String(place.latitude), longitude: String(place.longitude) });
  if (values.city.trim() === '' && place.city) changes.city = place.city;
  const state = values.stateId === '' ? choices.states.find((candidate) => candidate.id === place.stateId) : undefined;
  if (state) {
    changes.stateId = String(state.id);
    if (values.timeZone.trim() === '' && state.timeZone) changes.timeZone = state.timeZone;
  }
  return changes;
}
