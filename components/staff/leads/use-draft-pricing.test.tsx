/** @jest-environment jsdom */
import type { DraftPricing, EstimateDraft } from './estimate-draft';

const TAX = { taxRate: '0.0825', taxExempt: false };
const DRAFT: EstimateDraft = {
  lines: [{ key: 'a', kind: 'menu', itemId: 101, title: 'Brisket Tray', quantity: '2', unitPrice: '89.00' }],
  fees: [],
  depositPercent: '25',
};
/** What the server sent for DRAFT (deliberately not what the browser would work out, to tell them apart). */
const FROM_SERVER: DraftPricing = { lines: { a: '1.00' }, totals: null };

// Each test starts with the pricing module not yet loaded (with React and the testing library loaded again beside it).
beforeEach(() => jest.resetModules());

async function renderPricing(opening: DraftPricing | null) {
  const { act, renderHook, waitFor } = await import('@testing-library/react/pure');
  const { useDraftPricing } = await import('./use-draft-pricing');
  const hook = renderHook(({ draft }) => useDraftPricing(draft, TAX, opening), { initialProps: { draft: DRAFT } });
  return { hook, act, waitFor };
}

describe('useDraftPricing', () => {
  it('shows the server’s pricing of the opening draft, then works out a changed draft once the pricing has loaded', async () => {
    const { hook, act, waitFor } = await renderPricing(FROM_SERVER);
    expect(hook.result.current).toBe(FROM_SERVER);

    act(() => hook.rerender({ draft: { ...DRAFT, lines: [{ ...DRAFT.lines[0]!, quantity: '3' }] } }));
    expect(hook.result.current).toBeNull();
    await waitFor(() => expect(hook.result.current?.lines).toEqual({ a: '267.00' }));
    expect(hook.result.current?.totals?.total).toBe('289.03');
    hook.unmount();
  });

  it('works out the opening draft itself when the server sent no pricing', async () => {
    const { hook, waitFor } = await renderPricing(null);
    expect(hook.result.current).toBeNull();
    await waitFor(() => expect(hook.result.current?.lines).toEqual({ a: '178.00' }));
    hook.unmount();
  });
});
