import { useTranslation } from 'react-i18next';
import type { GameUi, PendingView, SeatView } from '../../boards';
import { useFormat } from '../../lib/format';
import type { ReplayOutcomeFragment } from '../../gql/graphql';
import { scoreName } from '../../lib/scoreNames';
import { eventWords } from './eventWords';
import type { ReplayEvent } from './replayState';

/** What the replay shows of one position, as the API gave it for that event. */
export interface Moment {
  event: ReplayEvent | undefined;
  /** The reader's view of the state just before the event (null before the first). */
  before: unknown;
  state: unknown;
  pending: PendingView;
  outcome: ReplayOutcomeFragment;
}

const RESULTS = { win: 'outcome.result.win', loss: 'outcome.result.loss', draw: 'outcome.result.draw' } as const;

/** A finished match's result: who won or a draw, how it ended (the engine's words), and each side's scores. */
function OutcomeView({ outcome, ui }: { outcome: ReplayOutcomeFragment; ui: GameUi }) {
  const { t } = useTranslation('replay');
  const { t: tAll } = useTranslation();
  const { t: tp } = useTranslation('public');
  const format = useFormat();
  const headline = outcome.draw
    ? t('outcome.draw')
    : outcome.winner
      ? t('outcome.won', { winner: ui.sideName(outcome.winner, tAll) })
      : t('outcome.over');
  const sides = outcome.sides
    .map((s) => ({
      ...s,
      named: Object.entries((s.scores ?? {}) as Record<string, unknown>).filter((e): e is [string, number] => typeof e[1] === 'number'),
    }))
    .filter((s) => s.named.length > 0 || s.result);
  return (
    <div className="replay-moment__outcome" data-testid="replay-outcome">
      <p className="replay-moment__headline">{headline}</p>
      {outcome.reason ? (
        <p>
          {t('outcome.how')} <span lang="en">{outcome.reason}</span>
        </p>
      ) : null}
      {sides.length > 0 ? (
        <ul className="replay-moment__scores">
          {sides.map((s) => (
            <li key={s.side}>
              <strong>{ui.sideName(s.side, tAll)}</strong>
              {s.result && Object.hasOwn(RESULTS, s.result) ? ` · ${t(RESULTS[s.result as keyof typeof RESULTS])}` : null}
              {s.named.length > 0 ? (
                <span className="replay-moment__score-line">
                  {s.named.map(([name, value]) => `${scoreName(tp, name)} ${format.number(value)}`).join(', ')}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The event shown, in words: kept beside the controls, so it stays in sight on a phone while the
 * reader steps through the match, and announced (politely) as the replay moves to it. `moment`
 * is null until the API has answered for the first position.
 */
export function EventLine({ moment, ui, players }: { moment: Moment | null; ui: GameUi; players: readonly SeatView[] }) {
  const { t } = useTranslation('replay');
  const { t: tAll } = useTranslation();
  const words = moment?.event ? eventWords(moment.event, ui, moment.before, players, tAll) : t('now.loading');
  return (
    // Always in the page, so a screen reader hears each event as the replay comes to it; in reach of
    // the keyboard, since a long event scrolls in its few lines.
    <p className="replay-dock__event" data-testid="replay-event" aria-live="polite" aria-atomic="true" tabIndex={0}>
      {words}
    </p>
  );
}

/**
 * Where the match stood after the event shown: when the event was recorded, what the match
 * waited for next, and the result once the match is over. `busy` while the API answers for a
 * new position, the previous one staying in sight.
 */
export function ReplayMoment({
  moment,
  ui,
  players,
  busy,
}: {
  moment: Moment | null;
  ui: GameUi;
  players: readonly SeatView[];
  busy: boolean;
}) {
  const { t } = useTranslation('replay');
  const { t: tAll } = useTranslation();
  const format = useFormat();
  const event = moment?.event;
  const pending =
    moment === null
      ? null
      : moment.pending.kind === 'none'
        ? t('now.nothingPending')
        : ui.describePending(moment.pending, moment.state, players, tAll);
  return (
    <section className="replay-moment" aria-labelledby="replay-moment-title" aria-busy={busy}>
      <h2 id="replay-moment-title">{t('now.title')}</h2>
      {event?.recordedAt ? <p className="replay-moment__time">{t('now.recordedAt', { time: format.dateTime(event.recordedAt) })}</p> : null}
      {moment === null ? <p>{t('now.loading')}</p> : null}
      {pending !== null ? (
        <>
          <h3 className="replay-moment__label">{t('now.pending')}</h3>
          <p data-testid="replay-pending">{pending}</p>
        </>
      ) : null}
      {moment?.outcome.finished ? (
        <>
          <h3 className="replay-moment__label">{t('now.outcome')}</h3>
          <OutcomeView outcome={moment.outcome} ui={ui} />
        </>
      ) : null}
    </section>
  );
}
