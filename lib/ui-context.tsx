/**
 * Interface state the shell shares: whether someone is signed
 * in (with the summary the mobile menu greets them with) and the navigation's height, which
 * sticky page parts read.
 *
 * A personal page brings the signed-in summary in its `user` prop (null: signed out). A page the
 * same for every visitor brings none: the summary is read in the browser after hydration
 * (lib/visitor.ts), again whenever the session cookie changes, and `userPending` is true until
 * it is known (the server and the hydrating render cannot know it).
 */
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LocaleTag } from '@/domain/markets';
import { sessionKey } from './visitor-keys';

/** The signed-in user's summary, read from the mystery-rewards progress. */
export type UserSummary = { firstName: string; spendablePoints: number | null };

type UiContextValue = {
  isLoggedIn: boolean;
  user: UserSummary | null;
  /** The page did not bring the summary and the browser has not read it yet. */
  userPending: boolean;
  navigationHeight: number;
  setNavigationHeight: (height: number) => void;
};

const UiContext = createContext<UiContextValue>({
  isLoggedIn: false,
  user: null,
  userPending: false,
  navigationHeight: 0,
  setNavigationHeight: () => undefined,
});

export function isUserSummary(value: unknown): value is UserSummary {
  return typeof value === 'object' && value !== null && typeof (value as UserSummary).firstName === 'string';
}

type Loaded = { key: string; user: UserSummary | null };

/** `user` undefined: the page did not bring it, the browser reads it in `locale`. */
export function UiProvider({ user: pageUser, locale = 'en-us', children }: { user?: UserSummary | null; locale?: LocaleTag; children: ReactNode }) {
  const [navigationHeight, setNavigationHeight] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const asking = useRef<string | null>(null);
  const deferred = pageUser === undefined;

  // Runs after every render: cheap (a cookie read), and it notices a sign-in or a logout.
  useEffect(() => {
    if (!deferred) return;
    const key = sessionKey();
    if (loaded?.key === key || asking.current === key) return;
    if (!key) {
      setLoaded({ key, user: null });
      return;
    }
    asking.current = key;
    // The API client comes with the first read, not with the page.
    void import('./visitor')
      .then(({ loadVisitorUser }) => loadVisitorUser(locale), () => null)
      .then((user) => {
        if (asking.current === key) asking.current = null;
        setLoaded({ key: sessionKey() === key ? key : '', user: sessionKey() === key ? user : null });
      });
  });

  const user = deferred ? (loaded?.user ?? null) : pageUser;
  const userPending = deferred && loaded === null;
  const value = useMemo(
    () => ({ isLoggedIn: user !== null, user, userPending, navigationHeight, setNavigationHeight }),
    [user, userPending, navigationHeight],
  );
  return <UiContext.Provider value={value}>{children}</UiContext.Provider>;
}

export function useUi(): UiContextValue {
  return useContext(UiContext);
}
