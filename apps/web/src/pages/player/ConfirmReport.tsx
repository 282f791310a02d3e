import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Button, ModalDialog, TextField } from '../../components/ui';
import type { PlayerCornerCompetitionFragment, ReportedGameFragment } from '../../gql/graphql';
import { ConfirmGame, DisputeGame } from './documents';

/**
 * The opponent's report, answered: confirm it (the result is settled), or dispute it with a
 * reason the organiser reads before ruling.
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
  const { t } = useTranslation('player');
  const [confirmation, confirm] = useMutation(ConfirmGame);
  const [dispute, sendDispute] = useMutation(DisputeGame);
  const [disputing, setDisputing] = useState(false);
  const [reason, setReason] = useState('');
  const busy = confirmation.fetching || dispute.fetching;

  async function onConfirm() {
    const answer = await confirm({ input: { competitionId, game: game.id } });
    if (answer.data) onAnswered(answer.data.confirmGameResult);
  }

  async function onDispute(e: FormEvent) {
    e.preventDefault();
    const answer = await sendDispute({ input: { competitionId, game: game.id, reason: reason.trim() } });
    if (answer.data) {
      setDisputing(false);
      onAnswered(answer.data.disputeGameResult);
    }
  }

  return (
    <div className="confirm-report">
      <div className="card-actions">
        <Button variant="primary" className="big-button" onPress={() => void onConfirm()} isDisabled={busy}>
          {confirmation.fetching ? t('confirm.sending') : t('confirm.confirm')}
        </Button>
        <Button variant="danger" className="big-button" onPress={() => setDisputing(true)} isDisabled={busy}>
          {t('confirm.dispute')}
        </Button>
      </div>
      <ErrorNotice error={confirmation.error} />
      <ModalDialog title={t('dispute.title')} isOpen={disputing} onClose={() => setDisputing(false)}>
        <form onSubmit={(e) => void onDispute(e)}>
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
          <ErrorNotice error={dispute.error} />
          <div className="dialog-actions">
            <Button type="submit" variant="danger" isDisabled={reason.trim() === '' || dispute.fetching}>
              {dispute.fetching ? t('dispute.sending') : t('dispute.send')}
            </Button>
            <Button onPress={() => setDisputing(false)}>{t('dispute.cancel')}</Button>
          </div>
        </form>
      </ModalDialog>
    </div>
  );
}
