// Lotto draws and tickets (spec §1 lottery, §2 lotto routes, §4 special draws; rules in
// @perya/domain lotto.ts). A scheduler keeps the next draws of every game created, each with a
// fresh secret server seed whose SHA-256 is public from creation, so the commitment exists before
// any ticket is sold. The row of a draw is its state machine, moved by conditional updates:
//   open ──(closes_at passed)──▶ closed ──(draw_at passed)──▶ drawn ──(tickets paid)──▶ paid
// - closing: `status = 'closed' where status = 'open' and closes_at <= now`; a purchase takes the
//   same row (`ticket_count + 1 where status = 'open' and closes_at > now`) in its own transaction,
//   so on PostgreSQL the two serialise on the row lock and no ticket is sold after the close;
// - drawing: numbers = lottoNumbersFromDigest(HMAC_SHA256(server_seed, draw_id)), written with
//   `where status = 'closed'`: the numbers are a function of the committed seed, so drawing again
//   (after a crash, by a second leader) would write the same numbers and is refused anyway;
// - paying: one ledger transaction settles every unpaid ticket of the draw (each payout keyed
//   `lotto:<ticketId>:payout`) and marks the draw paid; a crash inside it rolls it all back, and
//   the next tick pays again from the start. So a kill -9 at the draw minute draws once, pays once.
// The scheduler runs on the leader only (src/cluster/); on start it catches up every draw whose
// time has passed. Tickets are plain requests any instance serves.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  LOTTO_GAMES,
  LOTTO_RULES,
  SWERTRES_DRAW_TIMES,
  isLottoGame,
  isValidLottoTicket,
  lottoDrawId,
  lottoNumbersFromDigest,
  lottoTicketPayout,
  nextLottoDraws,
  normaliseLottoPick,
  type LottoBetType,
  type LottoGame,
} from '@perya/domain';
import type { LottoDrawData, LottoTicketData } from '@perya/api/contract';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Ledger } from '../ledger/ledger';
import * as transfers from '../ledger/transfers';
import type { Cluster } from '../../cluster/cluster';
import { outsideClaim } from '../idempotency/claim';
import type { LottoConfig } from './config';
import type { LottoDrawsTable } from '../../db/tables/lotto';
import type { ProtectionGuard } from '../protection/service';

/** How many draws of each game are kept created (and on sale) ahead of now. */
export const LOTTO_DRAWS_AHEAD = 2;

export interface LottoDeps {
  readonly db: Kysely<Database>;
  readonly ledger: Ledger;
  readonly now: () => number;
  readonly config: LottoConfig;
  readonly cluster: Cluster;
  /** Player protection (issue 15): age, exclusion and limits, checked in the bet's transaction. */
  readonly guard: Pick<ProtectionGuard, 'guardBet'>;
  /** Test hook: called between the steps of a draw, to simulate a crash there. */
  readonly afterStep?: (step: 'closed' | 'drawn' | 'paid', drawId: string) => Promise<void> | void;
}

export interface BuyInput {
  readonly requestId: string;
  readonly drawId: string;
  readonly betType: LottoBetType;
  readonly pick: readonly number[];
  readonly stake: number;
}

type DrawRow = LottoDrawsTable;

const hmacHex = (seed: string, message: string) => createHmac('sha256', seed).update(message).digest('hex');
const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

function drawView(row: DrawRow): LottoDrawData {
  const revealed = row.status === 'drawn' || row.status === 'paid';
  return {
    drawId: row.draw_id,
    game: row.game as LottoGame,
    drawAt: row.draw_at,
    closesAt: row.closes_at,
    status: row.status as LottoDrawData['status'],
    seedHash: row.seed_hash,
    serverSeed: revealed ? row.server_seed : null,
    numbers: revealed && row.numbers !== null ? (JSON.parse(row.numbers) as number[]) : null,
  };
}

export function createLotto(deps: LottoDeps) {
  const { db, ledger, now, config, cluster } = deps;

  const enabled = (game: LottoGame) => config[game].enabled;

  /** The game's next draw instants after `at` (spec §4 special draws for Swertres; the operator's for 6/42). */
  function schedule(game: LottoGame, at: number, count: number): number[] {
    if (game === 'swertres') return nextLottoDraws(SWERTRES_DRAW_TIMES, at, count);
    const c = config.lotto642;
    return nextLottoDraws(c.times, at, count, c.weekdays);
  }

  /** Draws this instance has seen created (so a pass each second writes nothing most of the time). */
  const created = new Set<string>();

  /** Creates the next draws of every enabled game, each committed to a fresh seed (idempotent). */
  async function ensureDraws(at: number): Promise<void> {
    for (const game of LOTTO_GAMES) {
      if (!enabled(game)) continue;
      for (const drawAt of schedule(game, at, LOTTO_DRAWS_AHEAD)) {
        const drawId = lottoDrawId(game, drawAt);
        if (created.has(drawId)) continue;
        const serverSeed = randomBytes(32).toString('hex');
        await db
          .insertInto('lotto_draws')
          .values({
            draw_id: drawId,
            game,
            draw_at: drawAt,
            closes_at: drawAt - LOTTO_RULES[game].closeBeforeMs,
            status: 'open',
            server_seed: serverSeed,
            seed_hash: sha256Hex(serverSeed),
            numbers: null,
            ticket_count: 0,
            stake_total: 0,
            payout_total: null,
            created_at: at,
            drawn_at: null,
            paid_at: null,
          })
          .onConflict((oc) => oc.column('draw_id').doNothing())
          .execute();
        created.add(drawId);
      }
    }
  }

  async function closeDue(at: number): Promise<void> {
    const due = await db.selectFrom('lotto_draws').select('draw_id').where('status', '=', 'open').where('closes_at', '<=', at).execute();
    for (const { draw_id } of due) {
      await db.updateTable('lotto_draws').set({ status: 'closed' }).where('draw_id', '=', draw_id).where('status', '=', 'open').where('closes_at', '<=', at).execute();
      await deps.afterStep?.('closed', draw_id);
    }
  }

  async function drawDue(at: number): Promise<void> {
    const due = await db.selectFrom('lotto_draws').selectAll().where('status', '=', 'closed').where('draw_at', '<=', at).orderBy('draw_at').execute();
    for (const row of due) {
      const numbers = lottoNumbersFromDigest(row.game as LottoGame, hmacHex(row.server_seed, row.draw_id));
      await db
        .updateTable('lotto_draws')
        .set({ status: 'drawn', numbers: JSON.stringify(numbers), drawn_at: at })
        .where('draw_id', '=', row.draw_id)
        .where('status', '=', 'closed')
        .execute();
      await deps.afterStep?.('drawn', row.draw_id);
    }
  }

  /** Settles every unpaid ticket of a drawn draw and marks it paid, in one transaction. */
  async function pay(row: DrawRow, at: number): Promise<void> {
    const game = row.game as LottoGame;
    const drawn = JSON.parse(row.numbers ?? '[]') as number[];
    await outsideClaim(() =>
      ledger.transaction(async (trx) => {
        await cluster.fence(trx);
        const tickets = await trx.selectFrom('lotto_tickets').selectAll().where('draw_id', '=', row.draw_id).where('payout', 'is', null).orderBy('id').execute();
        for (const t of tickets) {
          const payout = lottoTicketPayout(game, t.bet_type as LottoBetType, JSON.parse(t.pick) as number[], t.stake, drawn);
          const updated = await trx.updateTable('lotto_tickets').set({ payout }).where('id', '=', t.id).where('payout', 'is', null).executeTakeFirst();
          if (updated.numUpdatedRows === 0n || payout === 0) continue;
          await ledger.post(transfers.payout({ userId: t.user_id, amount: payout, key: `lotto:${t.ticket_id}:payout`, reference: row.draw_id, remark: 'lotto' }), trx);
        }
        const total = await trx
          .selectFrom('lotto_tickets')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('payout'), eb.lit(0)).as('total'))
          .where('draw_id', '=', row.draw_id)
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('lotto_draws')
          .set({ status: 'paid', paid_at: at, payout_total: Number(total.total) })
          .where('draw_id', '=', row.draw_id)
          .where('status', '=', 'drawn')
          .execute();
      }),
    );
    await deps.afterStep?.('paid', row.draw_id);
  }

  async function payDrawn(at: number): Promise<void> {
    const drawn = await db.selectFrom('lotto_draws').selectAll().where('status', '=', 'drawn').orderBy('draw_at').execute();
    for (const row of drawn) await pay(row, at);
  }

  let running: Promise<void> = Promise.resolve();
  /** One pass of the scheduler: create, close, draw, pay (each step idempotent); one pass at a time. */
  function runSteps(): Promise<void> {
    const pass = running.then(async () => {
      const at = now();
      await ensureDraws(at);
      await closeDue(at);
      await drawDue(at);
      await payDrawn(at);
    });
    running = pass.catch(() => undefined);
    return pass;
  }

  /** The operator draws a game's next draw now (testing a schedule, or a draw brought forward). */
  async function drawNow(game: LottoGame): Promise<{ drawId: string | null; status: string | null }> {
    await runSteps();
    const next = await db.selectFrom('lotto_draws').select('draw_id').where('game', '=', game).where('status', '=', 'open').orderBy('draw_at').limit(1).executeTakeFirst();
    if (next === undefined) throw new AppError('NOT_FOUND');
    const at = now();
    await db.updateTable('lotto_draws').set({ closes_at: at, draw_at: at }).where('draw_id', '=', next.draw_id).where('status', '=', 'open').execute();
    await runSteps();
    const row = await db.selectFrom('lotto_draws').select(['draw_id', 'status']).where('draw_id', '=', next.draw_id).executeTakeFirstOrThrow();
    return { drawId: row.draw_id, status: row.status };
  }

  cluster.handle('lotto.drawNow', (a) => drawNow(a[0] as LottoGame));

  let timer: NodeJS.Timeout | undefined;
  /** The ticker's first pass (the catch-up); reads wait for it so a fresh start answers its draws. */
  let firstPass: Promise<void> = Promise.resolve();

  async function nextAndLast(game: LottoGame, at: number) {
    const next = await db
      .selectFrom('lotto_draws')
      .selectAll()
      .where('game', '=', game)
      .where('status', '=', 'open')
      .where('closes_at', '>', at)
      .orderBy('draw_at')
      .limit(1)
      .executeTakeFirst();
    const last = await db
      .selectFrom('lotto_draws')
      .selectAll()
      .where('game', '=', game)
      .where('status', 'in', ['drawn', 'paid'])
      .orderBy('draw_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return { game, next: next === undefined ? null : drawView(next), last: last === undefined ? null : drawView(last) };
  }

  function ticketView(t: TicketJoin): LottoTicketData {
    const revealed = t.status === 'drawn' || t.status === 'paid';
    return {
      ticketId: t.ticket_id,
      drawId: t.draw_id,
      game: t.game as LottoGame,
      betType: t.bet_type as LottoBetType,
      pick: JSON.parse(t.pick) as number[],
      stake: t.stake,
      payout: t.payout,
      createdAt: t.created_at,
      drawAt: t.draw_at,
      numbers: revealed && t.numbers !== null ? (JSON.parse(t.numbers) as number[]) : null,
    };
  }

  const ticketColumns = [
    'lotto_tickets.ticket_id',
    'lotto_tickets.draw_id',
    'lotto_tickets.bet_type',
    'lotto_tickets.pick',
    'lotto_tickets.stake',
    'lotto_tickets.payout',
    'lotto_tickets.created_at',
    'lotto_tickets.request_id',
    'lotto_draws.game',
    'lotto_draws.draw_at',
    'lotto_draws.status',
    'lotto_draws.numbers',
  ] as const;

  async function findTicket(userId: number, requestId: string) {
    return db
      .selectFrom('lotto_tickets')
      .innerJoin('lotto_draws', 'lotto_draws.draw_id', 'lotto_tickets.draw_id')
      .select(ticketColumns)
      .where('lotto_tickets.user_id', '=', userId)
      .where('lotto_tickets.request_id', '=', requestId)
      .executeTakeFirst();
  }

  return {
    /** The scheduler's pass; only the leader writes draws. */
    async tick(): Promise<void> {
      if (!cluster.isLeader()) return;
      await runSteps();
    },

    /**
     * Runs the scheduler's first pass at once (the catch-up after a restart; the promise settles
     * when it is done), then every intervalMs; null: the first pass only (tests that compare the
     * database before and after a call, with a clock they move by hand).
     */
    startTicker(intervalMs: number | null, onError: (error: unknown) => void): Promise<void> {
      if (timer !== undefined) return firstPass;
      const tick = () => this.tick().catch(onError);
      firstPass = tick();
      if (intervalMs !== null) {
        timer = setInterval(tick, intervalMs);
        timer.unref();
      }
      return firstPass;
    },

    async stopTicker(): Promise<void> {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      await running;
    },

    drawNow(game: LottoGame): Promise<{ drawId: string | null; status: string | null }> {
      return cluster.call('lotto.drawNow', [game]);
    },

    async state() {
      await firstPass;
      const at = now();
      const games = [];
      for (const game of LOTTO_GAMES) if (enabled(game)) games.push(await nextAndLast(game, at));
      return { serverTime: at, games };
    },

    async results(input: { game?: LottoGame | undefined; drawId?: string | undefined; limit?: number | undefined }): Promise<{ list: LottoDrawData[] }> {
      let q = db.selectFrom('lotto_draws').selectAll();
      if (input.drawId !== undefined) q = q.where('draw_id', '=', input.drawId);
      else q = q.where('status', 'in', ['drawn', 'paid']);
      if (input.game !== undefined) q = q.where('game', '=', input.game);
      const rows = await q.orderBy('draw_at', 'desc').limit(input.limit ?? 20).execute();
      return { list: rows.map(drawView) };
    },

    async tickets(userId: number, input: { status?: 'pending' | 'settled' | undefined; limit?: number | undefined }): Promise<{ list: LottoTicketData[] }> {
      let q = db
        .selectFrom('lotto_tickets')
        .innerJoin('lotto_draws', 'lotto_draws.draw_id', 'lotto_tickets.draw_id')
        .select(ticketColumns)
        .where('lotto_tickets.user_id', '=', userId);
      if (input.status === 'pending') q = q.where('lotto_tickets.payout', 'is', null);
      if (input.status === 'settled') q = q.where('lotto_tickets.payout', 'is not', null);
      const rows = await q.orderBy('lotto_tickets.id', 'desc').limit(input.limit ?? 50).execute();
      return { list: rows.map(ticketView) };
    },

    /** Sells one ticket from the main wallet; a repeat of the requestId answers the same ticket. */
    async buy(userId: number, input: BuyInput): Promise<{ ticket: LottoTicketData; balance: number }> {
      const at = now();
      const draw = await db.selectFrom('lotto_draws').select(['game', 'status', 'closes_at']).where('draw_id', '=', input.drawId).executeTakeFirst();
      if (draw === undefined || !isLottoGame(draw.game)) throw new AppError('VALIDATION', 'lottoSalesClosed');
      const game = draw.game;
      if (!isValidLottoTicket(game, input.betType, input.pick, input.stake)) throw new AppError('VALIDATION', 'invalidRequest');
      const pick = normaliseLottoPick(game, input.pick);
      const same = (t: { draw_id: string; bet_type: string; pick: string; stake: number }) =>
        t.draw_id === input.drawId && t.bet_type === input.betType && t.pick === JSON.stringify(pick) && t.stake === input.stake;
      const answer = async (userTicket: TicketJoin) => ({ ticket: ticketView(userTicket), balance: (await ledger.balances(userId)).main });

      const existing = await findTicket(userId, input.requestId);
      if (existing !== undefined) {
        if (!same(existing)) throw new AppError('VALIDATION', 'invalidRequest');
        return answer(existing);
      }
      if (!enabled(game)) throw new AppError('FEATURE_DISABLED');
      if (draw.status !== 'open' || draw.closes_at <= at) throw new AppError('VALIDATION', 'lottoSalesClosed');

      const ticketId = `${input.drawId}-${randomBytes(6).toString('hex')}`;
      try {
        await ledger.transaction(async (trx) => {
          await deps.guard.guardBet(trx, userId, input.stake);
          const taken = await trx
            .updateTable('lotto_draws')
            .set((eb) => ({ ticket_count: eb('ticket_count', '+', 1), stake_total: eb('stake_total', '+', input.stake) }))
            .where('draw_id', '=', input.drawId)
            .where('status', '=', 'open')
            .where('closes_at', '>', at)
            .executeTakeFirst();
          if (taken.numUpdatedRows === 0n) throw new AppError('VALIDATION', 'lottoSalesClosed');
          await trx
            .insertInto('lotto_tickets')
            .values({ ticket_id: ticketId, draw_id: input.drawId, user_id: userId, request_id: input.requestId, bet_type: input.betType, pick: JSON.stringify(pick), stake: input.stake, payout: null, created_at: at })
            .execute();
          await ledger.post(transfers.stake({ userId, amount: input.stake, key: `lotto:${ticketId}:bet`, reference: input.drawId, remark: 'lotto' }), trx);
        });
      } catch (error) {
        if (transfers.isInsufficientFunds(error)) transfers.refuseOverdraft(error);
        // The same requestId sold at the same moment by a twin request: answer that ticket.
        const twin = error instanceof AppError ? undefined : await findTicket(userId, input.requestId);
        if (twin !== undefined && same(twin)) return answer(twin);
        throw error;
      }
      const sold = await findTicket(userId, input.requestId);
      if (sold === undefined) throw new Error('lotto ticket vanished after its commit');
      return answer(sold);
    },
  };
}

type TicketJoin = {
  ticket_id: string;
  draw_id: string;
  bet_type: string;
  pick: string;
  stake: number;
  payout: number | null;
  created_at: number;
  request_id: string;
  game: string;
  draw_at: number;
  status: string;
  numbers: string | null;
};

export type Lotto = ReturnType<typeof createLotto>;
