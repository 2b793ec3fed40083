/**
 * "Text me when my order is ready": the opt-in box, the mobile number, and the consent wording
 * exactly as the API gave it (what the diner agrees to is what is kept). Shown only where texts
 * are offered.
 */
import type { TextAlerts } from '@/lib/api/text-alerts';
import { useFormState } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import { TextField } from '@/components/form/form-field';
import { classed } from '@/lib/classed';
import { Section } from './layout';
import type { TextAlertValues } from './text-alerts-form';
import styles from './text-alerts-fields.module.css';

export function TextAlertsFields({ form, alerts }: { form: string; alerts: TextAlerts | null }) {
  const { t } = useMarket();
  const { values, setFieldValue } = useFormState<TextAlertValues>();
  if (!alerts?.offered || !alerts.wording) return null;
  const boxId = `${form}-text-alerts`;
  const wordingId = `${form}-text-alerts-wording`;
  return (
    <Section aria-labelledby={`${form}-text-alerts-title`}>
      <h2 id={`${form}-text-alerts-title`}>{t('textAlerts.title')}</h2>
      <Choice>
        <input id={boxId} type="checkbox" name="textAlerts" checked={values.textAlerts} aria-describedby={wordingId} onChange={(event) => setFieldValue('textAlerts', event.target.checked)} />
        <label htmlFor={boxId}>{t(alerts.handoff === 'delivery' ? 'textAlerts.optIn.delivery' : 'textAlerts.optIn.pickup')}</label>
      </Choice>
      {values.textAlerts && <TextField form={form} name="textPhone" type="tel" label={t('textAlerts.phone')} autoComplete="tel" />}
      <Wording id={wordingId}>{alerts.wording}</Wording>
    </Section>
  );
}

const Choice = classed('div', styles.choice);
const Wording = classed('p', styles.wording);
