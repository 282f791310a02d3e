import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useMutation, type CombinedError } from 'urql';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Button, NumberField } from '../../components/ui';
import type { PlayerCornerCompetitionFragment, ReportedGameFragment } from '../../gql/graphql';
import { scoreName } from '../../lib/scoreNames';
import { ReportGame } from './api/corner';
import { reportInput, type Choice, type ScoreEntries } from './paperGame';

/** What a report says: the `reportGameResult` input, as reportInput builds it. */
export type ReportInput = ReturnType<typeof reportInput>;

/**
 * A player reports their game from their account (reportGameResult): ReportFields, sent as
 * them. The opponent confirms it afterwards.
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
  const [result, report] = useMutation(ReportGame);
  return (
    <ReportFields
      competitionId={competitionId}
      game={game}
      playerId={playerId}
      opponentName={opponentName}
      scoreNames={scoreNames}
      busy={result.fetching}
      error={result.error}
      onSend={async (input) => {
        const answer = await report({ input });
        if (answer.data) onReported(answer.data.reportGameResult);
      }}
    />
  );
}

/**
 * The report itself: I won, I lost or a draw, in three large buttons for a thumb, then the
 * game's scores where it has them (optional: the organiser may ask for them), then send. How it
 * is sent is the caller's: from an account (ReportForm) or with a match slip's code (/slip).
 */
export function ReportFields({
  competitionId,
  game,
  playerId,
  opponentName,
  scoreNames,
  busy,
  error,
  onSend,
}: {
  competitionId: string;
  game: Pick<ReportedGameFragment, 'id' | 'a' | 'b'>;
  playerId: string;
  opponentName: string;
  scoreNames: readonly string[];
  busy: boolean;
  error: CombinedError | undefined;
  onSend: (input: ReportInput) => Promise<void>;
}) {
  const { t } = useTranslation('player');
  const { t: tp } = useTranslation('public');
  const [choice, setChoice] = useState<Choice | null>(null);
  const [mine, setMine] = useState<ScoreEntries>({});
  const [theirs, setTheirs] = useState<ScoreEntries>({});

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!choice) return;
    await onSend(reportInput(competitionId, game, playerId, choice, mine, theirs));
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
      <ErrorNotice error={error} />
      <Button type="submit" variant="primary" className="big-button" isDisabled={!choice || busy}>
        {busy ? t('report.sending') : t('report.send')}
      </Button>
    </form>
  );
}
