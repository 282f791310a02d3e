import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Notice, type Option } from '../../../components/ui';
import { formatClock, remainingAt, tableRemainingAt } from '../../../lib/clock/roundClock';
import type { RoundClockView } from '../../../lib/clock/useRoundClock';
import { useFormat } from '../../../lib/format';
import type { ClockCompetitionFragment, ClockReadingFragment } from '../../../gql/graphql';
import { ActionError } from '../../../components/ActionError';
import { ExtendDialog, MinutesField, PauseDialog, ResumeDialog, WHOLE_ROUND } from './ClockDialogs';
import { ExtendRoundClockMutation, PauseRoundClockMutation, ResumeRoundClockMutation, StartRoundClockMutation } from '../api/rounds';
import { defaultMinutes, validMinutes } from './roundMinutes';
import { useCommand } from '../../../lib/useCommand';

type Round = ClockCompetitionFragment['rounds'][number];

/** The organiser's digits count minutes only: a 90-minute round starts at 90:00, as its length was typed. */
const MINUTES = { hours: false };

function useTimeOfDay(): (iso: string | null | undefined) => string {
  const format = useFormat();
  return (iso) => {
    const date = iso ? new Date(iso) : null;
    return date && !Number.isNaN(date.getTime()) ? format.time(date) : '';
  };
}

/** Whole and fractional minutes in the reader's language: "5", "2,5". */
function useMinutes(): (ms: number) => string {
  const format = useFormat();
  return (ms) => format.number(ms / 60_000, { maximumFractionDigits: 1 });
}

/**
 * The round paired last and its clock: the time left (m:ss, counted from the server's last
 * reading), start with a length, pause and resume with a reason, give the round or one table
 * more time; and every table's own time.
 */
export function RoundClockPanel({
  competition,
  round,
  clock,
  onAnswer,
  onReload,
}: {
  competition: ClockCompetitionFragment;
  round: Round;
  clock: RoundClockView<ClockReadingFragment>;
  onAnswer: (answer: ClockCompetitionFragment) => void;
  onReload: () => void;
}) {
  const { t } = useTranslation('rounds');
  const timeOfDay = useTimeOfDay();
  const minutesOf = useMinutes();
  const { reading, sync, now } = clock;
  const clockError = Boolean(clock.error);
  const [minutes, setMinutes] = useState<number | null>(defaultMinutes(competition.timing.roundMinutes));
  const [badMinutes, setBadMinutes] = useState(false);
  const [dialog, setDialog] = useState<{ kind: 'pause' | 'resume' | 'extend'; target?: string } | null>(null);
  const start = useCommand(StartRoundClockMutation);
  const pause = useCommand(PauseRoundClockMutation);
  const resume = useCommand(ResumeRoundClockMutation);
  const extend = useCommand(ExtendRoundClockMutation);
  const base = { competitionId: competition.id, expectedVersion: competition.version, round: round.round };
  const names = new Map(round.games.map((g) => [g.key, g.bName ? t('clock.tablePlayers', { a: g.aName, b: g.bName }) : g.aName]));

  const close = () => {
    setDialog(null);
    pause.clear();
    resume.clear();
    extend.clear();
  };
  const doStart = async () => {
    setBadMinutes(!validMinutes(minutes));
    if (!validMinutes(minutes)) return;
    const answer = await start.run({ input: { ...base, minutes } });
    if (answer) onAnswer(answer.startRoundClock);
  };
  const doPause = async (reason: string) => {
    const answer = await pause.run({ input: { ...base, reason } });
    if (answer) {
      onAnswer(answer.pauseRoundClock);
      close();
    }
  };
  const doResume = async (reason: string | null) => {
    const answer = await resume.run({ input: { ...base, reason } });
    if (answer) {
      onAnswer(answer.resumeRoundClock);
      close();
    }
  };
  const doExtend = async (extra: number, table: number | null, reason: string) => {
    const answer = await extend.run({ input: { ...base, minutes: extra, table, reason } });
    if (answer) {
      onAnswer(answer.extendRoundClock);
      close();
    }
  };

  const started = Boolean(reading?.started);
  const left = remainingAt(sync, now) ?? 0;
  // Tables still playing may get time: not once their game is settled or time is called there.
  const open = (reading?.tables ?? []).filter((tc) => !tc.settled && !tc.timeCalled);
  const tableOptions: Option[] = open.map((tc) => ({
    id: String(tc.table),
    label: t('clock.tableOption', { table: tc.table, players: names.get(tc.game) ?? '' }),
  }));
  const titleId = `clock-round-${round.round}`;

  return (
    <section className="round-clock" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('round.title', { round: round.round })}</h3>
      {!round.started ? (
        <Notice tone="info">
          {t('clock.roundNotStarted', { round: round.round })}{' '}
          <Link to={`/console/events/${competition.id}/rounds`}>{t('clock.toRounds')}</Link>
        </Notice>
      ) : null}
      {round.finished ? <p className="note">{t('clock.roundFinished')}</p> : null}
      {clockError && !reading ? <p className="note">{t('clock.unavailable')}</p> : null}

      {/* Before the clock starts, the face shows the length about to be given. */}
      {reading ? (
        <div className={`clock-face${reading.paused ? ' clock-face--paused' : ''}${started && left === 0 ? ' clock-face--out' : ''}`}>
          <div className="clock-face__time" role="timer" aria-label={t('clock.timeLeft', { round: round.round })}>
            {formatClock(started ? left : (minutes ?? 0) * 60_000, MINUTES)}
          </div>
          <p className="clock-face__state">
            {!started ? t('clock.notStarted') : null}
            {started && reading.paused
              ? t('clock.pausedSince', { time: timeOfDay(reading.paused.at), reason: reading.paused.reason })
              : null}
            {started && !reading.paused && left > 0 ? t('clock.runningUntil', { time: timeOfDay(reading.deadline) }) : null}
            {started && !reading.paused && left === 0 ? t('clock.timeUp') : null}
          </p>
          {started ? (
            <p className="clock-face__limit">
              {t('clock.length', { minutes: minutesOf(reading.limitMs) })}
              {reading.extraMs > 0 ? ` · ${t('clock.given', { minutes: minutesOf(reading.extraMs) })}` : null}
            </p>
          ) : null}
        </div>
      ) : round.started && !clockError ? (
        <p className="status" role="status">
          {t('common.loading')}
        </p>
      ) : null}

      {round.started && !round.finished && reading && !started ? (
        <form
          noValidate
          className="rounds-form clock-start"
          onSubmit={(e) => {
            e.preventDefault();
            void doStart();
          }}
        >
          <MinutesField
            label={t('clock.minutes')}
            description={
              competition.timing.roundMinutes
                ? t('clock.minutesDefault', { minutes: competition.timing.roundMinutes })
                : t('clock.minutesNoDefault')
            }
            value={minutes}
            onChange={setMinutes}
            invalid={badMinutes}
          />
          <Button type="submit" variant="primary" isDisabled={start.busy}>
            {start.busy ? t('common.working') : t('clock.start')}
          </Button>
        </form>
      ) : null}
      <ActionError error={start.error} onReload={onReload} />

      {started && !round.finished ? (
        <div className="rounds-actions">
          {reading?.paused ? (
            <Button variant="primary" onPress={() => setDialog({ kind: 'resume' })}>
              {t('clock.resume')}
            </Button>
          ) : (
            <Button variant="danger" onPress={() => setDialog({ kind: 'pause' })}>
              {t('clock.pause')}
            </Button>
          )}
          <Button onPress={() => setDialog({ kind: 'extend', target: WHOLE_ROUND })}>{t('clock.extend')}</Button>
        </div>
      ) : null}

      {reading && reading.tables.length > 0 ? (
        <section aria-labelledby={`${titleId}-tables`} className="table-clocks">
          <h4 id={`${titleId}-tables`}>{t('clock.tables')}</h4>
          <ul>
            {[...reading.tables]
              .sort((a, b) => a.table - b.table)
              .map((tc) => {
                const tableMs = tableRemainingAt(sync, tc, now);
                return (
                  <li key={tc.game} className="table-clock">
                    <span className="table-clock__table">{t('pairing.table', { table: tc.table })}</span>
                    <span className="table-clock__players">{names.get(tc.game)}</span>
                    <span className="table-clock__time">
                      <span className="visually-hidden">{t('clock.tableTimeLeft')} </span>
                      {formatClock(tableMs, MINUTES)}
                    </span>
                    <span className="table-clock__state">
                      {tc.settled ? <span className="tag">{t('clock.settled')}</span> : null}
                      {tc.timeCalled && !tc.settled ? <span className="tag tag--warn">{t('clock.timeCalled')}</span> : null}
                      {tc.extraMs > 0 ? <span className="tag">{t('clock.given', { minutes: minutesOf(tc.extraMs) })}</span> : null}
                    </span>
                    {started && !round.finished && !tc.settled && !tc.timeCalled ? (
                      <Button
                        variant="quiet"
                        className="table-clock__action"
                        aria-label={t('clock.extendTable', { table: tc.table })}
                        onPress={() => setDialog({ kind: 'extend', target: String(tc.table) })}
                      >
                        {t('clock.extendShort')}
                      </Button>
                    ) : null}
                  </li>
                );
              })}
          </ul>
        </section>
      ) : null}

      <PauseDialog
        round={round.round}
        isOpen={dialog?.kind === 'pause'}
        onClose={close}
        busy={pause.busy}
        error={pause.error}
        onReload={onReload}
        onPause={(reason) => void doPause(reason)}
      />
      <ResumeDialog
        round={round.round}
        isOpen={dialog?.kind === 'resume'}
        onClose={close}
        busy={resume.busy}
        error={resume.error}
        onReload={onReload}
        onResume={(reason) => void doResume(reason)}
      />
      {dialog?.kind === 'extend' ? (
        <ExtendDialog
          round={round.round}
          tables={tableOptions}
          initialTarget={dialog.target ?? WHOLE_ROUND}
          isOpen
          onClose={close}
          busy={extend.busy}
          error={extend.error}
          onReload={onReload}
          onExtend={(extra, table, reason) => void doExtend(extra, table, reason)}
        />
      ) : null}
    </section>
  );
}
