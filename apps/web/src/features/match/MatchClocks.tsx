import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import type { GameUi } from '../../boards';
import { formatClock, untilNextSecond } from '../../lib/clock/roundClock';
import type { MatchClockReadingFragment } from '../../gql/graphql';
import { MatchClockUpdates } from './api/documents';
import { NO_MATCH_CLOCK, receiveMatchClock, shownClocks, type MatchClockSync } from './matchClock';

type Action = { type: 'reading'; reading: MatchClockReadingFragment; at: number } | { type: 'tick'; at: number };
interface State {
  sync: MatchClockSync;
  now: number;
}

function reduce(state: State, action: Action): State {
  if (action.type === 'tick') return { ...state, now: action.at };
  return { sync: receiveMatchClock(state.sync, action.reading, action.at), now: action.at };
}

/**
 * Every clock that runs in the match (its time limit, the chess clocks, the round's time at this
 * table), counted from the server's readings, never from when the page loaded. Nothing is shown
 * for a match without clocks; why play is paused is said by the page (MatchPage), clocks or not.
 */
export function MatchClocks({ matchId, ui }: { matchId: string; ui: GameUi }) {
  const { t } = useTranslation('match');
  const { t: tg } = useTranslation();
  const client = useClient();
  const [state, dispatch] = useReducer(reduce, { sync: NO_MATCH_CLOCK, now: 0 });

  useEffect(() => {
    const subscription = client.subscription(MatchClockUpdates, { id: matchId }).subscribe((result) => {
      if (result.data) dispatch({ type: 'reading', reading: result.data.matchClock, at: performance.now() });
    });
    return () => subscription.unsubscribe();
  }, [client, matchId]);

  const clocks = shownClocks(state.sync, state.now);
  const counting = clocks.filter((c) => c.counting && c.remainingMs > 0);
  const wait = counting.length ? Math.min(...counting.map((c) => untilNextSecond(c.remainingMs))) : null;
  useEffect(() => {
    if (wait === null) return;
    const timer = setTimeout(() => dispatch({ type: 'tick', at: performance.now() }), wait + 15);
    return () => clearTimeout(timer);
  }, [wait, state.now]);

  const reading = state.sync.reading;
  if (!reading || clocks.length === 0) return null;
  return (
    <section className="match-clocks" aria-labelledby="match-clocks-title">
      <h2 id="match-clocks-title" className="visually-hidden">
        {t('clock.title')}
      </h2>
      {!reading.started ? (
        <p className="note">{reading.start === 'organiser' ? t('clock.notStarted') : t('clock.startsWithPlay')}</p>
      ) : null}
      <ul className="match-clocks__list">
        {clocks.map((c) => (
          <li
            key={`${c.kind}-${c.side ?? ''}`}
            className={`match-clock${c.counting ? ' match-clock--running' : ''}${c.expired ? ' match-clock--expired' : ''}`}
          >
            <span className="match-clock__name">
              {c.kind === 'player' ? t('clock.player', { side: ui.sideName(c.side ?? '', tg) }) : t(`clock.${c.kind}`)}
            </span>{' '}
            <span className="match-clock__time" role="timer" aria-live="off">
              {c.expired ? t('clock.expired') : formatClock(c.remainingMs)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
