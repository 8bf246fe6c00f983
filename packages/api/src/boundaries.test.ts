// `@perya/api/contract` and `@perya/api/client` are React-free: the server and Node scripts
// import them (ARCHITECTURE.md "One contract, two sides").
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;

function importsOf(dir: string): { file: string; spec: string }[] {
  return readdirSync(path.join(here, dir))
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .flatMap((f) => {
      const text = readFileSync(path.join(here, dir, f), 'utf8');
      return [...text.matchAll(/(?:import|export)[^'"]*from\s+'([^']+)'/g)].map((m) => ({ file: `${dir}/${f}`, spec: m[1] ?? '' }));
    });
}

describe('React-free subpaths', () => {
  it.each(['contract', 'client'])('%s imports only zod/mini (the tree-shakable API), @perya/domain (or one of its modules) and its own layer', (dir) => {
    const imports = importsOf(dir);
    expect(imports.length).toBeGreaterThan(0);
    for (const { file, spec } of imports) {
      const ok =
        spec === 'zod/mini' ||
        spec === '@perya/domain' ||
        // A domain module kept out of the root barrel (e.g. the common-password list).
        spec.startsWith('@perya/domain/') ||
        spec.startsWith('./') ||
        (dir === 'client' && spec.startsWith('../contract/'));
      expect(ok, `${file} imports ${spec}`).toBe(true);
    }
  });
});
