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
//
// On SQLite, a prepared query run inside a transaction goes straight to better-sqlite3's cached
// statement (`executeCompiled`): the transaction already holds the database's only connection, so
// Kysely's executor (connection provider, plugins, promise chain per statement: a tenth of the
// server's CPU under load) adds nothing there. Outside a transaction a read-only query (the session
// look-up of every call) runs straight on the statement too when no transaction is open on the
// connection: it reads committed rows only. While one is open (another caller's, awaiting
// something) it goes through Kysely, whose connection mutex makes it wait for that transaction's
// end instead of reading its uncommitted rows.
import type SQLite from 'better-sqlite3';
import type { Compilable, CompiledQuery, Kysely, QueryResult, Transaction } from 'kysely';
import type { Database } from './schema';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The SQL texts of the prepared queries, each with a statement name: on PostgreSQL each pooled
 * connection prepares such a text once, server-side, and then only binds and executes it (no parse
 * and plan per call; src/db/database.ts). A bounded set: the templates below, a few shapes each.
 */
const namedTexts = new Map<string, string>();
const MAX_NAMED_TEXTS = 2_000;

/** The statement name of a prepared query's SQL text, or undefined for any other text. */
export function statementName(sqlText: string): string | undefined {
  return namedTexts.get(sqlText);
}

function nameText(sqlText: string): void {
  if (!namedTexts.has(sqlText) && namedTexts.size < MAX_NAMED_TEXTS) namedTexts.set(sqlText, `perya_${namedTexts.size + 1}`);
}

/** A compiled query of the hot path whose text should be prepared once per connection (PostgreSQL). */
export function nameStatement<O>(compiled: CompiledQuery<O>): CompiledQuery<O> {
  nameText(compiled.sql);
  return compiled;
}

/** The better-sqlite3 handle behind each SQLite Kysely instance (src/db/database.ts registers it). */
const sqliteHandles = new WeakMap<object, SQLite.Database>();
/** Registers the better-sqlite3 handle of a SQLite Kysely instance (its single connection). */
export function registerSqliteHandle(db: Kysely<Database>, sqlite: SQLite.Database): void {
  sqliteHandles.set(db, sqlite);
}

/**
 * The raw handle to run a statement on for this executor: only for a transaction of a registered
 * SQLite database (it holds the connection), else null (go through Kysely). A prepared query runs
 * on the database it was prepared for: a transaction of another one is refused rather than
 * silently run outside it.
 */
function rawHandle(db: Kysely<Database>, executor: Executor): SQLite.Database | null {
  if (!executor.isTransaction) return null;
  const sqlite = sqliteHandles.get(db);
  if (sqlite === undefined) return null;
  if (!sqlite.inTransaction) throw new Error('prepared query: run in a transaction of another database than the one it was prepared for');
  return sqlite;
}

/**
 * Runs a compiled query on the executor: on SQLite inside a transaction directly on the cached
 * better-sqlite3 statement (as Kysely's own driver would, without its executor), else via Kysely.
 * `db` is the Kysely instance the transaction belongs to.
 */
export async function executeCompiled<O>(db: Kysely<Database>, executor: Executor, compiled: CompiledQuery<O>): Promise<QueryResult<O>> {
  const sqlite = rawHandle(db, executor);
  if (sqlite === null) return executor.executeQuery<O>(compiled);
  const statement = sqlite.prepare(compiled.sql);
  if (statement.reader) return { rows: statement.all(compiled.parameters as unknown[]) as O[] };
  statement.run(compiled.parameters as unknown[]);
  return { rows: [] };
}

/** A named value slot: compiled into the SQL as a bound parameter, filled in per call. */
class Placeholder {
  constructor(readonly name: string) {}
}

/** Every property read gives the placeholder of that name. */
function placeholders<P>(): P {
  return new Proxy({}, { get: (_target, name) => new Placeholder(String(name)) }) as P;
}

interface Template<O> {
  readonly db: Kysely<Database>;
  readonly compiled: CompiledQuery<O>;
  /** Per parameter: the name to fill in, or undefined for a constant compiled into the query. */
  readonly slots: readonly (string | undefined)[];
}

function compileTemplate<P, O>(db: Kysely<Database>, build: (q: Kysely<Database>, p: P) => Compilable<O>): Template<O> {
  const compiled = build(db, placeholders<P>()).compile();
  nameText(compiled.sql);
  return { db, compiled, slots: compiled.parameters.map((value) => (value instanceof Placeholder ? value.name : undefined)) };
}

async function run<P, O>(template: Template<O>, executor: Executor, params: P): Promise<O[]> {
  const values = params as Record<string, unknown>;
  const { compiled, slots } = template;
  const parameters = new Array<unknown>(slots.length);
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i];
    if (slot === undefined) {
      parameters[i] = compiled.parameters[i];
      continue;
    }
    const value = values[slot];
    if (value === undefined && !(slot in values)) throw new Error(`prepared query: no value for ${slot}`);
    parameters[i] = value;
  }
  const sqlite = rawHandle(template.db, executor);
  if (sqlite !== null) {
    const statement = sqlite.prepare(compiled.sql);
    if (statement.reader) return statement.all(parameters) as O[];
    statement.run(parameters);
    return [];
  }
  if (executor === template.db) {
    const idle = sqliteHandles.get(template.db);
    if (idle !== undefined && !idle.inTransaction) {
      const statement = idle.prepare(compiled.sql);
      if (statement.readonly) return statement.all(parameters) as O[];
    }
  }
  return (await executor.executeQuery<O>({ ...compiled, parameters })).rows;
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
