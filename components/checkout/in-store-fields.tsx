/**
 * The checkout's fields of in-store handoffs: a curbside order's vehicle (a saved one, or make,
 * model, colour and plate, which a signed-in diner may save) and where to park; a dine-in
 * order's optional table number; the drive-thru's reminder to give the order number.
 */
import { HANDOFF } from '@/domain/ordering/handoffs';
import type { CheckoutOrder } from '@/lib/api/checkout-view';
import { useFormState } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import type { HandoffValues } from '@/lib/validation/handoff-schema';
import { FieldRow, SelectField, TextField } from '@/components/form/form-field';
import { Muted, Section } from './layout';
import { NEW_VEHICLE, type SavedVehicle } from './vehicle-values';

type Props = { form: string; order: CheckoutOrder; vehicles: readonly SavedVehicle[]; signedIn: boolean };

export function InStoreFields({ form, order, vehicles, signedIn }: Props) {
  const { t } = useMarket();
  const { values, setFieldValue } = useFormState<HandoffValues>();
  if (order.handoffId === HANDOFF.dineIn) {
    return (
      <Section aria-labelledby={`${form}-table-title`}>
        <h2 id={`${form}-table-title`}>{t('ordering.handoff.dine-in')}</h2>
        <TextField form={form} name="tableNumber" label={t('handoffs.table.label')} hint={t('handoffs.table.hint')} inputMode="numeric" autoComplete="off" />
      </Section>
    );
  }
  if (order.handoffId === HANDOFF.driveThrough) {
    return (
      <Section aria-label={t('ordering.handoff.drive-through')}>
        <p>{t('handoffs.window', { number: order.number })}</p>
      </Section>
    );
  }
  if (order.handoffId !== HANDOFF.curbside) return null;
  const typed = values.vehicleChoice === NEW_VEHICLE;
  const parking = order.handoffDetails?.instructions;
  return (
    <Section aria-labelledby={`${form}-vehicle-title`}>
      <h2 id={`${form}-vehicle-title`}>{t('handoffs.vehicle.title')}</h2>
      <p>{t('handoffs.vehicle.intro')}</p>
      {parking && <Muted>{t('handoffs.park', { instructions: parking })}</Muted>}
      {vehicles.length > 0 && (
        <SelectField form={form} name="vehicleChoice" label={t('handoffs.vehicle.saved')}>
          {vehicles.map((vehicle) => (
            <option key={vehicle.id} value={String(vehicle.id)}>
              {t('handoffs.vehicle.line', { make: vehicle.make, model: vehicle.model, colour: vehicle.colour })}
            </option>
          ))}
          <option value={NEW_VEHICLE}>{t('handoffs.vehicle.new')}</option>
        </SelectField>
      )}
      {typed && (
        <>
          <FieldRow>
            <TextField form={form} name="make" label={t('handoffs.vehicle.make')} autoComplete="off" />
            <TextField form={form} name="model" label={t('handoffs.vehicle.model')} autoComplete="off" />
          </FieldRow>
          <FieldRow>
            <TextField form={form} name="colour" label={t('handoffs.vehicle.colour')} autoComplete="off" />
            <TextField form={form} name="plate" label={t('handoffs.vehicle.plate')} autoComplete="off" />
          </FieldRow>
          {signedIn && (
            <label>
              <input type="checkbox" name="saveVehicle" checked={values.saveVehicle} onChange={(event) => setFieldValue('saveVehicle', event.target.checked)} />{' '}
              {t('handoffs.vehicle.save')}
            </label>
          )}
        </>
      )}
    </Section>
  );
}
