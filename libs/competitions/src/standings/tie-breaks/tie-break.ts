/**
 * What a tie-break is: one value holding everything the platform knows of it. Its id (or, for
 * a family such as the game scores, how its ids are read), its words in every language the
 * platform speaks, how it is computed, whether it counts the rounds a player sat out (and so
 * does not fit a league), and what counts as the same tie-break when an organiser lists it
 * twice. The standings, the decisions on a competition and the API read these values from the
 * registry (index.ts) and nothing else; adding a tie-break is one file beside this one and its
 * entry in the registry's list (docs/standings.md, "Adding a tie-break").
 */
import type { TieBreakId } from '../../types';
import type { Contribution } from '../buchholz';
import type { Crosstable } from '../crosstable';
import type { UnplayedView } from '../unplayed';

/** The languages the platform speaks: every text of a tie-break is given in each. */
export const LANGUAGES = ['en', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** One text in every language. */
export type Localised = Readonly<Record<Language, string>>;

/**
 * A tie-break's words. In a tie-break on a game score, `{score}` stands for the score's name,
 * which the game words (the platform's pages hold each game's words for its scores).
 */
export interface TieBreakTexts {
  /** Its name in full: "Median Buchholz". */
  name: Localised;
  /** Its name as a narrow column heads it: "Med. Buch". Never longer than the name. */
  shortName: Localised;
  /** How it is counted, in a sentence or two a player understands, with the rule it follows. */
  description: Localised;
}

/** What `{score}` stands for in a tie-break's texts. */
export const SCORE_PLACEHOLDER = '{score}';

/**
 * What the computations read: the crosstable, and the intermediates several tie-breaks share,
 * each worked out once per recompute, when a tie-break first asks for it.
 */
export interface SharedValues {
  readonly table: Crosstable;
  /** Unplayed rounds after FIDE C.07 art. 16 (unplayed.ts). */
  readonly unplayed: UnplayedView;
  /** Each player's Buchholz values round by round (buchholz.ts), for Buchholz and its cuts. */
  readonly contributions: readonly Contribution[][];
  /** Strength of schedule unrounded, so the opponents' strength of schedule averages it exactly. */
  readonly strengthOfSchedule: readonly number[];
}

/** A tied group split by a tie-break that depends on who is tied. */
export interface GroupSplit {
  /** Each member's value, for display. */
  value: Map<number, number>;
  /** The group in ordered parts, each still tied. */
  parts: number[][];
}

export type Computation =
  /**
   * Every player's value, the same whoever else is tied: computed once per recompute (values
   * are rounded by the standings before they are compared), higher first unless
   * `fewerIsBetter`.
   */
  | { kind: 'perPlayer'; values: (shared: SharedValues) => number[] }
  /**
   * Worked out group by group among the players still tied when the tie-break comes up (direct
   * encounter): it orders the group itself.
   */
  | { kind: 'splitsGroup'; split: (table: Crosstable, group: number[]) => GroupSplit };

/** The game score a tie-break reads. */
export interface ScoreRead {
  /** The score as the game names it, e.g. "victoryPoints". */
  name: string;
  /** Own minus the opponent's, game by game, rather than own alone. */
  margin: boolean;
}

/** One tie-break as an id names it: all the standings, the decisions and the API need of it. */
export interface ParsedTieBreak {
  id: TieBreakId;
  texts: TieBreakTexts;
  /**
   * It counts every round of the event, the ones a player sat out included (FIDE C.07 art.
   * 16): in a league, where every game is a round of its own that most players sit out, it
   * would measure activity, so a league refuses it.
   */
  roundBound: boolean;
  /**
   * The tie-break it is the same as: two ids with the same `sameAs` cannot both be listed
   * (DUPLICATE_TIE_BREAK), and share their values. A score most first and fewest first are one.
   */
  sameAs: string;
  /** Lower values rank higher. */
  fewerIsBetter: boolean;
  /** The game score it reads; null for one of tournament points and pairings. */
  score: ScoreRead | null;
  computation: Computation;
}

/** A tie-break, or a family of them under one rule (the game scores), as the registry lists it. */
export interface TieBreak {
  /** How its ids are written, as a refusal lists them: "buchholz"; "score:<name>", "score:<name>:low". */
  forms: readonly string[];
  /** Reads an id: the tie-break it names, or null when the id is none of this one's. */
  read(id: string): ParsedTieBreak | null;
  /** Its ids a competition of a game with these named scores may list, in order. */
  offered(scoreNames: readonly string[]): string[];
}

/** A tie-break of one id and no parameters: all there is to say of it. */
export interface FixedTieBreakDefinition extends TieBreakTexts {
  id: TieBreakId;
  roundBound: boolean;
  computation: Computation;
}

export function fixedTieBreak(definition: FixedTieBreakDefinition): TieBreak {
  const { id, roundBound, computation, name, shortName, description } = definition;
  const parsed: ParsedTieBreak = {
    id,
    texts: { name, shortName, description },
    roundBound,
    sameAs: id,
    fewerIsBetter: false,
    score: null,
    computation,
  };
  return {
    forms: [id],
    read: (asked) => (asked === id ? parsed : null),
    offered: () => [id],
  };
}

/** Every player's value from one player's: a computation's usual shape. */
export function perPlayer(table: Crosstable, value: (player: number) => number): number[] {
  return table.ids.map((_, player) => value(player));
}

/**
 * A tie-break's words in one language, `{score}` written as `scoreName` (the score's own name
 * when none is given).
 */
export function textsIn(
  tieBreak: ParsedTieBreak,
  language: Language,
  scoreName?: string,
): { name: string; shortName: string; description: string } {
  const score = scoreName ?? tieBreak.score?.name ?? '';
  const fill = (text: Localised) => text[language].split(SCORE_PLACEHOLDER).join(score);
  return { name: fill(tieBreak.texts.name), shortName: fill(tieBreak.texts.shortName), description: fill(tieBreak.texts.description) };
}
