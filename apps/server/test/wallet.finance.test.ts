// The records' explanations (issue 23 §1; POST /x2/finance/list, wallet/finance.ts): a bonus's
// conversion or expiry names its bonus by its `bonus:<grantId>` reference alone, whatever else is
// on the page, and nothing else is taken for one. Through the real client against the real server
// on SQLite and PostgreSQL.
import { describe, expect, it, vi } from 'vitest';
import { AMOUNT_TYPE, FINANCE_LIST_TYPE, contract } from '@perya/api/contract';
import { createProviderWallet } from '../src/modules/games/provider/wallet';
import { loadSeedFile } from '../src/modules/app/seed';
import { DB_KINDS, SEED_FILE, fundedPlayer, testProtection } from './harness';
import { bonusTestServer, newPhone } from './promotions.helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const seed = loadSeedFile(SEED_FILE);
/** A bonus converts once its turnover is bet (the seed's default is trading-only, spec §6). */
const PLAY_THROUGH = { ...seed.bonus, rules: { PH: 'playThrough' as const } };
const HOUR = 60 * 60_000;

describe.each(DB_KINDS)('finance records on %s', (kind) => {
  const suite = bonusTestServer(kind, PLAY_THROUGH);
  const { ledger, bonuses } = suite;
  function granter(userId: number) {
    const service = bonuses();
    return (title: string, amount: number, turnoverMultiplier: number, expiresInMs?: number) =>
      ledger().transaction((trx) =>
        service.grant(trx, { userId, kind: 'mission', title, amount, turnoverMultiplier, idempotencyKey: `finance-${title}:${userId}`, reference: title, expiresInMs }),
      );
  }

  it('a wallet that never moved lists no records', async () => {
    const { client } = await fundedPlayer(suite.server, newPhone(), 0);
    // Nothing ever entered the main wallet (the day's login points are on the points wallet).
    expect(await client.call(contract.financeList, { pageNum: 1, pageSize: 20, type: FINANCE_LIST_TYPE.MAIN })).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 20 });
  });

  it('a conversion or an expiry names its bonus on a page without the grant, grant numbers of two digits too', async () => {
    const { client, userId } = await fundedPlayer(suite.server, newPhone(), 0);
    const grant = granter(userId);
    // Ten bonuses without turnover: each converts at the next evaluation (grant ids reach 10 and more).
    const ids: number[] = [];
    for (let i = 1; i <= 10; i += 1) ids.push((await grant(`Offer ${i}`, 100 * i, 0)).grantId);
    expect(Math.max(...ids)).toBeGreaterThanOrEqual(10);
    await bonuses().evaluate(userId);
    // The main wallet's page holds the conversions only (the grants are on the bonus wallet).
    const main = await client.call(contract.financeList, { pageNum: 1, pageSize: 20, type: FINANCE_LIST_TYPE.MAIN });
    expect(main.list.map((r) => [r.orderNo, r.amount, r.bonus?.move, r.bonus?.offer, r.bonus?.status])).toEqual(
      ids.map((id, i) => [`bonus:${id}`, 100 * (i + 1), 'conversion', `Offer ${i + 1}`, 'completed']).reverse(),
    );

    // A grant alone on its page is named as the grant.
    await grant('Expiring', 700, 1, HOUR);
    const granted = await client.call(contract.financeList, { pageNum: 1, pageSize: 1, type: FINANCE_LIST_TYPE.BONUS });
    expect(granted.list.map((r) => [r.amount, r.bonus?.move, r.bonus?.offer, r.bonus?.status, r.bonus?.turnoverRequired])).toEqual([[700, 'grant', 'Expiring', 'processing', 700]]);

    // Its expiry, alone on the first page, is named as that bonus's expiry.
    suite.server.clock.advance(HOUR);
    try {
      await bonuses().evaluate(userId);
      const expired = await client.call(contract.financeList, { pageNum: 1, pageSize: 1, type: FINANCE_LIST_TYPE.BONUS });
      expect(expired.list.map((r) => [r.amount, r.bonus?.move, r.bonus?.offer, r.bonus?.status])).toEqual([[-700, 'expiry', 'Expiring', 'expired']]);
    } finally {
      suite.server.clock.advance(-HOUR);
    }
  });

  it('a game round whose id reads bonus:<grantId> is a bet, not that bonus\'s conversion', async () => {
    const { client, userId } = await fundedPlayer(suite.server, newPhone(), 10_000);
    const { grantId } = await granter(userId)('Round offer', 5_000, 2);
    const provider = createProviderWallet(suite.server.database.db, ledger(), suite.server.clock.now, { maxMultiplier: () => 10, onRefusedCredit: () => undefined, guard: testProtection(suite.server.database, suite.server.clock.now) });
    const token = await provider.openSession(userId, 'sandbox', 'jili_2');
    await provider.debit('sandbox', token, `bonus:${grantId}`, 'jili_2', 100);
    const records = await client.call(contract.financeList, { pageNum: 1, pageSize: 20, type: FINANCE_LIST_TYPE.ALL });
    expect(records.list.filter((r) => r.wallet !== 'points').map((r) => [r.amountType, r.orderNo, r.bonus?.move])).toEqual([
      [AMOUNT_TYPE.BET, `sandbox:bonus:${grantId}`, undefined],
      [AMOUNT_TYPE.MISSION_AWARD, 'Round offer', 'grant'],
      [AMOUNT_TYPE.DEPOSIT, `test-${userId}`, undefined],
    ]);
  });
});
