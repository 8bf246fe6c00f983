// Invites (issue 12; spec §1 invite programme, §6 one account and one IP per player, §7 invite link
// query and code check): rewards paid once per qualified invitee, refused for the same IP, the
// link query's real deposits and rewards, and the ranking. Players sign up from chosen IPs
// (X-Forwarded-For through one trusted proxy hop), on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract } from '@perya/api/contract';
import { gmt8WeekEnd, privateName } from '@perya/domain';
import { loadSeedFile } from '../src/modules/app/seed';
import { auditLedger } from '../src/modules/ledger/audit';
import { DB_KINDS, SEED_FILE, insertUser, startTestServer, type TestServer, testProtection } from './harness';
import { createLedger } from '../src/modules/ledger/ledger';
import { createBonusService } from '../src/modules/bonus/service';
import { createInviteService } from '../src/modules/spread/service';
import { paidDeposit, playerFrom } from './promotions.helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const rule = loadSeedFile(SEED_FILE).invite;

describe.each(DB_KINDS)('invites on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { TRUST_PROXY_HOPS: '1' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const rewardOf = (inviteeId: number) =>
    server.database.db.selectFrom('invite_rewards').select(['status', 'reason', 'amount']).where('invitee_id', '=', inviteeId).executeTakeFirst();
  const rewardKeys = async (inviteeId: number) =>
    (await server.database.db.selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', `invite-reward:${inviteeId}`).execute()).length;

  it('checks invite codes: valid with the inviter’s private name, invalid otherwise', async () => {
    const inviter = await playerFrom(server, '10.1.0.1');
    const info = await inviter.call(contract.userInfo);
    expect(await inviter.call(contract.inviteCodeCheck, { inviteCode: inviter.inviteCode.toLowerCase() })).toEqual({ valid: true, inviterName: privateName(info.name) });
    expect(await inviter.call(contract.inviteCodeCheck, { inviteCode: 'ZZZZZZ99' })).toEqual({ valid: false, inviterName: '' });
  });

  it('pays the inviter once when an invitee’s deposits reach the minimum; same-IP invitees earn nothing', async () => {
    expect(rule.rewardPerInvitee).toBeGreaterThan(0);
    const half = Math.ceil(rule.minDepositForReward / 2);
    const inviter = await playerFrom(server, '10.2.0.1');
    const friend = await playerFrom(server, '10.2.0.2', inviter.inviteCode);
    await paidDeposit(friend, Math.max(half, 10_000));
    expect(await rewardOf(friend.userId)).toBeUndefined();
    await paidDeposit(friend, Math.max(half, 10_000));
    expect(await rewardOf(friend.userId)).toEqual({ status: 'paid', reason: null, amount: rule.rewardPerInvitee });
    await paidDeposit(friend, 10_000);
    expect(await rewardKeys(friend.userId)).toBe(1);
    expect((await inviter.call(contract.userInfo)).bonus).toBe(rule.rewardPerInvitee);
    expect((await inviter.call(contract.bonusList, {})).list.map((g) => [g.kind, g.amount])).toEqual([['invite', rule.rewardPerInvitee]]);

    // Same IP as the inviter, or as the rewarded friend: the same player (spec §6).
    const sameAsInviter = await playerFrom(server, '10.2.0.1', inviter.inviteCode);
    const sameAsFriend = await playerFrom(server, '10.2.0.2', inviter.inviteCode);
    const signedUpOnly = await playerFrom(server, '10.2.0.9', inviter.inviteCode);
    await paidDeposit(sameAsInviter, rule.minDepositForReward);
    await paidDeposit(sameAsFriend, rule.minDepositForReward);
    expect(await rewardOf(sameAsInviter.userId)).toEqual({ status: 'refused', reason: 'sameIpAsInviter', amount: 0 });
    expect(await rewardOf(sameAsFriend.userId)).toEqual({ status: 'refused', reason: 'sameIpAsRewardedInvitee', amount: 0 });
    expect(await rewardKeys(sameAsInviter.userId)).toBe(0);
    expect((await inviter.call(contract.userInfo)).bonus).toBe(rule.rewardPerInvitee);

    const link = await inviter.call(contract.inviteLinkQuery, { pageNum: 1, pageSize: 10 });
    expect(link).toMatchObject({
      inviteCode: inviter.inviteCode,
      invitedCount: 4,
      depositedCount: 3,
      totalReward: rule.rewardPerInvitee,
      rewardPerInvitee: rule.rewardPerInvitee,
      minDepositForReward: rule.minDepositForReward,
    });
    expect(link.inviteLink.endsWith(inviter.inviteCode)).toBe(true);
    // Newest first.
    expect(link.records.list.map((r) => [r.deposit, r.reward])).toEqual([
      [0, 0],
      [rule.minDepositForReward, 0],
      [rule.minDepositForReward, 0],
      [2 * Math.max(half, 10_000) + 10_000, rule.rewardPerInvitee],
    ]);
    expect(signedUpOnly.userId).toBeGreaterThan(0);
    expect((await auditLedger(server.database.db)).problems).toEqual([]);
  });

  it('ranks inviters by qualified invitees this week and all time, with the caller’s row', async () => {
    const top = await playerFrom(server, '10.3.0.1');
    const second = await playerFrom(server, '10.3.1.1');
    const none = await playerFrom(server, '10.3.2.1');
    for (const ip of ['10.3.0.2', '10.3.0.3']) await paidDeposit(await playerFrom(server, ip, top.inviteCode), rule.minDepositForReward);
    await paidDeposit(await playerFrom(server, '10.3.1.2', second.inviteCode), rule.minDepositForReward);

    const week = await top.call(contract.inviteRanking, { period: 'week' });
    const topName = privateName((await top.call(contract.userInfo)).name);
    expect(week.list[0]).toEqual({ rank: 1, name: topName, invitedCount: 2, reward: 2 * rule.rewardPerInvitee });
    // One qualified invitee each: the earlier inviter (previous test) ranks before `second`.
    const secondRow = (await second.call(contract.inviteRanking, { period: 'week' })).me;
    expect(secondRow).toEqual({ rank: 3, invitedCount: 1, reward: rule.rewardPerInvitee });
    expect(week.list[2]).toMatchObject({ rank: 3, invitedCount: 1 });
    expect(week.me).toEqual({ rank: 1, invitedCount: 2, reward: 2 * rule.rewardPerInvitee });
    expect((await none.call(contract.inviteRanking, {})).me).toEqual({ rank: null, invitedCount: 0, reward: 0 });
    expect(week.list.length).toBeLessThanOrEqual(20);
    expect(week.list.map((r) => r.rank)).toEqual(week.list.map((_, i) => i + 1));

    // Next week the weekly ranking starts over; all time keeps them.
    const toNextWeek = gmt8WeekEnd(server.clock.now()) - server.clock.now();
    server.clock.advance(toNextWeek);
    try {
      expect((await top.call(contract.inviteRanking, { period: 'week' })).list).toEqual([]);
      expect((await top.call(contract.inviteRanking, { period: 'all' })).me).toEqual({ rank: 1, invitedCount: 2, reward: 2 * rule.rewardPerInvitee });
    } finally {
      server.clock.advance(-toNextWeek);
    }
  });

  it('two same-IP invitees of one inviter qualifying at the same moment earn one reward (spec §6; PostgreSQL does not serialise them)', async () => {
    const db = server.database.db;
    const ledger = createLedger(db, server.clock.now);
    const invites = createInviteService({ bonuses: createBonusService({ db, ledger, config: loadSeedFile(SEED_FILE).bonus, now: server.clock.now, guard: testProtection(server.database, server.clock.now) }), config: rule, now: server.clock.now });
    const pairs: [number, number, number][] = [];
    for (let i = 0; i < 8; i++) {
      const inviter = await insertUser(db);
      await db.updateTable('users').set({ register_ip: `10.9.${i}.1` }).where('id', '=', inviter).execute();
      const invitees: number[] = [];
      for (let j = 0; j < 2; j++) {
        const invitee = await insertUser(db);
        await db.updateTable('users').set({ register_ip: `10.9.${i}.2`, inviter_id: inviter }).where('id', '=', invitee).execute();
        await ledger.post({
          idempotencyKey: `test-invite-race-deposit:${invitee}`,
          cause: 'deposit',
          reference: `race-${invitee}`,
          postings: [
            { account: { system: 'clearing' }, amount: -rule.minDepositForReward },
            { account: { userId: invitee, wallet: 'main' }, amount: rule.minDepositForReward },
          ],
        });
        invitees.push(invitee);
      }
      pairs.push([inviter, invitees[0] as number, invitees[1] as number]);
    }
    await Promise.all(pairs.flatMap(([, a, b]) => [a, b]).map((invitee) => ledger.transaction((trx) => invites.onDepositCredited(trx, invitee))));
    for (const [inviter, a, b] of pairs) {
      const decisions = [await rewardOf(a), await rewardOf(b)].map((r) => r?.status).sort();
      expect(decisions).toEqual(['paid', 'refused']);
      const grants = await db.selectFrom('bonus_grants').select('amount').where('user_id', '=', inviter).execute();
      expect(grants.map((g) => g.amount)).toEqual([rule.rewardPerInvitee]);
    }
    expect((await auditLedger(db)).problems).toEqual([]);
  });
});
