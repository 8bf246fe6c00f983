import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { colourOf, listBrands, planBrand, readBrandMeta, scaffoldBrand, slugOf, themeNames } from './new-brand.mjs';
import { readMeta } from './new-brand-assets.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const realApps = path.join(root, 'apps');

/** A throw-away apps/ folder holding copies of the four brands' source (no node_modules, no builds). */
function sandboxApps() {
  const dir = mkdtempSync(path.join(tmpdir(), 'perya-new-brand-'));
  for (const brand of listBrands(realApps)) {
    const name = path.basename(brand.dir);
    cpSync(brand.dir, path.join(dir, name), {
      recursive: true,
      filter: (src) => !/(node_modules|dist|dist-e2e|test-results|\.turbo|public)$/.test(src),
    });
  }
  return dir;
}

const sandboxes = [];
afterAll(() => {
  for (const dir of sandboxes) rmSync(dir, { recursive: true, force: true });
});

describe('new-brand: planning a brand from a name', () => {
  it('derives the folder, package, colours, free ports and a child app code', () => {
    const plan = planBrand({ name: '  Lucky   Star 8 ', appsDir: realApps, like: 'child-app' });
    expect(plan.meta.id).toBe('lucky-star-8');
    expect(plan.meta.title).toBe('Lucky Star 8');
    expect(plan.meta.appCode).toBe('luckystar8ph');
    expect(plan.meta.themeColor).toBe(colourOf('Lucky Star 8'));
    expect(JSON.parse(plan.files['package.json']).name).toBe('@perya/lucky-star-8');
    // One name per brand, also its home-screen label: thirteen characters are too many.
    expect(() => planBrand({ name: 'Lucky Star 88', appsDir: realApps })).toThrow(/12 at most/);

    const existing = listBrands(realApps).flatMap((b) => [b.port, b.testApi, b.testWeb]);
    const mine = [plan.meta.port, plan.meta.testPorts.api, plan.meta.testPorts.web];
    for (const port of mine) expect(existing).not.toContain(port);
    expect(new Set(mine).size).toBe(3);
    expect(JSON.parse(plan.files['package.json']).scripts.start).toContain(`--port ${plan.meta.port}`);
  });

  it('keeps the behaviour of the brand it is like and wears the theme it is given', () => {
    const plan = planBrand({ name: 'Night Owl', appsDir: realApps, like: 'blackgold-v3', theme: 'main' });
    expect(plan.files['src/brand.config.ts']).toContain("from '@perya/shell/themes/main'");
    expect(plan.files['src/brand.config.ts']).toContain("login: { kind: 'popup' }");
    expect(plan.files['src/brand.config.ts']).toContain("links: { telegram: 'https://t.me/night_owl' }");
    expect(plan.files['src/brand.config.ts']).not.toMatch(/Black-gold v3/);
    expect(plan.files['e2e/brand.spec.ts']).toContain("login: { kind: 'popup' }, theme: 'main'");
    // The page background comes from a brand wearing the main theme (light), not from black-gold.
    expect(plan.meta.backgroundColor).toBe(readBrandMeta(path.join(realApps, 'main-app')).backgroundColor);
  });

  it('gives a main-role brand an app code with the main-brand prefix (spec §6)', () => {
    const plan = planBrand({ name: 'Perya Max', appsDir: realApps, like: 'main-app' });
    expect(plan.meta.appCode).toBe('mainperyamax');
    expect(() => planBrand({ name: 'Perya Max', appsDir: realApps, like: 'main-app', appCode: 'maxph' })).toThrow(/must start with "main"/);
    expect(() => planBrand({ name: 'Perya Kid', appsDir: realApps, like: 'child-app', appCode: 'mainkid' })).toThrow(/must not start with "main"/);
  });

  it('refuses a missing or unusable name, an existing brand, an unknown theme, colour or model brand', () => {
    expect(() => planBrand({ name: '   ', appsDir: realApps })).toThrow(/give the brand a name/);
    expect(() => planBrand({ name: '88 Lucky', appsDir: realApps })).toThrow(/starting with a letter/);
    expect(() => planBrand({ name: '!!!', appsDir: realApps })).toThrow(/folder name/);
    expect(() => planBrand({ name: 'Main App', appsDir: realApps })).toThrow(/apps\/main-app already exists/);
    expect(() => planBrand({ name: 'Ok Brand', appsDir: realApps, theme: 'neon' })).toThrow(/not a theme/);
    expect(() => planBrand({ name: 'Ok Brand', appsDir: realApps, color: 'red' })).toThrow(/#RRGGBB/);
    expect(() => planBrand({ name: 'Ok Brand', appsDir: realApps, like: 'server' })).toThrow(/not a brand app/);
  });

  it('knows the shell themes and makes stable slugs and colours', () => {
    expect(themeNames(root)).toEqual(expect.arrayContaining(['main', 'child', 'invite', 'blackGoldV3']));
    expect(slugOf('Sábong Royale!')).toBe('sabong-royale');
    expect(colourOf('Lucky Star')).toBe(colourOf('Lucky Star'));
    expect(colourOf('Lucky Star')).not.toBe(colourOf('Lucky Moon'));
    expect(colourOf('x')).toMatch(/^#[0-9A-F]{6}$/);
  });
});

describe('new-brand: writing a brand', () => {
  it('writes a complete brand folder whose meta the tooling reads back, with rendered icons and art', async () => {
    const apps = sandboxApps();
    sandboxes.push(apps);
    const plan = await scaffoldBrand({ name: 'Lucky Star', appsDir: apps, like: 'invite-h5' });
    const dir = path.join(apps, 'lucky-star');
    for (const rel of ['package.json', 'src/brand.meta.ts', 'src/brand.config.ts', 'src/main.tsx', 'index.html', 'vite.config.ts', 'playwright.config.ts', 'tsconfig.json', 'eslint.config.js', 'e2e/brand.spec.ts']) {
      expect(existsSync(path.join(dir, rel)), rel).toBe(true);
    }
    // The asset renderer and the next new-brand run read what was written.
    expect(readMeta(dir)).toMatchObject({ id: 'lucky-star', title: 'Lucky Star', from: plan.meta.art.from });
    expect(readBrandMeta(dir)).toMatchObject({ id: 'lucky-star', port: plan.meta.port, testApi: plan.meta.testPorts.api });
    expect(listBrands(apps).map((b) => b.id)).toContain('lucky-star');
    // Like the main app or not, a new brand's browser tests serve only itself (no migration companion).
    expect(readFileSync(path.join(dir, 'playwright.config.ts'), 'utf8')).toBe(readFileSync(path.join(realApps, 'child-app', 'playwright.config.ts'), 'utf8'));
    const likeMain = planBrand({ name: 'Sun Gold', appsDir: realApps, like: 'main-app' }).files['playwright.config.ts'];
    expect(likeMain).toBe(readFileSync(path.join(realApps, 'child-app', 'playwright.config.ts'), 'utf8'));
    expect(likeMain).not.toContain('companion');
    expect(readFileSync(path.join(dir, 'src/brand.config.ts'), 'utf8')).toContain("login: { kind: 'page', path: '/brandlogin' }");

    const png = (rel) => readFileSync(path.join(dir, 'public', rel));
    for (const [rel, w, h] of [['icons/icon-192.png', 192, 192], ['icons/icon-512.png', 512, 512], ['banners/welcome.png', 960, 400], ['promos/spin.png', 480, 270]]) {
      const file = png(rel);
      expect(file.subarray(1, 4).toString()).toBe('PNG');
      expect([file.readUInt32BE(16), file.readUInt32BE(20)], rel).toEqual([w, h]);
    }
    expect(readFileSync(path.join(dir, 'public/icons/icon.svg'), 'utf8')).toContain('>L</text>');

    // A second brand from the same folder gets other ports and cannot take the same name.
    const next = planBrand({ name: 'Lucky Moon', appsDir: apps });
    expect(next.meta.port).toBe(plan.meta.port + 1);
    expect(() => planBrand({ name: 'Lucky Star', appsDir: apps })).toThrow(/already exists/);
  }, 60_000);
});
