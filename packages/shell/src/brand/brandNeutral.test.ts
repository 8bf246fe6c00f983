// Issue 5 §1 / ARCHITECTURE "A brand is configuration": shared code never tests for a particular
// brand. No brand id or app code of the apps (read from each app's brand.meta.ts) appears in the
// code of the shared packages — only in comments — so a brand differs from another by its config.
// Issue 23 item 8 "one name per brand": each brand's one name is its brand.meta.ts `title`; no
// shared code, text or server seed writes a brand's name, and no app names another brand.
// (packages/shell/e2e/brandFlows.ts checks the built app: its title, manifest and screens.)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SHARED = ['shell', 'ui', 'api', 'domain', 'i18n', 'games'].map((p) => path.join(ROOT, 'packages', p, 'src'));

function brandMarkers(): string[] {
  const apps = path.join(ROOT, 'apps');
  const markers: string[] = [];
  for (const app of readdirSync(apps)) {
    const meta = path.join(apps, app, 'src', 'brand.meta.ts');
    let text: string;
    try {
      text = readFileSync(meta, 'utf8');
    } catch {
      continue;
    }
    for (const m of text.matchAll(/\b(?:id|appCode):\s*'([^']+)'/g)) if (m[1] !== undefined) markers.push(m[1]);
  }
  return markers;
}

/** Each app's one name (`title` of its brand.meta.ts), by app folder. */
function brandNames(): Map<string, string> {
  const apps = path.join(ROOT, 'apps');
  const names = new Map<string, string>();
  for (const app of readdirSync(apps)) {
    let text: string;
    try {
      text = readFileSync(path.join(apps, app, 'src', 'brand.meta.ts'), 'utf8');
    } catch {
      continue;
    }
    const title = /\btitle:\s*'([^']+)'/.exec(text)?.[1];
    if (title !== undefined) names.set(app, title);
  }
  return names;
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The names of `names` that `text` writes, as whole words and case as written; the text's own
 * brand name (`own`) is taken out first, so "Perya Lite" does not count as naming "Perya".
 */
function namesIn(text: string, names: readonly string[], own?: string): string[] {
  const rest = own === undefined ? text : text.replace(new RegExp(`\\b${escapeRe(own)}\\b`, 'g'), ' ');
  return names.filter((name) => name !== own && new RegExp(`\\b${escapeRe(name)}\\b`).test(rest));
}

/** The string literals of code (quoted and template texts), comments left out. */
function stringsOf(code: string): string[] {
  return [...withoutComments(code).matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)].map((m) => m[0]);
}

function sourceFiles(dir: string, pattern = /\.(ts|tsx)$/): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(full, pattern);
    return pattern.test(name) && !/\.(test|stories|browser\.test)\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The code without its comments (line and block), good enough for a literal search. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

describe('shared code names no brand (issue 5 §1)', () => {
  const markers = brandMarkers();

  it('finds the four apps’ ids and app codes', () => {
    expect(markers).toEqual(expect.arrayContaining(['main-app', 'child-app', 'invite-h5', 'blackgold-v3']));
    expect(markers.length).toBeGreaterThanOrEqual(8);
  });

  it('no brand id or app code appears in the code of a shared package', () => {
    const hits: string[] = [];
    for (const dir of SHARED) {
      for (const file of sourceFiles(dir)) {
        const code = withoutComments(readFileSync(file, 'utf8'));
        for (const marker of markers) {
          if (new RegExp(`['"\`]${marker.replace(/[-]/g, '\\-')}['"\`]`).test(code)) hits.push(`${path.relative(ROOT, file)}: ${marker}`);
        }
      }
    }
    expect(hits).toEqual([]);
  });
});

describe('one name per brand (issue 23 item 8)', () => {
  const names = brandNames();
  const all = [...names.values()];

  it('each of the four brands has one name of its own that a launcher shows whole', () => {
    expect([...names.keys()]).toEqual(expect.arrayContaining(['main-app', 'child-app', 'invite-h5', 'blackgold-v3']));
    expect(new Set(all).size).toBe(all.length);
    for (const name of all) expect(name.length).toBeLessThanOrEqual(12);
  });

  it('no shared code or text of any locale writes a brand name: the brand config gives it', () => {
    const hits: string[] = [];
    for (const dir of SHARED) {
      for (const file of sourceFiles(dir)) {
        for (const literal of stringsOf(readFileSync(file, 'utf8'))) {
          for (const name of namesIn(literal, all)) hits.push(`${path.relative(ROOT, file)}: ${name} in ${literal.slice(0, 60)}`);
        }
      }
    }
    expect(hits).toEqual([]);
  });

  it("the server's seed (what every brand's players read) names no brand", () => {
    const seed = readFileSync(path.join(ROOT, 'apps', 'server', 'seed', 'config.yaml'), 'utf8').replace(/(^|\s)#.*$/gm, '$1');
    expect(namesIn(seed, all)).toEqual([]);
  });

  it('no app names another brand: not in its code, its page or its config', () => {
    const hits: string[] = [];
    for (const [app, own] of names) {
      const dir = path.join(ROOT, 'apps', app);
      const files = [...sourceFiles(path.join(dir, 'src'), /\.(ts|tsx|json)$/), path.join(dir, 'index.html')];
      for (const file of files) {
        for (const name of namesIn(withoutComments(readFileSync(file, 'utf8')), all, own)) hits.push(`${path.relative(ROOT, file)}: ${name}`);
      }
    }
    expect(hits).toEqual([]);
  });

  it('finds a name where one is written (the check can fail)', () => {
    expect(namesIn("title: 'Welcome to Perya'", all)).toEqual(['Perya']);
    expect(namesIn("{ title: 'Perya Lite', share: 'Play Black Gold' }", all, 'Perya Lite')).toEqual(['Black Gold']);
    expect(stringsOf("const a = 'x'; // 'Perya'\nconst b = `y ${a}`;")).toEqual(["'x'", '`y ${a}`']);
  });
});
