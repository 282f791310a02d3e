import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { gameUi, hasBoard, type SeatView } from '../../boards';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Status';
import type { ReplayMatchQuery } from '../../gql/graphql';
import { ReplaySnapshotQuery } from './api/documents';
import { EventList } from './EventList';
import { ReplayHeader } from './ReplayHeader';
import { ReplayControls } from './ReplayControls';
import { EventLine, ReplayMoment, type Moment } from './ReplayMoment';
import { playFrom, positionFrom, viewerSideOf } from './replayState';
import { useMatchEvents } from './useMatchEvents';
import { useSettled } from './useSettled';

/** How long each event stays in sight while the replay plays. */
const STEP_MS = 1000;

/** A match the page has found (the query's `match` is null for an id that names none). */
export type ReplayMatch = NonNullable<ReplayMatchQuery['match']>;

/**
 * A match, event by event: the board and the words at the position the address names (`?at=N`),
 * the controls to move, and every event in a list. What is shown at each position is the API's
 * `at(N)`, in the reader's view; the page computes no state of the game.
 */
export function ReplayView({ match }: { match: ReplayMatch }) {
  const { t } = useTranslation('replay');
  const ui = gameUi(match.ruleset.id);
  const ownBoard = hasBoard(match.ruleset.id);
  const players: readonly SeatView[] = match.players;
  const viewerSide = viewerSideOf(match.viewedAs);

  const { events, complete, error: eventsError } = useMatchEvents(match.id, match.events);
  const total = match.events?.totalCount ?? match.version;
  const [params, setParams] = useSearchParams();
  const position = positionFrom(params.get('at'), total);
  // Where the reader last asked to go, and the positions asked for that the address has yet to
  // show: the router updates it a moment after a press, and a key held on the slider (or a button
  // pressed again) must step on from the last position asked, never from the address.
  const latest = useRef(position);
  const pending = useRef<number[]>([]);
  useEffect(() => {
    const i = pending.current.indexOf(position);
    if (i >= 0) pending.current = pending.current.slice(i + 1);
    else {
      // The address moved elsewhere (a link, Back): it rules.
      pending.current = [];
      latest.current = position;
    }
  }, [position]);
  const [playing, setPlaying] = useState(false);

  const asked = useSettled(position, 150);
  const [snapshot] = useQuery({
    query: ReplaySnapshotQuery,
    variables: { id: match.id, at: asked, before: Math.max(1, asked - 1), hasBefore: asked > 1 },
    pause: asked < 1,
  });
  const at = snapshot.data?.match?.at ?? null;
  const shown = at?.eventNumber ?? null;
  const ready = shown === position && !snapshot.fetching;
  const moment = useMemo<Moment | null>(() => {
    if (!at) return null;
    const before = snapshot.data?.match?.before;
    return {
      event: events.find((e) => e.number === at.eventNumber),
      before: at.eventNumber > 1 && before?.eventNumber === at.eventNumber - 1 ? before.state : null,
      state: at.state,
      pending: at.pending,
      outcome: at.outcome,
    };
  }, [at, snapshot.data, events]);

  const go = useCallback(
    (n: number) => {
      const next = Math.min(Math.max(Math.round(n), 1), Math.max(total, 1));
      latest.current = next;
      pending.current = [...pending.current, next];
      // Replaced, not pushed: stepping through a match should not fill the Back button's history.
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          p.set('at', String(next));
          return p;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams, total],
  );
  const move = (n: number) => {
    setPlaying(false);
    go(n);
  };
  const step = (by: number) => move(latest.current + by);

  // Playing moves on a second after the event in sight has arrived, so a slow answer is never skipped.
  const running = playing && position < total;
  useEffect(() => {
    if (!running || !ready) return;
    const timer = setTimeout(() => {
      if (position + 1 >= total) setPlaying(false);
      go(position + 1);
    }, STEP_MS);
    return () => clearTimeout(timer);
  }, [running, ready, position, total, go]);

  const Board = ui.Board;

  return (
    <div className="replay">
      <ReplayHeader match={match} ui={ui} events={events} />

      <div className="replay__layout">
        <section className="replay__stage" aria-labelledby="replay-board-title">
          <h2 id="replay-board-title" className="visually-hidden">
            {t('board.title')}
          </h2>
          {/* A game without a board of its own shows its state as text, which may be long: it scrolls in a box the keyboard can reach. */}
          <div
            className={ownBoard ? 'replay__board' : 'replay__board replay__board--neutral'}
            data-testid="replay-board"
            data-event-number={shown ?? undefined}
            aria-busy={!ready}
            {...(ownBoard ? {} : { role: 'region', tabIndex: 0, 'aria-label': t('board.region', { number: shown ?? position }) })}
          >
            {at ? <Board state={at.state} viewerSide={viewerSide} players={players} /> : snapshot.error ? null : <Loading />}
          </div>
          {/* The event and the controls stay at the foot of the screen while the board is in sight. */}
          <div className="replay-dock">
            <EventLine moment={moment} ui={ui} players={players} />
            <ReplayControls
              position={position}
              total={total}
              playing={running}
              onGo={move}
              onStep={step}
              onPlay={() => {
                go(playFrom(position, total));
                setPlaying(true);
              }}
              onPause={() => setPlaying(false)}
            />
          </div>
        </section>
        <div className="replay__moment">
          <ErrorNotice error={snapshot.error} />
          <ReplayMoment moment={moment} ui={ui} players={players} busy={!ready} />
        </div>
        <EventList
          events={events}
          total={total}
          complete={complete}
          error={eventsError}
          position={position}
          ui={ui}
          ownBoard={ownBoard}
          players={players}
          onPick={() => setPlaying(false)}
        />
      </div>
    </div>
  );
}
