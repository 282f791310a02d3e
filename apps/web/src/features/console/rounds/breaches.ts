/**
 * What a pairing breaks, as labels beside it. Two sources say so: the round's `breaches` (what
 * the organiser's swaps broke, by player ids, with hard or soft) and each game's
 * `explanation.relaxed` (what the pairing engine gave up because nothing better was possible,
 * in words). The kinds are the pairing engine's (libs/competitions/src/swiss/constraints.ts:
 * rematch, second-bye, club-mates, avoided-pair, score-gap); relaxed texts start with the
 * kind's words ("rematch: …", "club-mates (…)", "avoided pair: …", "second bye: …",
 * "score gap: …"). A repeat table is worked out here, from the earlier rounds, where the
 * organiser asked for fresh tables. Anything else is shown with its own text.
 */

export const KNOWN_KINDS = ['rematch', 'club-mates', 'avoided-pair', 'repeat-table', 'second-bye', 'score-gap'] as const;
export type BreachKind = (typeof KNOWN_KINDS)[number];

export interface BreachLabel {
  /** A known kind, labelled in the reader's language; null: an unknown one, shown as `text`. */
  kind: BreachKind | null;
  /** The server's words (English), or what the label stands for. */
  text: string;
  /** hard when a swap broke a hard constraint; soft or unknown otherwise. */
  hard: boolean;
}

export interface BreachInput {
  a: string;
  b?: string | null;
  kind: string;
  strictness: string;
  text: string;
}

export interface GameInput {
  id: string;
  a: string;
  b?: string | null;
  table: number;
  explanation: { relaxed: readonly string[] };
}

const TEXT_PREFIXES: ReadonlyArray<readonly [RegExp, BreachKind]> = [
  [/^rematch\b/i, 'rematch'],
  [/^club[- ]mates\b/i, 'club-mates'],
  [/^avoid(ed)?[- ]pair\b/i, 'avoided-pair'],
  [/^second bye\b/i, 'second-bye'],
  [/^score gap\b/i, 'score-gap'],
  [/^repeat(ed)? table\b/i, 'repeat-table'],
];

/** The kind a relaxed text names, or null for words this app does not know. */
export function kindOfText(text: string): BreachKind | null {
  const trimmed = text.trim();
  for (const [pattern, kind] of TEXT_PREFIXES) if (pattern.test(trimmed)) return kind;
  return null;
}

/** A breach kind as the server spells it, or null when it is one this app does not know. */
export function knownKind(kind: string): BreachKind | null {
  const normal = kind === 'avoid-pair' ? 'avoided-pair' : kind;
  return (KNOWN_KINDS as readonly string[]).includes(normal) ? (normal as BreachKind) : null;
}

/** Whether a breach is of this game: the same two players (either way round), or the bye of its player. */
export function breachOfGame(breach: BreachInput, game: GameInput): boolean {
  const gb = game.b ?? null;
  const bb = breach.b ?? null;
  if (gb === null || bb === null) return gb === null && bb === null && breach.a === game.a;
  return (breach.a === game.a && bb === gb) || (breach.a === gb && bb === game.a);
}

/**
 * The games of a round whose players have sat at that table before (fresh tables ask that no one
 * does). `earlier` are the games of the rounds before it. A bye sits at no table.
 */
export function repeatTables(games: readonly GameInput[], earlier: readonly GameInput[]): Set<string> {
  const seen = new Map<string, Set<number>>();
  for (const g of earlier) {
    if (g.table === 0) continue;
    for (const p of [g.a, g.b]) if (p) (seen.get(p) ?? seen.set(p, new Set()).get(p)!).add(g.table);
  }
  const out = new Set<string>();
  for (const g of games) {
    if (g.table === 0) continue;
    if ([g.a, g.b].some((p) => p && seen.get(p)?.has(g.table))) out.add(g.id);
  }
  return out;
}

/**
 * The labels beside one pairing: one a known kind (hard if any source says hard), one an unknown
 * text; in the order of KNOWN_KINDS, unknown ones last.
 */
export function pairingLabels(game: GameInput, breaches: readonly BreachInput[], repeatTable: boolean): BreachLabel[] {
  const known = new Map<BreachKind, BreachLabel>();
  const unknown = new Map<string, BreachLabel>();
  const add = (kind: BreachKind | null, text: string, hard: boolean) => {
    if (kind === null) {
      if (!unknown.has(text)) unknown.set(text, { kind, text, hard });
      return;
    }
    const was = known.get(kind);
    known.set(kind, { kind, text: was?.text ?? text, hard: hard || (was?.hard ?? false) });
  };
  for (const b of breaches) if (breachOfGame(b, game)) add(knownKind(b.kind) ?? kindOfText(b.text), b.text, b.strictness === 'hard');
  for (const text of game.explanation.relaxed) add(kindOfText(text), text, false);
  if (repeatTable) add('repeat-table', `table ${game.table}`, false);
  const order = (k: BreachKind) => KNOWN_KINDS.indexOf(k);
  return [...[...known.values()].sort((x, y) => order(x.kind!) - order(y.kind!)), ...unknown.values()];
}

/** A round as a swap's summary reads it: its games and the breaches the server recorded on it. */
export interface RoundInput<G extends GameInput = GameInput> {
  games: readonly G[];
  breaches: readonly BreachInput[];
}

/** A pairing a swap made, with the labels its card shows. */
export interface SwapChange<G extends GameInput = GameInput> {
  game: G;
  labels: BreachLabel[];
}

const pairOf = (g: GameInput) => [g.a, g.b ?? ''].sort().join('\u0000');

/**
 * What a swap changed, as the pairing cards show it after the swap: the pairings that are new
 * (each swapped player's game, unless the two swapped seats within one game), each with every
 * label its card carries (the server's breaches, the engine's relaxed constraints, a repeat
 * table where fresh tables are asked for). Pairings the swap left as they were are not in it,
 * whatever they break: a score gap the engine had already accepted elsewhere is not the swap's.
 * `earlier` are the games of the rounds before this one.
 */
export function swapChanges<G extends GameInput>(
  before: RoundInput<G>,
  after: RoundInput<G>,
  earlier: readonly GameInput[],
  freshTables: boolean,
): SwapChange<G>[] {
  const pairsBefore = new Set(before.games.map(pairOf));
  const repeats = freshTables ? repeatTables(after.games, earlier) : new Set<string>();
  return after.games
    .filter((g) => !pairsBefore.has(pairOf(g)))
    .sort((x, y) => (x.table === 0 ? 1 : 0) - (y.table === 0 ? 1 : 0) || x.table - y.table)
    .map((game) => ({ game, labels: pairingLabels(game, after.breaches, repeats.has(game.id)) }));
}
