// The ledger's reads for the modules (src/modules/ledger/reads.ts), on SQLite and PostgreSQL: a
// player's records page, stakes and refunds after a cursor, turnover, deposits, net play.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMOUNT_TYPE } from '@perya/api/contract';
import { createLedger, type Ledger } from '../src/modules/ledger/ledger';
import * as reads from '../src/modules/ledger/reads';
import * as transfers from '../src/modules/ledger/transfers';
import { DB_KINDS, insertUser, openTestDatabase } from './harness';

describe.each(DB_KINDS)('ledger reads on %s', (kind) => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  let ledger: Ledger;
  let player: number;
  let other: number;
  let t0: number;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    ledger = createLedger(handle.database.db, handle.clock.now);
    player = await insertUser(handle.database.db);
    other = await insertUser(handle.database.db);
    t0 = handle.clock.now();
    const head = (key: string) => ({ key: `${key}:${player}`, reference: key });
    await ledger.post(transfers.deposit({ userId: player, amount: 1_000, ...head('d1'), remark: 'Cash in' }));
    await ledger.post(transfers.deposit({ userId: other, amount: 70, key: `d1:${other}`, reference: 'd1', remark: 'Cash in' }));
    await ledger.post(transfers.stake({ userId: player, amount: 300, ...head('b1'), remark: 'lotto' }));
    await ledger.post(transfers.payout({ userId: player, amount: 500, ...head('p1'), remark: 'lotto' }));
    await ledger.post(transfers.stake({ userId: player, amount: 100, ...head('b2'), remark: 'sabong' }));
    await ledger.post(transfers.refund({ userId: player, amount: 100, ...head('r2'), remark: 'sabong' }));
    await ledger.post(transfers.pointsGrant({ userId: player, amount: 10, ...head('daily'), remark: 'Daily login' }));
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('entryPage: newest first, by wallet and amountType, with the count and the key', async () => {
    const db = handle.database.db;
    const main = await reads.entryPage(db, player, { wallets: ['main'], pageNum: 1, pageSize: 2 });
    expect(main.total).toBe(5);
    expect(main.entries.map((e) => [e.amount, e.cause, e.amountType, e.key, e.remark])).toEqual([
      [100, 'reversal', AMOUNT_TYPE.REFUND, `r2:${player}`, 'sabong'],
      [-100, 'bet', AMOUNT_TYPE.BET, `b2:${player}`, 'sabong'],
    ]);
    expect(main.entries[0]).toMatchObject({ wallet: 'main', balanceAfter: 1_200, reference: 'r2' });
    const page3 = await reads.entryPage(db, player, { wallets: ['main'], pageNum: 3, pageSize: 2 });
    expect(page3.entries.map((e) => e.amount)).toEqual([1_000]);
    const wins = await reads.entryPage(db, player, { wallets: ['main', 'points'], amountType: AMOUNT_TYPE.WIN, pageNum: 1, pageSize: 10 });
    expect([wins.total, wins.entries.map((e) => e.amount)]).toEqual([1, [500]]);
    const points = await reads.entryPage(db, player, { wallets: ['points'], pageNum: 1, pageSize: 10 });
    expect(points.entries.map((e) => [e.wallet, e.amount, e.key])).toEqual([['points', 10, `daily:${player}`]]);
  });

  it('stakeMovements: stakes and refunds on main after the cursor; stakedLessRefunds: their sum', async () => {
    const db = handle.database.db;
    const all = await reads.stakeMovements(db, player, { afterId: 0, limit: 10 });
    expect(all.map((m) => [m.amount, m.key])).toEqual([
      [-300, `b1:${player}`],
      [-100, `b2:${player}`],
      [100, `r2:${player}`],
    ]);
    expect((await reads.stakeMovements(db, player, { afterId: all[0]!.id, limit: 1 })).map((m) => m.amount)).toEqual([-100]);
    const staked = await reads.stakedLessRefunds(db, [player, other], t0, t0 + 60_000);
    expect(staked.get(player)).toBe(300);
    expect(staked.get(other)).toBe(0);
  });

  it('depositedBy: cash-in credits per player, in a window, for long id lists too', async () => {
    const db = handle.database.db;
    expect(await reads.depositedBy(db, [player, other])).toEqual(new Map([[player, 1_000], [other, 70]]));
    expect(await reads.depositedBy(db, [player], { from: t0 + 60_000 })).toEqual(new Map());
    expect(await reads.depositedBy(db, [])).toEqual(new Map());
    const many = [...Array.from({ length: 2_100 }, (_, i) => 1_000_000 + i), other];
    expect(await reads.depositedBy(db, many)).toEqual(new Map([[other, 70]]));
  });

  it('playNetSince and stakeTimesSince on the money accounts', async () => {
    const db = handle.database.db;
    const accounts = await reads.moneyAccounts(db, player);
    expect(accounts.ids.length).toBe(1);
    // Stakes and wins only: -300 + 500 - 100 (the refund is a reversal, not play).
    expect(await reads.playNetSince(db, accounts, t0)).toBe(100);
    expect(await reads.stakeTimesSince(db, accounts, t0)).toHaveLength(2);
    expect(await reads.playNetSince(db, { ids: [] }, t0)).toBe(0);
  });

  // The windows are [from, to): an entry at `to` belongs to the next window (a daily or weekly
  // reset), one at `from` to this one; a window with nothing in it is 0 or absent, not an error.
  it('windows: from is inside, to is outside; an empty window or id list answers nothing', async () => {
    const db = handle.database.db;
    expect(await reads.depositedBy(db, [player], { from: t0, to: t0 + 1 })).toEqual(new Map([[player, 1_000]]));
    expect(await reads.depositedBy(db, [player], { to: t0 })).toEqual(new Map());
    expect(await reads.stakedLessRefunds(db, [player], t0 - 1, t0)).toEqual(new Map());
    expect(await reads.stakedLessRefunds(db, [player], t0, t0 + 1)).toEqual(new Map([[player, 300]]));
    expect(await reads.stakedLessRefunds(db, [], t0, t0 + 60_000)).toEqual(new Map());
    const accounts = await reads.moneyAccounts(db, player);
    expect(await reads.playNetSince(db, accounts, t0 + 1)).toBe(0);
    expect(await reads.stakeTimesSince(db, accounts, t0 + 1)).toEqual([]);
    expect(await reads.stakeTimesSince(db, accounts, t0)).toEqual([t0, t0]);
    expect(await reads.stakeTimesSince(db, { ids: [] }, t0)).toEqual([]);
    // The other player has only a main wallet: one money account.
    expect(await reads.moneyAccounts(db, other)).toEqual({ ids: [expect.any(Number)] });
  });

  it("invitedDepositors: the inviter's players who cashed in at least once, each counted once", async () => {
    const db = handle.database.db;
    const inviter = await insertUser(db);
    const invitees = [await insertUser(db), await insertUser(db), await insertUser(db)];
    for (const id of invitees) await db.updateTable('users').set({ inviter_id: inviter }).where('id', '=', id).execute();
    const [twice, once, never] = invitees as [number, number, number];
    expect(await reads.invitedDepositors(db, inviter)).toBe(0);
    await ledger.post(transfers.deposit({ userId: twice, amount: 100, key: `inv-d1:${twice}`, reference: 'inv' }));
    await ledger.post(transfers.deposit({ userId: twice, amount: 200, key: `inv-d2:${twice}`, reference: 'inv' }));
    await ledger.post(transfers.deposit({ userId: once, amount: 100, key: `inv-d1:${once}`, reference: 'inv' }));
    // A win or a bonus is not a deposit.
    await ledger.post(transfers.payout({ userId: never, amount: 100, key: `inv-p1:${never}`, reference: 'inv' }));
    await ledger.post(transfers.bonusGrant({ userId: never, amount: 100, amountType: AMOUNT_TYPE.BONUS, key: `inv-b1:${never}`, reference: 'inv' }));
    expect(await reads.invitedDepositors(db, inviter)).toBe(2);
    expect(await reads.invitedDepositors(db, twice)).toBe(0);
  });
});
