// spec §6 bonus turnover weighted by risk (bonus/betRisk.ts, domain bonusRule.ts): a stake counts
// towards a bonus by its odds against — whole at a win chance of ½ or less, (1 − p) / p above —
// with the chance read from what the game recorded: the share of the ring the colours bet cover,
// the share of the colour game's 216 rolls on which any bet pays, a crash bet's rtp / multiplier.
// A crash bet still in the air holds the count back until its round ends. Through the real client
// against the real server on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract, type OgBet } from '@perya/api/contract';
import { jumpBustAtMs } from '@perya/games/engines';
import { createLedger } from '../src/modules/ledger/ledger';
import { createBonusService } from '../src/modules/bonus/service';
import { loadSeedFile } from '../src/modules/app/seed';
import { DB_KINDS, SEED_FILE, fundedPlayer, startTestServer, type TestServer, testProtection } from './harness';
import { diceBets, newPhone } from './promotions.helpers';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const seed = loadSeedFile(SEED_FILE);
const PLAY_THROUGH = { ...seed.bonus, rules: { PH: 'playThrough' as const } };
const LONG = 10 * 60 * 1000;

let requestSeq = 0;
const rid = () => `risk_${Date.now().toString(36)}_${requestSeq++}`;

describe.each(DB_KINDS)('bonus turnover by risk on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { deps: { bonusConfig: PLAY_THROUGH } });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A player with 100 000 on the main wallet and a bonus that asks far more turnover than the test bets. */
  async function playerWithBonus() {
    const p = await fundedPlayer(server, newPhone(), 100_000);
    const ledger = createLedger(server.database.db, server.clock.now);
    const service = createBonusService({ db: server.database.db, ledger, config: PLAY_THROUGH, now: server.clock.now, guard: testProtection(server.database, server.clock.now) });
    await ledger.transaction((trx) =>
      service.grant(trx, { userId: p.userId, kind: 'mission', title: 'Risk', amount: 1_000, turnoverMultiplier: 100, idempotencyKey: `risk:${p.userId}`, reference: 'risk' }),
    );
    const turnover = async () => (await p.client.call(contract.bonusList, {})).list[0]?.turnoverDone;
    return { ...p, turnover };
  }

  it('a ring bet counts by the share of the wheel its colours cover; a colour-game bet by the rolls on which any of its bets pays', async () => {
    const { client, turnover } = await playerWithBonus();
    const ogPlay = (bet: OgBet) => client.call(contract.ogPlay, { requestId: rid(), bet });
    // Grey and blue cover 49.5 + 33 = 82.5 % of the ring: 1 000 counts 1 000 × 17.5 / 82.5 = 212.
    await ogPlay({ game: 'ring', bets: { grey: 500, blue: 500 } });
    expect(await turnover()).toBe(212);
    // Grey alone (49.5 %) counts whole.
    await ogPlay({ game: 'ring', bets: { grey: 1_000 } });
    expect(await turnover()).toBe(1_212);
    // White or green on any of the three dice: 152 of the 216 rolls pay, 1 000 counts 1 000 × 64 / 152 = 421.
    await ogPlay({ game: 'colorgame', bets: [{ choice: { kind: 'single', colour: 'white' }, stake: 500 }, { choice: { kind: 'single', colour: 'green' }, stake: 500 }] });
    expect(await turnover()).toBe(1_633);
    // White alone pays on 91 of 216 rolls (42 %): whole.
    await ogPlay({ game: 'colorgame', bets: [{ choice: { kind: 'single', colour: 'white' }, stake: 1_000 }] });
    expect(await turnover()).toBe(2_633);
    // A dice bet at 60 %: 1 000 × 40 / 60 = 666.
    await diceBets(client, 1_000, 1_000, 6_000);
    expect(await turnover()).toBe(3_299);
  });

  it('a crash bet counts by rtp / its cash-out multiplier, a lost manual bet whole, and a bet still in the air holds the count back', async () => {
    const { client, turnover } = await playerWithBonus();
    server.clock.advance(LONG);
    const open = await client.call(contract.ogJumpState);
    expect(open.phase).toBe('betting');
    // A manual bet that is never cashed out: its chance is unknown, it counts whole once lost.
    await client.call(contract.ogJumpBet, { requestId: rid(), roundId: open.roundId, stake: 2_000, autoCashOutX100: null });
    // Auto cash-out at 1.50×: a chance of 99 % / 1.5 = 66 %, so 1 000 counts 1 000 × 34 / 66 = 515.
    await client.call(contract.ogJumpBet, { requestId: rid(), roundId: open.roundId, stake: 1_000, autoCashOutX100: 150 });
    const crash = (await server.database.db.selectFrom('og_jump_rounds').select('crash_point_x100').where('round_id', '=', open.roundId).executeTakeFirstOrThrow()).crash_point_x100;

    // The round in flight (betting closed, not crashed yet): the manual bet is still in the air, so
    // nothing from it on counts yet, the bets after it included.
    server.clock.advance(open.bettingEndsAt - server.clock.now() + Math.floor(jumpBustAtMs(crash) / 2));
    const flying = await client.call(contract.ogJumpState);
    await diceBets(client, 1_000);
    if (flying.phase === 'running') expect(await turnover()).toBe(0);

    // Once the round has crashed every stake's risk is known.
    server.clock.advance(LONG);
    await client.call(contract.ogJumpState);
    expect(await turnover()).toBe(515 + 2_000 + 1_000);
  });
});
