import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ChoiceGroup, ModalDialog, TextField } from '../../components/ui';
import { CallOrganiser, Concede, ConfirmResult, DisputeResult, ReportResult } from './api/documents';
import type { SeatPanelProps } from './actions';
import { RefusalNotice } from './RefusalNotice';
import { newEventId, useMatchCommand } from './useMatchCommand';

type Dialog = 'concede' | 'report' | 'dispute' | 'call' | null;

/**
 * The result at the table: concede; report the result (the opponent confirms or disputes it);
 * confirm or dispute the opponent's report; call the organiser, which pauses the clocks. Each
 * asks once more before it is sent, since nothing here can be undone.
 */
export function ResultPanel({ match, side, ui, connected, offer }: SeatPanelProps) {
  const { t } = useTranslation('match');
  const { t: tg } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [winner, setWinner] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [eventId, setEventId] = useState(newEventId);
  const concede = useMatchCommand(Concede, (d) => d.concede, offer);
  const report = useMatchCommand(ReportResult, (d) => d.reportResult, offer);
  const confirm = useMatchCommand(ConfirmResult, (d) => d.confirmResult, offer);
  const dispute = useMatchCommand(DisputeResult, (d) => d.disputeResult, offer);
  const call = useMatchCommand(CallOrganiser, (d) => d.pauseMatchClock, offer);
  const close = () => {
    setDialog(null);
    setReason('');
    setWinner(null);
    setEventId(newEventId());
    for (const c of [concede, report, dispute, call]) c.clear();
  };
  const done = (ok: boolean) => {
    if (ok) close();
  };
  // Calling the organiser stops the clocks: a match without clocks has none to stop (the organiser is fetched in person).
  const clocked = Boolean(match.clock.limit || match.clock.players.length || match.clock.round);
  const base = { matchId: match.id, expectedVersion: match.version };
  // A dispute calls the organiser: once it is recorded, the clocks stop too (where there are any, and they run).
  const disputeAndCall = async (): Promise<boolean> => {
    const why = reason.trim();
    if (!(await dispute.run({ input: { ...base, side, eventId, reason: why } }))) return false;
    if (!clocked || match.clock.paused) return true;
    return call.run({ input: { matchId: match.id, side, reason: why } });
  };
  const r = match.report;
  const name = (s: string | null | undefined) => (s ? ui.sideName(s, tg) : '');
  const resultWords = (w: string | null | undefined, draw: boolean) => (draw ? t('result.draw') : t('result.won', { side: name(w) }));

  if (match.outcome.finished) return null;
  return (
    <section className="match-result" aria-labelledby="match-result-title">
      <h2 id="match-result-title">{t('result.title')}</h2>
      {r?.status === 'reported' && r.by !== side ? (
        <div className="match-result__report">
          <p>{t('result.reportedBy', { side: r.by ? name(r.by) : t('result.organiser'), result: resultWords(r.winner, r.draw) })}</p>
          <div className="match-result__buttons">
            <Button
              variant="primary"
              isDisabled={!connected || confirm.busy}
              onPress={() => void confirm.run({ input: { ...base, side, eventId } })}
            >
              {t('result.confirm')}
            </Button>
            <Button variant="danger" isDisabled={!connected} onPress={() => setDialog('dispute')}>
              {t('result.dispute')}
            </Button>
          </div>
          <RefusalNotice refusal={confirm.refusal} />
        </div>
      ) : null}
      {r?.status === 'reported' && r.by === side ? <p>{t('result.awaitingOpponent', { result: resultWords(r.winner, r.draw) })}</p> : null}
      {r?.status === 'disputed' ? <p>{t('result.disputed', { reason: r.disputeReason ?? '' })}</p> : null}
      <div className="match-result__buttons">
        {r?.status !== 'reported' ? (
          <Button isDisabled={!connected} onPress={() => setDialog('report')}>
            {t('result.report')}
          </Button>
        ) : null}
        {clocked && !match.clock.paused ? (
          <Button isDisabled={!connected} onPress={() => setDialog('call')}>
            {t('result.call')}
          </Button>
        ) : null}
        <Button variant="danger" isDisabled={!connected} onPress={() => setDialog('concede')}>
          {t('result.concede')}
        </Button>
      </div>

      <ModalDialog title={t('result.concedeTitle')} isOpen={dialog === 'concede'} onClose={close} role="alertdialog">
        <p>{t('result.concedeBody')}</p>
        <RefusalNotice refusal={concede.refusal} />
        <div className="dialog-actions">
          <Button
            variant="danger"
            isDisabled={!connected || concede.busy}
            onPress={() => void concede.run({ input: { ...base, side, eventId } }).then(done)}
          >
            {t('result.concede')}
          </Button>
          <Button variant="quiet" onPress={close}>
            {t('actions.cancel')}
          </Button>
        </div>
      </ModalDialog>

      <ModalDialog title={t('result.reportTitle')} isOpen={dialog === 'report'} onClose={close}>
        <ChoiceGroup
          label={t('result.outcome')}
          value={winner}
          onChange={setWinner}
          choices={[
            ...match.players.map((p) => ({ id: p.side, label: t('result.won', { side: `${name(p.side)} (${p.name})` }) })),
            { id: '__draw', label: t('result.draw') },
          ]}
        />
        <p className="note">{t('result.reportBody')}</p>
        <RefusalNotice refusal={report.refusal} />
        <div className="dialog-actions">
          <Button
            variant="primary"
            isDisabled={!connected || report.busy || winner === null}
            onPress={() =>
              void report
                .run({ input: { ...base, side, eventId, draw: winner === '__draw', winner: winner === '__draw' ? null : winner } })
                .then(done)
            }
          >
            {t('result.send')}
          </Button>
          <Button variant="quiet" onPress={close}>
            {t('actions.cancel')}
          </Button>
        </div>
      </ModalDialog>

      <ModalDialog
        title={dialog === 'dispute' ? t('result.disputeTitle') : t('result.callTitle')}
        isOpen={dialog === 'dispute' || dialog === 'call'}
        onClose={close}
      >
        <p>{dialog === 'dispute' ? t('result.disputeBody') : t('result.callBody')}</p>
        <TextField label={t('result.reason')} value={reason} onChange={setReason} isRequired />
        <RefusalNotice refusal={dialog === 'dispute' ? (dispute.refusal ?? call.refusal) : call.refusal} />
        <div className="dialog-actions">
          <Button
            variant="primary"
            isDisabled={!connected || dispute.busy || call.busy || reason.trim() === ''}
            onPress={() =>
              void (dialog === 'dispute' ? disputeAndCall() : call.run({ input: { ...base, side, reason: reason.trim() } })).then(done)
            }
          >
            {dialog === 'dispute' ? t('result.dispute') : t('result.call')}
          </Button>
          <Button variant="quiet" onPress={close}>
            {t('actions.cancel')}
          </Button>
        </div>
      </ModalDialog>
    </section>
  );
}
