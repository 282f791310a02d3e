/**
 * Folded matches stored in `match_snapshots` (migrations/1763770700000-MatchSnapshots.ts), so
 * that a process meeting a long match for the first time folds it from the newest snapshot
 * rather than from its first event. A snapshot never changes a result: one that this code
 * cannot use is passed over, and the match is folded from its start as if there were none.
 */
import { createHash } from 'node:crypto';
import type { SnapshotStore, StreamSnapshot } from '@app/event-store';
import { canonical, outcomeOf, pendingOf, type MatchState, type RulesetRegistry } from '@app/rules';
import type { Pool } from 'pg';

/**
 * The shape of the stored state. A change to how any ruleset lays out its state that keeps the
 * ruleset's version (a faster fold that decides the same) must raise this number, so that the
 * snapshots of the old layout are passed over; or the table may simply be emptied, as any
 * cache may. The `check` column is the safety net behind it.
 */
export const MATCH_SNAPSHOT_FORMAT = 1;

/** A row of `match_snapshots` as read back. */
export interface SnapshotRow {
  version: number;
  format: number;
  ruleset_id: string;
  ruleset_version: string;
  state: string;
  check: string;
}

/**
 * What the snapshot must still mean once read back: the pending decision and the outcome. A
 * state the current rules read differently from the rules that wrote it does not pass.
 */
export function snapshotCheck(match: MatchState): string {
  return createHash('sha256')
    .update(canonical({ version: match.version, pending: pendingOf(match), outcome: outcomeOf(match) }))
    .digest('base64url');
}

/**
 * The state as stored: everything but the ruleset, which is code and is named by its id and
 * version. A value JSON would change rather than keep (a number that is not finite, a hole in
 * an array) makes it throw: such a state is not snapshotted. Members whose value is undefined
 * are left out, as they are from every event.
 */
export function serializeMatch(match: MatchState): string {
  const { ruleset: _ruleset, ...rest } = match;
  return JSON.stringify(rest, function (this: unknown, key: string, v: unknown) {
    if (typeof v === 'number' && !Number.isFinite(v)) throw new Error(`${key}: ${v} does not survive JSON`);
    if (v === undefined && Array.isArray(this)) throw new Error(`${key}: an undefined array element does not survive JSON`);
    return v;
  });
}

/**
 * A stored state read back, with its ruleset found again in the registry; null when it cannot be
 * used: another format, a ruleset version this process does not have, text that does not parse
 * or is not a match at the version stored, or a check that no longer holds.
 */
export function reviveMatch(registry: RulesetRegistry, row: SnapshotRow): MatchState | null {
  if (row.format !== MATCH_SNAPSHOT_FORMAT) return null;
  try {
    const ruleset = registry.get(row.ruleset_id, row.ruleset_version);
    const parsed = JSON.parse(row.state) as Partial<MatchState> | null;
    if (typeof parsed !== 'object' || parsed === null || parsed.version !== row.version) return null;
    const pinned = parsed.created?.ruleset;
    if (!pinned || pinned.id !== row.ruleset_id || pinned.version !== row.ruleset_version) return null;
    if (!('game' in parsed) || typeof parsed.clock !== 'object' || parsed.clock === null) return null;
    const match = { ...parsed, ruleset } as MatchState;
    return snapshotCheck(match) === row.check ? match : null;
  } catch {
    // A state the rules cannot even read is no snapshot: the match is folded from its start.
    return null;
  }
}

/** Snapshots of match streams in PostgreSQL (or PGlite). */
export class PostgresMatchSnapshots implements SnapshotStore<MatchState> {
  constructor(
    private readonly pool: Pick<Pool, 'query'>,
    private readonly registry: RulesetRegistry,
  ) {}

  async latest(streamId: string, atMost?: number): Promise<StreamSnapshot<MatchState> | null> {
    const { rows } = await this.pool.query<SnapshotRow>(
      `SELECT version, ruleset_id, ruleset_version, format, state, "check" FROM match_snapshots
        WHERE stream_id = $1 AND format = $2 AND ($3::integer IS NULL OR version <= $3)
        ORDER BY version DESC LIMIT 1`,
      [streamId, MATCH_SNAPSHOT_FORMAT, atMost ?? null],
    );
    const row = rows[0];
    if (!row) return null;
    const state = reviveMatch(this.registry, row);
    return state ? { version: row.version, state } : null;
  }

  async save(streamId: string, snapshot: StreamSnapshot<MatchState>): Promise<void> {
    const { state, version } = snapshot;
    if (state.version !== version) throw new Error(`a snapshot at version ${version} holds a match at ${state.version}`);
    await this.pool.query(
      `INSERT INTO match_snapshots (stream_id, version, ruleset_id, ruleset_version, format, state, "check")
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (stream_id, version) DO NOTHING`,
      [streamId, version, state.ruleset.id, state.ruleset.version, MATCH_SNAPSHOT_FORMAT, serializeMatch(state), snapshotCheck(state)],
    );
  }
}
