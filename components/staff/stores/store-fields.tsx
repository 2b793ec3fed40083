/**
 * The store form's sections: name and address, contact and links, menus sold, ordering
 * (online ordering, handoffs with their lead times, the delivery radius per menu type, orders per
 * slot) and, for a new store, the hours it starts with. The web address name follows the name
 * until it is edited; the state chosen suggests the time zone; a US or Canadian postal code
 * places the store (usePostalPlace). Every problem is said beside its field or group.
 */
import { useEffect, useRef, type ChangeEvent } from 'react';
import { FieldRow, TextField, SelectField } from '@/components/form/form-field';
import { errorId, FieldError, fieldId, Hint } from '@/components/form/field-frame';
import { COUNTRIES, type CountryCode } from '@/domain/markets';
import { HANDOFF_DISPLAY_ORDER } from '@/domain/ordering/handoff-availability';
import { storeSlugOf } from '@/domain/stores/slug';
import { SOCIAL_NETWORKS, type SocialNetworkName } from '@/domain/stores/store-fields';
import type { StaffStoreChoices, StaffStoreSummary } from '@/lib/api/staff-stores';
import { classed } from '@/lib/classed';
import { useFormState } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import { ConsoleButton } from '../console-page';
import { PARTNERS_MAX, type StoreFormValues } from './store-form-values';
import styles from './stores.module.css';
import { usePostalPlace } from './use-postal-place';

type Props = { form: string };

/** The error of a group of inputs, once touched. */
function useGroupError(name: keyof StoreFormValues) {
  const { errors, touched } = useFormState<StoreFormValues>();
  return touched[name] && errors[name] ? errors[name] : undefined;
}

export function DetailsFields({ form, choices }: Props & { choices: StaffStoreChoices }) {
  const { t } = useMarket();
  const { values, setFieldValue } = useFormState<StoreFormValues>();
  const derived = useRef(storeSlugOf(values.title));
  // The slug follows the name while it is the one made from the name.
  useEffect(() => {
    const next = storeSlugOf(values.title);
    if (values.slug === derived.current && next !== values.slug) setFieldValue('slug', next, false);
    derived.current = next;
  }, [values.title]); // eslint-disable-line react-hooks/exhaustive-deps
  const handleState = (event: ChangeEvent<HTMLSelectElement>) => {
    setFieldValue('stateId', event.target.value);
    const zone = choices.states.find((state) => String(state.id) === event.target.value)?.timeZone;
    if (zone && values.timeZone.trim() === '') setFieldValue('timeZone', zone);
  };

  return (
    <Section aria-labelledby={`${form}-details`}>
      <h2 id={`${form}-details`}>{t('staffStores.section.details')}</h2>
      <TextField form={form} name="title" label={t('staffStores.field.title')} autoComplete="off" />
      <TextField form={form} name="slug" label={t('staffStores.field.slug')} hint={t('staffStores.field.slugHint')} autoComplete="off" />
      <TextField form={form} name="address" label={t('staffStores.field.address')} autoComplete="off" />
      <FieldRow>
        <TextField form={form} name="city" label={t('staffStores.field.city')} hint={t('staffStores.field.cityHint')} autoComplete="off" />
        <SelectField form={form} name="stateId" label={t('staffStores.field.state')} onChange={handleState}>
          <option value="">{t('staffStores.field.chooseState')}</option>
          {countriesOf(choices).map(([countryCode, states]) => (
            <optgroup key={countryCode} label={COUNTRIES[countryCode as CountryCode]?.label ?? countryCode}>
              {states.map((state) => (
                <option key={state.id} value={state.id}>
                  {`${state.name} (${state.countryCode})`}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <TextField form={form} name="zip" label={t('staffStores.field.zip')} hint={t('staffStores.field.zipHint')} autoComplete="off" />
      </FieldRow>
      <TextField form={form} name="district" label={t('staffStores.field.district')} autoComplete="off" />
      <Hint>{t('staffStores.field.localHint')}</Hint>
      <FieldRow>
        <TextField form={form} name="localTitle" label={t('staffStores.field.localTitle')} autoComplete="off" />
        <TextField form={form} name="localCity" label={t('staffStores.field.localCity')} autoComplete="off" />
        <TextField form={form} name="localAddress" label={t('staffStores.field.localAddress')} autoComplete="off" />
      </FieldRow>
      <Hint>{t('staffStores.field.coordinatesHint')}</Hint>
      <FieldRow>
        <TextField form={form} name="latitude" label={t('staffStores.field.latitude')} inputMode="decimal" autoComplete="off" />
        <TextField form={form} name="longitude" label={t('staffStores.field.longitude')} inputMode="decimal" autoComplete="off" />
      </FieldRow>
      <PlaceLine choices={choices} />
      <TextField form={form} name="timeZone" label={t('staffStores.field.timeZone')} hint={t('staffStores.field.timeZoneHint')} autoComplete="off" />
    </Section>
  );
}

/** The states offered, by country in the order the API lists them. */
function countriesOf(choices: StaffStoreChoices): [string, StaffStoreChoices['states']][] {
  const byCountry = new Map<string, StaffStoreChoices['states']>();
  for (const state of choices.states) byCountry.set(state.countryCode, [...(byCountry.get(state.countryCode) ?? []), state]);
  return [...byCountry.entries()];
}

/** What the postal code's place did, and a button placing the store at it whatever was typed. */
function PlaceLine({ choices }: { choices: StaffStoreChoices }) {
  const { t } = useMarket();
  const { country, notice, place } = usePostalPlace(choices);
  if (!country) return null;
  return (
    <p className={styles.place}>
      {notice && (
        <span role="status" className={notice.kind === 'failed' ? styles.placeFailed : undefined}>
          {notice.text}
        </span>
      )}
      <ConsoleButton type="button" onClick={() => void place(true)}>
        {t('staffStores.place.use')}
      </ConsoleButton>
    </p>
  );
}

export function ContactFields({ form }: Props) {
  const { t } = useMarket();
  const { values, setFieldValue, setFieldTouched } = useFormState<StoreFormValues>();
  const linksError = useGroupError('links');
  const partnersError = useGroupError('partners');
  const setLink = (network: SocialNetworkName, url: string) => setFieldValue('links', { ...values.links, [network]: url });
  const setPartner = (index: number, change: Partial<{ name: string; url: string }>) =>
    setFieldValue('partners', values.partners.map((partner, at) => (at === index ? { ...partner, ...change } : partner)));

  return (
    <Section aria-labelledby={`${form}-contact`}>
      <h2 id={`${form}-contact`}>{t('staffStores.section.contact')}</h2>
      <FieldRow>
        <TextField form={form} name="phone" type="tel" label={t('staffStores.field.phone')} autoComplete="off" />
        <TextField form={form} name="taxPercent" label={t('staffStores.field.taxPercent')} inputMode="decimal" autoComplete="off" />
      </FieldRow>
      <Group aria-describedby={linksError ? errorId(form, 'links') : undefined}>
        {SOCIAL_NETWORKS.map((network) => (
          <label key={network}>
            {t.dynamic(`staffStores.field.link.${network}`, network)}
            <input type="url" value={values.links[network]} onChange={(event) => setLink(network, event.target.value)} onBlur={() => setFieldTouched('links')} placeholder="https://" />
          </label>
        ))}
        {linksError && <FieldError form={form} name="links" text={linksError} />}
      </Group>
      <Group aria-describedby={partnersError ? errorId(form, 'partners') : undefined}>
        <legend>{t('staffStores.field.partners')}</legend>
        {values.partners.map((partner, index) => (
          <FieldRow key={index}>
            <label>
              {t('staffStores.field.partnerName')}
              <input value={partner.name} onChange={(event) => setPartner(index, { name: event.target.value })} onBlur={() => setFieldTouched('partners')} />
            </label>
            <label>
              {t('staffStores.field.partnerUrl')}
              <input type="url" value={partner.url} onChange={(event) => setPartner(index, { url: event.target.value })} onBlur={() => setFieldTouched('partners')} placeholder="https://" />
            </label>
            <ConsoleButton type="button" onClick={() => setFieldValue('partners', values.partners.filter((_, at) => at !== index))}>
              {t('staffStores.removePartner', { name: partner.name || String(index + 1) })}
            </ConsoleButton>
          </FieldRow>
        ))}
        {values.partners.length < PARTNERS_MAX && (
          <ConsoleButton type="button" onClick={() => setFieldValue('partners', [...values.partners, { name: '', url: '' }], false)}>
            {t('staffStores.addPartner')}
          </ConsoleButton>
        )}
        {partnersError && <FieldError form={form} name="partners" text={partnersError} />}
      </Group>
    </Section>
  );
}

export function MenuFields({ form, choices }: Props & { choices: StaffStoreChoices }) {
  const { t } = useMarket();
  const { values, handleChange } = useFormState<StoreFormValues>();
  return (
    <Group>
      <legend>{t('staffStores.section.menus')}</legend>
      {choices.menus.map((menu) => (
        <label key={menu.id}>
          <input type="checkbox" id={fieldId(form, `menu-${menu.id}`)} name="menuIds" value={String(menu.id)} checked={values.menuIds.includes(String(menu.id))} onChange={handleChange} />
          {menu.title}
        </label>
      ))}
    </Group>
  );
}

export function OrderingFields({ form }: Props) {
  const { t } = useMarket();
  const { values, handleChange, setFieldValue, setFieldTouched } = useFormState<StoreFormValues>();
  const offeredError = useGroupError('offered');
  const leadError = useGroupError('lead');
  return (
    <Section aria-labelledby={`${form}-ordering`}>
      <h2 id={`${form}-ordering`}>{t('staffStores.section.ordering')}</h2>
      <label className={styles.check}>
        <input type="checkbox" name="onlineOrdering" checked={values.onlineOrdering} onChange={handleChange} />
        {t('staffStores.field.onlineOrdering')}
      </label>
      <Group aria-describedby={offeredError ? errorId(form, 'offered') : leadError ? errorId(form, 'lead') : undefined}>
        <legend>{t('staffStores.field.handoffs')}</legend>
        <Hint>{t('staffStores.field.leadHint')}</Hint>
        {HANDOFF_DISPLAY_ORDER.map((handoffId) => {
          const name = t.dynamic(`staffStores.handoff.${handoffId}`, String(handoffId));
          return (
            <FieldRow key={handoffId}>
              <label className={styles.check}>
                <input type="checkbox" name="offered" id={fieldId(form, `offered-${handoffId}`)} value={String(handoffId)} checked={values.offered.includes(String(handoffId))} onChange={handleChange} />
                {name}
              </label>
              <label>
                {t('staffStores.field.leadMinutes', { handoff: name })}
                <input
                  inputMode="numeric"
                  value={values.lead[String(handoffId)] ?? ''}
                  onChange={(event) => setFieldValue('lead', { ...values.lead, [String(handoffId)]: event.target.value })}
                  onBlur={() => setFieldTouched('lead')}
                />
              </label>
            </FieldRow>
          );
        })}
        {offeredError && <FieldError form={form} name="offered" text={offeredError} />}
        {leadError && <FieldError form={form} name="lead" text={leadError} />}
      </Group>
      <FieldRow>
        <TextField form={form} name="deliveryRadiusKm" label={t('staffStores.field.deliveryRadiusKm')} inputMode="decimal" autoComplete="off" />
        <TextField form={form} name="cateringRadiusKm" label={t('staffStores.field.cateringRadiusKm')} inputMode="decimal" autoComplete="off" />
      </FieldRow>
      <Hint>{t('staffStores.field.radiusHint')}</Hint>
      <TextField form={form} name="slotCapacity" label={t('staffStores.field.slotCapacity')} inputMode="numeric" autoComplete="off" />
      <TextField form={form} name="makeCapacityMinutes" label={t('staffStores.field.makeCapacityMinutes')} hint={t('staffStores.field.makeCapacityHint')} inputMode="numeric" autoComplete="off" />
    </Section>
  );
}

export function HoursField({ form, stores }: Props & { stores: StaffStoreSummary[] }) {
  const { t } = useMarket();
  return (
    <Section aria-labelledby={`${form}-hours`}>
      <h2 id={`${form}-hours`}>{t('staffStores.section.hours')}</h2>
      <SelectField form={form} name="hoursFrom" label={t('staffStores.field.hoursFrom')} hint={t('staffStores.hoursNote')}>
        <option value="">{t('staffStores.hoursDefault')}</option>
        {stores.map((store) => (
          <option key={store.id} value={String(store.id)}>
            {t('staffStores.hoursCopy', { store: store.title })}
          </option>
        ))}
      </SelectField>
    </Section>
  );
}

const Section = classed('section', styles.section);
const Group = classed('fieldset', styles.group);
