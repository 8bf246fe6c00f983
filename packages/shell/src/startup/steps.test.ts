// The protect-migration step of start-up (spec §4: "Protect migration state INIT shows a protection
// prompt"): it asks the server for the caller's state and, for INIT, opens the prompt that leads to
// the password change; other states open nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testBrand } from '../../test/testBrand';
import { createServices } from '../services/services';
import { EVENT_BRAND_H5_ENTER, EVENT_NEW_APP_ENTER, TRACKED_EVENTS } from '@perya/domain';
import { STORAGE_KEYS } from '../platform/storage';
import { demoIdAtom } from '../state/session';
import { brandStartupSteps } from './steps';

const MIGRATE_LINK = 'https://main.example/#/?userCode=77&appCode=childph';
const brand = testBrand({ id: 'test-main', title: 'Test Main', appCode: 'mainph', role: 'main', features: { protectMigration: true } });

let state: string;
let paths: string[];
let protectMigrationEnabled: boolean;
let emergencyAlertUrl: string;
/** [path, token header] of every call. */
let sent: [string, string | null][];
let renewalRefused: boolean;
/** The tip /x2/vest/check_banner_show answers. */
let bannerTip: string | null;
/** The JSON body of every call, by path (the last one). */
let bodies: Record<string, unknown>;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'tok');
  localStorage.setItem('uId', '77');
  paths = [];
  sent = [];
  renewalRefused = false;
  bannerTip = 'migrateOver';
  bodies = {};
  sessionStorage.clear();
  protectMigrationEnabled = true;
  emergencyAlertUrl = '';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input)).pathname;
      paths.push(path);
      if (typeof init?.body === 'string') bodies[path] = JSON.parse(init.body) as unknown;
      sent.push([path, new Headers(init?.headers).get('token')]);
      if (path === '/x2/user/token/renewal' && renewalRefused) {
        return new Response(JSON.stringify({ code: '401', message: 'Your session has expired. Please log in again.', status: 401, data: null }), {
          headers: { 'content-type': 'application/json' },
        });
      }
      if (path === '/x2/user/token/renewal') {
        return new Response(JSON.stringify({ code: '00000', message: 'ok', status: 200, data: { token: 'tok-renewed', expiresAt: Date.now() + 3_600_000 } }), {
          headers: { 'content-type': 'application/json' },
        });
      }
      if (path === '/x2/app/zhou/v2/getVal') {
        const value = { telegramUrl: '', customerServiceUrl: '', emergencyAlertUrl, protectMigrationEnabled, guaranteedPopupEnabled: false };
        return new Response(JSON.stringify({ code: '00000', message: 'ok', status: 200, data: { key: 'front_public_config', value } }), {
          headers: { 'content-type': 'application/json' },
        });
      }
      if (path === '/x2/vest/check_banner_show') {
        return new Response(JSON.stringify({ code: '00000', message: 'ok', status: 200, data: { tip: bannerTip, mainAppUrl: MIGRATE_LINK } }), {
          headers: { 'content-type': 'application/json' },
        });
      }
      if (path === '/x2/vest/recent_login_account/get') {
        const account = { userId: 'C9', phone: '0917***4567', name: 'Mar***', lastLoginTime: 1 };
        return new Response(JSON.stringify({ code: '00000', message: 'ok', status: 200, data: account }), { headers: { 'content-type': 'application/json' } });
      }
      if (path === '/x2/vest/migrated/visit/report') {
        return new Response(JSON.stringify({ code: '00000', message: 'ok', status: 200, data: null }), { headers: { 'content-type': 'application/json' } });
      }
      if (path === '/x2/migration-bonus/check') {
        return new Response(
          JSON.stringify({ code: '00000', message: 'ok', status: 200, data: { canMigrate: true, migrateAmount: 25_000, migrateAward: 'Migration bonus', migrateAwardAmount: 5_000 } }),
          { headers: { 'content-type': 'application/json' } },
        );
      }
      if (path === '/x2/vest/protect_migration/check') {
        return new Response(JSON.stringify({ code: '00000', message: 'ok', status: 200, data: { state } }), { headers: { 'content-type': 'application/json' } });
      }
      return new Response('not found', { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(config = brand) {
  const services = createServices(config);
  const open = vi.spyOn(services.popups, 'open');
  const navigate = vi.fn();
  const steps = brandStartupSteps(services, { navigate, hideLoading: () => undefined, now: () => Date.now(), translate: (key) => `t:${key}` });
  return { open, navigate, steps, services };
}

describe('protect-migration check at start-up (spec §4)', () => {
  it('INIT opens the protection prompt, which leads to the password change', async () => {
    state = 'INIT';
    const { open, navigate, steps } = setup();
    await steps.protectMigrationCheck();
    expect(paths.filter((p) => p.startsWith('/x2/vest/'))).toEqual(['/x2/vest/protect_migration/check']);
    expect(open).toHaveBeenCalledTimes(1);
    const [id, props] = open.mock.calls[0] as [string, { title: string; message: string; confirmLabel: string; onConfirm(): void }];
    expect(id).toBe('migration');
    expect(props).toMatchObject({ title: 't:popups.migration.protectTitle', message: 't:popups.migration.protectBody', confirmLabel: 't:account.changePassword' });
    props.onConfirm();
    expect(navigate).toHaveBeenCalledWith('/profile#password');
  });

  it('asks nothing when the operator has the check switched off (front_public_config)', async () => {
    state = 'INIT';
    protectMigrationEnabled = false;
    const { open, steps } = setup();
    await steps.protectMigrationCheck();
    expect(paths).not.toContain('/x2/vest/protect_migration/check');
    expect(open).not.toHaveBeenCalled();
  });

  it.each(['NONE', 'PROTECTED'])('%s opens nothing', async (s) => {
    state = s;
    const { open, navigate, steps } = setup();
    await steps.protectMigrationCheck();
    expect(open).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('token renewal at start-up (spec §4, once per session)', () => {
  it('stores the NEW token (the server revoked the old one) and calls on with it; renews once per session', async () => {
    const { steps } = setup();
    // The player record answers 404 here; only the token matters.
    await steps.userInit().catch(() => undefined);
    expect(localStorage.getItem('token')).toBe('tok-renewed');
    expect(sent.filter(([path]) => path === '/x2/user/token/renewal')).toEqual([['/x2/user/token/renewal', 'tok']]);
    const after = sent.filter(([path]) => path !== '/x2/user/token/renewal');
    expect(after.length).toBeGreaterThan(0);
    expect(after.every(([, token]) => token === 'tok-renewed')).toBe(true);
    await steps.userInit().catch(() => undefined);
    expect(sent.filter(([path]) => path === '/x2/user/token/renewal')).toHaveLength(1);
  });

  it('a refused renewal does not log out by itself (another tab may have rotated the shared token)', async () => {
    renewalRefused = true;
    const { steps } = setup();
    await steps.userInit().catch(() => undefined);
    expect(sent[0]).toEqual(['/x2/user/token/renewal', 'tok']);
    expect(localStorage.getItem('token')).toBe('tok');
  });
});

describe('emergency alert (spec §1)', () => {
  it('start-up sends every player to the emergency page when the operator sets its URL', async () => {
    emergencyAlertUrl = 'https://new.example/app';
    const { steps, navigate } = setup();
    await steps.systemInit();
    expect(navigate).toHaveBeenCalledWith('/emergencyAlert');
  });

  it('and not when it is empty', async () => {
    const { steps, navigate } = setup();
    await steps.systemInit();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('enter events and the demo id at start-up (spec §4, §3)', () => {
  it('a brand H5 records brandH5.enter every start; the clean-app variant records newApp.enter once', async () => {
    const config = { ...brand, features: { ...brand.features, brandH5Enter: true, newAppEnter: true } };
    const reported: string[] = [];
    for (let start = 0; start < 2; start++) {
      const { steps, services } = setup(config);
      vi.spyOn(services.reporter, 'report').mockImplementation(async (event: string) => {
        reported.push(event);
        return true;
      });
      await steps.systemInit();
    }
    expect(reported).toEqual([EVENT_BRAND_H5_ENTER, EVENT_NEW_APP_ENTER, EVENT_BRAND_H5_ENTER]);
    expect(localStorage.getItem(STORAGE_KEYS.newAppEntered)).toBe('1');
  });

  it('records neither when the brand has both off', async () => {
    const { steps, services } = setup();
    const report = vi.spyOn(services.reporter, 'report').mockResolvedValue(true);
    await steps.systemInit();
    expect(report).not.toHaveBeenCalled();
  });

  it('spec §5 tracked "first open": once per device, on every brand', async () => {
    const tracked: string[] = [];
    for (let start = 0; start < 2; start++) {
      const { steps, services } = setup();
      vi.spyOn(services.reporter, 'track').mockImplementation(async (event) => {
        tracked.push(event);
        return true;
      });
      await steps.systemInit();
    }
    expect(tracked).toEqual([TRACKED_EVENTS.firstOpen]);
    expect(localStorage.getItem(STORAGE_KEYS.firstOpened)).toBe('1');
  });

  it('creates the demo id D + 5 digits once and keeps it (spec §3, §5)', async () => {
    const first = setup();
    await first.steps.demoInit();
    const id = first.services.session.store.get(demoIdAtom);
    expect(id).toMatch(/^D\d{5}$/);
    expect(Number(String(id).slice(1))).toBeGreaterThanOrEqual(10000);
    expect(Number(String(id).slice(1))).toBeLessThanOrEqual(20000);
    const again = setup();
    await again.steps.demoInit();
    expect(again.services.session.store.get(demoIdAtom)).toBe(id);
  });
});

describe('child app migration tip (spec §4: once per day)', () => {
  const child = { ...brand, role: 'child' as const, appCode: 'childph' };

  it('opens the migrate-over tip with the balance and the award, then not again the same day', async () => {
    const first = setup(child);
    expect(await first.steps.transferInit()).toBe(false);
    first.steps.openTransferPopup();
    // The tip goes through the marketing gate, which opens it on the next turn.
    await vi.waitFor(() => expect(first.open).toHaveBeenCalled());
    expect(first.open).toHaveBeenCalledWith('migration', expect.objectContaining({ tip: 'migrateOver', amount: 25_000, award: 5_000 }));
    const again = setup(child);
    expect(await again.steps.transferInit()).toBe(true);
  });

  it('migrate-over leads to the main app download page with the award and the link to copy (spec §2)', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    try {
      const { steps, open } = setup(child);
      expect(await steps.transferInit()).toBe(false);
      steps.openTransferPopup();
      await vi.waitFor(() => expect(open).toHaveBeenCalled());
      const [, props] = open.mock.calls[0] as [string, { onConfirm(): void }];
      props.onConfirm();
      expect(assign).toHaveBeenCalledWith(`https://main.example/#/download?migrateAward=5000&copyText=${encodeURIComponent(MIGRATE_LINK)}`);
    } finally {
      assign.mockRestore();
    }
  });

  it('nobody signed in: the account last used on this device (recent_login_account/get) gets the tip, without its balance', async () => {
    localStorage.removeItem('token');
    localStorage.removeItem('uId');
    localStorage.setItem(STORAGE_KEYS.deviceInfoId, 'dev-1');
    const { steps, open } = setup(child);
    expect(await steps.transferInit()).toBe(false);
    expect(bodies['/x2/vest/recent_login_account/get']).toEqual({ appCode: 'childph' });
    expect(bodies['/x2/vest/check_banner_show']).toEqual({ userCode: 'C9', appCode: 'childph' });
    expect(paths).not.toContain('/x2/migration-bonus/check');
    steps.openTransferPopup();
    await vi.waitFor(() => expect(open).toHaveBeenCalled());
    const [, props] = open.mock.calls[0] as [string, Record<string, unknown>];
    expect(props).toMatchObject({ tip: 'migrateOver' });
    expect(props).not.toHaveProperty('amount');
  });

  it('a migrated account opening the child app is reported (migrated/visit/report) and told to play in main', async () => {
    bannerTip = 'playInMain';
    const { steps, open } = setup(child);
    expect(await steps.transferInit()).toBe(false);
    await vi.waitFor(() => expect(bodies['/x2/vest/migrated/visit/report']).toEqual({ userCode: '77', appCode: 'childph' }));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    try {
      steps.openTransferPopup();
      await vi.waitFor(() => expect(open).toHaveBeenCalledWith('migration', expect.objectContaining({ tip: 'playInMain' })));
      // spec §2 "opening the main app uses a deep link to a trade detail page".
      const [, props] = open.mock.calls[0] as [string, { onConfirm(): void }];
      props.onConfirm();
      expect(assign).toHaveBeenCalledWith('https://main.example/#/trade/detail?symbol=BTCUSDT');
    } finally {
      assign.mockRestore();
    }
    // Other tips report no visit.
    bannerTip = 'jumpToMain';
    paths = [];
    await setup(child).steps.transferInit();
    expect(paths).not.toContain('/x2/vest/migrated/visit/report');
  });
});

describe('main app hand-over (spec §4: routes to /transferToMain)', () => {
  afterEach(() => {
    window.location.hash = '';
  });

  it('routes a migrate-over link to /transferToMain, and leaves the download page where it is', async () => {
    window.location.hash = '#/?userCode=C9&appCode=childph';
    const main = setup();
    expect(await main.steps.transferInit()).toBe(true);
    expect(main.navigate).toHaveBeenCalledWith('/transferToMain?userCode=C9&appCode=childph');
    window.location.hash = `#/download?migrateAward=5000&copyText=${encodeURIComponent(MIGRATE_LINK)}`;
    const download = setup();
    expect(await download.steps.transferInit()).toBe(true);
    expect(download.navigate).not.toHaveBeenCalled();
    expect(paths.filter((p) => p.startsWith('/x2/vest/'))).toEqual([]);
  });
});
