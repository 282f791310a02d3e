import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { Button, Notice } from '../../../components/ui';
import type { EventDeskFragment } from '../../../gql/graphql';
import { countByStatus } from './games';
import { FinishMutation } from '../api/results';
import { ReasonDialog } from './ReasonDialog';

/**
 * Finishing the event: the standings become final and nothing changes after it. Asked for in a
 * confirmation dialog with the reason; the API refuses while any game is unsettled, and its
 * words (which games) are shown as they are.
 */
export function FinishEvent({ competition, canAct }: { competition: EventDeskFragment; canAct: boolean }) {
  const { t } = useTranslation('results');
  const [open, setOpen] = useState(false);
  const counts = countByStatus(competition.rounds.flatMap((r) => r.games));
  const unsettled = counts.open + counts.reported + counts.disputed;
  return (
    <section aria-labelledby="finish-title" className="results-panel">
      <h3 id="finish-title">{t('finish.title')}</h3>
      {competition.finished ? (
        <Notice tone="success">{t('finish.finished')}</Notice>
      ) : (
        <>
          <p>{t('finish.intro')}</p>
          {unsettled > 0 ? <p className="note">{t('finish.unsettled', { count: unsettled })}</p> : null}
          {canAct ? (
            <Button variant="danger" onPress={() => setOpen(true)}>
              {t('finish.open')}
            </Button>
          ) : null}
        </>
      )}
      {open ? <FinishDialog competition={competition} unsettled={unsettled} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}

function FinishDialog({ competition, unsettled, onClose }: { competition: EventDeskFragment; unsettled: number; onClose: () => void }) {
  const { t } = useTranslation('results');
  const [reason, setReason] = useState(() => t('finish.defaultReason'));
  const [checked, setChecked] = useState(false);
  const [{ fetching, error }, finish] = useMutation(FinishMutation);
  const submit = async () => {
    setChecked(true);
    if (!reason.trim()) return;
    const result = await finish({ input: { competitionId: competition.id, expectedVersion: competition.version, reason: reason.trim() } });
    if (!result.error) onClose();
  };
  return (
    <ReasonDialog
      title={t('finish.confirmTitle', { name: competition.name })}
      role="alertdialog"
      onClose={onClose}
      onSubmit={() => void submit()}
      reason={reason}
      onReasonChange={setReason}
      checked={checked}
      error={error}
      busy={fetching}
      submitLabel={t('finish.submit')}
      submitVariant="danger"
    >
      <p>{t('finish.confirmBody')}</p>
      {unsettled > 0 ? <Notice tone="info">{t('finish.unsettled', { count: unsettled })}</Notice> : null}
    </ReasonDialog>
  );
}
