// Issue 24 item 4: pages and components read and write through the query factories of
// @perya/api/queries (`useQuery(xQuery())`, `useMutation(xMutation())`, `runMutation`), so each
// write's cache rules run wherever it is sent from. A direct client call skips them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** `api.call(`, `s.api.call(`, `client.call(routes.x` and the like, across line breaks. */
const DIRECT_CALL = /\bapi\s*\.\s*call\s*[(<]|\.\s*call\s*\(\s*routes\./g;

function directCalls(text: string): number {
  return [...text.matchAll(DIRECT_CALL)].length;
}

describe('pages and components call the API only through the query factories', () => {
  it('finds the shapes a direct call takes', () => {
    expect(directCalls('await s.api.call(routes.smsSend, { phone })')).toBe(1);
    expect(directCalls('s.api\n  .call(routes.recharge, payload)')).toBe(1);
    expect(directCalls('client.call(routes.logout, {})')).toBe(1);
    expect(directCalls('api.call<Contract["x"]>(ref)')).toBe(1);
    expect(directCalls('useMutation(rechargeMutation())')).toBe(0);
  });

  it('has no direct client call in src/pages or src/components', () => {
    const offenders = ['pages', 'components']
      .flatMap((dir) => sources(path.join(SRC, dir)))
      .map((file) => ({ file: path.relative(SRC, file), count: directCalls(readFileSync(file, 'utf8')) }))
      .filter((f) => f.count > 0);
    expect(offenders).toEqual([]);
  });
});
