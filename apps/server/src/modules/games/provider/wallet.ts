// The seamless wallet a third-party provider settles through: debit (stake), credit (win) and
// rollback (stake back), each idempotent by the provider's round id, each one database transaction
// with the ledger posting under an idempotency key. The provider never holds the player's money:
// every call moves the ledger's main wallet directly.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { hashToken, newToken } from '../../../security/tokens';
import { playerLane, type Ledger } from '../../ledger/ledger';
import * as transfers from '../../ledger/transfers';
import type { ProviderRound } from '../../../db/tables/games';
import { maxRoundCredit } from '@perya/domain';
import type { WalletResponse } from './protocol';
import type { ProtectionGuard } from '../../protection/service';

/** A launch token lives as long as a play session may reasonably last. */
export const GAME_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export interface GameSession {
  readonly userId: number;
  readonly provider: string;
  readonly gameId: string;
}

export interface ProviderWallet {
  /** A launch token for this player and game (what the launch URL carries). */
  openSession(userId: number, provider: string, gameId: string): Promise<string>;
  session(provider: string, token: string): Promise<GameSession | undefined>;
  balance(provider: string, token: string): Promise<WalletResponse>;
  debit(provider: string, token: string, roundId: string, gameId: string, amount: number): Promise<WalletResponse>;
  credit(provider: string, token: string, roundId: string, gameId: string, amount: number): Promise<WalletResponse>;
  rollback(provider: string, token: string, roundId: string, gameId: string): Promise<WalletResponse>;
}

function ledgerKey(provider: string, roundId: string, action: 'debit' | 'credit' | 'rollback'): string {
  return `provider:${provider}:${roundId}:${action}`;
}

function conflict(): never {
  throw new AppError('VALIDATION', 'invalidRequest');
}

/** A provider credit the wallet refused because it pays more than the round can (no secrets). */
export interface RefusedCredit {
  readonly provider: string;
  readonly roundId: string;
  readonly gameKey: string;
  readonly userId: number;
  readonly amount: number;
  /** What the round staked (0 when it has no debit). */
  readonly stake: number;
  readonly maxMultiplier: number;
  readonly reason: 'noDebit' | 'overCap';
}

export interface ProviderWalletDeps {
  /**
   * The most a round of this game (provider_gameId key, as the launch session records it) may pay
   * as a multiple of its stake; undefined for a game no longer in the catalogue (then a credit may
   * give back no more than the stake).
   */
  readonly maxMultiplier: (gameKey: string) => number | undefined;
  /** Told of every refused credit (the server logs it). */
  readonly onRefusedCredit: (refused: RefusedCredit) => void;
  /** Player protection (issue 15): age, exclusion and limits, checked in the bet's transaction. */
  readonly guard: Pick<ProtectionGuard, 'guardBet'>;
}

export function createProviderWallet(db: Kysely<Database>, ledger: Ledger, now: () => number, deps: ProviderWalletDeps): ProviderWallet {
  async function sessionOf(provider: string, token: string): Promise<GameSession> {
    const row = await db
      .selectFrom('game_sessions')
      .select(['user_id', 'provider', 'game_id', 'expires_at'])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (row === undefined || row.provider !== provider || row.expires_at <= now()) throw new AppError('UNAUTHORIZED');
    return { userId: row.user_id, provider: row.provider, gameId: row.game_id };
  }

  async function mainBalance(userId: number, trx?: Transaction<Database>): Promise<number> {
    return (await ledger.balances(userId, trx)).main;
  }

  async function roundOf(trx: Transaction<Database>, provider: string, roundId: string): Promise<ProviderRound | undefined> {
    return trx.selectFrom('provider_rounds').selectAll().where('provider', '=', provider).where('round_id', '=', roundId).executeTakeFirst();
  }

  /** Inserts the round if absent; answers whether this call created it, and the row. */
  async function claimRound(
    trx: Transaction<Database>,
    values: { provider: string; roundId: string; userId: number; gameId: string; debit: number; status: string },
  ): Promise<{ created: boolean; round: ProviderRound }> {
    const at = now();
    const inserted = await trx
      .insertInto('provider_rounds')
      .values({
        provider: values.provider,
        round_id: values.roundId,
        user_id: values.userId,
        game_id: values.gameId,
        debit_amount: values.debit,
        credit_amount: null,
        status: values.status,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.columns(['provider', 'round_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted !== undefined) return { created: true, round: inserted };
    const existing = await roundOf(trx, values.provider, values.roundId);
    if (existing === undefined) throw new Error('provider round vanished');
    return { created: false, round: existing };
  }

  function sameRound(round: ProviderRound, session: GameSession, gameId: string): void {
    if (round.user_id !== session.userId || round.game_id !== gameId) conflict();
  }

  return {
    async openSession(userId, provider, gameId) {
      const token = newToken();
      const at = now();
      await db
        .insertInto('game_sessions')
        .values({ token_hash: hashToken(token), user_id: userId, provider, game_id: gameId, created_at: at, expires_at: at + GAME_SESSION_TTL_MS })
        .execute();
      return token;
    },

    async session(provider, token) {
      try {
        return await sessionOf(provider, token);
      } catch {
        return undefined;
      }
    },

    async balance(provider, token) {
      const session = await sessionOf(provider, token);
      return { balance: await mainBalance(session.userId), replayed: false };
    },

    async debit(provider, token, roundId, gameId, amount) {
      const session = await sessionOf(provider, token);
      // A launch session plays the one game it was opened for (the credit cap is that game's).
      if (gameId !== session.gameId) conflict();
      try {
        return await ledger.settle(async (trx) => {
          const { created, round } = await claimRound(trx, { provider, roundId, userId: session.userId, gameId, debit: amount, status: 'open' });
          if (!created) {
            sameRound(round, session, gameId);
            // The same debit again is a replay; anything else on this round id is refused.
            if (round.status === 'rolledback' || round.debit_amount !== amount) conflict();
            return { balance: await mainBalance(session.userId, trx), replayed: true };
          }
          await deps.guard.guardBet(trx, session.userId, amount);
          await ledger.post(
            transfers.stake({ userId: session.userId, amount, key: ledgerKey(provider, roundId, 'debit'), reference: `${provider}:${roundId}`, remark: `${provider} ${gameId}` }),
            trx,
          );
          return { balance: await mainBalance(session.userId, trx), replayed: false };
        }, playerLane(session.userId));
      } catch (error) {
        transfers.refuseOverdraft(error);
      }
    },

    async credit(provider, token, roundId, gameId, amount) {
      const session = await sessionOf(provider, token);
      const maxMultiplier = deps.maxMultiplier(session.gameId) ?? 1;
      const refuse = (reason: RefusedCredit['reason'], stake: number): never => {
        deps.onRefusedCredit({ provider, roundId, gameKey: session.gameId, userId: session.userId, amount, stake, maxMultiplier, reason });
        if (reason === 'noDebit') throw new AppError('GAME_NOT_FOUND');
        conflict();
      };
      return ledger.settle(async (trx) => {
        const round = await roundOf(trx, provider, roundId);
        // A win for a round that staked nothing is never paid (issue 11).
        if (round === undefined) return refuse('noDebit', 0);
        sameRound(round, session, gameId);
        if (round.status === 'settled') {
          if (round.credit_amount !== amount) conflict();
          return { balance: await mainBalance(session.userId, trx), replayed: true };
        }
        // A rollback that came first left a marker: that round never staked anything either.
        if (round.status === 'rolledback' && round.debit_amount === 0) return refuse('noDebit', 0);
        if (round.status !== 'open') conflict();
        // No round pays more than its stake times the game's maximum multiplier (issue 11).
        if (amount > maxRoundCredit(round.debit_amount, maxMultiplier)) return refuse('overCap', round.debit_amount);
        const updated = await trx
          .updateTable('provider_rounds')
          .set({ status: 'settled', credit_amount: amount, updated_at: now() })
          .where('id', '=', round.id)
          .where('status', '=', 'open')
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) conflict();
        if (amount > 0) {
          await ledger.post(
            transfers.payout({ userId: session.userId, amount, key: ledgerKey(provider, roundId, 'credit'), reference: `${provider}:${roundId}`, remark: `${provider} ${gameId}` }),
            trx,
          );
        }
        return { balance: await mainBalance(session.userId, trx), replayed: false };
      }, playerLane(session.userId));
    },

    async rollback(provider, token, roundId, gameId) {
      const session = await sessionOf(provider, token);
      return ledger.settle(async (trx) => {
        // A rollback that arrives before its debit leaves a marker, so the late debit is refused.
        const { created, round } = await claimRound(trx, { provider, roundId, userId: session.userId, gameId, debit: 0, status: 'rolledback' });
        if (created) return { balance: await mainBalance(session.userId, trx), replayed: false };
        sameRound(round, session, gameId);
        if (round.status === 'rolledback') return { balance: await mainBalance(session.userId, trx), replayed: true };
        // A settled round is final: its win was paid.
        if (round.status !== 'open') conflict();
        const updated = await trx
          .updateTable('provider_rounds')
          .set({ status: 'rolledback', updated_at: now() })
          .where('id', '=', round.id)
          .where('status', '=', 'open')
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) conflict();
        await ledger.post(
          transfers.refund({
            userId: session.userId,
            amount: round.debit_amount,
            key: ledgerKey(provider, roundId, 'rollback'),
            reference: `${provider}:${roundId}`,
            remark: `${provider} ${gameId}`,
          }),
          trx,
        );
        return { balance: await mainBalance(session.userId, trx), replayed: false };
      }, playerLane(session.userId));
    },
  };
}
