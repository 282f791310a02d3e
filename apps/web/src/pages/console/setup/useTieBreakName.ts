import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { tieBreakName } from '../../../format';
import { scoreName } from '../../public/scoreNames';
import { scoreTieBreak } from './gameSetup';

/**
 * A tie-break's name as the organiser picks it: the fixed ones by their usual names, and those
 * on a game score by the score's name and which way it counts ("Reputation, most first").
 */
export function useTieBreakName(): (id: string) => string {
  const { t } = useTranslation('setup');
  const { t: common } = useTranslation();
  const { t: scores } = useTranslation('public');
  return useCallback(
    (id: string) => {
      const parsed = scoreTieBreak(id);
      if (!parsed) return tieBreakName(common, id);
      const score = scoreName(scores, parsed.score);
      switch (parsed.way) {
        case 'most':
          return t('create.tieBreaks.scoreMost', { score });
        case 'fewest':
          return t('create.tieBreaks.scoreFewest', { score });
        case 'margin':
          return t('create.tieBreaks.scoreMargin', { score });
      }
    },
    [t, common, scores],
  );
}
