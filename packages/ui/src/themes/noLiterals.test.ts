// Issue 4 item 1: "no literal colour or size in a component: only contract values". Reads every
// style file of the components, overlays and popups and refuses colours and pixel sizes written
// out, so a brand theme always reaches every pixel. Allowed: 0/1px (hairlines, visually-hidden
// text, env() fallbacks).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.join(import.meta.dirname, '..');
const FOLDERS = ['art', 'components', 'overlays', 'popups'];

function styleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return styleFiles(full);
    return entry.name.endsWith('.css.ts') ? [full] : [];
  });
}

const LITERALS: readonly [string, RegExp][] = [
  ['hex colour', /#[0-9a-f]{3,8}\b/gi],
  ['rgb()/hsl() colour', /\b(?:rgba?|hsla?)\(/gi],
  ['named colour', /['"`](?:white|black|red|green|blue|gray|grey|yellow|orange|purple|gold)['"`]/gi],
  ['pixel size', /-?\b(?!0px|1px)\d+(?:\.\d+)?px\b/g],
];

/** The literals found in one file's source (comments removed). */
function literalsIn(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  return LITERALS.flatMap(([kind, pattern]) => [...code.matchAll(pattern)].map((match) => `${kind} ${match[0]}`));
}

describe('component styles use only the theme contract', () => {
  it('finds literals when there are some (the check itself)', () => {
    expect(literalsIn("style({ color: '#fff', padding: '12px', background: 'rgba(0,0,0,.5)' })")).toEqual([
      'hex colour #fff',
      'rgb()/hsl() colour rgba(',
      'pixel size 12px',
    ]);
    expect(literalsIn("style({ width: '1px', bottom: 'env(safe-area-inset-bottom, 0px)' }) // 16px")).toEqual([]);
  });

  const files = FOLDERS.flatMap((folder) => styleFiles(path.join(SRC, folder)));

  it('reads the style files of every component, overlay and popup', () => {
    expect(files.length).toBeGreaterThanOrEqual(25);
  });

  it.each(files.map((file) => [path.relative(SRC, file), file]))('%s has no literal colour or size', (_name, file) => {
    expect(literalsIn(readFileSync(file, 'utf8'))).toEqual([]);
  });
});
