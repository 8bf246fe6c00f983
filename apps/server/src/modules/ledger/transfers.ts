// Named ledger transfers (TigerBeetle-style): the one way a module moves money or points. Each
// function builds the PostInput of one kind of movement — which accounts, in which order, with
// which cause, amountType and remark — and the module hands it to ledger.post / ledger.postAll.
// No module outside modules/ledger builds postings or names a system account itself.
//
//   await ledger.post(stake({ userId, amount, key: `lotto:${ticketId}:bet`, reference: drawId, remark: 'lotto' }), trx);
//   await ledger.post(payout({ userId, amount, key: `lotto:${ticketId}:payout`, reference: drawId, remark: 'lotto' }), trx);
//
// Movements (player wallet `main` unless `wallet` says `bonus`):
//   stake               player → house                     cause bet
//   payout              house → player                     cause payout
//   refund              house → player                     cause reversal (a stake given back)
//   deposit             clearing → player main             cause deposit
//   sandboxFunding      sandboxCrowd → player main         cause deposit (the sandbox crowd's refill)
//   withdrawalHold      player main → withdrawalHolds      cause withdrawal
//   withdrawalSettle    withdrawalHolds → clearing + fees  cause withdrawal (paid out)
//   withdrawalRelease   withdrawalHolds → player main      cause reversal (rejected: returned)
//   bonusGrant          promotions → player bonus          cause bonus
//   bonusConvert        player bonus → player main         cause bonus (turnover done)
//   bonusExpire         player bonus → promotions          cause bonus
//   award               promotions / pointsIssuer → player main / points, cause bonus
//   pointsGrant         pointsIssuer → player points       cause bonus (daily login)
// and, for one transaction made of several movements (a spin's cost and prize, a migration's
// balance and bonus), `legs.*` and `transfer(head, ...legs)`.
//
// The postings are exactly what the modules posted by hand before (order, cause, amountType,
// remark): a key's fingerprint (ledger.ts) covers them, so a replay of a key posted before this
// file existed is still a replay, and nothing written to the database changes.
//
// A refused overdraft: `isInsufficientFunds(error)`, or `refuseOverdraft(error)` for the API's
// answer (INSUFFICIENT_BALANCE; NOT_ENOUGH_POINTS when the points wallet fell short).
import { AMOUNT_TYPE } from '@perya/api/contract';
import { AppError } from '../../http/errors';
import { LedgerError, type AccountRef, type LedgerCause, type PostInput, type PostingInput } from './ledger';

/** The player wallets money is staked from and paid to. */
export type MoneyWallet = 'main' | 'bonus';

/** What identifies a transfer: its idempotency key, its reference (order, round, draw) and a memo. */
export interface TransferHead {
  /** The ledger idempotency key: unique per intended movement. */
  readonly key: string;
  /** Order number, round id, … shown in records (≤ 128 chars). */
  readonly reference: string;
  /** Free text for operators. */
  readonly memo?: string;
}

export interface PlayerTransfer extends TransferHead {
  readonly userId: number;
  /** Positive minor units (or points). */
  readonly amount: number;
  /** Text of the player's record. */
  readonly remark?: string;
}

export interface GameTransfer extends PlayerTransfer {
  /** The player's wallet: main unless a bonus-funded stake (trading). */
  readonly wallet?: MoneyWallet;
  /** The finance record type of the player's entry, when it is given explicitly. */
  readonly amountType?: number;
}

const HOUSE = { system: 'house' } as const;
const CLEARING = { system: 'clearing' } as const;
const PROMOTIONS = { system: 'promotions' } as const;
const HOLDS = { system: 'withdrawalHolds' } as const;
const FEES = { system: 'fees' } as const;
const POINTS_ISSUER = { system: 'pointsIssuer' } as const;
const SANDBOX_CROWD = { system: 'sandboxCrowd' } as const;

/** One posting, without the optional fields left undefined (the fingerprint's exact shape). */
function leg(account: AccountRef, amount: number, extra: { cause?: LedgerCause | undefined; amountType?: number | undefined; remark?: string | undefined } = {}): PostingInput {
  return {
    account,
    amount,
    ...(extra.cause === undefined ? {} : { cause: extra.cause }),
    ...(extra.amountType === undefined ? {} : { amountType: extra.amountType }),
    ...(extra.remark === undefined ? {} : { remark: extra.remark }),
  };
}

function player(t: { userId: number; wallet?: MoneyWallet | undefined }): AccountRef {
  return { userId: t.userId, wallet: t.wallet ?? 'main' };
}

/** A transaction of the given legs (postings), in order. */
export function transfer(head: TransferHead & { readonly cause: LedgerCause }, ...parts: readonly (readonly PostingInput[])[]): PostInput {
  return {
    idempotencyKey: head.key,
    cause: head.cause,
    reference: head.reference,
    postings: parts.flat(),
    ...(head.memo === undefined ? {} : { memo: head.memo }),
  };
}

// ── Games ─────────────────────────────────────────────────────────────────────────────────────

/** A bet's stake: the player's wallet → house. */
export function stake(t: GameTransfer): PostInput {
  return transfer({ ...t, cause: 'bet' }, [leg(player(t), -t.amount, { amountType: t.amountType, remark: t.remark }), leg(HOUSE, t.amount)]);
}

/** A win: house → the player's wallet. */
export function payout(t: GameTransfer): PostInput {
  return transfer({ ...t, cause: 'payout' }, [leg(HOUSE, -t.amount), leg(player(t), t.amount, { amountType: t.amountType, remark: t.remark })]);
}

/** A stake given back (a tie, a cancelled fight, a rolled-back round): house → the player's wallet. */
export function refund(t: GameTransfer): PostInput {
  return transfer({ ...t, cause: 'reversal' }, [leg(HOUSE, -t.amount), leg(player(t), t.amount, { amountType: t.amountType, remark: t.remark })]);
}

// ── Cash in, cash out ─────────────────────────────────────────────────────────────────────────

/** A paid deposit: clearing (the payment provider's money) → the player's main wallet. */
export function deposit(t: PlayerTransfer): PostInput {
  return transfer({ ...t, cause: 'deposit' }, [leg(CLEARING, -t.amount), leg(player(t), t.amount, { remark: t.remark })]);
}

/** The sandbox sabong crowd's refill: sandboxCrowd → the crowd member's main wallet. */
export function sandboxFunding(t: PlayerTransfer): PostInput {
  return transfer({ ...t, cause: 'deposit' }, [leg(SANDBOX_CROWD, -t.amount), leg(player(t), t.amount, { remark: t.remark })]);
}

/** A cash out applied for: the player's main wallet → withdrawalHolds until it is settled. */
export function withdrawalHold(t: PlayerTransfer): PostInput {
  return transfer({ ...t, cause: 'withdrawal' }, [leg(player(t), -t.amount, { amountType: AMOUNT_TYPE.WITHDRAWAL, remark: t.remark }), leg(HOLDS, t.amount)]);
}

/** A held cash out paid: withdrawalHolds → clearing (what is paid out) and fees (the fee). */
export function withdrawalSettle(t: TransferHead & { readonly amount: number; readonly paid: number; readonly fee: number }): PostInput {
  return transfer(
    { ...t, cause: 'withdrawal' },
    [leg(HOLDS, -t.amount)],
    t.paid > 0 ? [leg(CLEARING, t.paid)] : [],
    t.fee > 0 ? [leg(FEES, t.fee, { cause: 'fee' })] : [],
  );
}

/** A held cash out rejected: withdrawalHolds → the player's main wallet. */
export function withdrawalRelease(t: PlayerTransfer): PostInput {
  return transfer({ ...t, cause: 'reversal' }, [leg(HOLDS, -t.amount), leg(player(t), t.amount, { amountType: AMOUNT_TYPE.WITHDRAWAL_REFUND, remark: t.remark })]);
}

// ── Bonuses, awards, points ───────────────────────────────────────────────────────────────────

/** A bonus granted: promotions → the player's bonus wallet, both entries of the grant's amountType. */
export function bonusGrant(t: PlayerTransfer & { readonly amountType: number }): PostInput {
  return transfer({ ...t, cause: 'bonus' }, [
    leg(PROMOTIONS, -t.amount, { amountType: t.amountType }),
    leg({ userId: t.userId, wallet: 'bonus' }, t.amount, { amountType: t.amountType, remark: t.remark }),
  ]);
}

/** A bonus whose turnover is done: the player's bonus wallet → main wallet. */
export function bonusConvert(t: PlayerTransfer): PostInput {
  return transfer({ ...t, cause: 'bonus' }, [
    leg({ userId: t.userId, wallet: 'bonus' }, -t.amount, { remark: t.remark }),
    leg({ userId: t.userId, wallet: 'main' }, t.amount, { remark: t.remark }),
  ]);
}

/** A bonus expired unconverted: the player's bonus wallet → promotions. */
export function bonusExpire(t: PlayerTransfer): PostInput {
  return transfer({ ...t, cause: 'bonus' }, [leg({ userId: t.userId, wallet: 'bonus' }, -t.amount, { remark: t.remark }), leg(PROMOTIONS, t.amount)]);
}

export interface AwardLeg {
  readonly userId: number;
  readonly amount: number;
  /** main: money from promotions; points: points from pointsIssuer. */
  readonly wallet: 'main' | 'points';
  readonly amountType: number;
  readonly remark: string;
}

/** Daily login points: pointsIssuer → the player's points wallet. */
export function pointsGrant(t: PlayerTransfer): PostInput {
  return transfer({ ...t, cause: 'bonus' }, [
    leg(POINTS_ISSUER, -t.amount),
    leg({ userId: t.userId, wallet: 'points' }, t.amount, { amountType: AMOUNT_TYPE.BONUS, remark: t.remark }),
  ]);
}

/** The legs of transactions made of several movements (see transfer()). */
export const legs = {
  /** An award (mission, sign-in, spin prize, …): promotions → main, or pointsIssuer → points. */
  award(a: AwardLeg): PostingInput[] {
    return [
      leg(a.wallet === 'main' ? PROMOTIONS : POINTS_ISSUER, -a.amount, { cause: 'bonus' }),
      leg({ userId: a.userId, wallet: a.wallet }, a.amount, { cause: 'bonus', amountType: a.amountType, remark: a.remark }),
    ];
  },
  /** Points spent (a spin's cost): the player's points wallet → pointsIssuer. */
  pointsSpend(a: { readonly userId: number; readonly amount: number; readonly amountType: number; readonly remark: string }): PostingInput[] {
    return [
      leg({ userId: a.userId, wallet: 'points' }, -a.amount, { cause: 'bet', amountType: a.amountType, remark: a.remark }),
      leg(POINTS_ISSUER, a.amount, { cause: 'bet' }),
    ];
  },
  /** A migrated child account's balance: clearing → the player's main wallet. */
  migratedBalance(a: { readonly userId: number; readonly amount: number; readonly remark: string }): PostingInput[] {
    return [leg({ userId: a.userId, wallet: 'main' }, a.amount, { amountType: AMOUNT_TYPE.MIGRATION, remark: a.remark }), leg(CLEARING, -a.amount)];
  },
  /** The migration bonus: promotions → the player's bonus wallet. */
  migrationBonus(a: { readonly userId: number; readonly amount: number; readonly remark: string }): PostingInput[] {
    return [
      leg({ userId: a.userId, wallet: 'bonus' }, a.amount, { cause: 'bonus', amountType: AMOUNT_TYPE.MIGRATION, remark: a.remark }),
      leg(PROMOTIONS, -a.amount, { cause: 'bonus' }),
    ];
  },
};

/** An award paid on its own (AwardPayer): its legs as one bonus transaction. */
export function award(head: TransferHead, a: AwardLeg): PostInput {
  return transfer({ ...head, cause: 'bonus' }, legs.award(a));
}

// ── Refusals ──────────────────────────────────────────────────────────────────────────────────

/** The ledger refused a post because a wallet (or a non-negative system account) would go below zero. */
export function isInsufficientFunds(error: unknown): error is LedgerError {
  return error instanceof LedgerError && error.code === 'INSUFFICIENT_FUNDS';
}

/**
 * The one mapping of a refused overdraft to the API's answer: NOT_ENOUGH_POINTS when the points
 * wallet fell short, INSUFFICIENT_BALANCE otherwise. Anything else is rethrown unchanged.
 */
export function refuseOverdraft(error: unknown): never {
  if (isInsufficientFunds(error)) {
    const account = error.account;
    throw new AppError(account !== undefined && 'wallet' in account && account.wallet === 'points' ? 'NOT_ENOUGH_POINTS' : 'INSUFFICIENT_BALANCE');
  }
  throw error;
}
