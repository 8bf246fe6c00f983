import { describe, expect, it, vi } from 'vitest';
import { oncePerSession, runStartup, type StartupSteps } from './pipeline';

function recorder(transfer: boolean | Error = true, failAt?: string) {
  const calls: string[] = [];
  const step = (name: string) => async () => {
    calls.push(name);
    if (name === failAt) throw new Error('boom');
  };
  const steps: StartupSteps = {
    systemInit: step('systemInit'),
    userInit: step('userInit'),
    gameBlacklistCheck: step('gameBlacklistCheck'),
    walletInit: step('walletInit'),
    protectMigrationCheck: step('protectMigrationCheck'),
    transferInit: async () => {
      calls.push('transferInit');
      if (transfer instanceof Error) throw transfer;
      return transfer;
    },
    openTransferPopup: () => void calls.push('openTransferPopup'),
    demoInit: step('demoInit'),
    hideLoading: () => void calls.push('hideLoading'),
  };
  return { calls, steps };
}

describe('runStartup (spec §4)', () => {
  it('runs the steps in the spec order and hides the loading overlay last', async () => {
    const { calls, steps } = recorder();
    await runStartup(steps, { protectMigrationEnabled: true, hasToken: () => true });
    expect(calls).toEqual([
      'systemInit', 'userInit', 'gameBlacklistCheck', 'walletInit', 'protectMigrationCheck', 'transferInit', 'demoInit', 'hideLoading',
    ]);
  });

  it('skips the protect-migration check without a token or when disabled', async () => {
    const a = recorder();
    await runStartup(a.steps, { protectMigrationEnabled: true, hasToken: () => false });
    expect(a.calls).not.toContain('protectMigrationCheck');
    const b = recorder();
    await runStartup(b.steps, { protectMigrationEnabled: false, hasToken: () => true });
    expect(b.calls).not.toContain('protectMigrationCheck');
  });

  it('opens the GT popup when transfer init returns false, not when it fails or passes', async () => {
    const no = recorder(false);
    await runStartup(no.steps, { protectMigrationEnabled: false, hasToken: () => false });
    expect(no.calls.indexOf('openTransferPopup')).toBe(no.calls.indexOf('transferInit') + 1);
    const failed = recorder(new Error('x'));
    await runStartup(failed.steps, { protectMigrationEnabled: false, hasToken: () => false });
    expect(failed.calls).not.toContain('openTransferPopup');
  });

  it('keeps going after a failing step, reports it, and still hides the overlay', async () => {
    const { calls, steps } = recorder(true, 'userInit');
    const onError = vi.fn();
    await runStartup(steps, { protectMigrationEnabled: false, hasToken: () => false, onError });
    expect(onError).toHaveBeenCalledWith('userInit', expect.any(Error));
    expect(calls.at(-1)).toBe('hideLoading');
    expect(calls).toContain('demoInit');
  });
});

describe('oncePerSession', () => {
  it('runs once per session storage', async () => {
    const map = new Map<string, string>();
    const session = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
    const fn = vi.fn(async () => {});
    expect(await oncePerSession(session, 'renew', fn)).toBe(true);
    expect(await oncePerSession(session, 'renew', fn)).toBe(false);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
