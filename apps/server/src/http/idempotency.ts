// Idempotency-Key on every money-moving call (issue 13). The contract marks those endpoints
// (`options.movesMoney`); routes.ts runs each such call through `handle` here.
//
// The rules, per caller (user), endpoint and key — a key is kept 24 h (KEY_TTL_MS):
// - no key: the call runs as before (the endpoint's own guards, e.g. og requestIds, still apply);
// - a malformed key (not 1-255 visible ASCII characters): VALIDATION, nothing runs;
// - a new key: the call runs once; the key is claimed INSIDE the call's first ledger transaction
//   (modules/idempotency/claim.ts), so it commits with the money or not at all; the answered
//   envelope is stored before the answer leaves (group-committed with the other answers of the
//   moment), so after an acknowledged answer a replay always finds it;
// - the same key and the same validated request again: the stored envelope is answered (the same
//   code, message, status and data; header `idempotent-replayed: true`); no handler runs and no
//   money moves;
// - the same key with another request: IDEMPOTENCY_KEY_REUSED (HTTP 422), nothing runs;
// - the same key while its first call is still running: in this process the second call WAITS for
//   the first and answers what it answered; in another process it waits up to IN_FLIGHT_WAIT_MS for
//   the stored answer, then answers IDEMPOTENCY_IN_PROGRESS (HTTP 409). It never runs twice;
// - a refusal that moved no money (insufficient balance, bad input, …) is not stored: the claim
//   rolled back with its transaction, so the same key may be tried again;
// - an error after the key's transaction committed is stored like an answer (the money moved);
// - a crash after the money committed but before the answer was stored leaves the key without an
//   answer: a retry answers IDEMPOTENCY_IN_PROGRESS ("check your records"), never a second movement.
//
// Payment webhooks and provider wallet callbacks are exactly-once by their own ids (the provider's
// event id / transaction id, see modules/wallet/deposits.ts and games/provider/wallet.ts), and
// vestLoginMigrate (anonymous, forced token) by the child account's one migration: none of them
// is an Idempotency-Key call.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { MESSAGES, SUCCESS_CODE, type MessageKey } from '@perya/domain';
import { errorCodeName, errorEnvelope, HEADERS, okEnvelope, type AnyEndpoint, type Envelope } from '@perya/api/contract';
import type { Database } from '../db/schema';
import { IdempotencyTaken, newClaim, runWithClaim, type IdempotencyClaim } from '../modules/idempotency/claim';
import { AppError } from './errors';

/** How long a key is kept (and honoured): 24 h. */
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** How often keys past KEY_TTL_MS are deleted. */
export const KEY_PURGE_MS = 60 * 60 * 1000;
/** How long a call waits for another process's answer to the same key before answering 409. */
export const IN_FLIGHT_WAIT_MS = 2_000;
/** A key without an answer older than this (app clock) is a crash's remnant: no waiting for it. */
const STALE_MS = 10_000;
const POLL_MS = 20;

/** 1-255 visible ASCII characters (a UUID is what the client sends). */
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

export interface IdempotentCall {
  readonly endpoint: AnyEndpoint;
  readonly userId: number | undefined;
  readonly request: FastifyRequest;
  /** Marked `idempotent-replayed: true` when the answer is a replay. */
  readonly reply: FastifyReply;
  /** The validated request (the schema's output): what "the same request" means. */
  readonly input: unknown;
}

export interface Idempotency {
  /**
   * Runs the handler at most once per key and answers its data (or throws its refusal); a replay
   * answers the stored data or throws the stored refusal. See the top of the file.
   */
  handle(call: IdempotentCall, run: () => Promise<unknown>): Promise<unknown>;
  /** Deletes keys older than KEY_TTL_MS; answers how many. */
  purge(): Promise<number>;
  /** Waits for stored answers still being written. */
  drain(): Promise<void>;
}

/** The envelope the error handler answers for an error (errorHandler.ts), to store it. */
function envelopeOfError(error: unknown): Envelope<unknown> {
  return error instanceof AppError ? errorEnvelope(error.code, error.messageKey, error.data ?? null) : errorEnvelope('SERVER_ERROR');
}

const MESSAGE_KEY_OF_TEXT = new Map<string, MessageKey>(Object.entries(MESSAGES).map(([key, text]) => [text, key as MessageKey]));

/** A stored envelope answered again: its data, or the refusal that makes the same envelope. */
function replay(stored: string): unknown {
  const envelope = JSON.parse(stored) as Envelope<unknown>;
  if (envelope.code === SUCCESS_CODE) return envelope.data;
  const data = envelope.data !== null && typeof envelope.data === 'object' ? (envelope.data as Record<string, unknown>) : undefined;
  throw new AppError(errorCodeName(envelope.code) ?? 'SERVER_ERROR', MESSAGE_KEY_OF_TEXT.get(envelope.message), data);
}

/** sha256 of the validated request; the schema's output has its keys in schema order. */
export function requestHash(input: unknown): string {
  return createHash('sha256').update(JSON.stringify(input ?? null)).digest('hex');
}

interface Write {
  readonly userId: number;
  readonly endpoint: string;
  readonly key: string;
  readonly requestHash: string;
  readonly response: string;
  readonly at: number;
  /** The key row exists already (claimed in the money's transaction): fill in its answer. */
  readonly update: boolean;
}

export function createIdempotency(deps: { db: Kysely<Database>; now: () => number; log: FastifyBaseLogger }): Idempotency {
  const { db, now, log } = deps;
  /** Calls running in this process, by caller, endpoint and key. */
  const inFlight = new Map<string, { hash: string; done: Promise<void> }>();

  // Stored answers are group-committed: one writer; the answers that arrive while it commits wait
  // and go together in its next transaction (one commit, one fsync, for all of them).
  interface Batch {
    readonly writes: Write[];
    readonly done: Promise<void>;
    settle(error?: unknown): void;
  }
  const newBatch = (): Batch => {
    let settle: Batch['settle'] = () => undefined;
    const done = new Promise<void>((resolve, reject) => (settle = (error) => (error === undefined ? resolve() : reject(error as Error))));
    // A batch nobody waits for (a failed one's callers log it) must not be an unhandled rejection.
    done.catch(() => undefined);
    return { writes: [], done, settle };
  };
  let next = newBatch();
  let writer: Promise<void> | undefined;

  function store(write: Write): Promise<void> {
    const batch = next;
    batch.writes.push(write);
    // The first answer of a quiet moment waits one turn of the event loop for its neighbours.
    writer ??= new Promise<void>((resolve) => setImmediate(resolve)).then(drainBatches);
    return batch.done;
  }

  async function drainBatches(): Promise<void> {
    while (next.writes.length > 0) {
      const batch = next;
      next = newBatch();
      try {
        await flush(batch.writes);
        batch.settle();
      } catch (error) {
        batch.settle(error);
      }
    }
    writer = undefined;
  }

  async function flush(writes: readonly Write[]): Promise<void> {
    await db.transaction().execute(async (trx) => {
      for (const w of writes) {
        if (w.update) {
          await trx
            .updateTable('idempotency_keys')
            .set({ response: w.response })
            .where('user_id', '=', w.userId)
            .where('endpoint', '=', w.endpoint)
            .where('idem_key', '=', w.key)
            .execute();
        } else {
          await trx
            .insertInto('idempotency_keys')
            .values({ user_id: w.userId, endpoint: w.endpoint, idem_key: w.key, request_hash: w.requestHash, response: w.response, created_at: w.at })
            .onConflict((oc) => oc.columns(['user_id', 'endpoint', 'idem_key']).doNothing())
            .execute();
        }
      }
    });
  }

  async function storeAnswer(write: Write): Promise<void> {
    try {
      await store(write);
    } catch (error) {
      // The call itself is done (its money, if any, committed); only the replay of its answer is
      // lost: a retry of the key then answers IDEMPOTENCY_IN_PROGRESS, never a second movement.
      log.error({ err: error, endpoint: write.endpoint }, 'idempotency answer not stored');
    }
  }

  function find(userId: number, endpoint: string, key: string) {
    return db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'response', 'created_at'])
      .where('user_id', '=', userId)
      .where('endpoint', '=', endpoint)
      .where('idem_key', '=', key)
      .executeTakeFirst();
  }

  /** The stored answer of a key taken by the same request, waiting for it while it is being written. */
  async function storedAnswer(userId: number, endpoint: string, key: string, hash: string, reply: FastifyReply): Promise<unknown> {
    const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
    for (;;) {
      const row = await find(userId, endpoint, key);
      if (row !== undefined && row.request_hash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      if (row?.response !== undefined && row.response !== null) {
        reply.header('idempotent-replayed', 'true');
        return replay(row.response);
      }
      const stale = row !== undefined && Number(row.created_at) < now() - STALE_MS;
      if (stale || Date.now() >= deadline) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  async function runOnce(claim: IdempotencyClaim, run: () => Promise<unknown>, reply: FastifyReply): Promise<unknown> {
    const { userId, endpoint, key, requestHash: hash, at } = claim;
    const row = await find(userId, endpoint, key);
    if (row !== undefined) {
      if (Number(row.created_at) > now() - KEY_TTL_MS) return storedAnswer(userId, endpoint, key, hash, reply);
      // Past its 24 h (the purge has not run yet): the key is free again.
      await db
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', userId)
        .where('endpoint', '=', endpoint)
        .where('idem_key', '=', key)
        .where('created_at', '<=', now() - KEY_TTL_MS)
        .execute();
    }
    let data: unknown;
    try {
      data = await runWithClaim(claim, run);
    } catch (error) {
      if (error instanceof IdempotencyTaken) {
        // Another process took the key between our look and our transaction (which rolled back).
        if (error.outcome === 'conflict') throw new AppError('IDEMPOTENCY_KEY_REUSED');
        return storedAnswer(userId, endpoint, key, hash, reply);
      }
      // The key committed with money before this error: the error is the key's answer.
      if (claim.claimed) await storeAnswer({ userId, endpoint, key, requestHash: hash, response: JSON.stringify(envelopeOfError(error)), at, update: true });
      throw error;
    } finally {
      claim.closed = true;
    }
    // A call that ran no ledger transaction (a replay by requestId answered from the round already
    // there) has no key row yet: it is inserted with the answer.
    await storeAnswer({ userId, endpoint, key, requestHash: hash, response: JSON.stringify(okEnvelope(data)), at, update: claim.claimed });
    return data;
  }

  return {
    async handle(call, run) {
      const raw = call.request.headers[HEADERS.idempotencyKey];
      // An empty header is no key, like an empty token.
      if (raw === undefined || raw === '' || call.userId === undefined) return run();
      const key = Array.isArray(raw) ? raw[0] : raw;
      if (key === undefined || !KEY_FORMAT.test(key)) throw new AppError('VALIDATION', 'invalidRequest');
      const claim = newClaim({ userId: call.userId, endpoint: call.endpoint.name, key, requestHash: requestHash(call.input), at: now() });
      const id = `${claim.userId}\u0000${claim.endpoint}\u0000${key}`;
      for (let running = inFlight.get(id); running !== undefined; running = inFlight.get(id)) {
        if (running.hash !== claim.requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        await running.done;
      }
      let finish = () => undefined as void;
      inFlight.set(id, { hash: claim.requestHash, done: new Promise<void>((resolve) => (finish = resolve)) });
      try {
        return await runOnce(claim, run, call.reply);
      } finally {
        inFlight.delete(id);
        finish();
      }
    },

    async purge() {
      const result = await db.deleteFrom('idempotency_keys').where('created_at', '<=', now() - KEY_TTL_MS).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async drain() {
      await writer;
    },
  };
}
