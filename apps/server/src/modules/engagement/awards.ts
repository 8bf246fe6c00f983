// Paying an engagement award (mission, sign-in, spin prize, VIP level, weekly prize) to the wallet
// it names: main (balance), bonus, points (all on the ledger) or spin tickets.
import { sql, type Transaction } from 'kysely';
import { AMOUNT_TYPE, type AWARD_TYPES, type BONUS_KINDS } from '@perya/api/contract';
import type { Database } from '../../db/schema';
import type { Ledger, PostingInput } from '../ledger/ledger';
import * as transfers from '../ledger/transfers';
import type { ProtectionGuard } from '../protection/service';

export type AwardType = (typeof AWARD_TYPES)[number];
export type BonusKind = (typeof BONUS_KINDS)[number];
/** What an award is for: its finance record type and its bonus-list kind follow from it. */
export type AwardKind = 'mission' | 'signIn' | 'spin' | 'weekly' | 'vip' | 'dailyLogin';

export interface BonusGrant {
  readonly userId: number;
  readonly kind: BonusKind;
  readonly title: string;
  /** Minor units, > 0. */
  readonly amount: number;
  readonly idempotencyKey: string;
  readonly reference: string;
}

/**
 * Grants bonus-wallet money inside the caller's transaction: the bonus module's grant (promotions →
 * the player's bonus wallet, and the turnover the bonus asks before it converts).
 */
export type PayBonus = (trx: Transaction<Database>, grant: BonusGrant) => Promise<void>;

const AMOUNT_TYPE_OF: Record<AwardKind, number> = {
  mission: AMOUNT_TYPE.MISSION_AWARD,
  signIn: AMOUNT_TYPE.SIGN_IN_AWARD,
  spin: AMOUNT_TYPE.SPIN_PRIZE,
  weekly: AMOUNT_TYPE.BONUS,
  vip: AMOUNT_TYPE.BONUS,
  dailyLogin: AMOUNT_TYPE.BONUS,
};

const BONUS_KIND_OF: Partial<Record<AwardKind, BonusKind>> = { mission: 'mission', signIn: 'signIn', spin: 'spin', weekly: 'weekly' };



export interface AwardInput {
  readonly userId: number;
  readonly awardType: AwardType;
  readonly award: number;
  readonly kind: AwardKind;
  /** Shown as the record's remark (≤ 255 characters). */
  readonly title: string;
  /** The ledger idempotency key (also the claim key where there is one). */
  readonly key: string;
  readonly reference: string;
}

/** The ledger legs of a balance or points award (undefined for bonus and tickets, paid otherwise). */
export function awardPostings(input: AwardInput): PostingInput[] | undefined {
  if (input.award <= 0) return [];
  const remark = input.title.slice(0, 255);
  const amountType = AMOUNT_TYPE_OF[input.kind];
  if (input.awardType !== 'balance' && input.awardType !== 'points') return undefined;
  return transfers.legs.award({ userId: input.userId, wallet: input.awardType === 'balance' ? 'main' : 'points', amount: input.award, amountType, remark });
}

/** Adds free spins (tickets never go below zero: spending is a conditional update in spin.ts). */
export async function creditTickets(trx: Transaction<Database>, userId: number, count: number, at: number): Promise<void> {
  if (count <= 0) return;
  await trx
    .insertInto('spin_tickets')
    .values({ user_id: userId, balance: count, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ balance: sql<number>`spin_tickets.balance + excluded.balance`, updated_at: at }))
    .execute();
}

export interface AwardPayer {
  /** Pays an award inside the caller's transaction; the caller guards that it is paid once. */
  pay(trx: Transaction<Database>, input: AwardInput): Promise<void>;
}

export function createAwardPayer(ledger: Ledger, payBonus: PayBonus, now: () => number, guard: Pick<ProtectionGuard, 'guardBonus'>): AwardPayer {
  return {
    async pay(trx, input) {
      if (input.award <= 0) return;
      // Nothing is given while a cooling-off or self-exclusion is in force (issue 15): SELF_EXCLUDED.
      await guard.guardBonus(trx, input.userId);
      const postings = awardPostings(input);
      if (postings !== undefined) {
        await ledger.post(transfers.transfer({ key: input.key, cause: 'bonus', reference: input.reference }, postings), trx);
        return;
      }
      if (input.awardType === 'spinTicket') {
        await creditTickets(trx, input.userId, input.award, now());
        return;
      }
      const kind = BONUS_KIND_OF[input.kind];
      if (kind === undefined) throw new Error(`a ${input.kind} award cannot be paid to the bonus wallet`);
      await payBonus(trx, { userId: input.userId, kind, title: input.title, amount: input.award, idempotencyKey: input.key, reference: input.reference });
    },
  };
}
