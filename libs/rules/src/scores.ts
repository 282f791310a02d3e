import type { ScoreSpec } from './ruleset';
import { violation, type RuleViolation } from './violation';

/** Where a score document is checked: the rule a refusal names, and whose scores its keys are. */
export interface ScoreContext {
  /** e.g. `result` for a match's reported result, `competition: results` for a competition's. */
  rule: string;
  /** The keys of the document: a match's sides, or a competition game's player ids. */
  keys: 'side' | 'player';
}

const MATCH: ScoreContext = { rule: 'result', keys: 'side' };

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** `scores.A.infantryLeft`; a key that is not a plain name is quoted: `scores["a b"]`. */
export function scorePath(...keys: string[]): string {
  return keys.map((k, i) => (i === 0 ? k : /^[A-Za-z0-9_-]+$/.test(k) ? `.${k}` : `[${JSON.stringify(k)}]`)).join('');
}

function show(value: unknown): string {
  if (typeof value === 'string') return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}...` : value)}`;
  if (typeof value === 'number') return String(value);
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'a document' : `${typeof value} ${JSON.stringify(value) ?? ''}`;
}

/** "a whole number from 0 to 63", "a number of at least 0". */
export function describeBounds(spec: ScoreSpec): string {
  const kind = spec.integer ? 'a whole number' : 'a number';
  return spec.max === undefined ? `${kind} of at least ${spec.min}` : `${kind} from ${spec.min} to ${spec.max}`;
}

/** Whether one value fits a declared score: a finite number (never a text), within its bounds. */
export function fitsScore(spec: ScoreSpec, value: unknown): boolean {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    (!spec.integer || Number.isInteger(value)) &&
    value >= spec.min &&
    (spec.max === undefined || value <= spec.max)
  );
}

/**
 * The one rule for the scores of a result, wherever it comes from (a player's or the organiser's
 * report on a match, a competition's report, ruling or override, an imported log): every key
 * names a participant (`participants`: the match's seated sides, or the game's two players);
 * every score name is one the game declares (`spec`; undefined for a game that declares none,
 * whose names are not checked); every value is a finite number (not a text, not NaN or
 * Infinity) within the declared bounds. Absent scores (undefined or null) are none.
 *
 * Answers the first problem as a violation whose `field` is the path of the bad value
 * (`scores.A.infantryLeft`) and whose code is `UNKNOWN_SCORE` (a name the game does not have),
 * `BAD_SCORE` (a value that is not a fitting number, or a document that is not one of scores),
 * or, for a key that is not a participant, `UNKNOWN_SIDE` (matches) or `NOT_IN_GAME`
 * (competitions); null when the scores are valid. Pure.
 */
export function checkScores(
  spec: readonly ScoreSpec[] | undefined,
  scores: unknown,
  participants: readonly string[],
  context: ScoreContext = MATCH,
): RuleViolation | null {
  if (scores === undefined || scores === null) return null;
  const who = (key: string) => (context.keys === 'side' ? `side ${key}` : key);
  const example = context.keys === 'side' ? '{"A": {"victoryPoints": 12}}' : '{"<player id>": {"reputation": 80}}';
  if (!isRecord(scores)) {
    return violation(
      context.rule,
      `scores are a document of named scores by ${context.keys}, e.g. ${example}, not ${show(scores)}`,
      'BAD_SCORE',
      'scores',
    );
  }
  const names = spec?.map((s) => s.name);
  for (const [key, byName] of Object.entries(scores)) {
    if (!participants.includes(key)) {
      const field = scorePath('scores', key);
      return context.keys === 'side'
        ? violation(context.rule, `scores name an unknown side "${key}" (sides: ${participants.join(', ')})`, 'UNKNOWN_SIDE', field)
        : violation(context.rule, `scores name ${key}, who does not play this game`, 'NOT_IN_GAME', field);
    }
    if (!isRecord(byName)) {
      return violation(
        context.rule,
        `the scores of ${who(key)} are a document of named numbers, e.g. {"victoryPoints": 12}, not ${show(byName)}`,
        'BAD_SCORE',
        scorePath('scores', key),
      );
    }
    for (const [name, value] of Object.entries(byName)) {
      const field = scorePath('scores', key, name);
      const declared = spec?.find((s) => s.name === name);
      if (names && !declared) {
        return violation(
          context.rule,
          `this game has no score "${name}" (its scores: ${names.join(', ') || 'none'})`,
          'UNKNOWN_SCORE',
          field,
        );
      }
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        return violation(
          context.rule,
          `score ${name} of ${who(key)} must be ${declared ? describeBounds(declared) : 'a finite number'}, not ${show(value)}`,
          'BAD_SCORE',
          field,
        );
      }
      if (declared && !fitsScore(declared, value)) {
        const ref = declared.rule ? ` (${declared.rule})` : '';
        return violation(
          context.rule,
          `score ${name} of ${who(key)} must be ${describeBounds(declared)}${ref}, not ${show(value)}`,
          'BAD_SCORE',
          field,
        );
      }
    }
  }
  return null;
}
