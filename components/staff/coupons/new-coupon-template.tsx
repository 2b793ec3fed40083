/** /staff/coupons/new: the New coupon form; once created, the coupon's own page opens. */
import { useRouter } from 'next/router';
import { useState } from 'react';
import { localizedPath } from '@/domain/markets';
import { createStaffCoupon, type StaffCouponChoices, type StaffCouponCreate } from '@/lib/api/staff-coupons';
import type { StaffMember } from '@/lib/api/staff-view';
import { staffContext } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';
import { ConsolePage } from '../console-page';
import { CouponForm } from './coupon-form';

export type NewCouponData = { staff: StaffMember; choices: StaffCouponChoices };

export function NewCouponTemplate({ staff, choices }: NewCouponData) {
  const { locale, t } = useMarket();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const handleCreate = async (draft: StaffCouponCreate) => {
    setBusy(true);
    try {
      const created = await createStaffCoupon(staffContext({ locale }), draft);
      await router.push(localizedPath(locale, `/staff/coupons/${created.id}?created=1`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConsolePage staff={staff} title={t('staffCoupons.form.title')} current="coupons" atSectionPage={false}>
      <p>{t('staffCoupons.form.intro')}</p>
      <CouponForm choices={choices} busy={busy} onSubmit={handleCreate} />
    </ConsolePage>
  );
}
