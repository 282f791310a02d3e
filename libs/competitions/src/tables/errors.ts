/**
 * Errors of table assignment, each with a stable `code`:
 * NOT_ENOUGH_TABLES, BAD_TABLES, DUPLICATE_PLAYER, INVALID_PAIR, BAD_HISTORY.
 */
export type TableErrorCode = 'NOT_ENOUGH_TABLES' | 'BAD_TABLES' | 'DUPLICATE_PLAYER' | 'INVALID_PAIR' | 'BAD_HISTORY';

export class TableError extends Error {
  override readonly name = 'TableError';
  constructor(
    readonly code: TableErrorCode,
    message: string,
  ) {
    super(message);
  }
}
