import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { apiProblem } from '../../../components/ErrorNotice';
import { ChoiceGroup, Notice, NumberField, type Choice } from '../../../components/ui';
import type { ResultsDeskFragment } from '../../../gql/graphql';
import {
  choiceOf,
  formFromScores,
  outcomeInput,
  scoreField,
  scoresFromForm,
  statusOf,
  type GameStatus,
  type OutcomeChoice,
  type ScoreForm,
} from './games';
import { ReportResultMutation } from '../api/results';
import { ReasonDialog } from './ReasonDialog';
import { nameIn, OutcomeText, ScoreLines } from './ResultText';
import { scoreLabel } from './tieBreakHelp';

export type DeskGame = ResultsDeskFragment['rounds'][number]['games'][number];

/**
 * What the organiser does with a game's result:
 * - enter: a game nobody has reported (the result slip handed in at the desk);
 * - accept: the reported result as it stands, settled with the organiser's word;
 * - change: a reported result set right before it is settled;
 * - rule: a disputed result decided;
 * - override: a settled result corrected.
 * All of them are the organiser's report (`reportGameResult` with a reason), which settles the game.
 */
export type ResultMode = 'enter' | 'accept' | 'change' | 'rule' | 'override';

/** The mode a game's main action opens, by where the game stands. */
export function modeFor(status: GameStatus): ResultMode {
  return ({ open: 'enter', reported: 'accept', disputed: 'rule', settled: 'override' } as const)[status];
}

export function ResultDialog({
  competitionId,
  version,
  game,
  mode,
  scoreNames,
  openedAs,
  onClose,
  onDone,
}: {
  competitionId: string;
  /** The competition's version now: a change made meanwhile by someone else is refused, not overwritten. */
  version: number;
  game: DeskGame;
  mode: ResultMode;
  scoreNames: readonly string[];
  /** The game's status when the dialog opened: the organiser is told when it moves while they decide. */
  openedAs: GameStatus;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('results');
  const players = [game.a, ...(game.b ? [game.b] : [])];
  // The result the form starts from: the report for accept/change, the settled result to override, nothing to enter or rule.
  const start = mode === 'override' ? game.result : mode === 'accept' || mode === 'change' ? game.report : null;
  const [choice, setChoice] = useState<OutcomeChoice | null>(() => choiceOf(start, game));
  const [scores, setScores] = useState<ScoreForm>(() =>
    // A ruling starts from the scores the reporter gave: the dispute is usually about the winner.
    formFromScores(mode === 'enter' ? null : (start ?? game.report)?.scores, players, scoreNames),
  );
  const [reason, setReason] = useState(() => (mode === 'accept' ? t('reason.accepted') : mode === 'enter' ? t('reason.entered') : ''));
  const [checked, setChecked] = useState(false);
  const [{ fetching, error }, report] = useMutation(ReportResultMutation);

  const problem = apiProblem(error);
  const badScore = scoreField(problem?.field);
  const choiceError = checked && !choice ? t('dialog.chooseResult') : null;
  const moved = statusOf(game) !== openedAs;

  const choices: Choice<OutcomeChoice>[] = [
    { id: 'a', label: t('outcome.won', { name: game.aName }) },
    { id: 'b', label: t('outcome.won', { name: game.bName ?? '' }) },
    // A bracket game needs a winner: the API refuses a draw there.
    ...(game.bracketMatch ? [] : [{ id: 'draw' as const, label: t('outcome.draw') }]),
  ];

  const submit = async () => {
    setChecked(true);
    // Accepting settles the report as it stands now, scores and all, even those the form has no field for.
    const accepted = mode === 'accept' ? choiceOf(game.report, game) : null;
    const outcome = accepted ?? choice;
    if (!outcome || !reason.trim()) return;
    const result = await report({
      input: {
        competitionId,
        expectedVersion: version,
        game: game.id,
        ...outcomeInput(outcome, game),
        scores: mode === 'accept' ? (game.report?.scores ?? null) : scoresFromForm(scores),
        reason: reason.trim(),
      },
    });
    if (!result.error) onDone(t(`done.${mode}`, { table: game.table }));
  };

  const setScore = (player: string, name: string, value: number | null) =>
    setScores((form) => ({ ...form, [player]: { ...form[player], [name]: value } }));

  return (
    <ReasonDialog
      title={t(`dialog.title.${mode}`, { table: game.table })}
      onClose={onClose}
      onSubmit={() => void submit()}
      reason={reason}
      onReasonChange={setReason}
      reasonHelp={t(`dialog.reasonHelp.${mode}`)}
      checked={checked}
      error={error}
      busy={fetching}
      submitLabel={t(`dialog.submit.${mode}`)}
      isSubmitDisabled={mode === 'accept' && !game.report}
    >
      <p className="results-form__game">{t('dialog.game', { round: game.round, table: game.table, a: game.aName, b: game.bName ?? '' })}</p>
      {moved ? <Notice tone="info">{t('dialog.moved', { status: t(`status.${statusOf(game)}`) })}</Notice> : null}
      {game.report && mode !== 'override' ? (
        <div className="results-form__report">
          <p>
            {t('dialog.reportedBy', { name: nameIn(game, game.report.by) })} <OutcomeText outcome={game.report} game={game} />
          </p>
          <ScoreLines scores={game.report.scores} game={game} />
          {game.report.disputeReason ? (
            <p>
              {t('dialog.disputedBecause', { name: nameIn(game, game.report.by === game.a ? game.b : game.a) })}{' '}
              <q>{game.report.disputeReason}</q>
            </p>
          ) : null}
        </div>
      ) : null}
      {mode === 'override' && game.result ? (
        <div className="results-form__report">
          <p>
            {t('dialog.settledAs')} <OutcomeText outcome={game.result} game={game} />
          </p>
          <ScoreLines scores={game.result.scores} game={game} />
        </div>
      ) : null}
      {mode === 'accept' ? null : (
        <>
          <ChoiceGroup label={t('dialog.result')} choices={choices} value={choice} onChange={setChoice} error={choiceError} isRequired />
          {scoreNames.length > 0 ? (
            <div className="results-form__scores">
              {players.map((player) => (
                <fieldset key={player}>
                  <legend>{t('dialog.scoresOf', { name: nameIn(game, player) })}</legend>
                  {scoreNames.map((name) => (
                    <NumberField
                      key={name}
                      label={t('dialog.scoreOf', { score: scoreLabel(t, name), name: nameIn(game, player) })}
                      value={scores[player]?.[name] ?? null}
                      onChange={(v) => setScore(player, name, v)}
                      error={badScore?.player === player && badScore.name === name ? problem?.message : null}
                    />
                  ))}
                </fieldset>
              ))}
            </div>
          ) : null}
        </>
      )}
    </ReasonDialog>
  );
}
