// Group commit: the single writer (sequencer) of the hot money paths. Jobs queue while the previous
// batch is being written (or, when idle, until the event loop has read the requests already
// waiting on the sockets), then run one after another, in arrival order, in ONE database
// transaction — one commit, so one fsync (SQLite synchronous=FULL) or one WAL flush (PostgreSQL
// synchronous_commit on) for the whole batch instead of one per request. Each job runs inside its
// own SAVEPOINT: a job that throws (insufficient funds, a unique violation of a raced requestId, a
// per-job hook refusing the call) rolls back only its own statements, and the others commit.
// Savepoints cost two statements per job (two round trips on PostgreSQL), so a batch first runs
// without them: when every job succeeds, nothing needed undoing. When a job fails, that attempt is
// rolled back whole and the batch runs again with a savepoint per job (jobs are safe to run again,
// see below); the writer keeps savepoints on while batches keep having a failing job. A batch of
// one job needs no savepoint at all: its failure rolls back the transaction and is its answer.
// Every job is answered — its value or its error — only after the batch's commit returned, so an
// acknowledged operation is durable. When the batch itself fails (the commit, a savepoint
// statement, the connection), nothing of it was written and every job in it gets that error;
// deadlocks, serialization failures and a busy database retry the whole batch (jobs must be safe
// to run again: all their writes are in the transaction that failed).
//
//   const writer = createGroupCommit(db);
//   const result = await writer.run(async (trx) => { ...statements on trx...; return value; });
//   const result = await writer.run(work, { hooks: [(trx) => claimIdempotencyKey(trx, claim)] });
//                 // hooks run first, in the job's savepoint: a hook that throws refuses the job
//
// A job must use only the transaction it is given (never open its own: it would wait for the
// batch's connection), and should be short: the batch holds the writer for the sum of its jobs.
//
// Lanes (PostgreSQL, `pipeline`): one after another, a batch of N jobs of about seven statements
// waits for 7N round trips. A job may name a lane (`lane`: the player it is for); in a batch run
// without savepoints, jobs of different lanes then run at once, each on its own pipelined view of
// the transaction (src/db/pipeline.ts), so their statements share round trips, while the jobs of
// one lane still run in arrival order (a player's second bet sees the first one's balance, nonce
// and limits). A job without a lane runs alone, after the jobs before it and before the ones after
// it. Two lanes' statements interleave in one transaction, so a job may read-then-write only rows
// of its own lane; rows that every lane writes (the house) must be written in single statements
// (`set balance = balance + ?`). When any job fails, every running lane is waited for, and the
// batch runs again one job at a time with savepoints, as above.
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import { isRetryable } from './errors';
import type { PipelineViews } from './pipeline';
import { executeCompiled, nameStatement } from './prepared';
import type { Database } from './schema';

export type Work<T> = (trx: Transaction<Database>) => Promise<T>;

/** Extra statements of one job, run in its savepoint before its work (e.g. an idempotency claim). */
export type JobHook = (trx: Transaction<Database>) => Promise<void>;

export interface RunOptions {
  readonly hooks?: readonly JobHook[];
  /**
   * Jobs of one lane run in arrival order; jobs of different lanes may run at the same time in the
   * batch's transaction (see "Lanes" above). Absent: the job runs alone.
   */
  readonly lane?: string;
}

export interface GroupCommitOptions {
  /** Most jobs in one transaction (default 512); the rest wait for the next batch. */
  readonly maxBatch?: number;
  /**
   * How long an idle writer waits after the first job for others to join (ms). 0 (default): until
   * the event loop has handled the I/O already pending (setImmediate); under load the batches form
   * by themselves from what arrives while the previous one commits.
   */
  readonly windowMs?: number;
  /** Attempts of a batch on deadlock / serialization / busy errors (default 5). */
  readonly attempts?: number;
  /** Called after each committed batch with its size (metrics, tests). */
  readonly onBatch?: (size: number) => void;
  /** Pipelined views of a transaction (PostgreSQL): jobs of different lanes run at once. */
  readonly pipeline?: PipelineViews | undefined;
}

export interface GroupCommit {
  run<T>(work: Work<T>, options?: RunOptions): Promise<T>;
  /** Resolves once every job queued so far is answered. */
  drain(): Promise<void>;
}

interface Job {
  readonly work: Work<unknown>;
  readonly hooks: readonly JobHook[];
  readonly lane: string | undefined;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

// Compiled once: these run twice per job (straight on SQLite's cached statement, src/db/prepared.ts).
const SAVEPOINT = nameStatement(CompiledQuery.raw('savepoint job'));
const RELEASE = nameStatement(CompiledQuery.raw('release savepoint job'));
const ROLLBACK_TO = nameStatement(CompiledQuery.raw('rollback to savepoint job'));

type Outcome = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: unknown };

/** A job failed in a batch run without savepoints: roll it all back and run it with them. */
class NeedsSavepoints extends Error {}

/** The only job of a batch failed: the rolled-back transaction is its answer. */
class LoneJobFailed extends Error {
  constructor(readonly jobError: unknown) {
    super('the batch\'s only job failed');
  }
}

export function createGroupCommit(db: Kysely<Database>, options: GroupCommitOptions = {}): GroupCommit {
  const maxBatch = options.maxBatch ?? 512;
  const windowMs = options.windowMs ?? 0;
  const attempts = options.attempts ?? 5;
  let queue: Job[] = [];
  let writing = false;
  let scheduled = false;
  let idleWaiters: (() => void)[] = [];
  // Whether the next batch starts with a savepoint per job (the last one with them had a failure).
  let isolateNext = false;

  function schedule(): void {
    if (writing || scheduled || queue.length === 0) return;
    scheduled = true;
    const go = () => {
      scheduled = false;
      void write();
    };
    if (windowMs > 0) setTimeout(go, windowMs);
    else setImmediate(go);
  }

  /** A batch without savepoints, its lanes at once: its outcomes, or a throw as runBatch's. */
  async function runLanes(trx: Transaction<Database>, batch: readonly Job[], pipeline: PipelineViews): Promise<Outcome[]> {
    const views = await pipeline(trx, batch.length);
    const outcomes: Outcome[] = [];
    let start = 0;
    while (start < batch.length) {
      // The next run of jobs with lanes (or one job without), in arrival order.
      let end = start + 1;
      if (batch[start]?.lane !== undefined) while (end < batch.length && batch[end]?.lane !== undefined) end++;
      const lanes = new Map<string | undefined, number[]>();
      for (let i = start; i < end; i++) {
        const lane = batch[i]?.lane;
        const jobs = lanes.get(lane);
        if (jobs === undefined) lanes.set(lane, [i]);
        else jobs.push(i);
      }
      const settled = await Promise.allSettled(
        [...lanes.values()].map(async (indexes) => {
          for (const i of indexes) {
            const job = batch[i] as Job;
            const view = views[i] as Transaction<Database>;
            for (const hook of job.hooks) await hook(view);
            outcomes[i] = { ok: true, value: await job.work(view) };
          }
        }),
      );
      // Every lane has stopped before the transaction is rolled back (no statement after it).
      const errors = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
      const retry = errors.find((error) => isRetryable(error));
      if (retry !== undefined) throw retry;
      if (errors.length > 0) throw new NeedsSavepoints();
      start = end;
    }
    return outcomes;
  }

  async function runBatch(batch: readonly Job[], isolated: boolean): Promise<Outcome[]> {
    return db.transaction().execute(async (trx) => {
      if (!isolated && batch.length > 1 && options.pipeline !== undefined) return runLanes(trx, batch, options.pipeline);
      const outcomes: Outcome[] = [];
      for (const job of batch) {
        if (!isolated) {
          try {
            for (const hook of job.hooks) await hook(trx);
            outcomes.push({ ok: true, value: await job.work(trx) });
          } catch (error) {
            // A deadlock or busy database retries the batch as before; any other failure is the
            // lone job's answer, or sends the batch back to run with savepoints.
            if (isRetryable(error)) throw error;
            throw batch.length === 1 ? new LoneJobFailed(error) : new NeedsSavepoints();
          }
          continue;
        }
        await executeCompiled(db, trx, SAVEPOINT);
        try {
          for (const hook of job.hooks) await hook(trx);
          const value = await job.work(trx);
          await executeCompiled(db, trx, RELEASE);
          outcomes.push({ ok: true, value });
        } catch (error) {
          // Undo this job only; if even that fails the batch fails (caught by the caller).
          await executeCompiled(db, trx, ROLLBACK_TO);
          await executeCompiled(db, trx, RELEASE);
          outcomes.push({ ok: false, error });
        }
      }
      return outcomes;
    });
  }

  async function write(): Promise<void> {
    writing = true;
    const batch = queue.length <= maxBatch ? queue : queue.slice(0, maxBatch);
    queue = queue.length <= maxBatch ? [] : queue.slice(maxBatch);
    let outcomes: Outcome[] | undefined;
    let failure: unknown;
    let isolated = isolateNext && batch.length > 1;
    for (let attempt = 1; ; attempt++) {
      try {
        outcomes = await runBatch(batch, isolated);
        if (isolated) isolateNext = outcomes.some((o) => !o.ok);
        break;
      } catch (error) {
        if (error instanceof LoneJobFailed) {
          outcomes = [{ ok: false, error: error.jobError }];
          break;
        }
        if (error instanceof NeedsSavepoints) {
          // Not a failed attempt: the same batch again, each job in its savepoint.
          isolated = true;
          attempt--;
          continue;
        }
        if (attempt >= attempts || !isRetryable(error)) {
          failure = error;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 2 * attempt + Math.random() * 5));
      }
    }
    // Committed (or wholly failed): only now does any job of the batch get its answer.
    if (outcomes === undefined) {
      for (const job of batch) job.reject(failure);
    } else {
      options.onBatch?.(batch.length);
      batch.forEach((job, i) => {
        const outcome = outcomes[i] as Outcome;
        if (outcome.ok) job.resolve(outcome.value);
        else job.reject(outcome.error);
      });
    }
    writing = false;
    if (queue.length > 0) {
      // What arrived while this batch was written is the next batch: no extra wait.
      void write();
    } else {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const wake of waiters) wake();
    }
  }

  return {
    run<T>(work: Work<T>, runOptions: RunOptions = {}): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, hooks: runOptions.hooks ?? [], lane: runOptions.lane, resolve: resolve as (value: unknown) => void, reject });
        schedule();
      });
    },
    drain() {
      if (!writing && !scheduled && queue.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
