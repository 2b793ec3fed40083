/**
 * The editor's pricing of its draft. The draft it opens with comes priced from the page's
 * server render; once staff change it, the browser prices it with ./draft-pricing.ts, loaded on
 * the first change (it brings decimal.js, which nothing else on the page needs; focusing the
 * editor loads it ahead). Until it has arrived the answer is null: the totals are being worked out.
 */
import { useEffect, useMemo, useState } from 'react';
import type { DraftPricing, DraftTax, EstimateDraft } from './estimate-draft';

type Pricer = typeof import('./draft-pricing');

let loaded: Pricer | null = null;
let loading: Promise<Pricer> | null = null;

/** Loads the pricing module once; a failed load is tried again by the next call. */
export function loadPricer(): Promise<Pricer> {
  loading ??= import('./draft-pricing').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** `opening`: the server's pricing of the first draft the editor shows, or null. */
export function useDraftPricing(draft: EstimateDraft, tax: DraftTax, opening: DraftPricing | null): DraftPricing | null {
  const [openingDraft] = useState(draft);
  const [pricer, setPricer] = useState<Pricer | null>(loaded);
  const fromServer = opening !== null && draft === openingDraft;

  useEffect(() => {
    if (pricer || fromServer) return;
    let live = true;
    loadPricer().then(
      (module) => live && setPricer(module),
      () => undefined, // the next change tries again
    );
    return () => {
      live = false;
    };
  }, [pricer, fromServer, draft]);

  return useMemo(() => {
    if (fromServer) return opening;
    return pricer ? pricer.draftPricing(draft, tax) : null;
  }, [fromServer, opening, pricer, draft, tax]);
}
