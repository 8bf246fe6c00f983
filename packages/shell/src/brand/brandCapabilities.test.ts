// Issue 24 item 3: each behaviour a brand switches is a named capability of BrandConfig; shared code
// asks for one and never compares popup-set names. BrandConfig.ts (the config module) is the one
// place that turns a popup set into behaviour; this test keeps every other file at zero.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defineBrand, popupSetCapabilities } from './BrandConfig';
import { testBrand } from '../../test/testBrand';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const CONFIG_MODULE = path.join(ROOT, 'packages', 'shell', 'src', 'brand', 'BrandConfig.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(full);
    return /\.(ts|tsx|js|jsx|mjs)$/.test(name) ? [full] : [];
  });
}

/** The `src` folders of every package and app. */
function srcDirs(): string[] {
  return ['packages', 'apps'].flatMap((group) =>
    readdirSync(path.join(ROOT, group))
      .map((name) => path.join(ROOT, group, name, 'src'))
      .filter((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory() === true),
  );
}

/** Comparisons of a popup set in `code`: `popupSet ===`/`!==` either side, or `switch (…popupSet)`. */
function popupSetComparisons(code: string): string[] {
  const patterns = [/\bpopupSet\s*[!=]==?/g, /[!=]==?\s*[\w.?]*\bpopupSet\b/g, /\bswitch\s*\([^)]*\bpopupSet\b[^)]*\)/g];
  return patterns.flatMap((re) => [...code.matchAll(re)].map((m) => m[0]));
}

describe('popup-set comparisons live only in the config module (issue 24 item 3)', () => {
  it('finds a comparison where one is written (the check can fail)', () => {
    expect(popupSetComparisons("if (s.config.popupSet === 'blackGold') x();")).toHaveLength(1);
    expect(popupSetComparisons("const on = 'base' !== config.popupSet;")).toHaveLength(1);
    expect(popupSetComparisons('switch (s.config.popupSet) {')).toHaveLength(1);
    expect(popupSetComparisons("popupSet: 'blackGold', capabilities: { lottoPopups: true }")).toEqual([]);
  });

  it('no file of packages/*/src or apps/*/src outside BrandConfig.ts compares a popup set', () => {
    const dirs = srcDirs();
    expect(dirs.map((d) => path.relative(ROOT, d))).toEqual(expect.arrayContaining(['packages/shell/src', 'packages/ui/src', 'apps/blackgold-v3/src']));
    const hits: string[] = [];
    for (const dir of dirs) {
      for (const file of sourceFiles(dir)) {
        if (file === CONFIG_MODULE || file === fileURLToPath(import.meta.url)) continue;
        for (const hit of popupSetComparisons(readFileSync(file, 'utf8'))) hits.push(`${path.relative(ROOT, file)}: ${hit}`);
      }
    }
    expect(hits).toEqual([]);
  });
});

describe('defineBrand fills and checks the capabilities', () => {
  it('a capability the config leaves out takes its popup set’s default', () => {
    expect(testBrand().capabilities).toEqual(popupSetCapabilities('base'));
    expect(testBrand({ popupSet: 'blackGold' }).capabilities).toMatchObject({ popupSets: ['base', 'blackGold'], spinResult: 'luckResult', guaranteedBonus: 'redBag', gameEntryPopup: true });
    expect(testBrand({ popupSet: 'blackGold', capabilities: { gameEntryPopup: false } }).capabilities).toMatchObject({ gameEntryPopup: false, lottoPopups: true });
  });

  it('the base set turns on no behaviour that needs a black-gold popup', () => {
    const base = popupSetCapabilities('base');
    expect(base.popupSets).toEqual(['base']);
    expect(Object.values(base).filter((v) => v === true)).toEqual([]);
  });

  it('refuses a capability whose popup the brand does not mount', () => {
    const input = { ...testBrand(), capabilities: { inviteRankingPopup: true, spinResult: 'luckResult' as const } };
    expect(() => defineBrand(input)).toThrow(/inviteRanking, luckResult/);
    expect(() => defineBrand({ ...testBrand(), wallet: { cashIn: { kind: 'popup' }, cashOut: { kind: 'route', path: '/cashout' } } })).toThrow(/cashIn/);
  });
});
