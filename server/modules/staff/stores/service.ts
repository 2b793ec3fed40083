/**
 * The Stores screen's use cases: the stores a manager may see, one store, adding a store and
 * changing its details (brand admins), changing how it takes orders (its store managers too),
 * and where a postal code places a store. A store the caller may not see answers 404, store
 * staff 403. Each change is one transaction with its audit row (before and after); the public
 * reads see it through the stores' row versions (server/db/row-versions.ts), so it shows on the
 * store page, the finder and the timeslots at the next version check.
 */
import { interpolate } from '@/domain/interpolate';
import type { CountryCode } from '@/domain/markets';
import { isPhoneOf } from '@/domain/validation/phones';
import { STAFF_MESSAGES } from '@/domain/staff/messages';
import {
  changesStoreDetails,
  defaultWeeklyHours,
  everyHandoff,
  managesStores,
  STORE_MESSAGES,
  storeDetailsProblems,
  storeErrorCode,
  storeOrderingProblems,
  geocodedCountryOf,
  storeCountries,
  storeSlugOf,
  taxRateOfPercent,
  type GeocodedCountry,
  type StoreDetails,
  type StoreMessageName,
  type StoreOrdering,
  type StoreProblem,
} from '@/domain/stores';
import type { WireStore, WireStoreChoices, WireStoreCreateRequest, WireStoreList, WireStorePlace } from '@/domain/wire/staff-stores';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { ForbiddenError, NotFoundError, refusalOfStatus, type HttpError } from '@/server/errors';
import { lookupPostalCode } from '@/server/geo/postal-codes';
import { recordAudit } from '../audit';
import type { StaffCaller } from '../deps';
import { presentStore, presentSummary } from './presenter';
import * as repo from './repository';

export type StoresDeps = { db: Database; now: () => Date };

function refusal(status: 400 | 403 | 404 | 409, name: StoreMessageName, params?: Record<string, string | number>): HttpError {
  const message = interpolate(STORE_MESSAGES[name], params);
  const detail = { code: storeErrorCode(name), ...(params ? { params } : {}) };
  return status === 403 ? new ForbiddenError(message, detail) : refusalOfStatus(status, message, detail);
}

function storeNotFound(storeId: number): HttpError {
  return new NotFoundError(interpolate(STAFF_MESSAGES.storeNotFound, { storeId }), { code: 'store_not_found', params: { storeId } });
}

/** A store written at once with the same slug by another request: the unique index refuses it (23505). */
function isSlugRace(error: unknown): boolean {
  const codeOf = (value: unknown) => (typeof value === 'object' && value !== null && 'code' in value ? (value as { code: unknown }).code : undefined);
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

async function slugSafe<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isSlugRace(error)) throw refusal(409, 'slugTaken', { slug });
    throw error;
  }
}

function firstProblem(problems: StoreProblem[]): void {
  const [problem] = problems;
  if (problem) throw refusal(400, problem.name, { field: problem.field });
}

const scopeOf = (caller: StaffIdentity): repo.StoreScope => ({ brandId: caller.brandId, role: caller.role, staffId: caller.id });

function requireManager(caller: StaffIdentity): void {
  if (!managesStores(caller.role)) throw refusal(403, 'managersOnly');
}

function requireAdmin(caller: StaffIdentity): void {
  requireManager(caller);
  if (!changesStoreDetails(caller.role)) throw refusal(403, 'adminOnly');
}

async function choicesFor(db: Database, caller: StaffIdentity): Promise<WireStoreChoices> {
  const states = await repo.stateChoices(db, caller.brandId, storeCountries(await repo.brandStoreCountries(db, caller.brandId)));
  const menus = await repo.brandMenus(db, caller.brandId);
  return { states, menus, canAdd: changesStoreDetails(caller.role) };
}

export async function storesOf(deps: StoresDeps, caller: StaffIdentity): Promise<WireStoreList> {
  requireManager(caller);
  const rows = await repo.visibleStores(deps.db, scopeOf(caller));
  return { stores: rows.map(presentSummary), choices: await choicesFor(deps.db, caller) };
}

/** The store as the form edits it, or 404 when the caller may not see it. */
export async function storeOf(deps: StoresDeps, caller: StaffIdentity, storeId: number): Promise<{ store: WireStore; choices: WireStoreChoices }> {
  requireManager(caller);
  return { store: await visibleStore(deps.db, caller, storeId), choices: await choicesFor(deps.db, caller) };
}

async function visibleStore(db: Database, caller: StaffIdentity, storeId: number): Promise<WireStore> {
  const [visible] = await repo.visibleStores(db, scopeOf(caller), storeId);
  const row = visible ? await repo.storeRow(db, storeId) : undefined;
  if (!row) throw storeNotFound(storeId);
  const handoffs = await repo.handoffRows(db, storeId);
  const cateringRadiusKm = await repo.cateringRadiusOf(db, storeId, row.deliveryRadiusKm);
  return presentStore(row, handoffs, await repo.menuIdsOf(db, storeId), cateringRadiusKm, changesStoreDetails(caller.role));
}

/** The details checked against the brand: its state, menus and a slug of its own; the state's country. */
async function checkedDetails(db: Database, caller: StaffIdentity, details: StoreDetails, storeId?: number) {
  const state = await repo.stateWithCountry(db, details.stateId);
  if (!state) throw refusal(404, 'stateNotFound', { id: details.stateId });
  firstProblem(storeDetailsProblems(details, state.countryCode as CountryCode, isPhoneOf));
  const menuIds = new Set((await repo.brandMenus(db, caller.brandId)).map((menu) => menu.id));
  const unknown = details.menuIds.find((menuId) => !menuIds.has(menuId));
  if (unknown !== undefined) throw refusal(404, 'menuNotFound', { id: unknown });
  if (await repo.slugTaken(db, caller.brandId, details.slug, storeId)) throw refusal(409, 'slugTaken', { slug: details.slug });
  return state;
}

/** A local field as written: empty is none; left out of the request, not written. */
const localColumn = (value: string | undefined) => (value === undefined ? undefined : value.trim() || null);

/** The columns of the details, as written. */
function detailColumns(details: StoreDetails) {
  return {
    localTitle: localColumn(details.localTitle),
    localAddress: localColumn(details.localAddress),
    localCity: localColumn(details.localCity),
    district: localColumn(details.district),
    title: details.title.trim(),
    slug: details.slug,
    address: details.address.trim(),
    zip: details.zip.trim(),
    latitude: details.latitude,
    longitude: details.longitude,
    timeZone: details.timeZone.trim(),
    phone: details.phone.trim(),
    taxRate: taxRateOfPercent(details.taxPercent.trim()),
    socialNetworks: details.socialNetworks.map((link) => ({ network: link.network, url: link.url.trim() })),
    deliveryPartners: details.deliveryPartners.map((partner) => ({ name: partner.name.trim(), url: partner.url.trim() })),
  };
}

const orderingColumns = (ordering: StoreOrdering) => ({
  onlineOrdering: ordering.onlineOrdering,
  deliveryRadiusKm: ordering.deliveryRadiusKm,
  slotCapacity: ordering.slotCapacity,
  ...(ordering.makeCapacityMinutes === undefined ? {} : { makeCapacityMinutes: ordering.makeCapacityMinutes }),
});

/** What the audit row keeps of a store: everything the form edits. */
function auditState(store: WireStore): Record<string, unknown> {
  const { canChangeDetails: _omitted, ...state } = store;
  return state;
}

export async function addStore(deps: StoresDeps, caller: StaffCaller, identity: StaffIdentity, body: WireStoreCreateRequest): Promise<WireStore> {
  requireAdmin(identity);
  const state = await checkedDetails(deps.db, identity, body);
  firstProblem(storeOrderingProblems(body));
  let template: Awaited<ReturnType<typeof repo.weeklyHoursOf>> | null = null;
  if (body.hoursFromStoreId !== null) {
    const [visible] = await repo.visibleStores(deps.db, scopeOf(identity), body.hoursFromStoreId);
    if (!visible) throw refusal(404, 'hoursTemplateNotFound', { storeId: body.hoursFromStoreId });
    template = await repo.weeklyHoursOf(deps.db, body.hoursFromStoreId);
  }
  const now = deps.now();
  const storeId = await slugSafe(body.slug, () => deps.db.transaction(async (tx) => {
    const cityName = body.city.trim();
    const cityId = await repo.cityIdFor(tx, state.id, cityName, storeSlugOf(cityName) || `city-${state.id}`);
    const id = await repo.insertStore(tx, { brandId: identity.brandId, countryId: state.countryId, stateId: state.id, cityId, ...detailColumns(body), ...orderingColumns(body), createdAt: now });
    await repo.writeHandoffs(tx, id, everyHandoff(body.handoffs));
    await repo.writeCateringRadius(tx, id, body.cateringRadiusKm);
    await repo.writeMenus(tx, id, body.menuIds);
    if (template) await repo.copyHours(tx, id, template);
    else await repo.insertDefaultHours(tx, id, defaultWeeklyHours());
    const after = auditState(await visibleStore(tx, identity, id));
    await recordAudit(tx, { staffId: identity.id, action: 'store-create', subjectType: 'store', subjectId: String(id), locationId: id, before: null, after: { ...after, hoursFromStoreId: body.hoursFromStoreId }, requestId: caller.requestId, clientAddress: caller.ip, at: now });
    return id;
  }));
  return visibleStore(deps.db, identity, storeId);
}

export async function changeStoreDetails(deps: StoresDeps, caller: StaffCaller, identity: StaffIdentity, storeId: number, body: StoreDetails): Promise<WireStore> {
  requireManager(identity);
  const before = await visibleStore(deps.db, identity, storeId);
  requireAdmin(identity);
  const state = await checkedDetails(deps.db, identity, body, storeId);
  const now = deps.now();
  await slugSafe(body.slug, () => deps.db.transaction(async (tx) => {
    const cityName = body.city.trim();
    const cityId = await repo.cityIdFor(tx, state.id, cityName, storeSlugOf(cityName) || `city-${state.id}`);
    await repo.updateStore(tx, storeId, { countryId: state.countryId, stateId: state.id, cityId, ...detailColumns(body) });
    await repo.writeMenus(tx, storeId, body.menuIds);
    const after = await visibleStore(tx, identity, storeId);
    await recordAudit(tx, { staffId: identity.id, action: 'store-change', subjectType: 'store', subjectId: String(storeId), locationId: storeId, before: auditState(before), after: auditState(after), requestId: caller.requestId, clientAddress: caller.ip, at: now });
   }));
  return visibleStore(deps.db, identity, storeId);
}

export async function changeStoreOrdering(deps: StoresDeps, caller: StaffCaller, identity: StaffIdentity, storeId: number, body: StoreOrdering): Promise<WireStore> {
  requireManager(identity);
  const before = await visibleStore(deps.db, identity, storeId);
  firstProblem(storeOrderingProblems(body));
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await repo.updateStore(tx, storeId, orderingColumns(body));
    await repo.writeHandoffs(tx, storeId, everyHandoff(body.handoffs));
    await repo.writeCateringRadius(tx, storeId, body.cateringRadiusKm);
    const after = await visibleStore(tx, identity, storeId);
    const pick = (store: WireStore) => ({
      onlineOrdering: store.onlineOrdering,
      handoffs: store.handoffs,
      deliveryRadiusKm: store.deliveryRadiusKm,
      cateringRadiusKm: store.cateringRadiusKm,
      slotCapacity: store.slotCapacity,
      makeCapacityMinutes: store.makeCapacityMinutes,
    });
    await recordAudit(tx, { staffId: identity.id, action: 'store-ordering', subjectType: 'store', subjectId: String(storeId), locationId: storeId, before: pick(before), after: pick(after), requestId: caller.requestId, clientAddress: caller.ip, at: now });
  });
  return visibleStore(deps.db, identity, storeId);
}

/**
 * Where a postal code places a store (brand admins, who set addresses): its centre, its city for a
 * US code, and its state of the brand; 400 for a code not of the country's shape, 404 for one the
 * table does not know.
 */
export async function placeOfPostalCode(deps: StoresDeps, caller: StaffIdentity, country: GeocodedCountry, postalCode: string): Promise<WireStorePlace> {
  requireAdmin(caller);
  const code = postalCode.trim();
  if (geocodedCountryOf(code, country) !== country) throw refusal(400, 'zipInvalid', { field: 'postalCode' });
  const place = lookupPostalCode(code);
  if (!place || place.countryCode !== country) throw refusal(404, 'postalCodeUnknown', { code });
  const stateId = (await repo.stateByLabel(deps.db, country, place.state)) ?? null;
  return { postalCode: code.toUpperCase(), latitude: place.lat, longitude: place.lng, city: place.city ?? null, stateId };
}
