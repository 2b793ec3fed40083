/**
 * /staff/coupons/[couponId]: one coupon for brand admins: its discount and conditions, market,
 * validity window, limits, status and redemptions; Edit (until it has ended), Pause or Resume, and End (which asks to be
 * confirmed: an ended coupon is refused at checkout for good). A coupon of single-use codes makes
 * batches of codes and downloads them as a CSV file. What happened, or why it was refused, is said
 * above the facts.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MarketLink } from '@/components/common/market-link';
import { batchProblems, COUPON_BATCH_MAX } from '@/domain/staff/staff-coupons';
import { addStaffCouponCodes, fetchStaffCouponCodesCsv, moveStaffCoupon, type StaffCouponDetail, type StaffCouponMove } from '@/lib/api/staff-coupons';
import type { StaffMember } from '@/lib/api/staff-view';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ConsoleAlert, ConsoleButton, ConsoleField, ConsolePage } from '../console-page';
import { useCouponText } from './use-coupon-text';
import { useStaffCoupon } from './use-staff-coupon';
import styles from './coupons.module.css';

export type CouponData = { staff: StaffMember; coupon: StaffCouponDetail; created: boolean; edited?: boolean };

/** Saves the text as a file, as a download link does. */
function saveFile(name: string, body: string) {
  const url = URL.createObjectURL(new Blob([body], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** What the page says as it opens after the coupon was created or edited. */
function openingNotice(t: ReturnType<typeof useMarket>['t'], code: string, created: boolean, edited: boolean) {
  if (created) return { kind: 'done' as const, text: t('staffCoupons.done.created', { code }) };
  return edited ? { kind: 'done' as const, text: t('staffCoupons.done.edited', { code }) } : null;
}

export function CouponTemplate({ staff, coupon: initial, created, edited = false }: CouponData) {
  const { t } = useMarket();
  const text = useCouponText();
  const { coupon, notice, busy, run, ctx } = useStaffCoupon(initial, openingNotice(t, initial.code, created, edited));
  const [confirmEnd, setConfirmEnd] = useState(false);

  const move = async (step: StaffCouponMove) => {
    const done = await run(() => moveStaffCoupon(ctx(), coupon.id, step), t.dynamic(`staffCoupons.done.${step}`, step, { code: coupon.code }));
    if (done) setConfirmEnd(false);
  };

  const download = () =>
    void run(async () => saveFile(`coupon-${coupon.code.toLowerCase()}-codes.csv`, await fetchStaffCouponCodesCsv(ctx(), coupon.id)), t('staffCoupons.done.downloaded'));

  const targets = [
    ...coupon.items.map((item) => item.title),
    ...coupon.subcategories.map((section) => section.title),
    ...coupon.handoffIds.map((id) => t.dynamic(`staffCoupons.handoff.${id}`, String(id))),
  ];

  return (
    <ConsolePage staff={staff} title={t('staffCoupons.coupon.title', { code: coupon.code })} current="coupons" atSectionPage={false}>
      <p>
        <MarketLink href="/staff/coupons">{t('staffCoupons.coupon.back')}</MarketLink>
      </p>
      <div aria-live="polite">{notice?.kind === 'done' && <Done role="status">{notice.text}</Done>}</div>
      {notice?.kind === 'failed' && <ConsoleAlert role="alert">{notice.text}</ConsoleAlert>}
      <Facts>
        <dt>{t('staffCoupons.column.code')}</dt>
        <dd>{coupon.code}</dd>
        <dt>{t('staffCoupons.field.title')}</dt>
        <dd>{coupon.title}</dd>
        <dt>{t('staffCoupons.column.discount')}</dt>
        <dd>
          {text.discount(coupon)} ({text.typeName(coupon.typeId)})
        </dd>
        {targets.length > 0 && (
          <>
            <dt>{t('staffCoupons.coupon.appliesTo')}</dt>
            <dd>{targets.join(', ')}</dd>
          </>
        )}
        <dt>{t('staffCoupons.field.minimum')}</dt>
        <dd>{coupon.minimumAmount ? text.amount(coupon.minimumAmount, coupon.currency) : t('staffCoupons.coupon.none')}</dd>
        <dt>{t('staffCoupons.column.market')}</dt>
        <dd>{text.market(coupon.countryCode)}</dd>
        <dt>{t('staffCoupons.column.window')}</dt>
        <dd>{text.window(coupon)}</dd>
        <dt>{t('staffCoupons.field.usageLimit')}</dt>
        <dd>{coupon.usageLimit ?? t('staffCoupons.coupon.none')}</dd>
        <dt>{t('staffCoupons.field.perCustomerLimit')}</dt>
        <dd>{coupon.perCustomerLimit ?? t('staffCoupons.coupon.none')}</dd>
        <dt>{t('staffCoupons.column.status')}</dt>
        <dd>{text.status(coupon.status)}</dd>
        <dt>{t('staffCoupons.column.uses')}</dt>
        <dd>{coupon.uses}</dd>
        {coupon.singleUse && (
          <>
            <dt>{t('staffCoupons.coupon.codes')}</dt>
            <dd>{t('staffCoupons.coupon.codesCount', { total: coupon.codes.total, used: coupon.codes.used })}</dd>
          </>
        )}
      </Facts>
      {coupon.status !== 'ended' && (
        <Buttons>
          <EditLink href={`/staff/coupons/${coupon.id}/edit`}>{t('staffCoupons.action.edit')}</EditLink>
          {coupon.status === 'paused' ? (
            <ConsoleButton type="button" disabled={busy} onClick={() => void move('resume')}>
              {t('staffCoupons.action.resume')}
            </ConsoleButton>
          ) : (
            <ConsoleButton type="button" disabled={busy} onClick={() => void move('pause')}>
              {t('staffCoupons.action.pause')}
            </ConsoleButton>
          )}
          <ConsoleButton type="button" disabled={busy} onClick={() => setConfirmEnd(true)}>
            {t('staffCoupons.action.end')}
          </ConsoleButton>
        </Buttons>
      )}
      {confirmEnd && <ConfirmEnd code={coupon.code} busy={busy} onConfirm={() => void move('end')} onCancel={() => setConfirmEnd(false)} />}
      {coupon.singleUse && (
        <>
          {coupon.status !== 'ended' && <BatchForm busy={busy} onMake={(count, prefix) => run(() => addStaffCouponCodes(ctx(), coupon.id, { count, prefix }), t('staffCoupons.done.codes', { count }))} />}
          {coupon.codes.total > 0 && (
            <ConsoleButton type="button" disabled={busy} onClick={download}>
              {t('staffCoupons.action.download')}
            </ConsoleButton>
          )}
        </>
      )}
    </ConsolePage>
  );
}

function ConfirmEnd({ code, busy, onConfirm, onCancel }: { code: string; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useMarket();
  const heading = useRef<HTMLHeadingElement>(null);
  // The keyboard lands on the question as it opens.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Panel role="group" aria-labelledby="coupon-end-title">
      <h2 id="coupon-end-title" tabIndex={-1} ref={heading}>
        {t('staffCoupons.confirmEnd.title', { code })}
      </h2>
      <p>{t('staffCoupons.confirmEnd.body')}</p>
      <Buttons>
        <ConsoleButton type="button" disabled={busy} onClick={onConfirm}>
          {t('staffCoupons.confirmEnd.confirm')}
        </ConsoleButton>
        <ConsoleButton type="button" onClick={onCancel}>
          {t('staffCoupons.confirmEnd.cancel')}
        </ConsoleButton>
      </Buttons>
    </Panel>
  );
}

function BatchForm({ busy, onMake }: { busy: boolean; onMake: (count: number, prefix: string) => Promise<boolean> }) {
  const { t } = useMarket();
  const [count, setCount] = useState('50');
  const [prefix, setPrefix] = useState('');
  const [problem, setProblem] = useState<{ field: string; text: string } | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = count.trim();
    const asked = { count: /^\d{1,6}$/.test(typed) ? Number.parseInt(typed, 10) : 0, prefix: prefix.trim() };
    const [found] = batchProblems(asked);
    if (found) {
      setProblem({ field: found.field, text: t.dynamic(`staffCoupons.error.staff_coupons_${found.name === 'batchCountInvalid' ? 'batch_count_invalid' : 'prefix_invalid'}`, found.name, found.params) });
      document.getElementById(`coupon-batch-${found.field}`)?.focus();
      return;
    }
    setProblem(null);
    if (await onMake(asked.count, asked.prefix)) setPrefix('');
  };

  const described = (field: string) => (problem?.field === field ? { 'aria-invalid': true as const, 'aria-describedby': `coupon-batch-${field}-problem` } : {});
  return (
    <BatchPanel noValidate aria-labelledby="coupon-batch-title" onSubmit={(event) => void handleSubmit(event)}>
      <h2 id="coupon-batch-title">{t('staffCoupons.batch.title')}</h2>
      <ConsoleField>
        <label htmlFor="coupon-batch-count">{t('staffCoupons.batch.count', { max: COUPON_BATCH_MAX })}</label>
        <input id="coupon-batch-count" inputMode="numeric" autoComplete="off" value={count} onChange={(event) => setCount(event.target.value)} {...described('count')} />
        {problem?.field === 'count' && <Problem id="coupon-batch-count-problem">{problem.text}</Problem>}
      </ConsoleField>
      <ConsoleField>
        <label htmlFor="coupon-batch-prefix">{t('staffCoupons.batch.prefix')}</label>
        <input id="coupon-batch-prefix" autoComplete="off" value={prefix} onChange={(event) => setPrefix(event.target.value)} {...described('prefix')} />
        {problem?.field === 'prefix' && <Problem id="coupon-batch-prefix-problem">{problem.text}</Problem>}
      </ConsoleField>
      <Buttons>
        <ConsoleButton type="submit" disabled={busy}>
          {t('staffCoupons.batch.make')}
        </ConsoleButton>
      </Buttons>
    </BatchPanel>
  );
}

const Facts = classed('dl', styles.facts);
const EditLink = classed(MarketLink, styles.newLink);
const Panel = classed('div', styles.panel);
const BatchPanel = classed('form', styles.panel);
const Problem = classed('p', styles.problem);
const Buttons = classed('div', styles.buttons);
const Done = classed('p', styles.done);
