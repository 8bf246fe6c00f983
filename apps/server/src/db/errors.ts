// Recognises database errors on either database: a unique-constraint violation (for "already
// exists" answers) and a failure that is safe to run again (the ledger's and group commit's retries).

export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  // better-sqlite3: SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY; pg: SQLSTATE 23505.
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** Deadlock / serialization failure (PG) or a busy database (SQLite): safe to run again. */
export function isRetryable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return code === '40P01' || code === '40001' || code === 'SQLITE_BUSY';
}
