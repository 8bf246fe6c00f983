// What every module's migration needs: an untyped Kysely (migrations run before the typed schema
// exists) and an auto-increment key in each dialect's own words.
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { DbKind } from './database';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export type AnyDb = Kysely<any>;

/** An auto-increment integer key `id` (identity on PostgreSQL). */
export function withId<T extends string>(kind: DbKind, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  return table.addColumn('id', kind === 'postgres' ? 'bigint' : 'integer', (col: ColumnDefinitionBuilder) =>
    kind === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
  );
}
