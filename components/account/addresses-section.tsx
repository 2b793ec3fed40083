/**
 * Delivery addresses: home, work or other, one of them primary. Add, change, make
 * primary, delete after a confirmation. Every change is the API's answer, shown as it came.
 */
import { useState } from 'react';
import type { SavedAddress } from '@/lib/api/profile-view';
import { addAddress, changeAddress, fetchAddresses, makePrimaryAddress, removeAddress } from '@/lib/api/profile';
import { useMarket } from '@/lib/use-market';
import { AccountSection, Badge, Entries, EntryActions, ListStatus, LoadFailed, SmallButton } from './account-ui';
import { AddressEditor } from './address-editor';
import { addressLine, toSavedAddressInput, type AddressValues } from './address-form';
import { ConfirmDialog } from './confirm-dialog';
import type { SectionData } from './section-state';
import { useAccountAction } from './use-account-action';

type Editing = { kind: 'new' } | { kind: 'edit'; address: SavedAddress } | null;

export function AddressesSection({ initial }: { initial: SectionData<SavedAddress[]> }) {
  const { t } = useMarket();
  const { pending, error, run } = useAccountAction();
  const [addresses, setAddresses] = useState(initial.ok ? initial.data : []);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);

  const handleSave = async (values: AddressValues) => {
    const input = toSavedAddressInput(values);
    const target = editing?.kind === 'edit' ? editing.address.id : null;
    const saved = await run(async (ctx) => {
      await (target === null ? addAddress(ctx, input) : changeAddress(ctx, target, input));
      return fetchAddresses(ctx);
    });
    if (saved.ok) {
      setAddresses(saved.value);
      setEditing(null);
    }
    return saved.ok;
  };

  const handlePrimary = async (address: SavedAddress) => {
    const result = await run((ctx) => makePrimaryAddress(ctx, address.id));
    if (result.ok) setAddresses(result.value);
  };

  const handleDelete = async () => {
    if (!deleting) return;
    const result = await run(async (ctx) => {
      await removeAddress(ctx, deleting.id);
      return fetchAddresses(ctx);
    });
    if (result.ok) setAddresses(result.value);
    setDeleting(null);
  };

  const addButton = editing?.kind !== 'new' && (
    <SmallButton type="button" onClick={() => setEditing({ kind: 'new' })}>
      {t('account.addresses.add')}
    </SmallButton>
  );

  return (
    <AccountSection id="addresses" title={t('account.addresses.title')} busy={pending} actions={addButton}>
      {!initial.ok && <LoadFailed message={initial.message} />}
      <ListStatus loading={pending} error={error} empty={initial.ok && addresses.length === 0} emptyText={t('account.addresses.empty')} />
      {editing?.kind === 'new' && <AddressEditor saved={null} busy={pending} onSave={handleSave} onCancel={() => setEditing(null)} />}
      <Entries>
        {addresses.map((address) => (
          <li key={address.id}>
            {editing?.kind === 'edit' && editing.address.id === address.id ? (
              <AddressEditor saved={address} busy={pending} onSave={handleSave} onCancel={() => setEditing(null)} />
            ) : (
              <>
                <div>
                  <strong>{t(`account.addresses.kind.${address.kind}`)}</strong>
                  {address.primary && <Badge>{t('account.addresses.primary')}</Badge>}
                  <div>{addressLine(address)}</div>
                </div>
                <EntryActions>
                  {!address.primary && (
                    <SmallButton type="button" disabled={pending} onClick={() => handlePrimary(address)}>
                      {t('account.addresses.setPrimary')}
                    </SmallButton>
                  )}
                  <SmallButton type="button" onClick={() => setEditing({ kind: 'edit', address })} aria-label={t('account.addresses.editOne', { address: addressLine(address) })}>
                    {t('account.edit')}
                  </SmallButton>
                  <SmallButton type="button" onClick={() => setDeleting(address)} aria-label={t('account.addresses.deleteOne', { address: addressLine(address) })}>
                    {t('account.delete')}
                  </SmallButton>
                </EntryActions>
              </>
            )}
          </li>
        ))}
      </Entries>
      <ConfirmDialog
        open={deleting !== null}
        title={t('account.addresses.deleteTitle')}
        question={deleting ? t('account.addresses.deleteQuestion', { address: addressLine(deleting) }) : ''}
        busy={pending}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </AccountSection>
  );
}
