import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup, NumberField, type Choice } from '../../../components/ui';
import type { LeagueDeskFragment } from '../../../gql/graphql';
import { choiceOf, formFromScores, outcomeInput, scoreField, scoresFromForm, type OutcomeChoice, type ScoreForm } from '../results/games';
import { ReasonDialog } from '../results/ReasonDialog';
import { nameIn, OutcomeText, ScoreLines } from '../results/ResultText';
import { scoreLabel } from '../results/tieBreakHelp';
import { apiProblem } from '../../../components/ErrorNotice';
import { useCommand } from '../../../lib/useCommand';
import { LeagueRulingMutation } from '../api/league';

export type LeagueGame = LeagueDeskFragment['games'][number];

/**
 * The organiser settles a league game: enters a result nobody reported, accepts or corrects a
 * report, rules on a dispute, or corrects a settled result. Each is the organiser's report with a
 * reason (`reportGameResult`), which settles the game and stays in the audit trail. The form
 * starts from what the players said.
 */
export function LeagueResultDialog({
  competitionId,
  version,
  game,
  scoreNames,
  onClose,
  onDone,
}: {
  competitionId: string;
  version: number;
  game: LeagueGame;
  scoreNames: readonly string[];
  onClose: () => void;
  onDone: (answer: LeagueDeskFragment, message: string) => void;
}) {
  const { t } = useTranslation('league');
  const { t: tr } = useTranslation('results');
  const players = [game.a, ...(game.b ? [game.b] : [])];
  const start = game.result ?? game.report ?? null;
  const [choice, setChoice] = useState<OutcomeChoice | null>(() => choiceOf(start, game));
  const [scores, setScores] = useState<ScoreForm>(() => formFromScores(start?.scores, players, scoreNames));
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const ruling = useCommand(LeagueRulingMutation);
  const badScore = scoreField(apiProblem(ruling.error)?.field);
  const mode = game.result ? 'correct' : game.status === 'disputed' ? 'rule' : 'settle';
  const players2 = { a: game.aName, b: game.bName ?? '' };

  const choices: Choice<OutcomeChoice>[] = [
    { id: 'a', label: tr('outcome.won', { name: game.aName }) },
    { id: 'b', label: tr('outcome.won', { name: game.bName ?? '' }) },
    { id: 'draw', label: tr('outcome.draw') },
  ];

  const submit = async () => {
    setChecked(true);
    if (!choice || !reason.trim()) return;
    const answer = await ruling.run({
      input: {
        competitionId,
        expectedVersion: version,
        game: game.id,
        ...outcomeInput(choice, game),
        scores: scoresFromForm(scores),
        reason: reason.trim(),
      },
    });
    if (answer) onDone(answer.reportGameResult, t('ruling.done', players2));
  };

  return (
    <ReasonDialog
      title={t(`ruling.title.${mode}`, players2)}
      onClose={onClose}
      onSubmit={() => void submit()}
      reason={reason}
      onReasonChange={setReason}
      reasonHelp={t('ruling.reasonHelp')}
      checked={checked}
      error={ruling.error ?? undefined}
      busy={ruling.busy}
      submitLabel={t('ruling.submit')}
    >
      {game.report && !game.result ? (
        <div className="results-form__report">
          <p>
            {tr('dialog.reportedBy', { name: nameIn(game, game.report.by) })} <OutcomeText outcome={game.report} game={game} />
          </p>
          <ScoreLines scores={game.report.scores} game={game} />
          {game.report.disputeReason ? (
            <p>
              {tr('dialog.disputedBecause', { name: nameIn(game, game.report.by === game.a ? game.b : game.a) })}{' '}
              <q>{game.report.disputeReason}</q>
            </p>
          ) : null}
        </div>
      ) : null}
      {game.result ? (
        <div className="results-form__report">
          <p>
            {tr('dialog.settledAs')} <OutcomeText outcome={game.result} game={game} />
          </p>
          <ScoreLines scores={game.result.scores} game={game} />
        </div>
      ) : null}
      <ChoiceGroup
        label={tr('dialog.result')}
        choices={choices}
        value={choice}
        onChange={setChoice}
        error={checked && !choice ? tr('dialog.chooseResult') : null}
        isRequired
      />
      {scoreNames.length > 0 ? (
        <div className="results-form__scores">
          {players.map((player) => (
            <fieldset key={player}>
              <legend>{tr('dialog.scoresOf', { name: nameIn(game, player) })}</legend>
              {scoreNames.map((name) => (
                <NumberField
                  key={name}
                  label={tr('dialog.scoreOf', { score: scoreLabel(tr, name), name: nameIn(game, player) })}
                  value={scores[player]?.[name] ?? null}
                  onChange={(v) => setScores((form) => ({ ...form, [player]: { ...form[player], [name]: v } }))}
                  error={badScore?.player === player && badScore.name === name ? apiProblem(ruling.error)?.message : null}
                />
              ))}
            </fieldset>
          ))}
        </div>
      ) : null}
    </ReasonDialog>
  );
}
