/**
 * /staff/smoke: the store's meats with today's (or tomorrow's) smoke, what orders took and what
 * is left; a manager enters each meat's smoke by count (racks or pieces) or weight (lb in the
 * US, kg elsewhere) and sets the share below which the menu says what is left. A member with
 * several stores picks one (a form that works without script too). What happened, or why it was
 * refused, is said above the table. The calls that save come with the first save, and the texts of
 * a refusal with the first refusal: the board is what the server read.
 */
import { useState, type FormEvent } from 'react';
import { localizedPath } from '@/domain/markets';
import type { SmokePieceCount } from '@/domain/kitchen/smoke-units';
import type { SmokeBoard, SmokeMeat } from '@/lib/api/staff-smoke';
import type { StaffMember } from '@/lib/api/staff-view';
import { classed } from '@/lib/classed';
import { staffContext } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';
import { ConsoleButton, ConsoleField, ConsolePage } from '../console-page';
import { ConsoleNoticeLine, type ConsoleNotice } from '../console-notice';
import { StorePicker } from '../store-picker';
import styles from './smoke.module.css';

export type SmokeData = { staff: StaffMember; board: SmokeBoard | null; tomorrow: boolean };


export function SmokeTemplate({ staff, board: initial, tomorrow }: SmokeData) {
  const { locale, t } = useMarket();
  const [board, setBoard] = useState(initial);
  const [notice, setNotice] = useState<ConsoleNotice | null>(null);
  const [busy, setBusy] = useState(false);
  const ctx = () => staffContext({ locale });
  const dayOf = (meat: SmokeMeat) => (tomorrow ? meat.tomorrow : meat.today);
  const unitText = (meat: SmokeMeat, countedAs = meat.countedAs) => t(`smoke.unit.${meat.entryUnit ?? countedAs}` as 'smoke.unit.rack');

  const run = async (call: () => Promise<string>) => {
    setBusy(true);
    setNotice(null);
    try {
      setNotice({ kind: 'done', text: await call() });
    } catch (failure) {
      const text = await import('@/lib/api/failure-text').then(
        ({ failureText }) => failureText(t, failure, { locale }),
        () => t('checkout.error.generic'),
      );
      setNotice({ kind: 'failed', text });
    } finally {
      setBusy(false);
    }
  };

  const handleEntry = (meat: SmokeMeat) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!board) return;
    const form = new FormData(event.currentTarget);
    const amount = String(form.get('amount') ?? '');
    const countedAs = (form.get('countedAs') as SmokePieceCount | null) ?? undefined;
    const day = dayOf(meat).date;
    void run(async () => {
      const { enterSmoke } = await import('@/lib/api/staff-smoke');
      const answer = await enterSmoke(ctx(), board.store.id, meat.itemId, day, { amount, ...(countedAs ? { countedAs } : {}) });
      setBoard((current) => (current ? { ...current, meats: current.meats.map((candidate) => (candidate.itemId === answer.itemId ? { ...answer, title: candidate.title } : candidate)) } : current));
      return t('smoke.console.saved', { item: meat.title, amount, unit: unitText(answer), date: day });
    });
  };

  const handleThreshold = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!board) return;
    const percent = Number(new FormData(event.currentTarget).get('percent'));
    void run(async () => {
      const { setSmokeThreshold } = await import('@/lib/api/staff-smoke');
      const answer = await setSmokeThreshold(ctx(), board.store.id, percent);
      setBoard((current) => (current ? { ...current, lowPercent: answer.lowPercent } : current));
      return t('smoke.console.lowPercentSaved', { percent: answer.lowPercent });
    });
  };

  const here = (day: 'today' | 'tomorrow') => `${localizedPath(locale, '/staff/smoke')}?${board ? `store=${board.store.id}&` : ''}day=${day}`;

  return (
    <ConsolePage staff={staff} title={t('smoke.console.title')} current="smoke">
      <p>{t('smoke.console.intro')}</p>
      <StorePicker stores={staff.stores} storeId={board?.store.id} path="/staff/smoke" id="smoke-store" label={t('smoke.console.store')} button={t('smoke.console.store')} />
      <ConsoleNoticeLine notice={notice} />
      {!board ? (
        <p>{t('smoke.console.noStores')}</p>
      ) : (
        <>
          <h2>{board.store.title}</h2>
          <nav aria-label={t('smoke.console.day')}>
            <a href={here('today')} aria-current={tomorrow ? undefined : 'page'}>
              {t('smoke.console.today')} ({board.today})
            </a>{' '}
            ·{' '}
            <a href={here('tomorrow')} aria-current={tomorrow ? 'page' : undefined}>
              {t('smoke.console.tomorrow')} ({board.tomorrow})
            </a>
          </nav>
          <Table>
            <table>
              <caption>{t('smoke.console.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('smoke.console.meat')}</th>
                  <th scope="col">{t('smoke.console.smoked')}</th>
                  <th scope="col">{t('smoke.console.drawn')}</th>
                  <th scope="col">{t('smoke.console.left')}</th>
                </tr>
              </thead>
              <tbody>
                {board.meats.map((meat) => {
                  const day = dayOf(meat);
                  const inputId = `smoke-${meat.itemId}`;
                  return (
                    <tr key={meat.itemId}>
                      <th scope="row">{meat.title}</th>
                      <td>
                        {board.mayEnter ? (
                          <Entry onSubmit={handleEntry(meat)}>
                            <ConsoleField>
                              <label htmlFor={inputId}>{t('smoke.console.amountOf', { item: meat.title, unit: unitText(meat) })}</label>
                              <input id={inputId} name="amount" inputMode="decimal" maxLength={12} required defaultValue={day.smoked ?? ''} />
                            </ConsoleField>
                            {meat.entryUnit === null && (
                              <ConsoleField>
                                <label htmlFor={`${inputId}-count`}>{t('smoke.console.countedAs')}</label>
                                <select id={`${inputId}-count`} name="countedAs" defaultValue={meat.countedAs}>
                                  <option value="rack">{t('smoke.unit.rack')}</option>
                                  <option value="piece">{t('smoke.unit.piece')}</option>
                                </select>
                              </ConsoleField>
                            )}
                            <ConsoleButton type="submit" disabled={busy}>
                              {busy ? t('smoke.console.saving') : t('smoke.console.save')}
                            </ConsoleButton>
                          </Entry>
                        ) : (
                          (day.smoked ?? t('smoke.console.notEntered'))
                        )}
                      </td>
                      <td>{day.drawn}</td>
                      <td>{day.entered ? `${day.left} ${unitText(meat)}` : t('smoke.console.notEntered')}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </Table>
          {board.mayEnter && (
            <Picker onSubmit={handleThreshold}>
              <ConsoleField>
                <label htmlFor="smoke-percent">{t('smoke.console.lowPercent')}</label>
                <input id="smoke-percent" name="percent" type="number" min={0} max={100} step={1} required defaultValue={board.lowPercent} />
              </ConsoleField>
              <ConsoleButton type="submit" disabled={busy}>
                {t('smoke.console.lowPercentSave')}
              </ConsoleButton>
            </Picker>
          )}
        </>
      )}
    </ConsolePage>
  );
}

const Picker = classed('form', styles.picker);

const Table = classed('div', styles.table);

const Entry = classed('form', styles.entry);

