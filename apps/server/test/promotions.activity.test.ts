// The guaranteed payout (issue 12; spec §1, §3, §4 receiveStatus, §8 'The event has been closed.'),
// the promo list (spec §1 promotions, §2 /promo) and the collect-id log (spec §7), through the real
// client against the real server, on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, PROMO_KINDS, contract } from '@perya/api/contract';
import { MESSAGES, gmt8DayKey } from '@perya/domain';
import { recordText } from '../src/modules/texts/texts';
import { loadSeedFile } from '../src/modules/app/seed';
import type { GuaranteedConfig } from '../src/modules/activity/config';
import { DB_KINDS, SEED_FILE, fundedPlayer, rawCall, startTestServer, type TestServer } from './harness';
import { failure, testClient } from './client';
import { diceBets, newPhone } from './promotions.helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const seed = loadSeedFile(SEED_FILE);
/** A daily guarantee on dice: bet ₱30 today, win at least ₱50. */
const guaranteedConfig: GuaranteedConfig = {
  activities: [
    {
      id: 'dice_daily',
      title: 'Dice guarantee',
      summary: 'Bet ₱30.00 on Dice today',
      actAmount: 5_000,
      gameArray: ['og_10005'],
      minTurnover: 3_000,
      details: 'Bet ₱30.00 on Dice today and win at least ₱50.00.',
      daily: { start: '00:00', end: '23:59' },
      turnoverMultiplier: 1,
    },
  ],
};

describe.each(DB_KINDS)('activities on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { deps: { guaranteedConfig } });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The test clock's GMT+8 day (Thursday 2026-01-15 at 12:00 GMT+8). */
  const runId = () => `dice_daily@${gmt8DayKey(server.clock.now())}`;

  it('guaranteed: IN_PROGRESS until the turnover is bet, then the shortfall is claimed once', async () => {
    const { client, userId } = await fundedPlayer(server, newPhone(), 100_000);
    const popover = await client.call(contract.guaranteedPopover);
    expect(popover).toMatchObject({ id: runId(), title: 'Dice guarantee', actAmount: 5_000, gameArray: ['og_10005'], receiveStatus: 'IN_PROGRESS', receivedAmount: 0 });
    expect((popover?.endTime ?? 0) - (popover?.startTime ?? 0)).toBe((23 * 60 + 59) * 60_000);
    const early = await failure(client.call(contract.guaranteedReceiveBonus, { id: runId() }));
    expect(early.code).toBe(ERROR_CODES.NOTHING_TO_CLAIM);

    const net = await diceBets(client, 3_000);
    // The shortfall against the guarantee, at most the guarantee itself (a loss is not refunded).
    const due = Math.min(5_000, Math.max(0, 5_000 - net));
    const [listed] = (await client.call(contract.guaranteedActList)).list;
    expect(listed).toMatchObject({ id: runId(), receiveStatus: 'CLAIMABLE', receivedAmount: due });
    expect((await client.call(contract.guaranteedPopover))?.receiveStatus).toBe('CLAIMABLE');

    // Racing claims (a double tap, a second tab) all answer the one payout.
    const claims = await Promise.all(Array.from({ length: 4 }, () => client.call(contract.guaranteedReceiveBonus, { id: runId() })));
    expect(claims).toEqual(Array.from({ length: 4 }, () => ({ receivedAmount: due, receiveStatus: 'RECEIVED' })));
    expect(await client.call(contract.guaranteedReceiveBonus, { id: runId() })).toEqual({ receivedAmount: due, receiveStatus: 'RECEIVED' });
    expect((await client.call(contract.userInfo)).bonus).toBe(due);
    const keys = await server.database.db.selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', `guaranteed:${runId()}:${userId}`).execute();
    expect(keys).toHaveLength(1);
    expect((await client.call(contract.bonusList, {})).list.map((g) => [g.kind, g.amount, g.turnoverRequired])).toEqual([['guaranteed', due, due]]);
    expect(await client.call(contract.guaranteedActDetailStatus, { id: runId() })).toMatchObject({ receiveStatus: 'RECEIVED', receivedAmount: due });
    // Claimed: no popup today.
    expect(await client.call(contract.guaranteedPopover)).toBeNull();
  });

  it('guaranteed: after the end an unclaimed run is CLOSED and a claim answers EVENT_CLOSED', async () => {
    const { client } = await fundedPlayer(server, newPhone(), 100_000);
    await diceBets(client, 3_000);
    const today = runId();
    expect((await client.call(contract.guaranteedActDetailStatus, { id: today })).receiveStatus).toBe('CLAIMABLE');
    // 23:59:30 GMT+8: past the end of today's run.
    const shift = (11 * 60 + 59) * 60_000 + 30_000;
    server.clock.advance(shift);
    try {
      expect((await client.call(contract.guaranteedActDetailStatus, { id: today })).receiveStatus).toBe('CLOSED');
      const closed = await failure(client.call(contract.guaranteedReceiveBonus, { id: today }));
      expect([closed.code, closed.msg]).toEqual([ERROR_CODES.EVENT_CLOSED, MESSAGES.eventClosed]);
      expect(closed.msg).toBe('The event has been closed.');
      expect((await client.call(contract.userInfo)).bonus).toBe(0);
      // Tomorrow's run is a new one.
      server.clock.advance(60_000);
      const [next] = (await client.call(contract.guaranteedActList)).list;
      expect(next?.id).not.toBe(today);
      expect(next?.receiveStatus).toBe('IN_PROGRESS');
    } finally {
      server.clock.advance(-shift - 60_000);
    }
    const unknown = await failure(client.call(contract.guaranteedActDetailStatus, { id: 'no_such_activity' }));
    expect(unknown.code).toBe(ERROR_CODES.NOT_FOUND);
  });

  it('promo list: the live promotions from the operator’s configuration, without login', async () => {
    const guest = testClient(server.baseUrl);
    const { list } = await guest.call(contract.promoList);
    for (const item of list) {
      expect(PROMO_KINDS).toContain(item.kind);
      expect(item.title).not.toBe('');
      expect(item.route).toMatch(/^\//);
    }
    expect(new Set(list.map((i) => i.id)).size).toBe(list.length);
    expect(list.find((i) => i.kind === 'firstDeposit')).toMatchObject({ title: recordText(seed.bonus.firstDeposit.title), summary: recordText(seed.bonus.firstDeposit.summary), route: '/cashin' });
    const offers = list.filter((i) => i.kind === 'deposit');
    expect(offers.map((o) => o.title)).toEqual(seed.wallet.depositActivities.map((a) => recordText(a.title)));
    expect(offers[0]?.summary).toBe('Deposit ₱200.00 or more and get 10% extra, up to ₱1,000.00');
    expect(list.find((i) => i.kind === 'guaranteed')).toMatchObject({ id: runId(), title: 'Dice guarantee', route: '/bonus' });
    expect(list.filter((i) => ['spin', 'signIn', 'missions', 'invite', 'vip', 'weekly'].includes(i.kind)).map((i) => [i.kind, i.route])).toEqual(
      seed.promotions.items.map((i) => [i.kind, i.route]),
    );
    // Issue 24 promo cards: each offer's amount from its own configuration; none where it names no sum.
    const amountOf = (kind: string) => list.find((i) => i.kind === kind)?.amount;
    expect(amountOf('firstDeposit')).toBe(seed.bonus.firstDeposit.maxBonus);
    expect(offers.map((o) => o.amount)).toEqual(seed.wallet.depositActivities.map((a) => a.maxBonus));
    expect(amountOf('spin')).toBe(Math.max(...seed.engagement.spin.prizes.filter((p) => p.weight > 0 && (p.awardType === 'bonus' || p.awardType === 'balance')).map((p) => p.award)));
    expect(amountOf('invite')).toBe(seed.invite.rewardPerInvitee);
    expect(amountOf('vip')).toBeUndefined();
  });

  it('collect-id log: stored in the log store against the device and player', async () => {
    const { client, userId } = await fundedPlayer(server, newPhone(), 0);
    expect(await client.call(contract.collectIdLog, { fbCollectId: 'fbcid.1.1700000000.abc', fbp: 'fb.1.1700000000.42' })).toBeNull();
    const rows = await server.logStore.db.selectFrom('collect_id_logs').selectAll().where('user_id', '=', userId).execute();
    expect(rows.map((r) => [r.fb_collect_id, r.fbp, r.fbc])).toEqual([['fbcid.1.1700000000.abc', 'fb.1.1700000000.42', null]]);
    const bad = await rawCall(server.baseUrl, 'POST', '/x2/log/collect-id', JSON.stringify({ fbCollectId: '' }));
    expect((bad.json as { code: string }).code).toBe(ERROR_CODES.VALIDATION);
  });
});
