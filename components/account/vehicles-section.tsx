/** Vehicles for curbside pickup: make, model and colour; add, change, delete after a confirmation. */
import { useMemo, useState } from 'react';
import { FieldRow, TextField } from '@/components/form/form-field';
import type { Vehicle } from '@/lib/api/profile-view';
import { addVehicle, changeVehicle, fetchVehicles, removeVehicle } from '@/lib/api/profile';
import { FormState } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import { formMessage } from '@/lib/validation/messages';
import { AccountSection, Entries, EntryActions, ListStatus, LoadFailed, SmallButton } from './account-ui';
import { EditorForm } from './editor-form';
import { ConfirmDialog } from './confirm-dialog';
import type { SectionData } from './section-state';
import { useAccountAction } from './use-account-action';
import { toVehicleInput, VEHICLE_FIELD_ORDER, vehicleLine, vehicleSchema, vehicleValues, type VehicleValues } from './vehicle-form';

type Editing = { vehicle: Vehicle | null } | null;

function VehicleEditor({ saved, busy, onSave, onCancel }: { saved: Vehicle | null; busy: boolean; onSave: (values: VehicleValues) => Promise<void>; onCancel: () => void }) {
  const { t } = useMarket();
  const form = saved ? `vehicle-${saved.id}` : 'vehicle-new';
  const schema = useMemo(() => vehicleSchema({ fieldRequired: t('account.validation.required'), tooLong: formMessage(t, 'tooLong') }), [t]);
  const title = saved ? t('account.vehicles.editTitle') : t('account.vehicles.addTitle');
  return (
    <FormState initialValues={vehicleValues(saved)} rules={schema} onSubmit={onSave}>
      <EditorForm form={form} title={title} fieldOrder={VEHICLE_FIELD_ORDER} busy={busy} onCancel={onCancel}>
        <FieldRow>
          <TextField form={form} name="make" label={t('account.vehicles.make')} autoComplete="off" />
          <TextField form={form} name="model" label={t('account.vehicles.model')} autoComplete="off" />
          <TextField form={form} name="colour" label={t('account.vehicles.colour')} autoComplete="off" />
        </FieldRow>
      </EditorForm>
    </FormState>
  );
}

export function VehiclesSection({ initial }: { initial: SectionData<Vehicle[]> }) {
  const { t } = useMarket();
  const { pending, error, run } = useAccountAction();
  const [vehicles, setVehicles] = useState(initial.ok ? initial.data : []);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Vehicle | null>(null);

  const handleSave = async (values: VehicleValues) => {
    const input = toVehicleInput(values);
    const target = editing?.vehicle?.id ?? null;
    const result = await run(async (ctx) => {
      await (target === null ? addVehicle(ctx, input) : changeVehicle(ctx, target, input));
      return fetchVehicles(ctx);
    });
    if (result.ok) {
      setVehicles(result.value);
      setEditing(null);
    }
  };

  const handleDelete = async () => {
    if (!deleting) return;
    const result = await run(async (ctx) => {
      await removeVehicle(ctx, deleting.id);
      return fetchVehicles(ctx);
    });
    if (result.ok) setVehicles(result.value);
    setDeleting(null);
  };

  const addButton = !(editing && editing.vehicle === null) && (
    <SmallButton type="button" onClick={() => setEditing({ vehicle: null })}>
      {t('account.vehicles.add')}
    </SmallButton>
  );

  return (
    <AccountSection id="vehicles" title={t('account.vehicles.title')} busy={pending} actions={addButton}>
      {!initial.ok && <LoadFailed message={initial.message} />}
      <ListStatus loading={pending} error={error} empty={initial.ok && vehicles.length === 0} emptyText={t('account.vehicles.empty')} />
      {editing?.vehicle === null && <VehicleEditor saved={null} busy={pending} onSave={handleSave} onCancel={() => setEditing(null)} />}
      <Entries>
        {vehicles.map((vehicle) =>
          editing?.vehicle?.id === vehicle.id ? (
            <li key={vehicle.id}>
              <VehicleEditor saved={vehicle} busy={pending} onSave={handleSave} onCancel={() => setEditing(null)} />
            </li>
          ) : (
            <li key={vehicle.id}>
              <span>{vehicleLine(vehicle)}</span>
              <EntryActions>
                <SmallButton type="button" onClick={() => setEditing({ vehicle })} aria-label={t('account.vehicles.editOne', { vehicle: vehicleLine(vehicle) })}>
                  {t('account.edit')}
                </SmallButton>
                <SmallButton type="button" onClick={() => setDeleting(vehicle)} aria-label={t('account.vehicles.deleteOne', { vehicle: vehicleLine(vehicle) })}>
                  {t('account.delete')}
                </SmallButton>
              </EntryActions>
            </li>
          ),
        )}
      </Entries>
      <ConfirmDialog
        open={deleting !== null}
        title={t('account.vehicles.deleteTitle')}
        question={deleting ? t('account.vehicles.deleteQuestion', { vehicle: vehicleLine(deleting) }) : ''}
        busy={pending}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </AccountSection>
  );
}
