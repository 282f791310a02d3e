import { useTranslation } from 'react-i18next';
import { formatClock, type ClockFace } from '../../lib/clock/roundClock';
import { useFormat } from '../../lib/format';

/** A time of day from the server (ISO 8601) in the browser's locale and time zone. */
function useTimeOfDay(): (iso: string) => string {
  const format = useFormat();
  return (iso) => format.time(iso);
}

/**
 * The round clock as the hall reads it: large digits, the warning colour in the last five
 * minutes, "Time!" at 0, and while paused the time left with the organiser's reason. `full` is
 * the clock alone on the screen; `compact` sits in the bar above the pairings and standings.
 *
 * A timer (role) is not read out as it ticks; what changes its meaning (paused, time up) is.
 */
export function RoundClockFace({ face, size }: { face: ClockFace; size: 'full' | 'compact' }) {
  const { t } = useTranslation('projector');
  const timeOfDay = useTimeOfDay();
  if (face.state === 'none') return null;
  const label = t('clock.label', { round: face.round });
  const block = `projector-clock projector-clock--${size}`;

  if (face.state === 'waiting') {
    return size === 'full' ? (
      <div className={`${block} projector-clock--waiting`}>
        <p className="projector-clock__note">{t('clock.waiting')}</p>
      </div>
    ) : null;
  }
  if (face.state === 'timeUp') {
    return (
      <div className={`${block} projector-clock--up`}>
        <p className="projector-clock__digits" role="timer" aria-label={label}>
          {t('clock.timeUp')}
        </p>
      </div>
    );
  }
  const digits = formatClock(face.remainingMs);
  if (face.state === 'paused') {
    return (
      <div className={`${block} projector-clock--paused`}>
        <p className="projector-clock__digits" role="timer" aria-label={label}>
          {digits}
        </p>
        <p className="projector-clock__note" role="status">
          <strong>{t('clock.paused')}</strong> {t('clock.pausedAt', { time: timeOfDay(face.since) })}
          {size === 'full' ? (
            <>
              <br />
              <span className="projector-clock__reason">{face.reason}</span>
            </>
          ) : (
            <span className="projector-clock__reason"> · {face.reason}</span>
          )}
        </p>
      </div>
    );
  }
  return (
    <div className={`${block}${face.warning ? ' projector-clock--warning' : ''}`}>
      <p className="projector-clock__digits" role="timer" aria-label={label}>
        {digits}
      </p>
      {size === 'full' && face.deadline ? (
        <p className="projector-clock__note">{t('clock.endsAt', { time: timeOfDay(face.deadline) })}</p>
      ) : null}
    </div>
  );
}
