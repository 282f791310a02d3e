/**
 * The new-event form as data: what the organiser chose, the defaults that make name + game +
 * Create enough, the checks the page makes before asking the API (the same bounds the API
 * sets, docs/competitions.md and docs/api.md), and the `createCompetition` input it becomes.
 * Empty number fields mean "the game's preset" or "none", so only what the organiser changed
 * is sent and the server fills in the rest from the game's ruleset. Games played in the app need
 * the game's setup document (`play.setup`), which the form takes as JSON text.
 */
import type { CompetitionKind, CreateCompetitionInput, FormatKind, PaperOutcome, Strictness } from '../../../gql/graphql';

export type PlayMode = 'paper' | 'engine';
export type DiceChoice = 'reported' | 'server';
export type PointsKey = 'win' | 'draw' | 'loss' | 'bye';

export interface EventForm {
  name: string;
  rulesetId: string | null;
  kind: CompetitionKind;
  format: FormatKind;
  /** Swiss: rounds (null: as many as the organiser pairs) and the top cut that follows (null: none). */
  rounds: number | null;
  topCut: number | null;
  /** Round robin: once or twice round. */
  cycles: 1 | 2;
  thirdPlace: boolean;
  grandFinalReset: boolean;
  /** League: null is no limit. */
  maxGamesPerPair: number | null;
  maxGamesPerWeek: number | null;
  /** null: the game's preset for that outcome. */
  points: Record<PointsKey, number | null>;
  /** null: the game's preset order; a list: the organiser's own (possibly none). */
  tieBreaks: string[] | null;
  clubMates: Strictness;
  freshTables: boolean;
  roundMinutes: number | null;
  paperOutcome: PaperOutcome;
  playMode: PlayMode;
  dice: DiceChoice;
  /** Engine play: the game's setup document as the organiser typed or loaded it (JSON). */
  setupText: string;
  published: boolean;
  rated: boolean;
}

/** The bounds the API checks (decide.ts, docs/api.md), checked here first so a slip is shown on its field. */
export const LIMITS = {
  name: 80,
  rounds: { min: 1, max: 30 },
  topCut: { min: 2, max: 512 },
  leagueGames: { min: 1, max: 100 },
  roundMinutes: { min: 1, max: 1440 },
} as const;

/** A one-day Swiss played on paper, published and rated: the usual club event. */
export const DEFAULT_FORM: EventForm = {
  name: '',
  rulesetId: null,
  kind: 'tournament',
  format: 'swiss',
  rounds: 3,
  topCut: null,
  cycles: 1,
  thirdPlace: false,
  grandFinalReset: true,
  maxGamesPerPair: null,
  maxGamesPerWeek: null,
  points: { win: null, draw: null, loss: null, bye: null },
  tieBreaks: null,
  // The API's own default: club-mates apart when it costs nothing worse.
  clubMates: 'soft',
  freshTables: true,
  roundMinutes: null,
  paperOutcome: 'report',
  playMode: 'paper',
  dice: 'reported',
  setupText: '',
  published: true,
  rated: true,
};

export const TOURNAMENT_FORMATS = [
  'swiss',
  'round_robin',
  'single_elimination',
  'double_elimination',
] as const satisfies readonly FormatKind[];

/**
 * A tie-break the game offers (`Ruleset.tieBreakOptions`), as the form reads it: whether it
 * counts the rounds a player sat out, which a league refuses (in a league every game is a round
 * of its own that most players sit out, so it would measure activity), and the tie-break it is
 * the same as (a score most first and fewest first are one: the API refuses the repeat).
 */
export interface TieBreakOffer {
  id: string;
  roundBound: boolean;
  sameAs: string;
}

/** Whether a league takes the tie-break `id`, by what the game offers; one not offered is the API's to judge. */
function fitsLeague(offered: readonly TieBreakOffer[], id: string): boolean {
  return !offered.find((o) => o.id === id)?.roundBound;
}

/**
 * The tie-breaks the organiser may add: those the game offers (in the API's order) not yet
 * chosen, nor the same as one chosen, that the kind of event takes.
 */
export function tieBreakChoices(kind: CompetitionKind, chosen: readonly string[], offered: readonly TieBreakOffer[]): string[] {
  const sameAs = (id: string) => offered.find((o) => o.id === id)?.sameAs ?? id;
  const taken = new Set(chosen.map(sameAs));
  return offered.filter((o) => !taken.has(o.sameAs) && (kind !== 'league' || !o.roundBound)).map((o) => o.id);
}

/**
 * The tie-breaks a new event of this kind gets from the game's preset (`competitionPreset`): a
 * league leaves out those it refuses, as the API does.
 */
export function presetTieBreaks(kind: CompetitionKind, preset: readonly string[], offered: readonly TieBreakOffer[]): string[] {
  return kind === 'league' ? preset.filter((id) => fitsLeague(offered, id)) : [...preset];
}

/** The chosen tie-breaks a league refuses. */
export function leagueMisfits(form: EventForm, offered: readonly TieBreakOffer[]): string[] {
  return form.kind === 'league' ? (form.tieBreaks ?? []).filter((id) => !fitsLeague(offered, id)) : [];
}

/** The organiser's own order kept to what another game offers, when they change the game. */
export function keepOffered(tieBreaks: string[] | null, offered: readonly string[]): string[] | null {
  return tieBreaks === null ? null : tieBreaks.filter((id) => offered.includes(id));
}

/** Moves one item of an ordered list by `by` places (−1 up, +1 down), staying within the list. */
export function move<T>(list: readonly T[], index: number, by: number): T[] {
  const to = Math.min(list.length - 1, Math.max(0, index + by));
  const out = [...list];
  const [item] = out.splice(index, 1);
  out.splice(to, 0, item);
  return out;
}

/**
 * Switching between a tournament and a league: a league has its own format, a tournament starts
 * as a Swiss; a league keeps of the organiser's own tie-breaks those it takes (by what the game
 * offers).
 */
export function withKind(form: EventForm, kind: CompetitionKind, offered: readonly TieBreakOffer[] = []): EventForm {
  if (kind === form.kind) return form;
  return {
    ...form,
    kind,
    format: kind === 'league' ? 'league' : 'swiss',
    tieBreaks: form.tieBreaks && kind === 'league' ? form.tieBreaks.filter((id) => fitsLeague(offered, id)) : form.tieBreaks,
  };
}

/** What is wrong with a field, as a key of the setup catalogue's `create.problem` group. */
export type FormProblem =
  | 'required'
  | 'tooLong'
  | 'rounds'
  | 'topCut'
  | 'leagueGames'
  | 'roundMinutes'
  | 'points'
  | 'leagueTieBreak'
  | 'setupRequired'
  | 'setupNotJson'
  | 'setupNotObject';
export type FormField =
  'name' | 'rulesetId' | 'rounds' | 'topCut' | 'maxGamesPerPair' | 'maxGamesPerWeek' | 'roundMinutes' | PointsKey | 'tieBreaks' | 'setup';

const within = (v: number, lo: number, hi: number) => Number.isInteger(v) && v >= lo && v <= hi;

/** The form's problems by field, the tie-breaks judged by what the game offers; empty when it can be sent. */
export function checkEventForm(form: EventForm, offered: readonly TieBreakOffer[] = []): Partial<Record<FormField, FormProblem>> {
  const problems: Partial<Record<FormField, FormProblem>> = {};
  if (!form.name.trim()) problems.name = 'required';
  // Counted as the API counts: code points, so an emoji is one character.
  else if ([...form.name.trim()].length > LIMITS.name) problems.name = 'tooLong';
  if (!form.rulesetId) problems.rulesetId = 'required';
  if (form.format === 'swiss') {
    if (form.rounds !== null && !within(form.rounds, LIMITS.rounds.min, LIMITS.rounds.max)) problems.rounds = 'rounds';
    if (form.topCut !== null && !within(form.topCut, LIMITS.topCut.min, LIMITS.topCut.max)) problems.topCut = 'topCut';
  }
  if (form.format === 'league') {
    const { min, max } = LIMITS.leagueGames;
    if (form.maxGamesPerPair !== null && !within(form.maxGamesPerPair, min, max)) problems.maxGamesPerPair = 'leagueGames';
    if (form.maxGamesPerWeek !== null && !within(form.maxGamesPerWeek, min, max)) problems.maxGamesPerWeek = 'leagueGames';
  }
  if (form.kind === 'tournament' && form.roundMinutes !== null) {
    const { min, max } = LIMITS.roundMinutes;
    if (!(form.roundMinutes >= min && form.roundMinutes <= max)) problems.roundMinutes = 'roundMinutes';
  }
  for (const key of ['win', 'draw', 'loss', 'bye'] as const) {
    const v = form.points[key];
    if (v !== null && !(Number.isFinite(v) && v >= 0)) problems[key] = 'points';
  }
  if (leagueMisfits(form, offered).length > 0) problems.tieBreaks = 'leagueTieBreak';
  if (form.playMode === 'engine') {
    const setup = readSetup(form.setupText);
    if (!setup.ok) problems.setup = setup.problem;
  }
  return problems;
}

/** A setup document read from its text: a JSON object, or what keeps it from being one. */
export type SetupReading = { ok: true; setup: Record<string, unknown> } | { ok: false; problem: FormProblem; detail?: string };

/**
 * Reads the setup text. Every game's setup document is a JSON object; whether the game takes it
 * is the API's to say (`Ruleset.setupRefusal`), asked before the event is created.
 */
export function readSetup(text: string): SetupReading {
  if (!text.trim()) return { ok: false, problem: 'setupRequired' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, problem: 'setupNotJson', detail: e instanceof Error ? e.message : String(e) };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { ok: false, problem: 'setupNotObject' };
  return { ok: true, setup: value as Record<string, unknown> };
}

/** A setup document as the organiser reads and edits it: indented JSON. */
export function setupToText(setup: unknown): string {
  return JSON.stringify(setup, null, 2);
}

/** The setup sent for engine play; the form is checked first, so the text is a JSON object here. */
function engineSetup(text: string): Record<string, unknown> {
  const reading = readSetup(text);
  if (!reading.ok) throw new Error(`the setup is not a JSON object (${reading.problem}): check the form first`);
  return reading.setup;
}

/** The `createCompetition` input: only what the organiser set; the API takes the rest from the game. */
export function toCreateInput(form: EventForm): CreateCompetitionInput {
  const format: CreateCompetitionInput['format'] = { kind: form.format };
  switch (form.format) {
    case 'swiss':
      if (form.rounds !== null) format.rounds = form.rounds;
      if (form.topCut !== null) format.topCut = form.topCut;
      break;
    case 'round_robin':
      format.cycles = form.cycles;
      break;
    case 'single_elimination':
      format.thirdPlace = form.thirdPlace;
      break;
    case 'double_elimination':
      format.grandFinalReset = form.grandFinalReset;
      break;
    case 'league':
      if (form.maxGamesPerPair !== null) format.maxGamesPerPair = form.maxGamesPerPair;
      if (form.maxGamesPerWeek !== null) format.maxGamesPerWeek = form.maxGamesPerWeek;
      break;
  }
  const points = Object.fromEntries(Object.entries(form.points).filter(([, v]) => v !== null)) as Partial<Record<PointsKey, number>>;
  const input: CreateCompetitionInput = {
    name: form.name.trim(),
    rulesetId: form.rulesetId ?? '',
    kind: form.kind,
    format,
    constraints: { clubMates: form.clubMates },
    freshTables: form.freshTables,
    play: form.playMode === 'engine' ? { mode: 'engine', dice: form.dice, setup: engineSetup(form.setupText) } : { mode: 'paper' },
    published: form.published,
    rated: form.rated,
  };
  if (Object.keys(points).length > 0) input.scoring = points;
  if (form.tieBreaks !== null) input.tieBreaks = form.tieBreaks;
  // Round clocks are a tournament's: a league's games are played whenever its players meet.
  if (form.kind === 'tournament') {
    input.timing = { paperOutcome: form.paperOutcome, ...(form.roundMinutes !== null ? { roundMinutes: form.roundMinutes } : {}) };
  }
  return input;
}
