import { useTranslation } from 'react-i18next';
import type { BreachKind, BreachLabel } from './breaches';

const LABEL_KEYS = {
  rematch: 'breach.rematch',
  'club-mates': 'breach.clubMates',
  'avoided-pair': 'breach.avoidedPair',
  'repeat-table': 'breach.repeatTable',
  'second-bye': 'breach.secondBye',
  'score-gap': 'breach.scoreGap',
} as const satisfies Record<BreachKind, string>;

/** A breach's name in the reader's language, or the server's own words for a kind the app does not know. */
export function useBreachName(): (label: BreachLabel) => string {
  const { t } = useTranslation('rounds');
  return (label) => (label.kind ? t(LABEL_KEYS[label.kind]) : label.text);
}

/**
 * The constraints a pairing breaks, as labels beside it. A hard one (only an organiser's swap
 * breaks those) is marked by a sign and in words, not by colour alone.
 */
export function BreachLabels({ labels }: { labels: readonly BreachLabel[] }) {
  const { t } = useTranslation('rounds');
  const name = useBreachName();
  if (labels.length === 0) return null;
  return (
    <ul className="breach-labels" aria-label={t('pairing.breaks')}>
      {labels.map((label) => (
        <li
          key={label.kind ?? `text:${label.text}`}
          className={`breach-label breach-label--${label.hard ? 'hard' : 'soft'}`}
          title={label.text}
          lang={label.kind ? undefined : 'en'}
        >
          {label.hard ? <span aria-hidden="true">⚠ </span> : null}
          {name(label)}
          {label.hard ? <span className="visually-hidden"> {t('breach.hard')}</span> : null}
        </li>
      ))}
    </ul>
  );
}
