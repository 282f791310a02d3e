import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CombinedError } from 'urql';
import type { GameUi, SeatView } from '../../boards';
import { ErrorNotice } from '../../components/ErrorNotice';
import { eventTypeName, listWords } from './eventWords';
import type { ReplayEvent } from './replayState';

/**
 * Every event of the match, each a link to its position (`?at=N`), the one shown marked. The
 * list scrolls in a box of its own, kept on the event shown as the replay moves, so the page
 * around it stays where the reader put it.
 */
export function EventList({
  events,
  total,
  complete,
  error,
  position,
  ui,
  ownBoard,
  players,
  onPick,
}: {
  events: readonly ReplayEvent[];
  total: number;
  complete: boolean;
  error: CombinedError | null;
  position: number;
  ui: GameUi;
  /** The game has a board of its own: see listWords. */
  ownBoard: boolean;
  players: readonly SeatView[];
  /** The reader picked an event (the replay stops playing). */
  onPick: () => void;
}) {
  const { t } = useTranslation('replay');
  const { t: tAll } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const lines = useMemo(
    () => events.map((e) => ({ number: e.number, type: eventTypeName(e.type, tAll), words: listWords(e, ui, ownBoard, players, tAll) })),
    [events, ui, ownBoard, players, tAll],
  );

  useEffect(() => {
    const list = box.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!list || !current) return;
    // Scrolled by hand rather than scrollIntoView, which would scroll the page too.
    const top = current.offsetTop;
    const bottom = top + current.offsetHeight;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
  }, [position, lines]);

  return (
    <section className="replay-events" aria-labelledby="replay-events-title">
      <h2 id="replay-events-title">{t('events.title')}</h2>
      {!complete && !error ? (
        <p className="note" role="status">
          {t('events.loading', { loaded: events.length, total })}
        </p>
      ) : null}
      <ErrorNotice error={error} />
      <div className="replay-events__box" role="region" aria-label={t('events.list')} tabIndex={0} ref={box}>
        <ol className="replay-events__list">
          {lines.map((line) => (
            <li key={line.number}>
              <Link
                to={`?at=${line.number}`}
                replace
                preventScrollReset
                className="replay-events__link"
                aria-current={line.number === position ? 'step' : undefined}
                onClick={onPick}
              >
                <span className="replay-events__number">{line.number}</span>
                <span className="replay-events__type">{line.type}</span>
                <span className="replay-events__words">{line.words}</span>
              </Link>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
