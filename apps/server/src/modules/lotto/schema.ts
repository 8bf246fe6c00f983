// Tables of the lotto module (migration 0012_lotto, listed in src/db/migrations.ts).
import type { Generated, Migration } from 'kysely';
import type { DbKind } from '../../db/database';
import { withId, type AnyDb } from '../../db/migrationHelpers';

/**
 * One draw of a lotto game. Its row is the draw's state machine: open (on sale) → closed (sales
 * stopped at closes_at) → drawn (numbers written, seed revealed) → paid (every ticket settled).
 * Each step is one conditional update (`where status = <previous>`), so a step run twice (a restart
 * at the draw minute, two leaders for a moment) changes nothing the second time.
 */
export interface LottoDrawsTable {
  /** `swertres-20261126-1345`: game, GMT+8 date and time; also the message the seed signs. */
  draw_id: string;
  game: string;
  draw_at: number;
  closes_at: number;
  status: string;
  /** Secret until the draw is drawn; never served before. */
  server_seed: string;
  /** SHA-256 of server_seed, published from creation. */
  seed_hash: string;
  /** JSON array in draw order; null until drawn. */
  numbers: string | null;
  ticket_count: number;
  stake_total: number;
  payout_total: number | null;
  created_at: number;
  drawn_at: number | null;
  paid_at: number | null;
}

export interface LottoTicketsTable {
  id: Generated<number>;
  ticket_id: string;
  draw_id: string;
  user_id: number;
  /** The client's idempotency key of the purchase, unique per player. */
  request_id: string;
  bet_type: string;
  /** JSON array of the numbers played. */
  pick: string;
  stake: number;
  /** Set when the draw is paid (0 for a losing ticket); null before. */
  payout: number | null;
  created_at: number;
}

export interface LottoTables {
  lotto_draws: LottoDrawsTable;
  lotto_tickets: LottoTicketsTable;
}

export const LOTTO_TABLES = ['lotto_draws', 'lotto_tickets'] as const;

export function lottoMigration(kind: DbKind): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('lotto_draws')
        .addColumn('draw_id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('game', 'varchar(16)', (c) => c.notNull())
        .addColumn('draw_at', 'bigint', (c) => c.notNull())
        .addColumn('closes_at', 'bigint', (c) => c.notNull())
        .addColumn('status', 'varchar(8)', (c) => c.notNull())
        .addColumn('server_seed', 'varchar(64)', (c) => c.notNull())
        .addColumn('seed_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('numbers', 'varchar(64)')
        .addColumn('ticket_count', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('stake_total', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('payout_total', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('drawn_at', 'bigint')
        .addColumn('paid_at', 'bigint')
        .execute();
      await db.schema.createIndex('lotto_draws_game_at_idx').on('lotto_draws').columns(['game', 'draw_at']).execute();
      await db.schema.createIndex('lotto_draws_status_idx').on('lotto_draws').columns(['status', 'draw_at']).execute();

      await withId(kind, db.schema.createTable('lotto_tickets'))
        .addColumn('ticket_id', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('draw_id', 'varchar(64)', (c) => c.notNull().references('lotto_draws.draw_id'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('bet_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('pick', 'varchar(64)', (c) => c.notNull())
        .addColumn('stake', 'bigint', (c) => c.notNull())
        .addColumn('payout', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('lotto_tickets_request_key', ['user_id', 'request_id'])
        .execute();
      await db.schema.createIndex('lotto_tickets_draw_idx').on('lotto_tickets').column('draw_id').execute();
      await db.schema.createIndex('lotto_tickets_user_idx').on('lotto_tickets').columns(['user_id', 'id']).execute();
    },
    async down(db: AnyDb) {
      for (const table of ['lotto_tickets', 'lotto_draws']) await db.schema.dropTable(table).execute();
    },
  };
}
