/**
 * The configured Facebook button, through @greatsumini/react-facebook-login: the redirect
 * dialog, then the access token goes to POST /auth/login/customer/social and the session is
 * stored. Outcomes: success signs in; loginCancelled (closed or refused dialog) and
 * facebookNotLoaded (the SDK could not load) show why. A chunk of its own (facebook-button.tsx
 * loads it only when an app id is set), so the library costs nothing where Facebook is off.
 */
import FacebookLogin, { type FailResponse, type SuccessResponse } from '@greatsumini/react-facebook-login';
import { useEffect, useState } from 'react';
import { socialLogin } from '@/lib/api/auth';
import { completeSignIn } from '@/lib/auth/complete-sign-in';
import {
  FACEBOOK_FIELDS,
  FACEBOOK_SCOPE,
  FACEBOOK_SDK_VERSION,
  FACEBOOK_SDK_WAIT_MS,
  facebookDialogParams,
  facebookLanguage,
  facebookReturnOf,
  failureOutcome,
  rememberNextForFacebook,
  takeNextForFacebook,
  type SocialLoginOutcome,
} from '@/lib/auth/facebook';
import { facebookSdkLoaded } from '@/lib/auth/facebook-session';
import { isSafeRelativePath } from '@/lib/auth/next-path';
import { useMarket } from '@/lib/use-market';
import { FormError } from './auth-layout';
import { failureText } from './api-errors';
import { FacebookStyledButton, type FacebookButtonProps } from './facebook-button';

export default function FacebookSignIn({ appId, next, loginPath }: FacebookButtonProps & { appId: string }) {
  const { locale, t } = useMarket();
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;

  const showOutcome = (outcome: Exclude<SocialLoginOutcome, 'success'>) => {
    setWorking(false);
    setError(t(`auth.facebook.${outcome}`));
  };

  useWatchRedirectReturn(setWorking, showOutcome);

  const handleSuccess = async (response: SuccessResponse) => {
    setWorking(true);
    setError(null);
    try {
      const session = await socialLogin({ locale }, { provider: 'facebook', accessToken: response.accessToken });
      const remembered = takeNextForFacebook();
      completeSignIn(session, remembered && isSafeRelativePath(remembered) ? remembered : next);
    } catch (failure) {
      const text = await failureText(t, failure);
      setWorking(false);
      setError(text);
    }
  };

  return (
    <>
      <FacebookLogin
        appId={appId}
        language={facebookLanguage(locale)}
        scope={FACEBOOK_SCOPE}
        fields={FACEBOOK_FIELDS}
        initParams={{ version: FACEBOOK_SDK_VERSION }}
        useRedirect
        dialogParams={facebookDialogParams(origin, loginPath)}
        onSuccess={handleSuccess}
        onFail={(failure: FailResponse) => showOutcome(failureOutcome(failure.status))}
        render={({ onClick }) => (
          <FacebookStyledButton
            type="button"
            disabled={working}
            onClick={() => {
              rememberNextForFacebook(next);
              onClick?.();
            }}
          >
            {working ? t('auth.facebook.working') : t('auth.facebook.button')}
          </FacebookStyledButton>
        )}
      />
      {error && <FormError role="alert">{error}</FormError>}
    </>
  );
}

/**
 * Back from the dialog: a refusal is loginCancelled; with a code, the SDK finishes the sign-in
 * (the library calls onSuccess), unless it never loads: facebookNotLoaded.
 */
function useWatchRedirectReturn(
  setWorking: (working: boolean) => void,
  showOutcome: (outcome: Exclude<SocialLoginOutcome, 'success'>) => void,
) {
  useEffect(() => {
    const back = facebookReturnOf(window.location.search);
    if (back === 'cancelled') showOutcome('loginCancelled');
    if (back !== 'code') return;
    setWorking(true);
    const timer = setTimeout(() => {
      if (!facebookSdkLoaded()) showOutcome('facebookNotLoaded');
    }, FACEBOOK_SDK_WAIT_MS);
    return () => clearTimeout(timer);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
