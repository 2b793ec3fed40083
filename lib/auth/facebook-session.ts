/**
 * The Facebook side of a session: logging out of the SDK when it is loaded and connected
 * (logout step 4). The SDK is only on the page where the Facebook button loaded it;
 * elsewhere there is nothing to do. A slow or silent SDK never holds the logout up.
 * The SDK wrapper is fetched only then, so pages without the button do not ship it.
 */

const FACEBOOK_LOGOUT_TIMEOUT_MS = 2000;

type SdkWindow = { FB?: unknown };

export function facebookSdkLoaded(): boolean {
  return typeof window !== 'undefined' && Boolean((window as unknown as SdkWindow).FB);
}

/** Logs out of Facebook when connected; resolves when done, or after the timeout. */
export function logoutOfFacebook(timeoutMs = FACEBOOK_LOGOUT_TIMEOUT_MS): Promise<void> {
  if (!facebookSdkLoaded()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const fail = (error: unknown) => {
      console.warn('Facebook logout failed:', error);
      done();
    };
    import('@greatsumini/react-facebook-login')
      .then(({ FacebookLoginClient }) => {
        try {
          FacebookLoginClient.logout(done);
        } catch (error) {
          fail(error);
        }
      })
      .catch(fail);
  });
}
