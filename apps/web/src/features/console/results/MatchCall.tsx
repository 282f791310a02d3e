import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { MatchCallQuery } from '../api/results';

/** How often the desk looks again whether a table called: a call waits for the organiser, not for the second. */
const LOOK_AGAIN_MS = 15_000;

/**
 * A table whose player called the organiser (the match's clocks paused by a player, with the
 * reason): said on the game's card, with the way to the table, where the organiser rules and
 * resumes the clocks.
 */
export function MatchCall({ matchId }: { matchId: string }) {
  const { t } = useTranslation('results');
  const [{ data }, look] = useQuery({ query: MatchCallQuery, variables: { id: matchId }, requestPolicy: 'network-only' });
  useEffect(() => {
    const timer = setInterval(() => look({ requestPolicy: 'network-only' }), LOOK_AGAIN_MS);
    return () => clearInterval(timer);
  }, [look]);
  const paused = data?.match?.clock.paused;
  if (!paused || paused.by !== 'player') return null;
  return (
    <p className="results-game__call" role="status">
      <strong>{t('game.called', { reason: paused.reason })}</strong> <Link to={`/matches/${matchId}`}>{t('game.toTable')}</Link>
    </p>
  );
}
