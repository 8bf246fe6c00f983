import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { emptyValuePath, loadSeedFile } from './seed';

const SHIPPED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../seed/config.yaml');

describe('the seed file', () => {
  it('the shipped seed loads, its texts whole (money with thousands separators included)', () => {
    const seed = loadSeedFile(SHIPPED);
    const bet10k = seed.engagement.missions.find((m) => m.id === 'bet_10k');
    expect(bet10k?.title).toMatchObject({ 'en-PH': 'Bet ₱10,000 in total', 'es-MX': 'Apuesta ₱10,000 en total' });
    expect(seed.engagement.spin.prizes.map((p) => p.name)).toContain('₱1,000 cash');
    expect(seed.promotions.items.find((i) => i.id === 'weekly')?.summary).toMatchObject({ 'en-PH': 'Bet ₱1,000.00 and log in 3 days this week to join the draw' });
  });

  it('a text cut by an unquoted ", " in a { } mapping stops start-up with the place to fix', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'perya-seed-'));
    const file = path.join(dir, 'seed.yaml');
    writeFileSync(file, "engagement:\n  missions:\n    - { id: m, title: Bet ₱10,000 in total }\n");
    expect(() => loadSeedFile(file)).toThrow(/engagement\.missions\.0\.000 in total has no value/);
  });

  it('emptyValuePath finds the first value-less key, and nothing in a complete tree', () => {
    expect(emptyValuePath({ a: { b: [1, { c: 'x' }] } })).toBeUndefined();
    expect(emptyValuePath({ a: { b: [1, { c: null }] } })).toBe('a.b.1.c');
    expect(emptyValuePath(null)).toBe('(the file)');
  });
});
