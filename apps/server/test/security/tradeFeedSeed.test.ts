// Issue 26 finding: "trading outcomes predictable with the sandbox feed on (default seed in
// source)". The sandbox walk is pure arithmetic on (seed, symbol, tick): whoever knows the seed
// knows every price to come, so with a seed printed in the source anyone could compute a
// 30-second trade's expiry price before placing it. The attack below is exactly that: take the seeds
// anyone can read in this repository (the old default 'perya-trade-sandbox' and the tests' own seed)
// and predict the prices of a server started without TRADE_FEED_SEED. It must fail: an install draws
// its own seed, keeps it beside its database (readable by its user only) so a restart settles on
// the same prices, and two installs never share one.
// SQLite only: the seed does not depend on the database.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract } from '@perya/api/contract';
import { createSandboxWalk, SANDBOX_TICK_MS } from '../../src/adapters/tradeFeed/sandbox';
import { resolveTradeFeedSeed } from '../../src/adapters/tradeFeed/seed';
import { loadConfig } from '../../src/config';
import {
  SEED_FILE,
  TEST_TRADE_FEED_SEED,
  fundedPlayer,
  startTestServer,
  type TestServer,
} from '../harness';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

/** Seeds anyone can read in this repository. */
const PUBLIC_SEEDS = ['perya-trade-sandbox', TEST_TRADE_FEED_SEED];
const SYMBOLS = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT'];

/** The attacker's prediction: the walk of a known seed over the same seconds. */
function predicted(seed: string, symbol: string, times: readonly number[]): number[] {
  const walk = createSandboxWalk(seed);
  return times.map((t) => walk.priceAtTick(symbol, Math.floor(t / SANDBOX_TICK_MS)) as number);
}

describe('issue 26: the sandbox trade feed with no TRADE_FEED_SEED given', () => {
  const servers: TestServer[] = [];
  beforeAll(async () => {
    // Two installs started as an operator would, without a seed (a blank variable is unset).
    for (let i = 0; i < 2; i += 1)
      servers.push(await startTestServer('sqlite', { env: { TRADE_FEED_SEED: '' } }));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
  });

  const pricesOf = async (server: TestServer, symbol: string) => {
    const { client } = await fundedPlayer(
      server,
      `0917${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      0,
    );
    return client.call(contract.tradePrices, { symbol, seconds: 60 });
  };

  it("cannot be predicted from any seed in the source: the last minute's prices match none of them", async () => {
    const [server] = servers;
    if (server === undefined) throw new Error('no server');
    for (const symbol of SYMBOLS) {
      const seen = await pricesOf(server, symbol);
      expect(seen.prices).toHaveLength(61);
      for (const seed of PUBLIC_SEEDS) {
        const guess = predicted(seed, symbol, seen.times);
        // Not one second of the minute is guessed, let alone the path an expiry is read from.
        expect(
          guess.filter((p, i) => p === seen.prices[i]).length,
          `${symbol} from '${seed}'`,
        ).toBeLessThan(3);
      }
    }
  });

  it('two installs at the same instant draw different prices (each has a seed of its own)', async () => {
    const [a, b] = servers;
    if (a === undefined || b === undefined) throw new Error('no servers');
    expect(a.clock.now()).toBe(b.clock.now());
    const [fromA, fromB] = [await pricesOf(a, 'BTCUSDT'), await pricesOf(b, 'BTCUSDT')];
    expect(fromA.times).toEqual(fromB.times);
    expect(fromA.prices).not.toEqual(fromB.prices);
  });
});

describe('issue 26: the seed an install keeps beside its database', () => {
  const dirs: string[] = [];
  const install = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'perya-seed-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const seedOf = (dir: string) =>
    loadConfig(
      { PERYA_DEV: '1', DATABASE_URL: path.join(dir, 'perya.sqlite') },
      { defaultSqliteFile: path.join(dir, 'perya.sqlite'), defaultSeedFile: SEED_FILE },
    ).tradeFeed.seed;

  it('is drawn once per install, readable by its owner only, and the same after a restart', () => {
    const [one, two] = [install(), install()];
    const seed = seedOf(one);
    expect(seed).toEqual({ kind: 'file', file: path.join(one, 'perya-trade-feed.seed') });
    const first = resolveTradeFeedSeed(seed);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(PUBLIC_SEEDS).not.toContain(first);
    if (seed.kind !== 'file') throw new Error('not a file seed');
    expect(readFileSync(seed.file, 'utf8').trim()).toBe(first);
    if (process.platform !== 'win32') expect(statSync(seed.file).mode & 0o777).toBe(0o600);
    // A restart reads the same seed: orders placed before it settle on the same prices.
    expect(resolveTradeFeedSeed(seedOf(one))).toBe(first);
    // Another install draws its own.
    expect(resolveTradeFeedSeed(seedOf(two))).not.toBe(first);
  });

  it('a seed file that holds no seed stops the start instead of falling back to a guessable one', () => {
    const dir = install();
    const seed = seedOf(dir);
    if (seed.kind !== 'file') throw new Error('not a file seed');
    writeFileSync(seed.file, 'perya-trade-sandbox\n');
    expect(() => resolveTradeFeedSeed(seed)).toThrow(/does not hold a trade feed seed/);
  });
});
