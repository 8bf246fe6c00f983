// Issue 11 item 10, fairness: the server commits to the NEXT server seed (its hash is shown) before
// the player chooses the client seed it will be played with; on rotation the revealed seed matches
// the hash committed earlier and a new next-seed hash is committed in the same answer. No API
// response (seeds, play, rounds, round, jump state, the SSE stream) carries an unrevealed server
// seed of a seeded game or any current or future hash of the crash chain (nor the chain's seed).
// On SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OG_STREAM_PATH, contract, type OgBet } from '@perya/api/contract';
import { generateHashChain, hashServerSeed, playDice } from '@perya/games/engines';
import { DB_KINDS, fundedPlayer, startTestServer, type TestServer } from '../harness';
import { testClient } from '../client';

let phoneSeq = 0;
const newPhone = () => `0918${String(6_200_000 + phoneSeq++).padStart(7, '0')}`;
let requestSeq = 0;
const rid = () => `fair_${Date.now().toString(36)}_${requestSeq++}`;
const SLOW_MS = 60_000;
const LONG = 10 * 60 * 1000;

/** Every secret of a response must be absent from its JSON text. */
function expectNoneOf(response: unknown, secrets: readonly string[], where: string): void {
  const text = JSON.stringify(response);
  const leaked = secrets.filter((s) => text.includes(s));
  expect(leaked, `${where} reveals a secret seed`).toEqual([]);
}

describe.each(DB_KINDS)('fairness on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The unrevealed server seeds of every seed pair (active seeds and committed next seeds). */
  async function unrevealedSeeds(): Promise<string[]> {
    const rows = await server.database.db.selectFrom('og_seed_pairs').select(['server_seed', 'next_server_seed', 'revealed_at']).execute();
    return rows.flatMap((r) => [...(r.revealed_at === null ? [r.server_seed] : []), ...(r.next_server_seed === null ? [] : [r.next_server_seed])]);
  }

  it('commits to the next server seed before the player picks the client seed, and plays exactly that seed', { timeout: SLOW_MS }, async () => {
    const { client } = await fundedPlayer(server, newPhone(), 100_000);
    const first = await client.call(contract.ogSeeds, { game: 'dice' });
    expect(first.nextServerSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.nextServerSeedHash).not.toBe(first.serverSeedHash);
    // Asking again commits nothing new: the commitment stands until rotation.
    expect(await client.call(contract.ogSeeds, { game: 'dice' })).toEqual(first);

    const bet: OgBet = { game: 'dice', stake: 1_000, chanceX100: 5_000, direction: 'under' };
    await client.call(contract.ogPlay, { requestId: rid(), bet });

    // The player chooses the client seed only now, after seeing nextServerSeedHash.
    const rotated = await client.call(contract.ogRotateSeeds, { game: 'dice', clientSeed: 'chosen after the commitment' });
    expect(hashServerSeed(rotated.revealed.serverSeed)).toBe(first.serverSeedHash);
    expect(rotated.next.serverSeedHash).toBe(first.nextServerSeedHash);
    expect(rotated.next.clientSeed).toBe('chosen after the commitment');
    // A new next seed is committed in the same answer, before the next client seed can be chosen.
    expect(rotated.next.nextServerSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect([first.serverSeedHash, first.nextServerSeedHash]).not.toContain(rotated.next.nextServerSeedHash);
    expect(await client.call(contract.ogSeeds, { game: 'dice' })).toEqual(rotated.next);

    const played = await client.call(contract.ogPlay, { requestId: rid(), bet });
    expect(played.round).toMatchObject({ serverSeedHash: first.nextServerSeedHash, clientSeed: 'chosen after the commitment', nonce: 0, serverSeed: null });
    const again = await client.call(contract.ogRotateSeeds, { game: 'dice' });
    // The seed played is the one committed before the client seed was chosen, and the round recomputes from it.
    expect(hashServerSeed(again.revealed.serverSeed)).toBe(first.nextServerSeedHash);
    expect(again.next.serverSeedHash).toBe(rotated.next.nextServerSeedHash);
    const recomputed = playDice({ serverSeed: again.revealed.serverSeed, clientSeed: 'chosen after the commitment', nonce: 0 }, { stake: 1_000, chanceX100: 5_000, direction: 'under' });
    expect(played.round.outcome).toMatchObject({ game: 'dice', rollX100: recomputed.rollX100 });
    expect(played.round.payout).toBe(recomputed.payout);
    const revealedRound = await client.call(contract.ogRound, { roundId: played.round.roundId });
    expect(revealedRound.serverSeed).toBe(again.revealed.serverSeed);
  });

  it('a pair from before the commitment existed gets one on first look, and rotation plays it', { timeout: SLOW_MS }, async () => {
    const { client, userId } = await fundedPlayer(server, newPhone(), 10_000);
    await client.call(contract.ogSeeds, { game: 'ring' });
    // As the 0006 migration leaves pairs created before it.
    await server.database.db.updateTable('og_seed_pairs').set({ next_server_seed: null, next_server_seed_hash: null }).where('user_id', '=', userId).execute();
    const looked = await client.call(contract.ogSeeds, { game: 'ring' });
    expect(looked.nextServerSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await client.call(contract.ogSeeds, { game: 'ring' })).toEqual(looked);
    const rotated = await client.call(contract.ogRotateSeeds, { game: 'ring', clientSeed: 'after legacy' });
    expect(rotated.next.serverSeedHash).toBe(looked.nextServerSeedHash);
  });

  it('no seeded-game response carries an unrevealed server seed', { timeout: SLOW_MS }, async () => {
    const { client } = await fundedPlayer(server, newPhone(), 100_000);
    const responses: [string, unknown][] = [];
    for (const game of ['dice', 'ring', 'colorgame', 'scratch'] as const) {
      responses.push([`ogSeeds ${game}`, await client.call(contract.ogSeeds, { game })]);
    }
    const bets: OgBet[] = [
      { game: 'dice', stake: 1_000, chanceX100: 5_000, direction: 'over' },
      { game: 'ring', bets: { grey: 1_000 } },
      { game: 'scratch', stake: 1_000 },
    ];
    for (const bet of bets) {
      const played = await client.call(contract.ogPlay, { requestId: rid(), bet });
      responses.push([`ogPlay ${bet.game}`, played]);
      responses.push([`ogRound ${bet.game}`, await client.call(contract.ogRound, { roundId: played.round.roundId })]);
    }
    responses.push(['ogRotateSeeds dice', await client.call(contract.ogRotateSeeds, { game: 'dice' })]);
    await client.call(contract.ogPlay, { requestId: rid(), bet: bets[0]! });
    for (const game of ['dice', 'ring', 'scratch'] as const) {
      responses.push([`ogRounds ${game}`, await client.call(contract.ogRounds, { game, limit: 100 })]);
    }
    const secrets = await unrevealedSeeds();
    expect(secrets.length).toBeGreaterThanOrEqual(8);
    for (const [where, response] of responses) expectNoneOf(response, secrets, where);
  });

  it('no jump response or stream event carries the chain seed or the hash of the current or a future game', { timeout: SLOW_MS }, async () => {
    const { client, token } = await fundedPlayer(server, newPhone(), 100_000);
    const guest = testClient(server.baseUrl);
    server.clock.advance(LONG);
    const open = await client.call(contract.ogJumpState);
    expect(open.phase).toBe('betting');
    const chainRow = await server.database.db
      .selectFrom('og_jump_rounds')
      .innerJoin('og_jump_chains', 'og_jump_chains.id', 'og_jump_rounds.chain_id')
      .select(['og_jump_chains.seed', 'og_jump_chains.length'])
      .where('og_jump_rounds.round_id', '=', open.roundId)
      .executeTakeFirstOrThrow();
    const chain = generateHashChain(chainRow.seed, Number(chainRow.length));
    // Game g plays chain.games[g - 1]; the current game and every later one are still secret.
    const secrets = [chainRow.seed, ...chain.games.slice(open.gameNumber - 1)];

    const seen: [string, unknown][] = [['state (betting)', open], ['guest state (betting)', await guest.call(contract.ogJumpState)]];
    await client.call(contract.ogJumpBet, { requestId: rid(), roundId: open.roundId, stake: 1_000, autoCashOutX100: null });
    seen.push(['state after bet', await client.call(contract.ogJumpState)]);

    const controller = new AbortController();
    try {
      const res = await fetch(`${server.baseUrl}${OG_STREAM_PATH}?game=jump&token=${encodeURIComponent(token)}`, { signal: controller.signal });
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      while (!text.includes('event: state')) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
      expect(text).toContain('event: state');
      seen.push(['stream event', text]);
    } finally {
      controller.abort();
    }

    // Running (the window closed, not yet crashed): still no crash point or hash.
    server.clock.advance(open.bettingEndsAt - server.clock.now() + 1);
    const running = await client.call(contract.ogJumpState);
    expect(running.roundId).toBe(open.roundId);
    // Running, or already crashed at once (a crash point of 1.00x): only a crashed round shows its
    // own hash, which is then public, so only a running state joins the secret check.
    if (running.phase === 'running') {
      expect(running).toMatchObject({ gameHash: null, crashPointX100: null });
      seen.push(['state (running)', running]);
    } else {
      expect(running.phase).toBe('crashed');
    }
    for (const [where, response] of seen) expectNoneOf(response, secrets, where);

    // Once crashed, the round's own hash is public (it verifies against the chain), later ones are not.
    server.clock.advance(LONG);
    const later = await client.call(contract.ogJumpState);
    const crashed = later.history.find((h) => h.roundId === open.roundId);
    expect(crashed?.gameHash).toBe(chain.games[open.gameNumber - 1]);
    expectNoneOf(later, [chainRow.seed, ...chain.games.slice(later.gameNumber - 1)], 'state (next round)');
  });
});
