import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type ControlIcon } from './icons';

/**
 * A control of the replay, styled as the app's buttons. A native button marked `aria-disabled`
 * rather than a disabled one: stepping to the last event must not drop the keyboard's focus
 * from the button that took it there, and a screen reader still says the step goes no further.
 */
/** The slider's keys, as a native range input moves: by one, by ten, to either end. */
const SLIDER_KEYS: Readonly<Record<string, number | 'first' | 'last'>> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageUp: 10,
  PageDown: -10,
  Home: 'first',
  End: 'last',
};

function ControlButton({
  icon,
  label,
  onPress,
  isDisabled = false,
}: {
  icon: ControlIcon;
  label: string;
  onPress: () => void;
  isDisabled?: boolean;
}) {
  return (
    <button
      type="button"
      className="ui-button ui-button--secondary replay-controls__button"
      aria-disabled={isDisabled}
      onClick={() => {
        if (!isDisabled) onPress();
      }}
    >
      <Icon name={icon} />
      <span className="replay-controls__text">{label}</span>
    </button>
  );
}

/**
 * Moving through the match: a slider over every event (arrow keys step, Home and End jump), the
 * steps either way, the ends, and play / pause. The position is said in words beside the slider
 * and to a screen reader as the slider's value ("Event 12 of 40").
 */
export function ReplayControls({
  position,
  total,
  playing,
  onGo,
  onStep,
  onPlay,
  onPause,
}: {
  position: number;
  total: number;
  playing: boolean;
  /** A move the reader makes (it stops playing). */
  onGo: (position: number) => void;
  /** Steps by `by` events from the last position asked for (a key held, a button pressed again). */
  onStep: (by: number) => void;
  onPlay: () => void;
  onPause: () => void;
}) {
  const { t } = useTranslation('replay');
  const sliderId = useId();
  const where = t('scrub.position', { number: position, total });
  const atStart = position <= 1;
  const atEnd = position >= total;
  return (
    <div className="replay-controls" role="group" aria-label={t('scrub.controls')}>
      <div className="replay-controls__scrub">
        <label htmlFor={sliderId} className="replay-controls__label">
          {t('scrub.label')}
        </label>
        {/* Not an <output>: that is a live region, and the event itself is announced already. */}
        <span className="replay-controls__position" data-testid="replay-position">
          {where}
        </span>
        <input
          id={sliderId}
          className="replay-controls__slider"
          type="range"
          min={1}
          max={Math.max(total, 1)}
          step={1}
          value={position}
          aria-valuetext={where}
          disabled={total < 2}
          onChange={(e) => onGo(Number(e.currentTarget.value))}
          onKeyDown={(e) => {
            // The keys step from the last position asked for, not from the value drawn, which the address sets a moment later.
            const by = SLIDER_KEYS[e.key];
            if (by === undefined) return;
            e.preventDefault();
            if (by === 'first') onGo(1);
            else if (by === 'last') onGo(total);
            else onStep(by);
          }}
        />
      </div>
      <div className="replay-controls__buttons">
        <ControlButton icon="first" label={t('scrub.first')} onPress={() => onGo(1)} isDisabled={atStart} />
        <ControlButton icon="previous" label={t('scrub.previous')} onPress={() => onStep(-1)} isDisabled={atStart} />
        {playing ? (
          <ControlButton icon="pause" label={t('scrub.pause')} onPress={onPause} />
        ) : (
          <ControlButton icon="play" label={t('scrub.play')} onPress={onPlay} isDisabled={total < 2} />
        )}
        <ControlButton icon="next" label={t('scrub.next')} onPress={() => onStep(1)} isDisabled={atEnd} />
        <ControlButton icon="last" label={t('scrub.last')} onPress={() => onGo(total)} isDisabled={atEnd} />
      </div>
    </div>
  );
}
