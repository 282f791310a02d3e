import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatClock } from '../../lib/clock/roundClock';
import { HALL_CLOCK } from '../../lib/clock/hallClock';
import { useRoundClock } from '../../lib/clock/useRoundClock';
import { formatNumber } from '../../lib/format';
import { tableNow, type CompetitionNow } from './currentTable';

/**
 * The round's clock at the player's table: the time left in large digits (counted from the
 * server's readings, like the hall's projector), the warning colour in the last minutes, the
 * organiser's reason while it is paused, and the table's own extra time or its time called.
 */
function TableClock({ competitionId, round, gameKey }: { competitionId: string; round: number; gameKey: string }) {
  const { t } = useTranslation('player');
  const { face, reading } = useRoundClock(HALL_CLOCK, competitionId, round);
  if (face.state === 'none') return null;
  if (face.state === 'waiting') return <p className="table-now__clock-note">{t('now.clockWaiting')}</p>;
  const mine = reading?.tables.find((x) => x.game === gameKey); // a table's clock names its game by its key
  const state = face.state === 'running' && face.warning ? 'warning' : face.state;
  return (
    <div className={`table-now__clock table-now__clock--${state}`}>
      {/* A timer is not read out as it ticks; what changes its meaning (paused, time up) is, below. */}
      <p className="table-now__digits" role="timer" aria-label={t('now.clockLabel', { round })}>
        {face.state === 'timeUp' ? t('now.timeUp') : formatClock(face.remainingMs)}
      </p>
      <div role="status">
        {face.state === 'paused' ? <p className="table-now__clock-note">{t('now.paused', { reason: face.reason })}</p> : null}
        {mine?.timeCalled ? <p className="table-now__clock-note">{t('now.timeCalled')}</p> : null}
        {mine && mine.extraMs > 0 && !mine.timeCalled ? (
          <p className="table-now__clock-note">{t('now.extra', { minutes: formatNumber(mine.extraMs / 60_000) })}</p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Where the player plays now in a tournament, in type large enough to read at arm's length in a
 * crowded hall: the round, the table number, the opponent and the round clock. It follows the
 * competition the corner already follows live, so the next round's table replaces this one the
 * moment the organiser publishes its pairings, with no reload.
 */
export function CurrentTable({
  competitionId,
  competition,
  playerId,
}: {
  competitionId: string;
  competition: CompetitionNow;
  playerId: string;
}) {
  const { t } = useTranslation('player');
  const headingId = useId();
  const now = tableNow(competition, playerId);
  if (now.kind === 'none') return null;

  let body;
  if (now.kind === 'waiting') {
    body = <p className="table-now__note">{now.after === null ? t('now.waitingFirst') : t('now.waitingNext', { round: now.after })}</p>;
  } else if (now.kind === 'bye') {
    body = <p className="table-now__note">{t('now.bye', { round: now.round })}</p>;
  } else if (now.kind === 'unpaired') {
    body = <p className="table-now__note">{t('now.unpaired', { round: now.round })}</p>;
  } else {
    const { game } = now;
    body = (
      <>
        <p className="table-now__table">
          <span className="table-now__label">{t('now.table')}</span>{' '}
          <span className="table-now__number" data-testid="table-number">
            {now.table > 0 ? now.table : t('now.noTable')}
          </span>
        </p>
        <p className="table-now__opponent">
          <span className="table-now__label">{t('now.opponent')}</span> <span className="table-now__name">{now.opponent}</span>
        </p>
        {now.started ? null : <p className="table-now__note">{t('now.notStarted')}</p>}
        {game.status === 'settled' ? <p className="table-now__note">{t('now.settled')}</p> : null}
        {game.matchId && game.status !== 'settled' ? (
          <p>
            <Link className="table-now__match" to={`/matches/${encodeURIComponent(game.matchId)}`}>
              {t('card.openMatch')}
            </Link>
          </p>
        ) : null}
        {now.started ? <TableClock key={now.round} competitionId={competitionId} round={now.round} gameKey={game.key} /> : null}
      </>
    );
  }

  return (
    <section className={`table-now table-now--${now.kind}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="table-now__title">
        {now.kind === 'waiting' ? t('now.titleWaiting') : t('now.title', { round: now.round })}
      </h3>
      {body}
      {/* A new round's table is news to whoever has the page open: said once, in a sentence (the clock's ticks are not). */}
      <p className="visually-hidden" role="status">
        {now.kind === 'table'
          ? t('now.announce', { round: now.round, table: now.table > 0 ? now.table : t('now.noTable'), opponent: now.opponent })
          : ''}
      </p>
    </section>
  );
}
