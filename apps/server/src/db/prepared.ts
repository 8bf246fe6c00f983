// Queries of the hot paths compiled once: Kysely builds and compiles every query on every call (a
// fifth to a third of the server's CPU under load in issue 13's profiles). A prepared query is
// written once with Kysely as usual, its variable values being named placeholders; the first call
// compiles it for the database it was made for, and every call after that only fills the
// parameters in and runs the same SQL text (which SQLite's statement cache, src/db/database.ts,
// then finds prepared). The query is still Kysely's: one text per rule on both SQLite and
// PostgreSQL, no hand-written copy.
//
//   const findAccount = prepareQuery(db, (q, p: { code: string }) =>
//     q.selectFrom('ledger_accounts').select(['id']).where('code', '=', p.code));
//   const rows = await findAccount(trx, { code: 'system:house' });
//
// A placeholder must be used as a value (a bound parameter), never as something that shapes the
// SQL (an `in` list's length, a column name, a null test): queries whose shape varies take a
// shape key (see prepareShaped).
import type { Compilable, CompiledQuery, Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** A named value slot: compiled into the SQL as a bound parameter, filled in per call. */
class Placeholder {
  constructor(readonly name: string) {}
}

/** Every property read gives the placeholder of that name. */
function placeholders<P>(): P {
  return new Proxy({}, { get: (_target, name) => new Placeholder(String(name)) }) as P;
}

interface Template<O> {
  readonly compiled: CompiledQuery<O>;
  /** Per parameter: the name to fill in, or undefined for a constant compiled into the query. */
  readonly slots: readonly (string | undefined)[];
}

function compileTemplate<P, O>(db: Kysely<Database>, build: (q: Kysely<Database>, p: P) => Compilable<O>): Template<O> {
  const compiled = build(db, placeholders<P>()).compile();
  return { compiled, slots: compiled.parameters.map((value) => (value instanceof Placeholder ? value.name : undefined)) };
}

async function run<P, O>(template: Template<O>, executor: Executor, params: P): Promise<O[]> {
  const values = params as Record<string, unknown>;
  const parameters = template.compiled.parameters.map((value, i) => {
    const slot = template.slots[i];
    if (slot === undefined) return value;
    if (!(slot in values)) throw new Error(`prepared query: no value for ${slot}`);
    return values[slot];
  });
  return (await executor.executeQuery<O>({ ...template.compiled, parameters })).rows;
}

/** A query of fixed shape, compiled on first use; answers its rows. */
export function prepareQuery<P extends object, O>(db: Kysely<Database>, build: (q: Kysely<Database>, p: P) => Compilable<O>): (executor: Executor, params: P) => Promise<O[]> {
  let template: Template<O> | undefined;
  return (executor, params) => {
    template ??= compileTemplate(db, build);
    return run(template, executor, params);
  };
}

/**
 * A query whose shape depends on a small number (an `in` list's length, a row count): one compiled
 * template per shape, built by `build(q, p, shape)`.
 */
export function prepareShaped<P extends object, O>(
  db: Kysely<Database>,
  build: (q: Kysely<Database>, p: P, shape: number) => Compilable<O>,
  maxShapes = 64,
): (executor: Executor, params: P, shape: number) => Promise<O[]> {
  const templates = new Map<number, Template<O>>();
  return (executor, params, shape) => {
    let template = templates.get(shape);
    if (template === undefined) {
      template = compileTemplate<P, O>(db, (q, p) => build(q, p, shape));
      if (templates.size < maxShapes) templates.set(shape, template);
    }
    return run(template, executor, params);
  };
}
