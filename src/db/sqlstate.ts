// SQLSTATE codes we react to, by name.
export const SqlState = {
  UNIQUE_VIOLATION: '23505',
  FOREIGN_KEY_VIOLATION: '23503',
  CHECK_VIOLATION: '23514',
  INVALID_TEXT_REPRESENTATION: '22P02',
  ADMIN_SHUTDOWN: '57P01',
} as const;

export function sqlStateOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;
}

/**
 * True when `error` is a PostgreSQL unique violation (SQLSTATE 23505), optionally of one named constraint.
 * postgres.js puts the SQLSTATE in `code` and the constraint in `constraint_name`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (sqlStateOf(error) !== SqlState.UNIQUE_VIOLATION) return false;
  return constraint === undefined || (error as { constraint_name?: unknown }).constraint_name === constraint;
}
