// The spin wheel (POST /spin/main-page, /spin/open-prize) and the points history
// (POST /user-point/list), spec §3, §7, §9: a spin costs one ticket (tickets first) or 200 points.
//
// Provably fair: each player has a server seed committed by its sha256 (seedHash, shown before
// the spin), a client seed and a nonce. A spin draws with HMAC-SHA256(serverSeed,
// `${clientSeed}:${nonce}`) → spinDrawIndex (domain), reveals the server seed in its proof and
// commits a fresh one for the next spin. The cost, the prize, the round and the seed rotation are
// one database transaction: a refused spin (no ticket, not enough points) changes nothing.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { AMOUNT_TYPE, type spinPrize } from '@perya/api/contract';
import { DEFAULT_LOCALE, SPIN_COST_POINTS, spinDrawIndex, spinFairMessage, type LocaleCode } from '@perya/domain';
import type { z } from 'zod/mini';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Ledger } from '../ledger/ledger';
import * as transfers from '../ledger/transfers';
import { entryPage } from '../ledger/reads';
import { awardPostings, creditTickets, type AwardPayer } from './awards';
import type { EngagementConfig } from './config';
import type { Executor } from './stats';
import { recordText, seedTexts, type TextResolver } from '../texts/texts';
import type { ProtectionGuard } from '../protection/service';

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The digest a spin draws from: HMAC-SHA256 keyed by the server seed (spec §9, contract spinOpenPrize). */
export function spinDigest(serverSeed: string, clientSeed: string, nonce: number): string {
  return createHmac('sha256', serverSeed).update(spinFairMessage(clientSeed, nonce)).digest('hex');
}

export function spinKey(userId: number, nonce: number): string {
  return `spin:${userId}:${nonce}`;
}

type SpinPrize = z.output<typeof spinPrize>;

/** Reason of a points record (contract pointRecord.reason), from the ledger key our posts use, else the cause. */
export function pointReason(idempotencyKey: string, cause: string): 'dailyLogin' | 'spin' | 'mission' | 'signIn' | 'deposit' | 'bet' | 'other' {
  const prefix = idempotencyKey.slice(0, idempotencyKey.indexOf(':') + 1);
  switch (prefix) {
    case 'daily-login:':
      return 'dailyLogin';
    case 'spin:':
      return 'spin';
    case 'mission:':
      return 'mission';
    case 'signin:':
      return 'signIn';
    default:
      return cause === 'deposit' ? 'deposit' : cause === 'bet' ? 'bet' : 'other';
  }
}

export interface SpinDeps {
  readonly db: Kysely<Database>;
  readonly ledger: Ledger;
  readonly awards: AwardPayer;
  readonly config: EngagementConfig;
  readonly now: () => number;
  readonly texts?: TextResolver | undefined;
  /**
   * No spin, and so no prize, for a frozen account or a second account of one player (spec §6),
   * nor during an exclusion: a spin is a reward however it is paid.
   */
  readonly guard?: Pick<ProtectionGuard, 'guardBonus'> | undefined;
}

export function createSpinService(deps: SpinDeps) {
  const { db, ledger, awards, config, now } = deps;
  const prizes = config.spin.prizes;
  const weights = prizes.map((p) => p.weight);
  const texts = deps.texts ?? seedTexts;
  const prizeView = (p: (typeof prizes)[number], locale: LocaleCode): SpinPrize => ({
    id: p.id,
    name: texts.text(`spinPrize:${p.id}:name`, p.name, locale),
    awardType: p.awardType,
    award: p.award,
    weight: p.weight,
  });

  const newServerSeed = () => randomBytes(32).toString('hex');

  /** The player's active seed, created on first look. */
  async function activeSeed(ex: Executor, userId: number) {
    const serverSeed = newServerSeed();
    await ex
      .insertInto('spin_seeds')
      .values({ user_id: userId, server_seed: serverSeed, server_seed_hash: sha256Hex(serverSeed), client_seed: randomBytes(8).toString('hex'), nonce: 0, updated_at: now() })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    return ex.selectFrom('spin_seeds').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  }

  async function tickets(ex: Executor, userId: number): Promise<number> {
    const row = await ex.selectFrom('spin_tickets').select('balance').where('user_id', '=', userId).executeTakeFirst();
    return Number(row?.balance ?? 0);
  }

  async function spinIn(trx: Transaction<Database>, userId: number, clientSeed: string | undefined, locale: LocaleCode) {
    await deps.guard?.guardBonus(trx, userId);
    await activeSeed(trx, userId);
    // Take the nonce first: the row lock (PostgreSQL; SQLite serialises writers) orders two spins of one player.
    // A client seed the player sends replaces theirs before the draw: chosen after the commitment
    // (seedHash) was shown, it is what makes the draw one the server could not pick alone.
    const taken = await trx
      .updateTable('spin_seeds')
      .set((eb) => ({ nonce: eb('nonce', '+', 1), ...(clientSeed === undefined ? {} : { client_seed: clientSeed }) }))
      .where('user_id', '=', userId)
      .returning(['nonce', 'server_seed', 'server_seed_hash', 'client_seed'])
      .executeTakeFirstOrThrow();
    const nonce = Number(taken.nonce) - 1;
    const at = now();
    const key = spinKey(userId, nonce);

    // Tickets first, else 200 points (spec §9).
    const ticket = await trx
      .updateTable('spin_tickets')
      .set({ balance: sql<number>`balance - 1`, updated_at: at })
      .where('user_id', '=', userId)
      .where('balance', '>=', 1)
      .returning('balance')
      .executeTakeFirst();
    const paidWith = ticket === undefined ? 'points' : 'ticket';
    if (paidWith === 'points' && (await ledger.balances(userId, trx)).points < SPIN_COST_POINTS) throw new AppError('NOT_ENOUGH_POINTS');

    const index = spinDrawIndex(spinDigest(taken.server_seed, taken.client_seed, nonce), weights);
    const prize = prizes[index] as (typeof prizes)[number];
    const award = { userId, awardType: prize.awardType, award: prize.award, kind: 'spin' as const, title: recordText(prize.name), key, reference: key };

    // The cost and a money or points prize are one ledger transaction; a bonus prize goes through
    // the bonus grant (same database transaction), a ticket prize to the ticket count.
    const cost = paidWith === 'points' ? transfers.legs.pointsSpend({ userId, amount: SPIN_COST_POINTS, amountType: AMOUNT_TYPE.SPIN_PRIZE, remark: 'Spin' }) : [];
    const prizePostings = awardPostings(award);
    const spin = transfers.transfer({ key, cause: paidWith === 'points' ? 'bet' : 'bonus', reference: key }, cost, prizePostings ?? []);
    if (spin.postings.length > 0) await ledger.post(spin, trx);
    if (prizePostings === undefined) {
      if (prize.awardType === 'spinTicket') await creditTickets(trx, userId, prize.award, at);
      else await awards.pay(trx, { ...award, key: `${key}:prize` });
    }

    await trx
      .insertInto('spin_rounds')
      .values({
        user_id: userId,
        nonce,
        server_seed: taken.server_seed,
        server_seed_hash: taken.server_seed_hash,
        client_seed: taken.client_seed,
        prize_index: index,
        prize_id: prize.id,
        award_type: prize.awardType,
        award: prize.award,
        paid_with: paidWith,
        created_at: at,
      })
      .execute();
    // Reveal this seed, commit the next one.
    const nextSeed = newServerSeed();
    const nextSeedHash = sha256Hex(nextSeed);
    await trx.updateTable('spin_seeds').set({ server_seed: nextSeed, server_seed_hash: nextSeedHash, updated_at: at }).where('user_id', '=', userId).execute();

    return {
      index,
      prize: prizeView(prize, locale),
      points: (await ledger.balances(userId, trx)).points,
      tickets: await tickets(trx, userId),
      fairness: { serverSeed: taken.server_seed, seedHash: taken.server_seed_hash, clientSeed: taken.client_seed, nonce },
      nextSeedHash,
    };
  }

  return {
    async mainPage(userId: number, locale: LocaleCode = DEFAULT_LOCALE) {
      const seed = await activeSeed(db, userId);
      const [balances, owned] = await Promise.all([ledger.balances(userId), tickets(db, userId)]);
      return {
        prizes: prizes.map((p) => prizeView(p, locale)),
        points: balances.points,
        spinCost: SPIN_COST_POINTS,
        tickets: owned,
        seedHash: seed.server_seed_hash,
        clientSeed: seed.client_seed,
        nonce: Number(seed.nonce),
      };
    },

    /**
     * One spin, with the player's client seed when given (kept for the next spins). No ticket and
     * fewer than 200 points: NOT_ENOUGH_POINTS (the no-ticket popup), nothing changed.
     */
    async open(userId: number, clientSeed?: string, locale: LocaleCode = DEFAULT_LOCALE) {
      try {
        return await ledger.transaction((trx) => spinIn(trx, userId, clientSeed, locale));
      } catch (error) {
        // A concurrent spin spent the points between the check and the post: the ledger refused
        // (NOT_ENOUGH_POINTS: the points wallet fell short).
        transfers.refuseOverdraft(error);
      }
    },

    /** The points wallet's history, newest first, with the reason of each change. */
    async pointList(userId: number, page: { pageNum: number; pageSize: number }) {
      const [{ total, entries }, balances] = await Promise.all([
        entryPage(db, userId, { wallets: ['points'], pageNum: page.pageNum, pageSize: page.pageSize }),
        ledger.balances(userId),
      ]);
      return {
        list: entries.map((r) => ({ id: String(r.id), points: r.amount, reason: pointReason(r.key, r.cause), createTime: r.createdAt })),
        total,
        pageNum: page.pageNum,
        pageSize: page.pageSize,
        points: balances.points,
      };
    },
  };
}
