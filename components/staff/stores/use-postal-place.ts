/**
 * The place of the store form's postal code: asked of the API once a US or Canadian code is
 * complete (not for the code the form opened with), and again on demand. Its answer fills the
 * form as placeChanges says (typed coordinates win); what happened is said in the console's
 * language.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { geocodedCountryOf } from '@/domain/stores/places';
import { failureText } from '@/lib/api/failure-text';
import { fetchStaffStorePlace, type StaffStoreChoices } from '@/lib/api/staff-stores';
import { useFormState } from '@/lib/form/form-state';
import { staffContext } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';
import { placeChanges, type Coordinates, type StoreFormValues } from './store-form-values';

export type PlaceNotice = { kind: 'done' | 'kept' | 'failed'; text: string };

export function usePostalPlace(choices: StaffStoreChoices) {
  const { locale, t } = useMarket();
  const { values, setFieldValue } = useFormState<StoreFormValues>();
  const latest = useRef(values);
  latest.current = values;
  const filled = useRef<Coordinates | null>(null);
  const asked = useRef(values.zip.trim());
  const [notice, setNotice] = useState<PlaceNotice | null>(null);
  const stateCountry = choices.states.find((state) => String(state.id) === values.stateId)?.countryCode ?? null;
  const country = geocodedCountryOf(values.zip, stateCountry);

  const place = useCallback(
    async (force: boolean) => {
      const code = latest.current.zip.trim();
      if (!country) return;
      asked.current = code;
      try {
        const found = await fetchStaffStorePlace(staffContext({ locale }), country, code);
        // The answer of a code typed over since is dropped.
        if (latest.current.zip.trim() !== code) return;
        const changes = placeChanges(latest.current, found, choices, filled.current, force);
        for (const [name, value] of Object.entries(changes)) setFieldValue(name as keyof StoreFormValues, value as string);
        const coordinates = { latitude: String(found.latitude), longitude: String(found.longitude) };
        if (changes.latitude !== undefined) filled.current = coordinates;
        const params = { postalCode: found.postalCode, ...coordinates };
        setNotice(changes.latitude !== undefined ? { kind: 'done', text: t('staffStores.place.filled', params) } : { kind: 'kept', text: t('staffStores.place.kept', params) });
      } catch (failure) {
        const text = await failureText(t, failure, { locale });
        if (latest.current.zip.trim() === code) setNotice({ kind: 'failed', text });
      }
    },
    [choices, country, locale, setFieldValue, t],
  );

  // A complete code new to the form is placed at once.
  useEffect(() => {
    if (country && values.zip.trim() !== asked.current) void place(false);
    else if (!country) setNotice(null);
  }, [country, values.zip]); // eslint-disable-line react-hooks/exhaustive-deps

  return { country, notice, place };
}
