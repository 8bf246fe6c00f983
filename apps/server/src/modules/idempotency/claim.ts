// Claiming an Idempotency-Key inside the money's own database transaction (issue 13), so a key is
// never recorded as done without its money movement, nor money moved twice because the key's
// record was lost: both commit together or neither does.
//
// ── API ──────────────────────────────────────────────────────────────────────────────────────────
//   const outcome = await claimIdempotencyKey(trx, claim);   // 'claimed' | 'replay' | 'conflict'
//     Inserts the key row (user, endpoint, key, request hash) in trx. 'claimed': this transaction
//     owns the key now (it commits with trx). 'replay': the key is already taken, by the same
//     request: trx must not move money (roll it back, or for a batch leave this job out).
//     'conflict': taken by a different request (another body). Never throws for a taken key, so a
//     batcher running several jobs in one transaction can call it per job and drop the losers.
//
//   runWithClaim(claim, fn)   the HTTP layer runs a handler with its claim as the async context;
//   outsideClaim(fn)          platform work a request triggers (a round or fight brought up to
//                             time) runs without it;
//   takeClaim() / settleClaim(claim, committed)
//     ledger.transaction takes the open claim of the current request (if any, and only the first
//     transaction of that request), claims it first thing in its transaction, and settles it after
//     commit or rollback. A transaction started later by a timer the request set up finds the
//     claim closed and ignores it.
//
// A batcher (group commit: several requests' work in one transaction) takes each job's claim in
// the job's own request (`takeClaim()`, undefined when the call has no key), runs its flush outside
// any claim (`outsideClaim`, else the flush would take the claim of whichever request scheduled
// it), calls `claimIdempotencyKey(trx, claim)` per job before that job's work, leaves out a job
// answered 'replay' or 'conflict' (rejecting it with `new IdempotencyTaken(outcome)`, which the
// HTTP layer turns into the stored answer or the 422), and after the commit or rollback calls
// `settleClaim(claim, committed)` for every job whose claim it took.
//
// Concurrency: the row's primary key (user_id, endpoint, idem_key) serialises two transactions
// claiming one key: on PostgreSQL the second waits on the first's uncommitted row and then sees it
// (ON CONFLICT DO NOTHING); SQLite runs one writer at a time.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

export interface IdempotencyClaim {
  readonly userId: number;
  /** The contract endpoint's name. */
  readonly endpoint: string;
  /** The Idempotency-Key header value. */
  readonly key: string;
  /** sha256 hex of the validated request (see http/idempotency.ts). */
  readonly requestHash: string;
  /** Epoch ms of the request (the key's age counts from here). */
  readonly at: number;
  /** A transaction holds the claim now (not committed yet). */
  pending: boolean;
  /** The claim committed with a transaction: the key is taken for good. */
  claimed: boolean;
  /** The request has answered: later transactions in its async context ignore the claim. */
  closed: boolean;
}

export type ClaimOutcome = 'claimed' | 'replay' | 'conflict';

/** Thrown inside ledger.transaction when the key is already taken: the transaction rolls back. */
export class IdempotencyTaken extends Error {
  constructor(readonly outcome: Exclude<ClaimOutcome, 'claimed'>) {
    super(`idempotency key already taken (${outcome})`);
    this.name = 'IdempotencyTaken';
  }
}

export function newClaim(fields: Pick<IdempotencyClaim, 'userId' | 'endpoint' | 'key' | 'requestHash' | 'at'>): IdempotencyClaim {
  return { ...fields, pending: false, claimed: false, closed: false };
}

/** Inserts the key row in trx; see the top of the file. */
export async function claimIdempotencyKey(trx: Transaction<Database>, claim: IdempotencyClaim): Promise<ClaimOutcome> {
  const inserted = await trx
    .insertInto('idempotency_keys')
    .values({ user_id: claim.userId, endpoint: claim.endpoint, idem_key: claim.key, request_hash: claim.requestHash, response: null, created_at: claim.at })
    .onConflict((oc) => oc.columns(['user_id', 'endpoint', 'idem_key']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (inserted !== undefined) return 'claimed';
  const existing = await trx
    .selectFrom('idempotency_keys')
    .select('request_hash')
    .where('user_id', '=', claim.userId)
    .where('endpoint', '=', claim.endpoint)
    .where('idem_key', '=', claim.key)
    .executeTakeFirstOrThrow();
  return existing.request_hash === claim.requestHash ? 'replay' : 'conflict';
}

const context = new AsyncLocalStorage<IdempotencyClaim>();

export function runWithClaim<T>(claim: IdempotencyClaim, fn: () => Promise<T>): Promise<T> {
  return context.run(claim, fn);
}

/** The current request's claim when no transaction holds or has committed it yet; marks it pending. */
export function takeClaim(): IdempotencyClaim | undefined {
  const claim = context.getStore();
  if (claim === undefined || claim.closed || claim.claimed || claim.pending) return undefined;
  claim.pending = true;
  return claim;
}

/** After the transaction that took the claim: committed (the key is taken) or rolled back (free again). */
export function settleClaim(claim: IdempotencyClaim, committed: boolean): void {
  claim.pending = false;
  if (committed) claim.claimed = true;
}

/**
 * Runs fn outside the current request's claim: the platform's own work a request may set going
 * before its own money transaction (a jump round's cash-outs and crash, a sabong fight's
 * settlement) must not take the request's key with it.
 */
export function outsideClaim<T>(fn: () => T): T {
  return context.exit(fn);
}
