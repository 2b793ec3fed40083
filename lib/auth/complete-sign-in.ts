/**
 * The end of every sign-in (email, Facebook): keep the token in the jwt_token cookie,
 * then load the next page in full, so every server-rendered part (header, mobile menu, the page
 * itself) shows the signed-in state.
 */
import type { WireAuthSession } from '@/domain/wire/accounts';
import { navigation } from '@/lib/api/navigation';
import { storeSession } from './session-cookie';

export function completeSignIn(session: Pick<WireAuthSession, 'token' | 'expiresAt'>, next: string): void {
  storeSession({ token: session.token, expiresAt: session.expiresAt });
  navigation.navigate(next);
}
