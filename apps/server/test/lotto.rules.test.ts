// Lotto rules a player reads off the screens (issue 14; issue 27's mutation run of
// src/modules/lotto/service.ts found them unstated): the panel's pending tickets and the history's
// settled ones are apart, results filter by game and by draw, a draw not yet drawn shows no numbers
// and no seed, and a retried purchase that changes the draw, the bet type or the stake is refused
// with the generic message instead of buying a second ticket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, contract } from '@perya/api/contract';
import { MESSAGES } from '@perya/domain';
import { DB_KINDS, fundedPlayer, rawCall, startTestServer, type TestServer } from './harness';
import { failure } from './client';

let phoneSeq = 0;
const newPhone = () => `0922${String(5_000_000 + (Date.now() % 100_000) * 10 + phoneSeq++).padStart(7, '0').slice(-7)}`;
let seq = 0;
const rid = () => `lottor_${Date.now().toString(36)}_${seq++}`;
const SLOW_MS = 60_000;

describe.each(DB_KINDS)('lotto rules on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { deps: { sabongSchedule: null } });
  });
  afterAll(async () => {
    await server?.close();
  });
  const drawNow = async (game: string) => {
    const answer = (await rawCall(server.baseUrl, 'POST', '/ops/lotto/draw-now', JSON.stringify({ game }))).json as { data: { drawId: string } };
    return answer.data.drawId;
  };

  it('pending and settled tickets are apart; results filter by game and by draw; an undrawn draw shows no numbers', { timeout: SLOW_MS }, async () => {
    const { client } = await fundedPlayer(server, newPhone(), 20_000);
    const state = await client.call(contract.lottoState);
    const swertres = state.games.find((g) => g.game === 'swertres')!.next!;
    const big = state.games.find((g) => g.game === 'lotto642')!.next!;
    const drawnTicket = (await client.call(contract.lottoBuy, { requestId: rid(), drawId: swertres.drawId, betType: 'straight', pick: [1, 2, 3], stake: 1_000 })).ticket;
    const openTicket = (await client.call(contract.lottoBuy, { requestId: rid(), drawId: big.drawId, betType: 'standard', pick: [1, 2, 3, 4, 5, 6], stake: 2_000 })).ticket;
    expect(await drawNow('swertres')).toBe(swertres.drawId);

    expect((await client.call(contract.lottoTickets, { status: 'pending' })).list.map((t) => t.ticketId)).toEqual([openTicket.ticketId]);
    expect((await client.call(contract.lottoTickets, { status: 'settled' })).list.map((t) => t.ticketId)).toEqual([drawnTicket.ticketId]);
    const all = (await client.call(contract.lottoTickets, {})).list;
    expect(all.map((t) => t.ticketId).sort()).toEqual([drawnTicket.ticketId, openTicket.ticketId].sort());
    // The open draw's ticket shows no numbers yet; the drawn one shows its draw's numbers.
    expect(all.find((t) => t.ticketId === openTicket.ticketId)?.numbers).toBeNull();
    expect(all.find((t) => t.ticketId === drawnTicket.ticketId)?.numbers).toHaveLength(3);

    // Results: by draw id that draw, drawn or not (the verify view); the open one shows no numbers
    // and no seed, and the drawn results do not list it.
    const [undrawn] = (await client.call(contract.lottoResults, { drawId: big.drawId })).list;
    expect(undrawn).toMatchObject({ drawId: big.drawId, status: 'open', numbers: null, serverSeed: null });
    expect((await client.call(contract.lottoResults, { game: 'lotto642' })).list.map((d) => d.drawId)).not.toContain(big.drawId);
    expect((await client.call(contract.lottoResults, { drawId: swertres.drawId })).list.map((d) => d.drawId)).toEqual([swertres.drawId]);
    // By game, only that game's draws, once both games have drawn.
    expect(await drawNow('lotto642')).toBe(big.drawId);
    for (const game of ['swertres', 'lotto642'] as const) {
      const list = (await client.call(contract.lottoResults, { game })).list;
      expect(list.map((d) => d.drawId)).toContain(game === 'swertres' ? swertres.drawId : big.drawId);
      expect(list.every((d) => d.game === game)).toBe(true);
    }
    // The state's next draw is the one after the drawn one, and its last is the drawn one.
    const after = (await client.call(contract.lottoState)).games.find((g) => g.game === 'swertres')!;
    expect(after.last?.drawId).toBe(swertres.drawId);
    expect(after.next?.drawId).not.toBe(swertres.drawId);
  });

  it('a retried purchase that changes the draw, the bet type or the stake is refused and buys nothing', { timeout: SLOW_MS }, async () => {
    const { client } = await fundedPlayer(server, newPhone(), 10_000);
    const state = await client.call(contract.lottoState);
    const swertres = state.games.find((g) => g.game === 'swertres')!.next!;
    const other = state.games.find((g) => g.game === 'lotto642')!.next!;
    const requestId = rid();
    const first = await client.call(contract.lottoBuy, { requestId, drawId: swertres.drawId, betType: 'straight', pick: [7, 7, 7], stake: 1_000 });
    for (const changed of [
      { drawId: other.drawId, betType: 'standard' as const, pick: [1, 2, 3, 4, 5, 6], stake: 1_000 },
      { drawId: swertres.drawId, betType: 'rambolito' as const, pick: [1, 2, 3], stake: 1_000 },
      { drawId: swertres.drawId, betType: 'straight' as const, pick: [7, 7, 7], stake: 2_000 },
    ]) {
      const refused = await failure(client.call(contract.lottoBuy, { requestId, ...changed }));
      expect([refused.code, refused.message]).toEqual([ERROR_CODES.VALIDATION, MESSAGES.invalidRequest]);
    }
    expect((await client.call(contract.lottoTickets, {})).list.map((t) => t.ticketId)).toEqual([first.ticket.ticketId]);
    expect((await client.call(contract.userInfo)).balance).toBe(9_000);
  });
});
