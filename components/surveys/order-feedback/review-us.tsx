/**
 * Review-us, offered after a high rating: the diner finds the restaurant to review by a search
 * (ZIP, postal code or city: the store finder's results, one to choose) or by the browser's
 * position (the nearest restaurant). The API records the choice and answers the restaurant's
 * review page, which opens in a new tab. "Restaurant is required" when none is chosen; the API's
 * and the position's failures show the catalogue's texts.
 */
import { useMemo, useState } from 'react';
import { classed } from '@/lib/classed';
import { ErrorNotice } from '@/components/cart/violations-notice';
import { FocusFirstError } from '@/components/form/focus-first-error';
import { formatDistance } from '@/components/ordering/distance';
import { TextField, fieldId } from '@/components/form/form-field';
import type { StoreMatch } from '@/lib/api/ordering-view';
import { failureText } from '@/lib/api/failure-text';
import { sendReviewUs, type FeedbackAccess, type OrderFeedbackState, type ReviewUs, type ReviewUsInput } from '@/lib/api/order-feedback';
import { searchStores } from '@/lib/api/ordering';
import { FormState } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import { storeTitle } from '@/domain/addresses/store-address';
import { languageOf } from '@/domain/markets';
import { orderFeedbackMessage, reviewSearchSchema, type ReviewSearchValues } from '@/lib/validation/order-feedback-schema';
import { SurveyFormFrame } from '../survey-fields';
import { SurveySubmit } from '../survey-guest';
import styles from './review-us.module.css';

const FORM = 'review-us';
const ORDER = ['query', 'storeId'] as const;

type Props = { access: FeedbackAccess; review?: ReviewUs; onReviewed: (state: OrderFeedbackState) => void };

type Found = { place: string; stores: StoreMatch[] };

/** The browser's position, or null when it has none to give (no support, refused, timed out). */
function currentPosition(): Promise<{ latitude: number; longitude: number } | null> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => resolve(null),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  });
}

export function ReviewUs({ access, review, onReviewed }: Props) {
  const { locale, t } = useMarket();
  const language = languageOf(locale);
  const schema = useMemo(() => reviewSearchSchema(t), [t]);
  const [found, setFound] = useState<Found | null>(null);
  const [busy, setBusy] = useState<'search' | 'locate' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [choosing, setChoosing] = useState(!review);

  const send = async (input: ReviewUsInput) => {
    setError(null);
    try {
      onReviewed(await sendReviewUs({ locale }, access, input));
      setChoosing(false);
    } catch (failure) {
      setError(await failureText(t, failure, { locale }));
    }
  };

  const handleSearch = async (query: string) => {
    setError(null);
    setBusy('search');
    try {
      const result = await searchStores({ locale }, { q: query });
      setFound({ place: result.origin.label, stores: result.data });
    } catch (failure) {
      setFound(null);
      setError(await failureText(t, failure, { locale }));
    } finally {
      setBusy(null);
    }
  };

  const handleLocate = async () => {
    setError(null);
    setBusy('locate');
    const position = await currentPosition();
    if (position) await send({ position });
    else setError(orderFeedbackMessage(t, 'cannotAutoLocate'));
    setBusy(null);
  };

  return (
    <Section aria-labelledby="review-us-title">
      <h3 id="review-us-title">{t('orderFeedback.review.title')}</h3>
      {review && !choosing ? (
        <div role="status">
          {review.locatedBy === 'position' && <p>{t('orderFeedback.review.locatedByPosition')}</p>}
          <p>{t('orderFeedback.review.ready', { store: storeTitle(review.store, review.store.countryCode, language) })}</p>
          <p>
            <ReviewLink href={review.reviewUrl} target="_blank" rel="noopener noreferrer">
              {t('orderFeedback.review.link', { store: storeTitle(review.store, review.store.countryCode, language) })}
            </ReviewLink>
          </p>
          <Secondary type="button" onClick={() => setChoosing(true)}>
            {t('orderFeedback.review.change')}
          </Secondary>
        </div>
      ) : (
        <>
          <p>{t('orderFeedback.review.intro')}</p>
          <FormState<ReviewSearchValues> initialValues={{ query: '', storeId: '' }} rules={schema} onSubmit={(values) => send({ storeId: Number(values.storeId) })}>
            {({ handleSubmit, isSubmitting, values, errors, touched, setFieldValue }) => (
              <SurveyFormFrame id={FORM} noValidate onSubmit={handleSubmit} aria-label={t('orderFeedback.review.title')} aria-busy={isSubmitting || busy !== null}>
                <FocusFirstError form={FORM} order={ORDER} />
                <SearchRow>
                  <TextField form={FORM} name="query" label={t('orderFeedback.review.searchLabel')} autoComplete="postal-code" />
                  <Secondary type="button" disabled={busy !== null} onClick={() => handleSearch(values.query)}>
                    {busy === 'search' ? t('orderFeedback.review.searching') : t('orderFeedback.review.search')}
                  </Secondary>
                  <span>{t('orderFeedback.review.or')}</span>
                  <Secondary type="button" disabled={busy !== null} onClick={handleLocate}>
                    {busy === 'locate' ? t('orderFeedback.review.locating') : t('orderFeedback.review.useMyPosition')}
                  </Secondary>
                </SearchRow>
                {/* Before a search the group itself takes the focus of "Restaurant is required". */}
                <Choices id={found && found.stores.length > 0 ? undefined : fieldId(FORM, 'storeId')} tabIndex={-1} aria-describedby={touched.storeId && errors.storeId ? `${fieldId(FORM, 'storeId')}-error` : undefined}>
                  <legend>{found ? t('orderFeedback.review.results', { place: found.place }) : t('orderFeedback.review.restaurant')}</legend>
                  {found && found.stores.length === 0 && <p>{t('orderFeedback.review.noResults', { place: found.place })}</p>}
                  {found?.stores.map((store, index) => (
                    <label key={store.id}>
                      <input
                        id={index === 0 ? fieldId(FORM, 'storeId') : `${fieldId(FORM, 'storeId')}-${store.id}`}
                        type="radio"
                        name="storeId"
                        value={String(store.id)}
                        checked={values.storeId === String(store.id)}
                        onChange={() => setFieldValue('storeId', String(store.id))}
                      />
                      <span>
                        {storeTitle(store, store.countryCode, language)} — {store.address.address}, {store.address.city} {store.address.state.label} ({formatDistance(store.distanceKm, locale)})
                      </span>
                    </label>
                  ))}
                  {touched.storeId && errors.storeId && (
                    <FieldError id={`${fieldId(FORM, 'storeId')}-error`} role="alert">
                      {errors.storeId}
                    </FieldError>
                  )}
                </Choices>
                {error && <ErrorNotice role="alert">{error}</ErrorNotice>}
                <SurveySubmit type="submit" disabled={isSubmitting || busy !== null}>
                  {t('orderFeedback.review.submit')}
                </SurveySubmit>
              </SurveyFormFrame>
            )}
          </FormState>
        </>
      )}
    </Section>
  );
}

const Section = classed('section', styles.section);

const Secondary = classed('button', styles.secondary);

const SearchRow = classed('div', styles.searchRow);

const Choices = classed('fieldset', styles.choices);

const FieldError = classed('p', styles.fieldError);

const ReviewLink = classed('a', styles.reviewLink);
