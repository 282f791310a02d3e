import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useMutation } from 'urql';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Button, NumberField } from '../../components/ui';
import type { PlayerCornerCompetitionFragment, ReportedGameFragment } from '../../gql/graphql';
import { scoreName } from '../public/scoreNames';
import { ReportGame } from './documents';
import { reportInput, type Choice, type ScoreEntries } from './paperGame';

/**
 * A player reports their game: I won, I lost or a draw, in three large buttons for a thumb, then
 * the game's scores where it has them (optional: the organiser may ask for them), then send.
 * The opponent confirms it afterwards.
 */
export function ReportForm({
  competitionId,
  game,
  playerId,
  opponentName,
  scoreNames,
  onReported,
}: {
  competitionId: string;
  game: ReportedGameFragment;
  playerId: string;
  opponentName: string;
  scoreNames: readonly string[];
  onReported: (competition: PlayerCornerCompetitionFragment) => void;
}) {
  const { t } = useTranslation('player');
  const { t: tp } = useTranslation('public');
  const [choice, setChoice] = useState<Choice | null>(null);
  const [mine, setMine] = useState<ScoreEntries>({});
  const [theirs, setTheirs] = useState<ScoreEntries>({});
  const [result, report] = useMutation(ReportGame);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!choice) return;
    const answer = await report({ input: reportInput(competitionId, game, playerId, choice, mine, theirs) });
    if (answer.data) onReported(answer.data.reportGameResult);
  }

  return (
    <form className="report-form" onSubmit={(e) => void submit(e)}>
      <RadioGroup className="outcome-choice" value={choice} onChange={(v) => setChoice(v as Choice)} isRequired>
        <Label className="outcome-choice__label">{t('report.question', { opponent: opponentName })}</Label>
        <div className="outcome-choice__options">
          <Radio value="won" className="outcome-choice__option">
            {t('report.won')}
          </Radio>
          <Radio value="lost" className="outcome-choice__option">
            {t('report.lost')}
          </Radio>
          <Radio value="draw" className="outcome-choice__option">
            {t('report.draw')}
          </Radio>
        </div>
      </RadioGroup>
      {scoreNames.length > 0 ? (
        <fieldset className="report-scores">
          <legend>{t('report.scores')}</legend>
          {scoreNames.map((name) => (
            <div key={name} className="report-scores__pair">
              <NumberField
                label={t('report.myScore', { score: scoreName(tp, name) })}
                value={mine[name] ?? null}
                onChange={(v) => setMine((s) => ({ ...s, [name]: v }))}
                minValue={0}
              />
              <NumberField
                label={t('report.theirScore', { score: scoreName(tp, name), opponent: opponentName })}
                value={theirs[name] ?? null}
                onChange={(v) => setTheirs((s) => ({ ...s, [name]: v }))}
                minValue={0}
              />
            </div>
          ))}
        </fieldset>
      ) : null}
      <ErrorNotice error={result.error} />
      <Button type="submit" variant="primary" className="big-button" isDisabled={!choice || result.fetching}>
        {result.fetching ? t('report.sending') : t('report.send')}
      </Button>
    </form>
  );
}
