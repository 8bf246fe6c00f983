// App update of spec §4/§7: boot/v2/{appId} returns the current version and URL; a newer version
// sends the player there, at most a fixed number of times per session (the cap is domain's rule).

export interface BootInfo {
  readonly version: string;
  readonly defaultUrl: string;
  readonly newSideUrl?: string | null | undefined;
  readonly newSideVersion?: string | null | undefined;
}

export interface AppUpdateDeps {
  fetchBoot(): Promise<BootInfo>;
  /** Domain rule (updateRedirectTarget): the URL to go to, or undefined to stay. */
  target(input: { serverVersion: string; url: string; redirectsSoFar: number }): string | undefined;
  session: Pick<Storage, 'getItem' | 'setItem'>;
  redirect(url: string): void;
}

export const UPDATE_REDIRECTS_KEY = 'perya.updateRedirects';

/** Returns the URL it redirected to, or null. Errors are swallowed: an update check never blocks play. */
export async function checkAppUpdate(deps: AppUpdateDeps): Promise<string | null> {
  let boot: BootInfo;
  try {
    boot = await deps.fetchBoot();
  } catch (_) {
    return null;
  }
  const count = Number(deps.session.getItem(UPDATE_REDIRECTS_KEY) ?? '0') || 0;
  // Only ever leave for a web address: a boot response is data, not a script to run.
  if (!/^https?:\/\//.test(boot.defaultUrl ?? '')) return null;
  const url = deps.target({ serverVersion: boot.version, url: boot.defaultUrl, redirectsSoFar: count });
  if (url === undefined) return null;
  deps.session.setItem(UPDATE_REDIRECTS_KEY, String(count + 1));
  deps.redirect(url);
  return url;
}
