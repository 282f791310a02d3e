/**
 * The audit trail read for people: who acted (the organiser, a player, the server) and the few
 * facts of each event that matter to a ruling — the player, round, game, result, points, time
 * given, the version of the game and the reason — rather than its raw data. Pure: the page puts
 * the words around them.
 */

/** Who an event's `actor` says acted. */
export type AuditActor = { kind: 'organiser' } | { kind: 'player'; playerId: string } | { kind: 'server' } | { kind: 'unknown' };

export function readActor(actor: unknown): AuditActor {
  if (!actor || typeof actor !== 'object') return { kind: 'unknown' };
  const a = actor as Record<string, unknown>;
  if (a.kind === 'organiser' || a.kind === 'server') return { kind: a.kind };
  if (a.kind === 'player' && typeof a.playerId === 'string') return { kind: 'player', playerId: a.playerId };
  return { kind: 'unknown' };
}

/** Event types with a name in words in the catalogue (`auditType.<type>`); any other shows as it is. */
export const KNOWN_EVENT_TYPES = [
  'CompetitionCreated',
  'CompetitionRulesetChanged',
  'PlayerRegistered',
  'PlayerDropped',
  'RoundPaired',
  'PairingSeedCommitted',
  'PairingSeedRevealed',
  'PlayerTableFixed',
  'PlayerSeeded',
  'PairingsAmended',
  'RoundPublished',
  'RoundStarted',
  'CompetitionResultReported',
  'CompetitionResultConfirmed',
  'CompetitionResultDisputed',
  'CompetitionResultRecorded',
  'PointsAdjusted',
  'GameLossIssued',
  'SeasonOpened',
  'SeasonClosed',
  'SeasonLimitsSet',
  'LeagueGameOpened',
  'RoundClockStarted',
  'RoundClockPaused',
  'RoundClockResumed',
  'RoundClockExtended',
  'RoundTimeExpired',
  'ProjectorViewChosen',
  'CompetitionFinished',
] as const;

export type KnownEventType = (typeof KNOWN_EVENT_TYPES)[number];

export const isKnownEventType = (type: string): type is KnownEventType => (KNOWN_EVENT_TYPES as readonly string[]).includes(type);

/** One fact of an event, in the order the page lists them. */
export type AuditDetail =
  | { key: 'name' | 'reason' | 'view' | 'season' | 'version'; text: string }
  | { key: 'player' | 'winner' | 'reportedBy'; playerId: string }
  | { key: 'round' | 'afterRound' | 'games' | 'breaches'; value: number }
  | { key: 'points'; value: number }
  | { key: 'minutes'; value: number }
  | { key: 'game'; game: string }
  | { key: 'wholeRound' }
  | { key: 'draw' }
  | { key: 'byOrganiser' }
  | { key: 'scores'; scores: Record<string, Record<string, number>> }
  /** How round 1 was seeded; `again`: a pairing again, which a draw makes anew. */
  | { key: 'pairing'; method: 'random' | 'rating' | 'seeds'; again: boolean; draw: number | null }
  /** A draw's seed, revealed after the pairing it drew, with the commitment to the next draw. */
  | { key: 'seedRevealed'; round: number; seed: string }
  | { key: 'commitment' | 'nextCommitment'; text: string }
  | { key: 'table'; table: number | null }
  | { key: 'seed'; value: number };

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const number = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function scoresOf(v: unknown): Record<string, Record<string, number>> | null {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const out: Record<string, Record<string, number>> = {};
  for (const [player, byName] of Object.entries(v as Record<string, unknown>)) {
    if (!byName || typeof byName !== 'object') continue;
    const values = Object.entries(byName as Record<string, unknown>).filter((e): e is [string, number] => number(e[1]) !== null);
    if (values.length > 0) out[player] = Object.fromEntries(values);
  }
  return Object.keys(out).length > 0 ? out : null;
}

/**
 * The facts of an event's data worth showing. Read by field rather than by type, so an event
 * type the app does not know yet still shows its player, round and reason.
 */
export function auditDetails(type: string, data: unknown): AuditDetail[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  const d = data as Record<string, unknown>;
  const out: AuditDetail[] = [];
  const name = text(d.name);
  if (name) out.push({ key: 'name', text: name });
  // A registration names the player already.
  if (typeof d.playerId === 'string' && !name) out.push({ key: 'player', playerId: d.playerId });
  // The version of the game its next engine matches play: at creation, and at each move to a newer one.
  const version = text(d.rulesetVersion);
  if (version) out.push({ key: 'version', text: version });
  const season = number(d.season);
  if (season !== null && type.startsWith('Season')) out.push({ key: 'season', text: String(season) });
  const round = number(d.round);
  // A revealed seed says its round in its own words.
  if (round !== null && type !== 'PairingSeedRevealed') out.push({ key: 'round', value: round });
  out.push(...drawDetails(type, d, round));
  if (typeof d.game === 'string') out.push({ key: 'game', game: d.game });
  // A round clock extended for the whole round names no game.
  else if ('game' in d && d.game === null && type === 'RoundClockExtended') out.push({ key: 'wholeRound' });
  if (typeof d.winner === 'string') out.push({ key: 'winner', playerId: d.winner });
  else if (d.draw === true) out.push({ key: 'draw' });
  const scores = scoresOf(d.scores);
  if (scores) out.push({ key: 'scores', scores });
  const points = number(d.points);
  if (points !== null) out.push({ key: 'points', value: points });
  const ms = number(d.limitMs) ?? number(d.ms);
  if (ms !== null) out.push({ key: 'minutes', value: Math.round((ms / 60_000) * 100) / 100 });
  if (Array.isArray(d.games)) out.push({ key: 'games', value: d.games.length });
  if (Array.isArray(d.breaches) && d.breaches.length > 0) out.push({ key: 'breaches', value: d.breaches.length });
  const afterRound = number(d.afterRound);
  if (afterRound !== null) out.push({ key: 'afterRound', value: afterRound });
  const view = text(d.view);
  if (view) out.push({ key: 'view', text: view });
  // Who reported: a player's id, or null for the organiser's own report (a ruling).
  if (type === 'CompetitionResultReported') {
    if (typeof d.by === 'string') out.push({ key: 'reportedBy', playerId: d.by });
    else if (d.by === null) out.push({ key: 'byOrganiser' });
  }
  const reason = text(d.reason);
  if (reason) out.push({ key: 'reason', text: reason });
  return out;
}

const METHODS = ['random', 'rating', 'seeds'] as const;

/** The facts of a first-round draw, a fixed table and a seed: read by type, as their fields say little alone. */
function drawDetails(type: string, d: Record<string, unknown>, round: number | null): AuditDetail[] {
  const out: AuditDetail[] = [];
  const first = d.firstRound && typeof d.firstRound === 'object' ? (d.firstRound as Record<string, unknown>) : null;
  const method = METHODS.find((m) => m === first?.method);
  if (type === 'RoundPaired' && method) out.push({ key: 'pairing', method, again: d.repaired === true, draw: number(first?.draw) });
  const seed = text(d.seed);
  if (type === 'PairingSeedRevealed' && seed) out.push({ key: 'seedRevealed', round: round ?? 1, seed });
  const commitment = text(d.commitment);
  if (type === 'PairingSeedCommitted' && commitment) out.push({ key: 'commitment', text: commitment });
  // A Swiss commits to its first draw as it is created.
  const created = text(d.pairingSeedCommitment);
  if (type === 'CompetitionCreated' && created) out.push({ key: 'commitment', text: created });
  const next = text(d.next);
  if (type === 'PairingSeedRevealed' && next) out.push({ key: 'nextCommitment', text: next });
  if (type === 'PlayerTableFixed' && (d.table === null || number(d.table) !== null)) out.push({ key: 'table', table: number(d.table) });
  const seedNumber = number(d.seed);
  if (type === 'PlayerSeeded' && seedNumber !== null) out.push({ key: 'seed', value: seedNumber });
  return out;
}
