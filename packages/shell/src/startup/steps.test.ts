// The protect-migration step of start-up (spec §4: "Protect migration state INIT shows a protection
// prompt"): it asks the server for the caller's state and, for INIT, opens the prompt that leads to
// the password change; other states open nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import theme from '@perya/ui/themes/main';
import { defineBrand } from '../brand/BrandConfig';
import { createServices } from '../services/services';
import { brandStartupSteps } from './steps';

const brand = defineBrand({
  id: 'test-main',
  title: 'Test Main',
  shortTitle: 'Main',
  logo: './icon.svg',
  theme,
  appCode: 'mainph',
  env: { apiBase: 'http://api.test', googleClientId: '', bootAppId: 'mainph', bridgeName: 'AndroidBridge' },
  role: 'main',
  invite: false,
  recentGamesLimit: 3,
  locales: ['en-PH'],
  defaultLocale: 'en-PH',
  wallet: { cashIn: { kind: 'route', path: '/cashin' }, cashOut: { kind: 'route', path: '/cashout' } },
  login: { kind: 'page', path: '/login' },
  popupSet: 'base',
  tabs: [],
  events: 'none',
  features: { v3Routes: false, demo: false, protectMigration: true, brandH5Enter: false, newAppEnter: false, welcomeGuide: false, dailyTelegramPopup: false },
  links: { telegram: 'https://t.me/test' },
});

let state: string;
let paths: string[];

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'tok');
  localStorage.setItem('uId', '77');
  paths = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input)).pathname;
      paths.push(path);
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

function setup() {
  const services = createServices(brand);
  const open = vi.spyOn(services.popups, 'open');
  const navigate = vi.fn();
  const steps = brandStartupSteps(services, { navigate, hideLoading: () => undefined, now: () => Date.now(), translate: (key) => `t:${key}` });
  return { open, navigate, steps };
}

describe('protect-migration check at start-up (spec §4)', () => {
  it('INIT opens the protection prompt, which leads to the password change', async () => {
    state = 'INIT';
    const { open, navigate, steps } = setup();
    await steps.protectMigrationCheck();
    expect(paths).toEqual(['/x2/vest/protect_migration/check']);
    expect(open).toHaveBeenCalledTimes(1);
    const [id, props] = open.mock.calls[0] as [string, { title: string; message: string; confirmLabel: string; onConfirm(): void }];
    expect(id).toBe('migration');
    expect(props).toMatchObject({ title: 't:popups.migration.protectTitle', message: 't:popups.migration.protectBody', confirmLabel: 't:account.changePassword' });
    props.onConfirm();
    expect(navigate).toHaveBeenCalledWith('/profile#password');
  });

  it.each(['NONE', 'PROTECTED'])('%s opens nothing', async (s) => {
    state = s;
    const { open, navigate, steps } = setup();
    await steps.protectMigrationCheck();
    expect(open).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
