/**
 * The first hydration of a page runs as a transition, so React hydrates it in slices of a few
 * milliseconds and lets the browser answer input in between, instead of one long task. Next's
 * pages router calls react-dom/client's hydrateRoot itself, after loading _app; this wraps that
 * export once, in the browser, before the call. A click or key press meanwhile makes React hydrate
 * what it hits at once and then handle it, as it does for any transition.
 */
import { startTransition } from 'react';
import type { hydrateRoot as HydrateRoot } from 'react-dom/client';

type ClientExports = { hydrateRoot: typeof HydrateRoot & { inTransition?: true } };

export function hydrateInTransition(client: ClientExports): void {
  const original = client.hydrateRoot;
  if (original.inTransition) return;
  const wrapped: ClientExports['hydrateRoot'] = (container, children, options) => {
    let root: ReturnType<typeof HydrateRoot> | undefined;
    startTransition(() => {
      root = original(container, children, options);
    });
    return root as ReturnType<typeof HydrateRoot>;
  };
  wrapped.inTransition = true;
  client.hydrateRoot = wrapped;
}
