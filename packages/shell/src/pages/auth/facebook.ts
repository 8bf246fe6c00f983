// Facebook Login through the Facebook JS SDK (spec §2): the SDK script is added to the page only
// when the brand has an app id and the login form shows (or the button is tapped), never in the
// first load; FB.login answers the user access token the server checks with the Graph API.
// The SDK URL comes from the build (PERYA_FACEBOOK_SDK_URL: Facebook's by default, the reference
// server's sandbox SDK in local runs and tests); `{locale}` becomes the player's language.

/** Why no token came back: the SDK did not load (spec §8 "please download and install Facebook"), or the player closed the dialog. */
export class FacebookLoginError extends Error {
  constructor(readonly reason: 'unavailable' | 'cancelled') {
    super(reason === 'unavailable' ? 'Facebook SDK unavailable' : 'Facebook login cancelled');
    this.name = 'FacebookLoginError';
  }
}

interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: { status?: string; authResponse?: { accessToken?: string } | null }) => void, options?: { scope?: string }): void;
}

/** The Graph API version the SDK is initialised with (the server's FACEBOOK_GRAPH_URL default). */
export const FACEBOOK_GRAPH_VERSION = 'v21.0';

/** The SDK locales Facebook serves for our languages; anything else gets US English. */
const SDK_LOCALES: Readonly<Record<string, string>> = {
  en: 'en_US',
  fil: 'tl_PH',
  tl: 'tl_PH',
  zh: 'zh_CN',
  id: 'id_ID',
  ms: 'ms_MY',
  pt: 'pt_BR',
  es: 'es_LA',
  hi: 'hi_IN',
};

/** `en-PH` → `en_US`, `pt-BR` → `pt_BR`, `es-MX` → `es_LA` (Facebook's Latin-American Spanish). */
export function facebookLocale(language: string): string {
  const [lang = 'en'] = language.toLowerCase().split(/[-_]/);
  return SDK_LOCALES[lang] ?? 'en_US';
}

export function facebookSdkUrl(template: string, language: string): string {
  return template.replaceAll('{locale}', facebookLocale(language));
}

let loading: { key: string; promise: Promise<FacebookSdk> } | undefined;

function sdkOf(): FacebookSdk | undefined {
  return (window as unknown as { FB?: FacebookSdk }).FB;
}

/**
 * Adds the SDK script once and initialises it with the app id; the same promise for every caller.
 * A failed load (offline, blocked) is forgotten, so the next tap tries again.
 */
export function loadFacebookSdk(appId: string, sdkUrlTemplate: string, language: string): Promise<FacebookSdk> {
  const src = facebookSdkUrl(sdkUrlTemplate, language);
  const key = `${appId} ${src}`;
  if (loading?.key === key) return loading.promise;
  const promise = new Promise<FacebookSdk>((resolve, reject) => {
    const ready = () => {
      const sdk = sdkOf();
      if (!sdk) return reject(new FacebookLoginError('unavailable'));
      sdk.init({ appId, version: FACEBOOK_GRAPH_VERSION, cookie: false, xfbml: false });
      resolve(sdk);
    };
    const existing = [...document.querySelectorAll<HTMLScriptElement>('script[data-facebook-sdk]')].find((el) => el.getAttribute('src') === src);
    if (existing && sdkOf()) return ready();
    existing?.remove();
    const el = document.createElement('script');
    el.src = src;
    el.async = true;
    el.crossOrigin = 'anonymous';
    el.dataset.facebookSdk = '';
    el.onload = ready;
    el.onerror = () => {
      el.remove();
      reject(new FacebookLoginError('unavailable'));
    };
    document.head.append(el);
  });
  loading = { key, promise };
  promise.catch(() => {
    if (loading?.promise === promise) loading = undefined;
  });
  return promise;
}

/** Opens Facebook's login and answers the user access token. */
export async function facebookAccessToken(appId: string, sdkUrlTemplate: string, language: string): Promise<string> {
  const sdk = await loadFacebookSdk(appId, sdkUrlTemplate, language);
  return new Promise((resolve, reject) => {
    sdk.login(
      (response) => {
        const token = response.status === 'connected' ? response.authResponse?.accessToken : undefined;
        if (token) resolve(token);
        else reject(new FacebookLoginError('cancelled'));
      },
      { scope: 'public_profile,email' },
    );
  });
}

/** Test hook: forget the loaded SDK. */
export function resetFacebookSdk(): void {
  loading = undefined;
}
