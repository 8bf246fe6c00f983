import { describe, expect, it, vi } from 'vitest';
import { updateRedirectTarget } from '@perya/domain';
import { checkAppUpdate, UPDATE_REDIRECTS_KEY } from './appUpdate';

function session() {
  const map = new Map<string, string>();
  return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}
const rule = updateRedirectTarget;

describe('checkAppUpdate (spec §4, §7)', () => {
  it('redirects to the boot URL when the server is newer, at most as often as the rule allows', async () => {
    const s = session();
    const redirect = vi.fn();
    const deps = { fetchBoot: async () => ({ version: '4.4.0', defaultUrl: 'https://new.example/' }), target: rule, session: s, redirect };
    for (let i = 0; i < 5; i++) await checkAppUpdate(deps);
    expect(redirect).toHaveBeenCalledTimes(3);
    expect(s.map.get(UPDATE_REDIRECTS_KEY)).toBe('3');
  });

  it('stays when the version is not newer, the URL is not http(s), or boot fails', async () => {
    const redirect = vi.fn();
    await checkAppUpdate({ fetchBoot: async () => ({ version: '4.3.0', defaultUrl: 'https://x/' }), target: rule, session: session(), redirect });
    await checkAppUpdate({ fetchBoot: async () => ({ version: '9.0.0', defaultUrl: 'javascript:alert(1)' }), target: rule, session: session(), redirect });
    await checkAppUpdate({ fetchBoot: () => Promise.reject(new Error('down')), target: rule, session: session(), redirect });
    expect(redirect).not.toHaveBeenCalled();
  });
});
