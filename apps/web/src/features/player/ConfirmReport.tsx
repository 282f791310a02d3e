import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, type CombinedError } from 'urql';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Button, ModalDialog, TextField } from '../../components/ui';
import type { PlayerCornerCompetitionFragment, ReportedGameFragment } from '../../gql/graphql';
import { ConfirmGame, DisputeGame } from './api/corner';

/**
 * The opponent's report, answered from the player's account (confirmGameResult,
 * disputeGameResult): AnswerReport, sent as them.
 */
export function ConfirmReport({
  competitionId,
  game,
  onAnswered,
}: {
  competitionId: string;
  game: ReportedGameFragment;
  onAnswered: (competition: PlayerCornerCompetitionFragment) => void;
}) {
  const [confirmation, confirm] = useMutation(ConfirmGame);
  const [dispute, sendDispute] = useMutation(DisputeGame);
  return (
    <AnswerReport
      confirming={confirmation.fetching}
      confirmError={confirmation.error}
      disputing={dispute.fetching}
      disputeError={dispute.error}
      onConfirm={async () => {
        const answer = await confirm({ input: { competitionId, game: game.id } });
        if (answer.data) onAnswered(answer.data.confirmGameResult);
      }}
      onDispute={async (reason) => {
        const answer = await sendDispute({ input: { competitionId, game: game.id, reason } });
        if (!answer.data) return false;
        onAnswered(answer.data.disputeGameResult);
        return true;
      }}
    />
  );
}

/**
 * The answer to the opponent's report: confirm it (the result is settled), or dispute it with a
 * reason the organiser reads before ruling. How it is sent is the caller's: from an account
 * (ConfirmReport) or with a match slip's code (/slip). `onDispute` answers whether it was taken.
 */
export function AnswerReport({
  confirming,
  confirmError,
  disputing: sendingDispute,
  disputeError,
  onConfirm,
  onDispute,
}: {
  confirming: boolean;
  confirmError: CombinedError | undefined;
  disputing: boolean;
  disputeError: CombinedError | undefined;
  onConfirm: () => Promise<void>;
  onDispute: (reason: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('player');
  const [disputing, setDisputing] = useState(false);
  const [reason, setReason] = useState('');
  const busy = confirming || sendingDispute;

  async function submitDispute(e: FormEvent) {
    e.preventDefault();
    if (await onDispute(reason.trim())) setDisputing(false);
  }

  return (
    <div className="confirm-report">
      <div className="card-actions">
        <Button variant="primary" className="big-button" onPress={() => void onConfirm()} isDisabled={busy}>
          {confirming ? t('confirm.sending') : t('confirm.confirm')}
        </Button>
        <Button variant="danger" className="big-button" onPress={() => setDisputing(true)} isDisabled={busy}>
          {t('confirm.dispute')}
        </Button>
      </div>
      <ErrorNotice error={confirmError} />
      <ModalDialog title={t('dispute.title')} isOpen={disputing} onClose={() => setDisputing(false)}>
        <form onSubmit={(e) => void submitDispute(e)}>
          <p>{t('dispute.intro')}</p>
          <TextField
            label={t('dispute.reason')}
            description={t('dispute.reasonHint')}
            value={reason}
            onChange={setReason}
            multiline
            rows={4}
            isRequired
          />
          <ErrorNotice error={disputeError} />
          <div className="dialog-actions">
            <Button type="submit" variant="danger" isDisabled={reason.trim() === '' || sendingDispute}>
              {sendingDispute ? t('dispute.sending') : t('dispute.send')}
            </Button>
            <Button onPress={() => setDisputing(false)}>{t('dispute.cancel')}</Button>
          </div>
        </form>
      </ModalDialog>
    </div>
  );
}
