import type { TFunction } from 'i18next';
import { tieBreakName } from '../../../format';
import { scoreName } from '../../public/scoreNames';

export { humanise } from '../../public/scoreNames';

/** Tie-breaks with an explanation of their own in the results catalogue (`tieBreakHelp.<key>`). */
const EXPLAINED = {
  buchholz: 'buchholz',
  'buchholz-cut1': 'buchholzCut1',
  'median-buchholz': 'medianBuchholz',
  'sonneborn-berger': 'sonnebornBerger',
  sos: 'sos',
  soos: 'soos',
  omw: 'omw',
  gw: 'gw',
  ogw: 'ogw',
  'head-to-head': 'headToHead',
  progressive: 'progressive',
  wins: 'wins',
} as const;

export type TieBreakHelp =
  | { kind: 'fixed'; key: (typeof EXPLAINED)[keyof typeof EXPLAINED] }
  | { kind: 'score'; name: string; low: boolean; margin: boolean }
  | { kind: 'unknown' };

/** Which explanation a tie-break id gets: a fixed one, a game score's (most or fewest first, a margin), or none. */
export function tieBreakHelp(id: string): TieBreakHelp {
  if (Object.hasOwn(EXPLAINED, id)) return { kind: 'fixed', key: EXPLAINED[id as keyof typeof EXPLAINED] };
  const score = /^score:(.+?)(:low)?$/.exec(id);
  if (!score) return { kind: 'unknown' };
  const margin = score[1].startsWith('margin:');
  return { kind: 'score', name: margin ? score[1].slice('margin:'.length) : score[1], low: Boolean(score[2]), margin };
}

/** A tie-break's name (the common catalogue's) and what it means (this area's), in the reader's language. */
export function describeTieBreak(common: TFunction, t: TFunction<'results'>, id: string): { name: string; text: string } {
  const name = tieBreakName(common, id);
  const help = tieBreakHelp(id);
  switch (help.kind) {
    case 'fixed':
      return { name, text: t(`tieBreakHelp.${help.key}`) };
    case 'score': {
      // The score by its name for people ("Point value"), where the common name shows its id.
      const score = scoreLabel(t, help.name);
      const shown = help.margin ? t('event.margin', { score }) : score;
      const named = common(help.low ? 'tieBreak.scoreLow' : 'tieBreak.score', { name: shown });
      if (help.margin) return { name: named, text: t('tieBreakHelp.margin', { score }) };
      return { name: named, text: t(help.low ? 'tieBreakHelp.scoreLow' : 'tieBreakHelp.score', { score }) };
    }
    default:
      return { name, text: t('tieBreakHelp.unknown') };
  }
}

/** A game score's name for people (`victoryPoints` is "Victory points"): the common catalogue's words for the game's declared scores. */
export function scoreLabel(t: TFunction<'results'>, name: string): string {
  return scoreName(t, name);
}
