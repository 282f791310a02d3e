import { useTranslation } from 'react-i18next';
import { roundState } from './roundState';

const STATE_KEYS = {
  paired: 'state.paired',
  published: 'state.published',
  started: 'state.started',
  finished: 'state.finished',
} as const;

/** A round's state in words, as a badge beside its title. */
export function RoundStateBadge({ round }: { round: { published: boolean; started: boolean; finished: boolean } }) {
  const { t } = useTranslation('rounds');
  const state = roundState(round);
  return <span className={`badge round-state round-state--${state}`}>{t(STATE_KEYS[state])}</span>;
}
