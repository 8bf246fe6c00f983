// Guards the package rules: time and randomness are passed in (brief, ARCHITECTURE "domain"), no imports.
import { describe, expect, it } from 'vitest';
import * as domain from './index';

declare global {
  interface ImportMeta {
    glob<T>(pattern: string | string[], options: { query: string; import: string; eager: true }): Record<string, T>;
  }
}

// Vite inlines every source file's text at test time (no Node APIs needed in a pure package).
const sources = import.meta.glob<string>(['./*.ts', '!./*.test.ts'], { query: '?raw', import: 'default', eager: true });

const readme = import.meta.glob<string>('../README.md', { query: '?raw', import: 'default', eager: true })['../README.md'] ?? '';

describe('spec §9 time and randomness are injected (domain purity)', () => {
  it('reads the sources', () => {
    expect(Object.keys(sources)).toContain('./money.ts');
    expect(Object.keys(sources).some((f) => f.endsWith('.test.ts'))).toBe(false);
  });
  it.each(['Date.now(', 'Math.random(', 'new Date()', 'performance.now('])('no source outside tests calls %s', (needle) => {
    const offenders = Object.entries(sources)
      .filter(([, text]) => text.includes(needle))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });
  it('imports nothing outside the package', () => {
    const external = Object.entries(sources).filter(([, text]) => /from\s+['"](?!\.\/)/.test(text));
    expect(external.map(([file]) => file)).toEqual([]);
  });
  /** Modules imported by their own subpath only, kept out of the root barrel (and the first load). */
  const SUBPATH_ONLY = ['./commonPasswords.ts'];
  it('every source file is re-exported by index.ts, but the subpath-only ones', () => {
    const index = sources['./index.ts'] ?? '';
    for (const file of SUBPATH_ONLY) expect(index).not.toContain(`from '${file.replace(/\.ts$/, '')}'`);
    for (const file of Object.keys(sources)) {
      if (file === './index.ts' || SUBPATH_ONLY.includes(file)) continue;
      expect(index).toContain(`from '${file.replace(/\.ts$/, '')}'`);
    }
    expect(Object.keys(domain).length).toBeGreaterThan(100);
  });
  it('README lists every export', () => {
    const missing = Object.keys(domain).filter((name) => !readme.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
