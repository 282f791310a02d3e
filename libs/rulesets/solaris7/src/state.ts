/**
 * The state of a Solaris VII match: plain JSON, so a replay can be compared with the live
 * state by deep equality.
 *
 * Two parts: `data` (arena, unit profiles, cards, objective tokens, options), fixed at setup,
 * never drafted and shared by reference between states; and everything else, which a
 * transition changes through the kernel's `changeState`, sharing every part it leaves alone.
 * The digest's system events (§12.2: RoundStarted, TurnStarted, UnitShutDown…) are never
 * stored in the stream; evolve derives them into `log`, kept in pages (`MatchLog`) so that an
 * event copies one short page, never the whole log of the match.
 */
import { copyJson, readOnly, ruleRef } from '@app/rules';
import type { Arena, Card, Hex, ObjectiveToken, Orientation, UnitProfile, WeightClass } from './model';

export const RULESET_ID = 'solaris7';
/**
 * 1.1.1: unit, card, arena and token ids are the organiser's own names, any of them (1.1.0
 * refused an objective token called `constructor` as brought twice, and credited damage marked
 * by a unit of that name wrongly).
 */
export const RULESET_VERSION = '1.1.1';
/** The seats of the table in clockwise order: a match seats two to four players, A and B first (§2.2 "more than two players"). */
export const SIDES = ['A', 'B', 'C', 'D'] as const;
export type Side = (typeof SIDES)[number];

/** `ref('§3.2')` → "solaris7 §3.2": the rule reference carried by every RuleViolation. */
export const ref = ruleRef(RULESET_ID);

/**
 * The player on `side`'s left: the next seated player clockwise (§2.18 zone choice, §6.3
 * replacement), passing over players who no longer have a unit on the arena when `standing`
 * says so (A61: an eliminated player no longer plays).
 */
export function leftOf(s: SolarisState, side: Side, standing = false): Side {
  const seats = s.data.players;
  const i = seats.indexOf(side);
  for (let k = 1; k < seats.length; k++) {
    const next = seats[(i + k) % seats.length];
    if (!standing || s.units.some((u) => u.side === next && onArena(u))) return next;
  }
  return side;
}

/** The team of a player: the players who fight together (2-vs-2), or the player alone. */
export function teamOf(s: SolarisState, side: Side): Side[] {
  return s.data.teams.find((t) => t.includes(side)) ?? [side];
}

/** Allies never attack each other (§2.12): units of the same player or of teammates. */
export function sameTeam(s: SolarisState, a: Side, b: Side): boolean {
  return teamOf(s, a).includes(b);
}

export function scoreOf(s: SolarisState, side: Side): Scores {
  const score = s.scores[side];
  if (!score) throw new Error(`side ${side} is not seated`);
  return score;
}

export interface MatchOptions {
  /** A1: the heavy class preset (280, the suspected typo's correction, or 180 as printed). */
  heavyLimit: 280 | 180;
  /** A38: a clock that runs out mid-round ends the match after the current phase (false) or the round (true). */
  finishRoundOnTimeout: boolean;
  /** §6: objective tokens in play. */
  objectives: boolean;
}

export interface MatchData {
  options: MatchOptions;
  /** The seated players, clockwise (seat order). */
  players: Side[];
  /** The teams: two teams of two in a 2-vs-2 (§2.18), else every player alone. */
  teams: Side[][];
  /** §2.3: 'standard' for the suggested standard match. */
  preset: 'standard' | null;
  /** End p.14: the agreed time limit in minutes, or null (the server's clock enforces it). */
  timeLimitMinutes: number | null;
  pointLimit: number;
  weightClass: WeightClass | null;
  unitsPerTeam: number;
  /** The arena when pre-chosen, else the candidates the first player chooses among (§2.18). */
  arenas: Record<string, Arena>;
  profiles: Record<string, UnitProfile>;
  cards: Record<string, Card>;
  tokens: Record<string, ObjectiveToken & { owner: Side }>;
}

export type Phase = 'setup' | 'initiative' | 'movement' | 'combat' | 'end' | 'over';

export type CombatOrder = 'melee' | 'ranged' | 'advance' | 'entrench' | 'defend' | 'evade' | 'cool' | 'pass';
export type SpecialAttack = 'charge' | 'jump' | 'pin';

/** What one unit did this round: cleared in the End phase (§3.4 step 6). */
export interface RoundRecord {
  /** Any order at all this round (the End phase's idle −1 heat, §3.4). */
  ordered: boolean;
  /** A Move order this round (Entrench is refused after one, §3.3.4). */
  moveOrder: boolean;
  special: SpecialAttack | null;
  /** Hit by a successful Jump attack: no movement this round (§5.2). */
  jumpedOn: boolean;
  movementDone: boolean;
  combat: CombatOrder | null;
  /** Entrench/Defend: the one attack of its own turn is used (§3.3.4–5). */
  ownAttackUsed: boolean;
  /** Declared a target this Combat phase (Entrench on its own turn is refused after, §3.3.4). */
  targeted: boolean;
  /** §3.3.2 energy hit: +1 heat, at most once a round (A19). */
  energyHeat: boolean;
  /** [Equip: HOMING BEACON]: hit by a beacon this round; lines of fire to it are clear until the Combat phase ends. */
  homed: boolean;
  /** §5.3 Pin: breakaway modifiers from pins this round. */
  pinModifiers: number[];
  /** Damage marked on this unit this round by each enemy unit (credit for RP, A17). */
  damageBy: Record<string, number>;
}

export interface UnitState {
  id: string;
  side: Side;
  profileId: string;
  cards: string[];
  /** Unit + cards (§2.3, §7.2): the value compared for RP (End p.14) and tie-breaks. */
  points: number;
  hex: Hex | null;
  orientation: Orientation;
  /** Combat-dial click: index into the profile's dial. */
  click: number;
  /** Heat-dial click: index into the profile's heat dial; 0 is the start position. */
  heat: number;
  /** Counters applied in the End phase (§2.7, §2.16; unbounded, A15). */
  damageDie: number;
  heatDie: number;
  shutdown: boolean;
  /** §2.15: only units with a pilot card can lose consciousness. */
  pilotUnconscious: boolean;
  eliminated: boolean;
  /** Single-use (circle) equipment already spent, by dial click and id. */
  spent: string[];
  /** Optional equipment cancelled until the end of the current turn (A10). */
  cancelled: string[];
  /** Defend last round: −1 to this round's initiative (§3.3.5). */
  defendedLastRound: boolean;
  round: RoundRecord;
  /** The last enemy unit that marked damage on it in the match (A17 fallback). */
  lastDamagedBy: string | null;
  eliminatedBy: string | null;
  initiative: number | null;
  /** Initiative re-rolls of a tie, which order the tied units among themselves only (A26). */
  tiebreaks: number[];
  /** §3.1: the highest roller chose to act first. */
  initiativeFirst: boolean;
  /** §2.17: restarted this round: orders again from the next round. */
  restartedThisRound: boolean;
}

export type LogEntry = { type: string; n: number } & Record<string, unknown>;

/** Entries of a page of the log: a new entry copies at most this many, however long the match. */
export const LOG_PAGE = 64;

/**
 * The derived log, oldest first: full pages of `LOG_PAGE` entries, then the page being written.
 * An entry copies the page being written (structural sharing copies what it changes); a full
 * page joins `pages` once every `LOG_PAGE` entries, so a 16,000-entry log costs each event
 * about as much as a short one. The view shows it as one list (`logEntries`).
 */
export interface MatchLog {
  pages: LogEntry[][];
  page: LogEntry[];
}

export function emptyLog(): MatchLog {
  return { pages: [], page: [] };
}

/** The whole log, oldest first, as one list. */
export function logEntries(log: MatchLog): LogEntry[] {
  return log.pages.length === 0 ? [...log.page] : [...log.pages.flat(), ...log.page];
}

export interface Scores {
  rp: number;
  /** Units and tokens the side destroyed. */
  eliminations: string[];
  tokens: string[];
}

export interface GameResult {
  /** The winning player, or in a team match the winning team's first player in seat order. */
  winner: Side | null;
  /** Every player of the winning team (the winner alone outside team play). */
  winners: Side[];
  draw: boolean;
  reason: 'elimination' | 'timeExpired' | 'agreed' | 'concede';
  /** How the winner was found (End p.14): reputation, lower point value, or the d6 roll-off. */
  decidedBy: 'rp' | 'points' | 'rollOff' | 'concede' | 'noUnits' | null;
}

export interface SolarisState {
  ruleset: { id: string; version: string };
  data: MatchData;
  phase: Phase;
  round: number;
  units: UnitState[];
  setup: import('./setup-phase').SetupProgress;
  arenaId: string | null;
  /** Turn order of the current round (§3.1): unit ids, first to act first. */
  turnOrder: string[];
  /** Index into turnOrder of the unit whose turn it is in the current phase. */
  turn: number;
  /** Pairs "a|b" of enemies in base contact when the round started (§5.3 Pin). */
  roundContacts: string[];
  /** What must be answered before play goes on, first item first. */
  queue: import('./tasks').Task[];
  /** The objective token on the arena (§6.1: only one at a time). */
  objective: { tokenId: string; hex: Hex } | null;
  /** Tokens not yet placed (face down, §6.1), sorted by id so that a die picks one. */
  pool: string[];
  /** Who destroyed the last token (§6.3 replacement). */
  lastTokenDestroyer: Side | null;
  /** Each seated player's own reputation (A50: a team's is the sum of its players'). */
  scores: Partial<Record<Side, Scores>>;
  /** A38: the clock ran out; the match ends at the end of the phase (or round). */
  timeExpired: boolean;
  /** End phase: the damage dice are clicked; later pushing damage goes straight to the dial (A16). */
  endDamageApplied: boolean;
  endAgreed: Side[];
  /** Why the match is ending while the roll-off is still being rolled. */
  pendingReason?: GameResult['reason'];
  result: GameResult | null;
  eventCount: number;
  log: MatchLog;
}

/** The unit named `id`: found among the units as they stand (drafting none), then taken from the state to be changed. */
export function unitOf(s: SolarisState, id: string): UnitState | undefined {
  const i = readOnly(s.units).findIndex((u) => u.id === id);
  return i === -1 ? undefined : s.units[i];
}

export function mustUnit(s: SolarisState, id: string): UnitState {
  const u = unitOf(s, id);
  if (!u) throw new Error(`no unit ${id}`);
  return u;
}

export function profileOf(s: SolarisState, u: UnitState): UnitProfile {
  return s.data.profiles[u.profileId];
}

export function onArena(u: UnitState): boolean {
  const x = readOnly(u); // the hex is only compared: read without drafting it
  return !x.eliminated && x.hex !== null;
}

export function freshRound(): RoundRecord {
  return {
    ordered: false,
    moveOrder: false,
    special: null,
    jumpedOn: false,
    movementDone: false,
    combat: null,
    ownAttackUsed: false,
    targeted: false,
    energyHeat: false,
    homed: false,
    pinModifiers: [],
    damageBy: {},
  };
}

/** Logs what happened; the entry is a copy, so it keeps what was so then however the state moves on (a die rerolled later). */
export function note(s: SolarisState, type: string, fields: Record<string, unknown> = {}): void {
  const log = s.log;
  if (log.page.length === LOG_PAGE) {
    log.pages.push(log.page);
    log.page = [];
  }
  // Numbers, text and flags are copies already: only objects and lists are copied. The entry is
  // made in one spread (not key by key), which keeps it a fast object on a hot path.
  const entry: LogEntry = { type, n: s.eventCount, ...fields };
  for (const key in fields) {
    const v = fields[key];
    if (typeof v === 'object' && v !== null) entry[key] = copyJson(v);
  }
  log.page.push(entry);
}
