/**
 * Interface state the shell shares: whether someone is signed
 * in (with the summary the mobile menu greets them with) and the navigation's height, which
 * sticky page parts read. Issue 5 wires sign-in: until then pages may pass a `user` prop.
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** The signed-in user's summary, read from the mystery-rewards progress. */
export type UserSummary = { firstName: string; spendablePoints: number | null };

export type UiContextValue = {
  isLoggedIn: boolean;
  user: UserSummary | null;
  navigationHeight: number;
  setNavigationHeight: (height: number) => void;
};

const UiContext = createContext<UiContextValue>({
  isLoggedIn: false,
  user: null,
  navigationHeight: 0,
  setNavigationHeight: () => undefined,
});

export function isUserSummary(value: unknown): value is UserSummary {
  return typeof value === 'object' && value !== null && typeof (value as UserSummary).firstName === 'string';
}

export function UiProvider({ user = null, children }: { user?: UserSummary | null; children: ReactNode }) {
  const [navigationHeight, setNavigationHeight] = useState(0);
  const value = useMemo(
    () => ({ isLoggedIn: user !== null, user, navigationHeight, setNavigationHeight }),
    [user, navigationHeight],
  );
  return <UiContext.Provider value={value}>{children}</UiContext.Provider>;
}

export function useUi(): UiContextValue {
  return useContext(UiContext);
}
