// Bonus grants and the bonus list (spec §2 bonus list, §4 processing → completed | expired;
// bonus/service.ts): what a grant asks and shows, which amounts it refuses, how the list pages and
// filters, and the ticker that settles bonuses nobody looks at. Through the real client against the
// real server on SQLite and PostgreSQL.
import { describe, expect, it, vi } from 'vitest';
import { AMOUNT_TYPE, FINANCE_LIST_TYPE, contract } from '@perya/api/contract';
import { LedgerError } from '../src/modules/ledger/ledger';
import { createBonusService, type GrantInput } from '../src/modules/bonus/service';
import { createProviderWallet } from '../src/modules/games/provider/wallet';
import { AppError } from '../src/http/errors';
import { loadSeedFile } from '../src/modules/app/seed';
import { DB_KINDS, SEED_FILE, fundedPlayer, testProtection } from './harness';
import { bonusTestServer, newPhone } from './promotions.helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const seed = loadSeedFile(SEED_FILE);
/** Play-through (the seed's default is trading-only, spec §6), with a default multiplier of 3 to tell it apart. */
const CONFIG = { ...seed.bonus, defaultTurnoverMultiplier: 3, expiresInDays: 30, rules: { PH: 'playThrough' as const } };
const DAY = 24 * 60 * 60_000;

describe.each(DB_KINDS)('bonus grants on %s', (kind) => {
  const suite = bonusTestServer(kind, CONFIG);
  const { ledger, bonuses: service } = suite;
  const grant = (userId: number, input: Partial<GrantInput> & { title: string }) =>
    ledger().transaction((trx) => service().grant(trx, { userId, kind: 'mission', amount: 1_000, idempotencyKey: `grants-${input.title}:${userId}`, reference: input.title, ...input }));

  it('a bonus is a positive whole amount: 0, a negative or a fractional amount is refused and pays nothing', async () => {
    const { client, userId } = await fundedPlayer(suite.server, newPhone(), 0);
    for (const amount of [0, -1, 0.5, Number.NaN]) {
      const refused = await grant(userId, { title: `bad ${amount}`, amount }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(LedgerError);
      expect((refused as LedgerError).code).toBe('INVALID');
    }
    // The smallest amount is granted.
    await grant(userId, { title: 'one', amount: 1 });
    const list = await client.call(contract.bonusList, {});
    expect([list.list.map((g) => g.amount), list.bonusBalance]).toEqual([[1], 1]);
  });

  it('a grant asks the operator\'s multiplier unless told, expires after the operator\'s days unless told (0: never), and keeps 128 characters of its title', async () => {
    const { client, userId } = await fundedPlayer(suite.server, newPhone(), 0);
    const at = suite.server.clock.now();
    await grant(userId, { title: 'Default' });
    await grant(userId, { title: 'Told', turnoverMultiplier: 2, expiresInMs: DAY });
    await grant(userId, { title: 'Forever', expiresInMs: 0 });
    await grant(userId, { title: 'T'.repeat(130), idempotencyKey: `grants-long:${userId}`, reference: 'long' });
    const { list } = await client.call(contract.bonusList, {});
    expect(list.map((g) => [g.title, g.turnoverRequired, g.expireTime])).toEqual([
      ['T'.repeat(128), 3_000, at + 30 * DAY],
      ['Forever', 3_000, null],
      ['Told', 2_000, at + DAY],
      ['Default', 3_000, at + 30 * DAY],
    ]);
  });

  it('each kind of bonus shows on the records as its own type; a deposit or VIP bonus as a bonus', async () => {
    const { client, userId } = await fundedPlayer(suite.server, newPhone(), 0);
    const kinds = [
      ['mission', AMOUNT_TYPE.MISSION_AWARD],
      ['signIn', AMOUNT_TYPE.SIGN_IN_AWARD],
      ['spin', AMOUNT_TYPE.SPIN_PRIZE],
      ['invite', AMOUNT_TYPE.INVITE_REWARD],
      ['guaranteed', AMOUNT_TYPE.GUARANTEED_AWARD],
      ['deposit', AMOUNT_TYPE.BONUS],
      ['weekly', AMOUNT_TYPE.BONUS],
    ] as const;
    for (const [k] of kinds) await grant(userId, { title: `kind ${k}`, kind: k });
    const records = await client.call(contract.financeList, { pageNum: 1, pageSize: 20, type: FINANCE_LIST_TYPE.BONUS });
    expect(records.list.map((r) => [r.remark, r.amountType]).reverse()).toEqual(kinds.map(([k, type]) => [`kind ${k}`, type]));
  });

  it('the bonus list pages newest first, counts and filters by status', async () => {
    const { client, userId } = await fundedPlayer(suite.server, newPhone(), 0);
    const ids: string[] = [];
    for (const title of ['first', 'second', 'third']) ids.push(String((await grant(userId, { title, turnoverMultiplier: 1 })).grantId));
    const page = await client.call(contract.bonusList, { pageNum: 2, pageSize: 2 });
    expect([page.list.map((g) => g.id), page.total, page.pageNum, page.pageSize]).toEqual([[ids[0]], 3, 2, 2]);
    expect((await client.call(contract.bonusList, { pageNum: 1, pageSize: 2 })).list.map((g) => g.id)).toEqual([ids[2], ids[1]]);
    // The first expires: the filters see it as expired only.
    await suite.server.database.db.updateTable('bonus_grants').set({ expires_at: suite.server.clock.now() - 1 }).where('id', '=', Number(ids[0])).execute();
    const expired = await client.call(contract.bonusList, { status: 'expired' });
    expect([expired.list.map((g) => g.id), expired.total]).toEqual([[ids[0]], 1]);
    const processing = await client.call(contract.bonusList, { status: 'processing' });
    expect([processing.list.map((g) => g.id), processing.total]).toEqual([[ids[2], ids[1]], 2]);
  });

  it('the ticker settles a bonus nobody looks at every evaluateEverySeconds, and not once stopped', async () => {
    const { userId } = await fundedPlayer(suite.server, newPhone(), 0);
    const { grantId } = await grant(userId, { title: 'Unseen', expiresInMs: 1 });
    const { grantId: later } = await grant(userId, { title: 'Unseen later', expiresInMs: 3 });
    suite.server.clock.advance(2);
    const status = async (id: number) => (await suite.server.database.db.selectFrom('bonus_grants').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    const onError = (error: unknown) => {
      throw error;
    };
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // Every minute: not within the first 200 ms.
    const slow = service({ ...CONFIG, evaluateEverySeconds: 60 });
    slow.startTicker(onError);
    await sleep(200);
    await slow.stopTicker();
    expect(await status(grantId)).toBe('processing');
    // Every 20 ms: the expired bonus is settled without anyone reading the list.
    const fast = service({ ...CONFIG, evaluateEverySeconds: 0.02 });
    try {
      fast.startTicker(onError);
      await vi.waitFor(async () => expect(await status(grantId)).toBe('expired'), { timeout: 5_000, interval: 20 });
    } finally {
      await fast.stopTicker();
    }
    // Stopped: the next bonus to expire waits for a reader.
    suite.server.clock.advance(2);
    try {
      await sleep(200);
      expect(await status(later)).toBe('processing');
    } finally {
      suite.server.clock.advance(-4);
    }
  });

  it('a bonus riding on a movement is skipped for an excluded, frozen or second account; any other refusal is not swallowed', async () => {
    const withheld = async (refusal: unknown) => {
      const guarded = createBonusService({ db: suite.server.database.db, ledger: ledger(), config: CONFIG, now: suite.server.clock.now, guard: { guardBonus: async () => { if (refusal !== undefined) throw refusal; } } });
      return ledger().transaction((trx) => guarded.withheld(trx, 1)).catch((error: unknown) => error);
    };
    expect(await withheld(undefined)).toBe(false);
    for (const code of ['SELF_EXCLUDED', 'ACCOUNT_FROZEN', 'ONE_PER_PLAYER'] as const) expect(await withheld(new AppError(code))).toBe(true);
    const other = new AppError('VALIDATION');
    expect(await withheld(other)).toBe(other);
    const broken = Object.assign(new Error('database down'), { code: 'SELF_EXCLUDED' });
    expect(await withheld(broken)).toBe(broken);
  });

  it('the bonus rule is the player\'s market\'s; without a market lookup, the Philippines\'', () => {
    const rules = { ...CONFIG, rules: { PH: 'playThrough' as const, BR: 'tradingOnly' as const } };
    const byMarket = createBonusService({ db: suite.server.database.db, ledger: ledger(), config: rules, now: suite.server.clock.now, guard: testProtection(suite.server.database, suite.server.clock.now), marketOf: () => 'BR' });
    expect(byMarket.ruleOf('br-app')).toBe('tradingOnly');
    expect(service(rules).ruleOf('any-app')).toBe('playThrough');
  });

  it('a trade bonus never converts, even with its turnover met, but expires at its time, met or short; an open game round holds a conversion, not an expiry', async () => {
    const { client, userId } = await fundedPlayer(suite.server, newPhone(), 10_000);
    const { grantId: trade } = await grant(userId, { title: 'Trade bonus', kind: 'trade', turnoverMultiplier: 0 });
    // As trading grants it: no turnover asked, so "met" from the start; its unused rest still expires.
    const { grantId: tradeMet } = await grant(userId, { title: 'Trade bonus met', kind: 'trade', turnoverMultiplier: 0, expiresInMs: 10, idempotencyKey: `grants-trade-met:${userId}` });
    const { grantId: tradeShort } = await grant(userId, { title: 'Trade bonus short', kind: 'trade', turnoverMultiplier: 1, expiresInMs: 10, idempotencyKey: `grants-trade-short:${userId}` });
    const { grantId: other } = await grant(userId, { title: 'Expiring', turnoverMultiplier: 1, expiresInMs: 10 });
    const { grantId: free } = await grant(userId, { title: 'No turnover', turnoverMultiplier: 0 });
    const provider = createProviderWallet(suite.server.database.db, ledger(), suite.server.clock.now, { maxMultiplier: () => 10, onRefusedCredit: () => undefined, guard: testProtection(suite.server.database, suite.server.clock.now) });
    const token = await provider.openSession(userId, 'sandbox', 'jili_2');
    await provider.debit('sandbox', token, `grants-open-${userId}`, 'jili_2', 100);
    const statuses = async () => new Map((await client.call(contract.bonusList, {})).list.map((g) => [Number(g.id), g.status]));
    let now = await statuses();
    expect([now.get(trade), now.get(tradeMet), now.get(tradeShort), now.get(other), now.get(free)]).toEqual(['processing', 'processing', 'processing', 'processing', 'processing']);
    suite.server.clock.advance(10);
    try {
      now = await statuses();
      expect([now.get(trade), now.get(tradeMet), now.get(tradeShort), now.get(other), now.get(free)]).toEqual(['processing', 'expired', 'expired', 'expired', 'processing']);
      // The round settles: the bonus without turnover converts.
      await provider.credit('sandbox', token, `grants-open-${userId}`, 'jili_2', 0);
      now = await statuses();
      expect([now.get(trade), now.get(free)]).toEqual(['processing', 'completed']);
    } finally {
      suite.server.clock.advance(-10);
    }
  });
});
