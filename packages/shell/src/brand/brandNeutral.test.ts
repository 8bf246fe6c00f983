// Issue 5 §1 / ARCHITECTURE "A brand is configuration": shared code never tests for a particular
// brand. No brand id or app code of the apps (read from each app's brand.meta.ts) appears in the
// code of the shared packages — only in comments — so a brand differs from another by its config.
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

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|stories|browser\.test)\.tsx?$/.test(name) ? [full] : [];
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
