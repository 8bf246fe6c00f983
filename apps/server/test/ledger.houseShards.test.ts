// The house split over rows (src/modules/ledger/ledger.ts "House shards", issue 25 item 3): every
// bet and win moves the house, and a row stays locked until its transaction commits, so on
// PostgreSQL the house is several rows and each transaction takes one of them. What an operator
// relies on stays true: the house's position is the sum of its rows, the books balance, a replayed
// key answers the first posting (whatever shard it went to), and one transaction's house postings
// land on one row.
import { describe, expect, it, vi } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { createLedger, houseShardCode, LedgerError } from '../src/modules/ledger/ledger';
import * as transfers from '../src/modules/ledger/transfers';
import { auditLedger } from '../src/modules/ledger/audit';
import { DB_KINDS, insertUser } from './harness';
import { ledgerTestDatabase } from './ledgerDatabase';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const SHARDS = 4;

/** Each house row's balance, by code. */
async function houseRows(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('ledger_accounts').select(['code', 'balance']).where('wallet', '=', 'house').where('user_id', 'is', null).execute();
  return new Map(rows.map((r) => [r.code, Number(r.balance)]));
}

describe.each(DB_KINDS)('house shards on %s', (kind) => {
  const t = ledgerTestDatabase(kind, { houseShards: SHARDS });

  it('spreads stakes and wins over the house rows; the house position is their sum and the books balance', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => insertUser(t.db)));
    for (const userId of players) await t.ledger.post(transfers.sandboxFunding({ userId, amount: 100_000, key: `hs-fund-${userId}`, reference: 'hs' }));
    const before = [...(await houseRows(t.db)).values()].reduce((a, b) => a + b, 0);
    // 40 bets of 1,000 and 20 wins of 1,500, each its own transaction, some at the same time.
    await Promise.all(
      players.map(async (userId) => {
        for (let i = 0; i < 10; i++) {
          await t.ledger.post(transfers.stake({ userId, amount: 1_000, key: `hs-bet-${userId}-${i}`, reference: `hs-${i}`, remark: 'dice' }));
          if (i % 2 === 0) await t.ledger.post(transfers.payout({ userId, amount: 1_500, key: `hs-win-${userId}-${i}`, reference: `hs-${i}`, remark: 'dice' }));
        }
      }),
    );
    const houseNet = 4 * (10 * 1_000 - 5 * 1_500);
    const rows = await houseRows(t.db);
    // More than one row took postings (60 transactions over 4 rows), and no row outside the shards.
    expect([...rows.keys()].every((code) => Array.from({ length: SHARDS }, (_, i) => houseShardCode(i)).includes(code))).toBe(true);
    expect(rows.size).toBeGreaterThan(1);
    expect([...rows.values()].reduce((a, b) => a + b, 0) - before).toBe(houseNet);
    for (const userId of players) expect((await t.ledger.balances(userId)).main).toBe(100_000 - 10_000 + 7_500);
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  it('puts every house posting of one transaction on one row, with a running balance-after', async () => {
    const userId = await insertUser(t.db);
    await t.ledger.post(transfers.sandboxFunding({ userId, amount: 50_000, key: `hs1-fund-${userId}`, reference: 'hs1' }));
    const results = await t.ledger.transaction(async (trx) => [
      await t.ledger.post(transfers.stake({ userId, amount: 2_000, key: `hs1-bet-${userId}`, reference: 'hs1', remark: 'dice' }), trx),
      await t.ledger.post(transfers.payout({ userId, amount: 500, key: `hs1-win-${userId}`, reference: 'hs1', remark: 'dice' }), trx),
    ]);
    const house = results.map((r) => r.entries.find((e) => e.wallet === 'house'));
    expect(house[0]?.accountCode).toBe(house[1]?.accountCode);
    expect((house[1]?.balanceAfter ?? 0) - (house[0]?.balanceAfter ?? 0)).toBe(-500);
  });

  it('answers a replayed key with the first posting, whichever row the replay would have taken', async () => {
    const userId = await insertUser(t.db);
    await t.ledger.post(transfers.sandboxFunding({ userId, amount: 10_000, key: `hs2-fund-${userId}`, reference: 'hs2' }));
    const bet = transfers.stake({ userId, amount: 3_000, key: `hs2-bet-${userId}`, reference: 'hs2', remark: 'dice' });
    const first = await t.ledger.post(bet);
    const replays = await Promise.all(Array.from({ length: 8 }, () => t.ledger.post(bet)));
    for (const replay of replays) {
      expect(replay.replayed).toBe(true);
      expect(replay.entries).toEqual(first.entries);
    }
    expect((await t.ledger.balances(userId)).main).toBe(7_000);
  });

  it('refuses a shard count that is not a whole number from 1', () => {
    for (const houseShards of [0, -1, 1.5, Number.NaN]) expect(() => createLedger(t.db, t.clock.now, { houseShards })).toThrow(LedgerError);
  });
});
