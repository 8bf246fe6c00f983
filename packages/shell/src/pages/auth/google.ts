// Google sign-in through Google Identity Services: loads the script on demand and resolves the ID
// token (credential). Spec §8: 'clientId is required' when the brand has none configured.
export const GOOGLE_CLIENT_ID_REQUIRED = 'clientId is required';
export const GOOGLE_NOT_AVAILABLE = 'Google not installed';

interface GoogleId {
  initialize(opts: { client_id: string; callback: (res: { credential?: string }) => void }): void;
  prompt(listener?: (n: { isNotDisplayed(): boolean; isSkippedMoment(): boolean }) => void): void;
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (document.querySelector(`script[src="${src}"]`)) return resolve();
    const el = document.createElement('script');
    el.src = src;
    el.async = true;
    el.onload = () => resolve();
    el.onerror = () => reject(new Error(GOOGLE_NOT_AVAILABLE));
    document.head.append(el);
  });
}

export async function googleIdToken(clientId: string): Promise<string> {
  if (!clientId) throw new Error(GOOGLE_CLIENT_ID_REQUIRED);
  await loadScript('https://accounts.google.com/gsi/client');
  const id = (window as unknown as { google?: { accounts?: { id?: GoogleId } } }).google?.accounts?.id;
  if (!id) throw new Error(GOOGLE_NOT_AVAILABLE);
  return new Promise((resolve, reject) => {
    id.initialize({
      client_id: clientId,
      callback: (res) => (res.credential ? resolve(res.credential) : reject(new Error(GOOGLE_NOT_AVAILABLE))),
    });
    id.prompt((n) => {
      if (n.isNotDisplayed() || n.isSkippedMoment()) reject(new Error(GOOGLE_NOT_AVAILABLE));
    });
  });
}
