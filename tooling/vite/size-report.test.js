import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { homeFiles, parseSizeArgs } from './size-report.js';
import { brandEnv, manifestOf, reactRouterProduction } from './index.js';

describe('homeFiles', () => {
  it('takes the entry, its static imports and the home chunk, not other lazy pages', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'], dynamicImports: ['x/pages/home/HomePage.tsx', 'x/pages/faq/FaqPage.tsx'] },
      '_vendor.js': { file: 'assets/vendor.js' },
      'x/pages/home/HomePage.tsx': { file: 'assets/home.js', imports: ['_vendor.js', '_plates.js'] },
      '_plates.js': { file: 'assets/plates.js' },
      'x/pages/faq/FaqPage.tsx': { file: 'assets/faq.js' },
    };
    expect(homeFiles(manifest).sort()).toEqual(['assets/home.js', 'assets/index.js', 'assets/plates.js', 'assets/vendor.js']);
  });
  it("finds the home page in the 'home' chunk of the code-splitting group", () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: [], dynamicImports: ['_home-1.js', 'x/pages/faq/FaqPage.tsx'] },
      '_home-1.js': { file: 'assets/home-1.js', name: 'home', imports: ['index.html'] },
      'x/pages/faq/FaqPage.tsx': { file: 'assets/faq.js', imports: ['_home-1.js'] },
    };
    expect(homeFiles(manifest).sort()).toEqual(['assets/home-1.js', 'assets/index.js']);
  });
  it('fails loudly without an entry or without the home page', () => {
    expect(() => homeFiles({})).toThrow(/no index.html entry/);
    expect(() => homeFiles({ 'index.html': { file: 'assets/index.js', isEntry: true } })).toThrow(/HomePage.tsx nor a 'home' chunk/);
  });
});

describe('brandEnv', () => {
  const meta = { id: 'x', title: 'X', themeColor: '#000', backgroundColor: '#fff', port: 1, appCode: 'DEF' };
  it('uses the documented defaults', () => {
    expect(brandEnv(meta, {})).toEqual({
      PERYA_API_BASE: 'http://127.0.0.1:4000',
      PERYA_GOOGLE_CLIENT_ID: '',
      PERYA_FACEBOOK_APP_ID: '',
      PERYA_FACEBOOK_SDK_URL: 'https://connect.facebook.net/{locale}/sdk.js',
      PERYA_APP_CODE: 'DEF',
      PERYA_BRIDGE_NAME: 'android',
    });
  });
  it('takes env values over defaults', () => {
    expect(brandEnv(meta, { PERYA_API_BASE: 'https://api.example', PERYA_APP_CODE: 'Z', PERYA_GOOGLE_CLIENT_ID: 'g', PERYA_BRIDGE_NAME: 'B', PERYA_FACEBOOK_APP_ID: '4242' })).toEqual({
      PERYA_API_BASE: 'https://api.example',
      PERYA_GOOGLE_CLIENT_ID: 'g',
      PERYA_FACEBOOK_APP_ID: '4242',
      PERYA_FACEBOOK_SDK_URL: 'https://connect.facebook.net/{locale}/sdk.js',
      PERYA_APP_CODE: 'Z',
      PERYA_BRIDGE_NAME: 'B',
    });
  });
  it('refuses a Facebook app id that is not a number and an SDK URL that is not https', () => {
    expect(() => brandEnv(meta, { PERYA_FACEBOOK_APP_ID: 'abc' })).toThrow(/PERYA_FACEBOOK_APP_ID/);
    expect(() => brandEnv(meta, { PERYA_FACEBOOK_SDK_URL: 'http://evil.example/sdk.js' })).toThrow(/PERYA_FACEBOOK_SDK_URL/);
    expect(brandEnv(meta, { PERYA_FACEBOOK_APP_ID: 'sandbox', PERYA_FACEBOOK_SDK_URL: 'http://127.0.0.1:4000/sandbox/facebook/sdk.js' }).PERYA_FACEBOOK_SDK_URL).toBe(
      'http://127.0.0.1:4000/sandbox/facebook/sdk.js',
    );
  });
  it('writes an installable manifest', () => {
    const m = manifestOf(meta);
    expect(m.display).toBe('standalone');
    expect(m.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });
});

describe('parseSizeArgs', () => {
  it('reads the folder and the budget in any order, with the defaults', () => {
    expect(parseSizeArgs([], 150)).toEqual({ dist: 'dist', budgetKb: 150 });
    expect(parseSizeArgs(['dist-e2e'], 150)).toEqual({ dist: 'dist-e2e', budgetKb: 150 });
    expect(parseSizeArgs(['--budget', '120', 'out'], 150)).toEqual({ dist: 'out', budgetKb: 120 });
    expect(parseSizeArgs(['out', '--budget', '99.5'], 150)).toEqual({ dist: 'out', budgetKb: 99.5 });
  });
  it('refuses a budget that is not a positive number and unknown options', () => {
    expect(() => parseSizeArgs(['--budget'], 150)).toThrow(/--budget needs a number/);
    expect(() => parseSizeArgs(['--budget', 'big'], 150)).toThrow(/--budget needs a number/);
    expect(() => parseSizeArgs(['--fast'], 150)).toThrow(/unknown option --fast/);
  });
});

describe('reactRouterProduction', () => {
  it("points react-router and react-router/dom at the package's production build, which differs only by its dev warnings", () => {
    const app = path.join(import.meta.dirname, '..', '..', 'apps', 'main-app');
    const [router, dom] = reactRouterProduction(app);
    expect(router.find.test('react-router')).toBe(true);
    expect(router.find.test('react-router-dom')).toBe(false);
    expect(dom.find.test('react-router/dom')).toBe(true);
    for (const { replacement } of [router, dom]) {
      expect(replacement).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/][\w-]+\.mjs$/);
      expect(existsSync(replacement)).toBe(true);
    }
    // The flag is the only difference the alias relies on: a release that drops it shows here.
    const chunk = readdirSync(path.dirname(router.replacement)).find((f) => /^chunk-.*\.mjs$/.test(f) && readFileSync(path.join(path.dirname(router.replacement), f), 'utf8').includes('var ENABLE_DEV_WARNINGS = false;'));
    expect(chunk).toBeDefined();
  });
});
