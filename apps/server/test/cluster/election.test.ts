// The cluster's parts in one process: the PostgreSQL advisory-lock election (one leader, a quick
// takeover when its session ends, other databases independent), calls forwarded to the leader over
// Redis (answers and refusals carried back), and the start-up rules of openCluster.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCluster, openCluster, type Cluster } from '../../src/cluster/cluster';
import { createLocalBus, createRedisBus } from '../../src/cluster/bus';
import { electLeader, LIVE_GAMES_LOCK_KEY, type Leadership } from '../../src/cluster/leader';
import { openDatabase } from '../../src/db/database';
import { AppError } from '../../src/http/errors';
import { PG_ADMIN_URL, createTestDatabase, testConfig, type TestDatabase } from '../harness';
import { REDIS_URL, redisProblem } from './processes';

const POLL_MS = 100;

async function reachable(): Promise<{ pg?: string; redis?: string }> {
  const problems: { pg?: string; redis?: string } = {};
  if (process.env.PERYA_SKIP_PG === '1') problems.pg = 'PERYA_SKIP_PG=1';
  else {
    const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
    } catch (error) {
      problems.pg = `PostgreSQL is not reachable at ${PG_ADMIN_URL} (${error instanceof Error ? error.message : String(error)})`;
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  const redis = await redisProblem();
  if (redis !== undefined) problems.redis = `Redis is not reachable at ${REDIS_URL} (${redis})`;
  return problems;
}

const missing = await reachable();
if (missing.pg !== undefined) console.warn(`[cluster election tests skipped] ${missing.pg}`);
if (missing.redis !== undefined) console.warn(`[cluster call-forwarding tests skipped] ${missing.redis}`);

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function until(condition: () => boolean, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - started;
}

describe.skipIf(missing.pg !== undefined)('leader election on PostgreSQL', () => {
  let database: TestDatabase;
  let other: TestDatabase;
  const open: Leadership[] = [];
  const join = async (url = database.url) => {
    const leadership = await electLeader({ url, pollMs: POLL_MS });
    open.push(leadership);
    return leadership;
  };
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    other = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    for (const l of open) await l.close();
    await database?.drop();
    await other?.drop();
  });

  it('has one leader; when its session ends another takes over within a poll or two', async () => {
    const a = await join();
    const b = await join();
    const c = await join();
    const stepsOfA: boolean[] = [];
    a.onChange((leader) => stepsOfA.push(leader));
    expect([a.isLeader(), b.isLeader(), c.isLeader()]).toEqual([true, false, false]);
    // Killed from PostgreSQL's side (as when the process dies): the lock goes with the session.
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const holders = await admin.query<{ pid: number }>(
        "SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database()) AND ((classid::bigint << 32) | objid::bigint) = $1::bigint",
        [LIVE_GAMES_LOCK_KEY],
      );
      expect(holders.rows).toHaveLength(1);
      await admin.query('SELECT pg_terminate_backend($1)', [holders.rows[0]!.pid]);
    } finally {
      await admin.end();
    }
    // The old leader notices at its next check and steps down (its process lives on, so it may
    // win the lock again); within a poll or two exactly one instance leads.
    await until(() => stepsOfA.includes(false) && [a, b, c].filter((l) => l.isLeader()).length === 1, 3_000);
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      expect([a, b, c].filter((l) => l.isLeader())).toHaveLength(1);
    }
    // A clean stop hands over too.
    const leader = [a, b, c].find((l) => l.isLeader())!;
    await leader.close();
    await until(() => [a, b, c].filter((l) => l !== leader && l.isLeader()).length === 1, 3_000);
  });

  it('fences writes: a new leader waits for the old one\'s transaction in flight; a leader without the lock cannot write', async () => {
    const fenced = await createTestDatabase('postgres');
    const db = openDatabase(fenced.config);
    const admin = new pg.Client({ connectionString: fenced.url });
    await admin.connect();
    const holderPid = async () =>
      (
        await admin.query<{ pid: number }>(
          "SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database()) AND ((classid::bigint << 32) | objid::bigint) = $1::bigint",
          [LIVE_GAMES_LOCK_KEY],
        )
      ).rows[0]?.pid;
    try {
      const a = await join(fenced.url);
      const b = await join(fenced.url);
      expect(a.isLeader()).toBe(true);
      // The old leader's write transaction is in flight when its session is cut.
      let finish!: () => void;
      const held = new Promise<void>((resolve) => (finish = resolve));
      let fencedIn!: () => void;
      const inside = new Promise<void>((resolve) => (fencedIn = resolve));
      const inFlight = db.db.transaction().execute(async (trx) => {
        await a.fence(trx);
        fencedIn();
        await held;
      });
      await inside;
      await admin.query('SELECT pg_terminate_backend($1)', [await holderPid()]);
      // Someone takes the lock, but nobody leads until that transaction ends.
      await until(() => !a.isLeader(), 2_000);
      await new Promise((r) => setTimeout(r, 5 * POLL_MS));
      expect([a.isLeader(), b.isLeader()]).toEqual([false, false]);
      finish();
      await inFlight;
      await until(() => [a, b].filter((l) => l.isLeader()).length === 1, 3_000);
      // A leader whose session is cut is refused at its next write, even before it notices.
      const leader = [a, b].find((l) => l.isLeader())!;
      const pid = await holderPid();
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      for (let i = 0; i < 100 && (await holderPid()) === pid; i++) await new Promise((r) => setTimeout(r, 10));
      await expect(db.db.transaction().execute((trx) => leader.fence(trx))).rejects.toMatchObject({ code: 'RATE_LIMITED', messageKey: 'serverBusy' });
    } finally {
      await admin.end();
      await db.destroy();
      for (const l of open.splice(open.length - 2)) await l.close();
      await fenced.drop();
    }
  });

  it('a cluster on another database elects its own leader', async () => {
    const here = open.find((l) => l.isLeader());
    expect(here).toBeDefined();
    const elsewhere = await join(other.url);
    expect(elsewhere.isLeader()).toBe(true);
  });

  it('without REDIS_URL a second instance on the same database is refused with a clear message', async () => {
    const config = testConfig({ kind: 'postgres', url: other.url }, { LEADER_POLL_MS: '100' });
    // The election above holds `other`'s lock; openCluster waits a few seconds for it, then refuses.
    await expect(openCluster(config, quiet)).rejects.toThrow(/Without REDIS_URL only one instance may run; set REDIS_URL/);
  }, 15_000);
});

describe.skipIf(missing.pg !== undefined || missing.redis !== undefined)('calls forwarded to the leader over Redis', () => {
  const clusters: Cluster[] = [];
  afterAll(async () => {
    for (const c of clusters) await c.close();
  });

  it('runs a follower call on the leader and carries back answers and refusals; busy when nobody leads', async () => {
    const prefix = `perya-test-${randomBytes(6).toString('hex')}`;
    let leads = true;
    const leaderSide = { isLeader: () => leads, fence: async () => undefined, onChange: () => undefined, close: async () => undefined };
    const followerSide = { isLeader: () => false, fence: async () => undefined, onChange: () => undefined, close: async () => undefined };
    const leader = createCluster({ bus: await createRedisBus({ url: REDIS_URL, prefix }), leadership: leaderSide, log: quiet });
    const follower = createCluster({ bus: await createRedisBus({ url: REDIS_URL, prefix }), leadership: followerSide, log: quiet, callTimeoutMs: 500 });
    clusters.push(leader, follower);
    const ranOn: string[] = [];
    for (const [name, c] of [['leader', leader], ['follower', follower]] as const) {
      c.handle('add', async (args) => {
        ranOn.push(name);
        const [x, y] = args as [number, number];
        if (x < 0) throw new AppError('VALIDATION', 'invalidRequest');
        if (y < 0) throw new Error('boom');
        return x + y;
      });
    }
    const heard: unknown[] = [];
    follower.subscribe('news', (value) => heard.push(value));
    await Promise.all([leader.ready(), follower.ready()]);

    expect(await follower.call('add', [2, 3])).toBe(5);
    expect(ranOn).toEqual(['leader']);
    await expect(follower.call('add', [-1, 0])).rejects.toMatchObject({ code: 'VALIDATION', messageKey: 'invalidRequest' });
    // An unexpected failure on the leader is not passed through as a refusal (the caller answers SERVER_ERROR).
    const unexpected = await follower.call('add', [1, -1]).catch((error: unknown) => error);
    expect(unexpected).toBeInstanceOf(Error);
    expect(unexpected).not.toBeInstanceOf(AppError);

    leader.publish('news', { round: 1 });
    await until(() => heard.length === 1, 2_000);
    expect(heard).toEqual([{ round: 1 }]);

    // No leader (between a death and the takeover): the call is refused as busy, never run twice.
    leads = false;
    ranOn.length = 0;
    await expect(follower.call('add', [1, 1])).rejects.toMatchObject({ code: 'RATE_LIMITED', messageKey: 'serverBusy' });
    expect(ranOn).toEqual([]);
  });

  it('a cluster with another prefix hears nothing of this one', async () => {
    const one = createCluster({ bus: await createRedisBus({ url: REDIS_URL, prefix: `perya-test-${randomBytes(6).toString('hex')}` }), leadership: { isLeader: () => true, fence: async () => undefined, onChange: () => undefined, close: async () => undefined }, log: quiet });
    const two = createCluster({ bus: await createRedisBus({ url: REDIS_URL, prefix: `perya-test-${randomBytes(6).toString('hex')}` }), leadership: { isLeader: () => false, fence: async () => undefined, onChange: () => undefined, close: async () => undefined }, log: quiet, callTimeoutMs: 300 });
    clusters.push(one, two);
    one.handle('ping', async () => 'pong');
    await Promise.all([one.ready(), two.ready()]);
    await expect(two.call('ping', [])).rejects.toMatchObject({ messageKey: 'serverBusy' });
  });
});

describe('the in-process bus (one instance)', () => {
  it('delivers to this process and runs calls here', async () => {
    const solo = createCluster({ bus: createLocalBus(), leadership: { isLeader: () => true, fence: async () => undefined, onChange: () => undefined, close: async () => undefined }, log: quiet });
    expect(solo.shared).toBe(false);
    solo.handle('twice', async (args) => (args[0] as number) * 2);
    expect(await solo.call('twice', [21])).toBe(42);
    const heard: unknown[] = [];
    solo.subscribe('x', (value) => heard.push(value));
    solo.publish('x', { a: 1 });
    await until(() => heard.length === 1, 1_000);
    expect(heard).toEqual([{ a: 1 }]);
    await solo.close();
  });
});
