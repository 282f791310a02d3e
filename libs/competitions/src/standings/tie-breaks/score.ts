/**
 * The tie-breaks on a game's named scores (../game-scores.ts), one family under one rule:
 * `score:<name>`, the score summed over the games, most first; `score:<name>:low`, fewest first
 * (Solaris 7's point value: the game itself prefers the lower total, End p.14); and for either,
 * a derived margin as the name, `margin:<name>` (own minus the opponent's, game by game), so
 * `score:margin:victoryPoints`. A score listed most first and fewest first is the same
 * tie-break twice.
 */
import { baseScoreName, gameScore } from '../game-scores';
import { perPlayer, type ParsedTieBreak, type TieBreak, type TieBreakTexts } from './tie-break';

const SCORE = 'score:';
const LOW = ':low';
const MARGIN = 'margin:';

/** The words of each way of counting a score; `{score}` is the score's name (for a margin, of the score it is derived from). */
const TEXTS: Record<'most' | 'fewest' | 'margin' | 'marginFewest', TieBreakTexts> = {
  most: {
    name: { en: '{score} (more is better)', pl: '{score} (więcej = lepiej)' },
    shortName: { en: '{score}', pl: '{score}' },
    description: {
      en: "{score} summed over the player's games: more ranks higher.",
      pl: '{score} zsumowane ze wszystkich partii gracza: więcej oznacza wyższe miejsce.',
    },
  },
  fewest: {
    name: { en: '{score} (less is better)', pl: '{score} (mniej = lepiej)' },
    shortName: { en: '{score} ↓', pl: '{score} (mniej)' },
    description: {
      en: "{score} summed over the player's games: less ranks higher.",
      pl: '{score} zsumowane ze wszystkich partii gracza: mniej oznacza wyższe miejsce.',
    },
  },
  margin: {
    name: { en: '{score} margin', pl: 'Przewaga: {score}' },
    shortName: { en: '{score} margin', pl: 'Przewaga: {score}' },
    description: {
      en: "{score} margin: own minus the opponent's, game by game, summed; a bye adds nothing.",
      pl: 'Przewaga w kategorii {score}: własny wynik minus wynik przeciwnika, partia po partii, zsumowane; pauza nic nie dodaje.',
    },
  },
  marginFewest: {
    name: { en: '{score} margin (less is better)', pl: 'Przewaga: {score} (mniej = lepiej)' },
    shortName: { en: '{score} margin ↓', pl: 'Przewaga: {score} (mniej)' },
    description: {
      en: "{score} margin: own minus the opponent's, game by game, summed; a bye adds nothing. Less ranks higher.",
      pl: 'Przewaga w kategorii {score}: własny wynik minus wynik przeciwnika, partia po partii, zsumowane; pauza nic nie dodaje. Mniej oznacza wyższe miejsce.',
    },
  },
};

function textsOf(margin: boolean, low: boolean): TieBreakTexts {
  return TEXTS[margin ? (low ? 'marginFewest' : 'margin') : low ? 'fewest' : 'most'];
}

export const gameScoreTieBreak: TieBreak = {
  forms: ['score:<name>', 'score:<name>:low'],
  read(id: string): ParsedTieBreak | null {
    if (typeof id !== 'string' || !id.startsWith(SCORE)) return null;
    const rest = id.slice(SCORE.length);
    const low = rest.endsWith(LOW);
    // `name` is a game score or `margin:<game score>`.
    const name = low ? rest.slice(0, -LOW.length) : rest;
    const base = baseScoreName(name);
    if (base === null) return null;
    const margin = name.startsWith(MARGIN);
    return {
      id,
      texts: textsOf(margin, low),
      roundBound: false,
      // Most first and fewest first share their values and are one tie-break.
      sameAs: `${SCORE}${name}`,
      fewerIsBetter: low,
      score: { name: base, margin },
      computation: { kind: 'perPlayer', values: ({ table }) => perPlayer(table, (p) => gameScore(table, p, name)) },
    };
  },
  offered(scoreNames: readonly string[]): string[] {
    const names = [...new Set(scoreNames)].filter((n) => baseScoreName(n) === n).sort();
    return names.flatMap((n) => [`${SCORE}${n}`, `${SCORE}${n}${LOW}`, `${SCORE}${MARGIN}${n}`]);
  },
};
