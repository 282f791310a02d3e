import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { kindAndFormat, readFormat } from '../lib/format';
import { useGameName } from '../lib/games';
import { graphql } from '../gql';
import type { EventSummaryFragment } from '../gql/graphql';

/** What a list of events shows of each: the public list and the organiser's own alike. */
export const EventSummaryFields = graphql(`
  fragment EventSummary on CompetitionSummary {
    id
    name
    kind
    rulesetId
    format
    published
    finished
    players
    rounds
    updatedAt
  }
`);

/**
 * One event in a list: its name (a link to `to`), the game, the kind, format and size, whether
 * it runs or is finished, and when it last changed. `counts` and `updated` are the list's own
 * words for its size and its last change; `badges` follow the state (an unpublished event).
 */
export function EventCard({
  event,
  to,
  counts,
  updated,
  badges,
}: {
  event: EventSummaryFragment;
  to: string;
  counts: { players: string; rounds: string };
  updated: string;
  badges?: ReactNode;
}) {
  const { t } = useTranslation();
  const gameName = useGameName();
  const format = readFormat(event.format);
  return (
    <li className="card">
      <h2 className="card__title">
        <Link to={to}>{event.name}</Link>
      </h2>
      <p className="card__game">{gameName(event.rulesetId)}</p>
      <p className="card__meta">{[...kindAndFormat(t, event.kind, format), counts.players, counts.rounds].filter(Boolean).join(' · ')}</p>
      <p className="card__footer">
        <span className={event.finished ? 'badge badge--finished' : 'badge badge--running'}>
          {event.finished ? t('competition.state.finished') : t('competition.state.running')}
        </span>
        {badges}
        <time dateTime={event.updatedAt}>{updated}</time>
      </p>
    </li>
  );
}
