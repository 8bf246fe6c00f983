// Bonuses (issue 12; spec §2 bonus list, §4 processing → completed | expired, §6 bonus never
// withdrawable): grants with turnover, conversion and expiry once each, deposit offers and the
// first-deposit bonus, through the real client against the real server on SQLite and PostgreSQL.
import { describe, expect, it, vi } from 'vitest';
import { AMOUNT_TYPE, ERROR_CODES, contract } from '@perya/api/contract';
import { MESSAGES, MS_PER_DAY } from '@perya/domain';
import { recordText } from '../src/modules/texts/texts';
import { auditLedger } from '../src/modules/ledger/audit';
import { createProviderWallet } from '../src/modules/games/provider/wallet';
import { loadSeedFile } from '../src/modules/app/seed';
import { DB_KINDS, SEED_FILE, fundedPlayer, testProtection } from './harness';
import { failure } from './client';
import { diceBets, bonusTestServer, newPhone, paidDeposit } from './promotions.helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const seed = loadSeedFile(SEED_FILE);
/** These suites test how a bonus converts: the play-through rule (the seed's default is trading-only, spec §6). */
const PLAY_THROUGH = { ...seed.bonus, rules: { PH: 'playThrough' as const } };

describe.each(DB_KINDS)('bonuses on %s', (kind) => {
  const suite = bonusTestServer(kind, PLAY_THROUGH);
  const { ledger, bonuses } = suite;
  async function keyCount(pattern: string): Promise<number> {
    const rows = await suite.server.database.db.selectFrom('ledger_transactions').select('id').where('idempotency_key', 'like', pattern).execute();
    return rows.length;
  }

  it('a grant converts to the main wallet once its turnover is bet (oldest first), and expires once past its time', async () => {
    const { client, userId } = await fundedPlayer(suite.server, newPhone(), 100_000);
    const service = bonuses();
    const HOUR = 60 * 60_000;
    const grant = (amount: number, turnoverMultiplier: number, key: string, expiresInMs?: number) =>
      ledger().transaction((trx) =>
        service.grant(trx, { userId, kind: 'mission', title: `Mission ${key}`, amount, turnoverMultiplier, idempotencyKey: `test-${key}:${userId}`, reference: key, expiresInMs }),
      );
    const a = await grant(1_000, 2, 'a');
    const b = await grant(500, 1, 'b', HOUR);
    // The same key grants once.
    expect(await grant(1_000, 2, 'a')).toEqual({ grantId: a.grantId, replayed: true });
    let list = await client.call(contract.bonusList, {});
    expect(list.bonusBalance).toBe(1_500);
    expect(list.list.map((g) => [g.id, g.kind, g.status, g.amount, g.turnoverRequired, g.turnoverDone])).toEqual([
      [String(b.grantId), 'mission', 'processing', 500, 500, 0],
      [String(a.grantId), 'mission', 'processing', 1_000, 2_000, 0],
    ]);
    expect(list.list.map((g) => g.expireTime)).toEqual([suite.server.clock.now() + HOUR, suite.server.clock.now() + seed.bonus.expiresInDays * MS_PER_DAY]);

    const net = await diceBets(client, 2_300);
    list = await client.call(contract.bonusList, {});
    expect(list.list.map((g) => [g.status, g.turnoverDone])).toEqual([
      ['processing', 300],
      ['completed', 2_000],
    ]);
    expect(list.bonusBalance).toBe(500);
    expect((await client.call(contract.userInfo)).balance).toBe(100_000 + net + 1_000);
    // Reading again changes nothing: each transition happened once.
    await client.call(contract.bonusList, {});
    await service.evaluate(userId);
    expect(await keyCount(`bonus-convert:${a.grantId}`)).toBe(1);
    expect(await keyCount(`bonus-convert:${b.grantId}`)).toBe(0);
    expect((await client.call(contract.bonusList, { status: 'completed' })).list.map((g) => g.id)).toEqual([String(a.grantId)]);

    // Past its expiry the rest is forfeited (by the ticker's work here, as by the list).
    suite.server.clock.advance(HOUR);
    try {
      expect(await service.evaluateDue()).toBeGreaterThanOrEqual(1);
      list = await client.call(contract.bonusList, {});
      expect(list.list.map((g) => [g.status, g.turnoverDone])).toEqual([
        ['expired', 300],
        ['completed', 2_000],
      ]);
      expect(list.bonusBalance).toBe(0);
      expect(await keyCount(`bonus-expire:${b.grantId}`)).toBe(1);
      // A bet after the expiry counts for nothing.
      await diceBets(client, 1_000);
      await service.evaluate(userId);
      expect((await client.call(contract.bonusList, { status: 'expired' })).list.map((g) => g.turnoverDone)).toEqual([300]);
      // Issue 23 §1: the records explain every bonus movement — the grant (which offer, its
      // turnover now), the conversion to cash (on both wallets) and the expiry.
      const records = await client.call(contract.financeList, { pageNum: 1, pageSize: 100, type: 0 });
      const moves = records.list
        .filter((r) => r.bonus !== undefined)
        .map((r) => [r.wallet, r.amount, r.bonus!.move, r.bonus!.offer, r.bonus!.status, r.bonus!.turnoverDone, r.bonus!.turnoverRequired]);
      expect(moves).toEqual([
        ['bonus', -500, 'expiry', 'Mission b', 'expired', 300, 500],
        ['main', 1_000, 'conversion', 'Mission a', 'completed', 2_000, 2_000],
        ['bonus', -1_000, 'conversion', 'Mission a', 'completed', 2_000, 2_000],
        ['bonus', 500, 'grant', 'Mission b', 'expired', 300, 500],
        ['bonus', 1_000, 'grant', 'Mission a', 'completed', 2_000, 2_000],
      ]);
      // A bet moved no bonus: it carries none.
      expect(records.list.find((r) => r.amountType === AMOUNT_TYPE.BET)?.bonus).toBeUndefined();
    } finally {
      suite.server.clock.advance(-HOUR);
    }
    expect((await auditLedger(suite.server.database.db)).problems).toEqual([]);
  });

  it('bets placed before a grant do not count towards it; concurrent evaluations count a bet once', async () => {
    const { client, userId } = await fundedPlayer(suite.server, newPhone(), 50_000);
    await diceBets(client, 3_000);
    const service = bonuses();
    const { grantId } = await ledger().transaction((trx) => service.grant(trx, { userId, kind: 'spin', title: 'Spin prize', amount: 2_000, turnoverMultiplier: 1, idempotencyKey: `test-spin:${userId}`, reference: 'spin' }));
    await diceBets(client, 1_000);
    await Promise.all([service.evaluate(userId), service.evaluate(userId), client.call(contract.bonusList, {})]);
    const [grant] = (await client.call(contract.bonusList, {})).list;
    expect([grant?.id, grant?.status, grant?.turnoverDone]).toEqual([String(grantId), 'processing', 1_000]);
  });

  it('a refunded stake is no turnover: an open third-party round completes nothing, and its rollback takes its turnover back', async () => {
    const { client, userId } = await fundedPlayer(suite.server, newPhone(), 100_000);
    const service = bonuses();
    const provider = createProviderWallet(suite.server.database.db, ledger(), suite.server.clock.now, { maxMultiplier: () => 10, onRefusedCredit: () => undefined, guard: testProtection(suite.server.database, suite.server.clock.now) });
    const token = await provider.openSession(userId, 'sandbox', 'jili_2');
    const { grantId } = await ledger().transaction((trx) =>
      service.grant(trx, { userId, kind: 'mission', title: 'Mission', amount: 1_000, turnoverMultiplier: 2, idempotencyKey: `test-refund:${userId}`, reference: 'r' }),
    );
    const state = async () => (await client.call(contract.bonusList, {})).list.map((g) => [g.id, g.status, g.turnoverDone]);

    // A stake that may still come back converts nothing while it is open …
    await provider.debit('sandbox', token, `refund-a-${userId}`, 'jili_2', 5_000);
    expect(await state()).toEqual([[String(grantId), 'processing', 2_000]]);
    expect(await keyCount(`bonus-convert:${grantId}`)).toBe(0);
    // … and once rolled back it counts for nothing.
    await provider.rollback('sandbox', token, `refund-a-${userId}`, 'jili_2');
    expect(await state()).toEqual([[String(grantId), 'processing', 0]]);
    expect((await client.call(contract.userInfo)).balance).toBe(100_000);

    // A settled round counts, and converts the bonus once.
    await provider.debit('sandbox', token, `refund-b-${userId}`, 'jili_2', 2_000);
    await provider.credit('sandbox', token, `refund-b-${userId}`, 'jili_2', 0);
    expect(await state()).toEqual([[String(grantId), 'completed', 2_000]]);
    expect(await keyCount(`bonus-convert:${grantId}`)).toBe(1);
    expect((await client.call(contract.userInfo)).balance).toBe(100_000 - 2_000 + 1_000);
    expect((await auditLedger(suite.server.database.db)).problems).toEqual([]);
  });

  it('bonus money is never withdrawable (spec §6)', async () => {
    const { client, userId } = await fundedPlayer(suite.server, newPhone(), 0);
    await ledger().transaction((trx) => bonuses().grant(trx, { userId, kind: 'mission', title: 'Mission', amount: 50_000, idempotencyKey: `test-nowd:${userId}`, reference: 'm' }));
    expect(await client.call(contract.userInfo)).toMatchObject({ balance: 0, bonus: 50_000 });
    expect((await client.call(contract.withdrawConfig)).availableBalance).toBe(0);
    const refused = await failure(client.call(contract.withdrawCheckLimit, { amount: 10_000 }));
    expect([refused.code, refused.msg]).toEqual([ERROR_CODES.INSUFFICIENT_BALANCE, MESSAGES.insufficientAvailableBalance]);
  });

  it('a deposit offer and the first-deposit bonus are granted with the first deposit; the second deposit gets neither', async () => {
    const { client, userId } = await fundedPlayer(suite.server, newPhone(), 0);
    const offers = await client.call(contract.payListUpActivity);
    const offer = offers.list[0];
    if (offer === undefined) throw new Error('the seed has no deposit offer');
    const first = seed.bonus.firstDeposit;
    const offerBonus = Math.min(Math.floor((100_000 * offer.bonusRateBps) / 10_000), offer.maxBonus);
    const firstBonus = Math.min(Math.floor((100_000 * first.rateBps) / 10_000), first.maxBonus);
    expect(offerBonus).toBeGreaterThan(0);
    expect(firstBonus).toBeGreaterThan(0);
    // The cash-in config tells the player what the first deposit earns on top, until it is credited.
    expect((await client.call(contract.rechargeConfig)).firstDepositBonus).toEqual({ title: recordText(first.title), minDeposit: first.minDeposit, rateBps: first.rateBps, maxBonus: first.maxBonus });

    const orderNo = await paidDeposit(client, 100_000, offer.id);
    expect((await client.call(contract.rechargeConfig)).firstDepositBonus).toBeNull();
    expect(await client.call(contract.userInfo)).toMatchObject({ balance: 100_000, bonus: offerBonus + firstBonus });
    expect(await client.call(contract.payListBonus)).toBe(offerBonus + firstBonus);
    expect(await client.call(contract.payListBonus)).toBe(0);
    const grants = (await client.call(contract.bonusList, {})).list;
    expect(grants.map((g) => [g.kind, g.title, g.amount, g.turnoverRequired]).sort()).toEqual(
      [
        ['deposit', recordText(offer.title), offerBonus, offerBonus * seed.bonus.depositTurnoverMultiplier],
        ['deposit', recordText(first.title), firstBonus, firstBonus * first.turnoverMultiplier],
      ].sort(),
    );
    expect(await keyCount(`deposit-bonus:${orderNo}`)).toBe(1);

    await paidDeposit(client, 100_000);
    expect(await client.call(contract.userInfo)).toMatchObject({ balance: 200_000, bonus: offerBonus + firstBonus });
    expect(await client.call(contract.payListBonus)).toBe(0);
    expect((await client.call(contract.bonusList, {})).total).toBe(2);
    expect(await keyCount(`first-deposit:${userId}`)).toBe(1);
  });

  it('two first deposits paid at once earn one first-deposit bonus', async () => {
    const { client, userId } = await fundedPlayer(suite.server, newPhone(), 0);
    await Promise.all([paidDeposit(client, 20_000), paidDeposit(client, 30_000)]);
    const grants = (await client.call(contract.bonusList, {})).list;
    expect(grants).toHaveLength(1);
    expect([20_000, 30_000].map((a) => Math.min(a, seed.bonus.firstDeposit.maxBonus))).toContain(grants[0]?.amount);
    expect(await keyCount(`first-deposit:${userId}`)).toBe(1);
    expect((await auditLedger(suite.server.database.db)).problems).toEqual([]);
  });
});
