// Issue 4 item 1: "no literal colour or size in a component: only contract values", and issue 24
// item 1: the test covers every `*.css.ts` in packages (pages and games too). Refuses colours and
// pixel sizes written out, so a brand theme always reaches every pixel. Allowed: 0/1px (hairlines,
// visually-hidden text, env() fallbacks), and a line that says why with `literal-ok:` (a media
// query's breakpoint, the root font size that rem scales from, another company's brand colour).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const PACKAGES = path.join(import.meta.dirname, '..', '..', '..');

function styleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : styleFiles(full);
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
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .filter((line) => !line.includes('literal-ok:'))
    .join('\n')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
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
    expect(literalsIn("style({ fontSize: '16px' }); // literal-ok: the root size rem scales from")).toEqual([]);
  });

  const files = readdirSync(PACKAGES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => styleFiles(path.join(PACKAGES, entry.name, 'src')));

  it('reads the style files of every package: ui components, shell pages and games', () => {
    const folders = new Set(files.map((file) => path.relative(PACKAGES, file).split(path.sep)[0]));
    expect([...folders].sort()).toEqual(expect.arrayContaining(['games', 'shell', 'ui']));
    expect(files.length).toBeGreaterThanOrEqual(45);
  });

  it.each(files.map((file) => [path.relative(PACKAGES, file), file]))('%s has no literal colour or size', (_name, file) => {
    expect(literalsIn(readFileSync(file, 'utf8'))).toEqual([]);
  });
});
