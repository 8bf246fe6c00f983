// The daily login's per-process memo at the GMT+8 day boundary (spec §9: 35 points once per GMT+8
// day): a login of the old day that finishes after the new day began must not mark the player as
// already credited for the new day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gmt8DayKey } from '@perya/domain';
import { createDailyLogin, withDailyLogin } from '../src/modules/engagement/dailyLogin';
import type { SessionService } from '../src/modules/account/sessions';
import { createLedger, type Ledger } from '../src/modules/ledger/ledger';
import { DB_KINDS, insertUser, openTestDatabase, testProtection } from './harness';
import { gmt8 } from './fixtures/engagement';

describe.each(DB_KINDS)('daily login memo on %s', (kind) => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('a login of the old day finishing after midnight still leaves the new day to credit', async () => {
    const { db } = handle.database;
    const clock = handle.clock;
    const real = createLedger(db, clock.now);
    // Holds the old day's login until the new day has begun.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let hold = true;
    const ledger: Ledger = {
      ...real,
      async transaction(fn) {
        if (hold) {
          hold = false;
          await held;
        }
        return real.transaction(fn);
      },
    };
    const daily = createDailyLogin({ ledger, now: clock.now, guard: testProtection(handle.database, clock.now) });
    const [slow, other] = [await insertUser(db), await insertUser(db)];

    clock.current = gmt8(2026, 3, 1, 23, 59, 59, 999);
    const oldDay = daily.record(slow);
    clock.current = gmt8(2026, 3, 2, 0, 0);
    await daily.record(other);
    release();
    await oldDay;
    await daily.record(slow);

    const days = await db.selectFrom('login_days').select('day').where('user_id', '=', slow).orderBy('day').execute();
    expect(days.map((d) => d.day)).toEqual(['2026-03-01', gmt8DayKey(clock.now())]);
    expect((await real.balances(slow)).points).toBe(70);
  });

  it('a daily login that cannot be written does not fail the request; the next call records it', async () => {
    const { db } = handle.database;
    const clock = handle.clock;
    clock.current = gmt8(2026, 4, 1, 10, 0);
    const real = createLedger(db, clock.now);
    let broken = true;
    const ledger: Ledger = {
      ...real,
      async transaction(fn) {
        if (broken) throw new Error('database is busy');
        return real.transaction(fn);
      },
    };
    const userId = await insertUser(db);
    const caller = { user: { id: userId } } as unknown as Awaited<ReturnType<SessionService['authenticate']>>;
    const sessions = { authenticate: async () => caller, issue: async () => ({ token: 't' }) } as unknown as SessionService;
    const errors: unknown[] = [];
    const wrapped = withDailyLogin(sessions, createDailyLogin({ ledger, now: clock.now, guard: testProtection(handle.database, clock.now) }), (error) => errors.push(error));

    expect(await wrapped.authenticate('token')).toBe(caller);
    expect(errors).toHaveLength(1);
    expect((await real.balances(userId)).points).toBe(0);
    broken = false;
    await wrapped.authenticate('token');
    expect((await real.balances(userId)).points).toBe(35);
  });
});
