import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { ChoiceGroup, NumberField, Select } from '../../../components/ui';
import { useFormat } from '../../../lib/format';
import { AdjustPointsMutation } from '../api/results';
import { ReasonDialog } from './ReasonDialog';

/** The round an adjustment belongs to, as the form's select holds it: a round number, or none. */
const NO_ROUND = 'none';

/**
 * Bonus or penalty points for one player, with the reason. The points count from the chosen round
 * on (the standings after an earlier round leave them out); without a round they count in every view.
 */
export function AdjustPointsDialog({
  competitionId,
  version,
  players,
  rounds,
  onClose,
  onDone,
}: {
  competitionId: string;
  version: number;
  players: readonly { id: string; name: string; dropped: boolean }[];
  /** The rounds paired so far, the current one last. */
  rounds: readonly number[];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('results');
  const format = useFormat();
  const [playerId, setPlayerId] = useState<string | null>(null);
  const [kind, setKind] = useState<'penalty' | 'bonus'>('penalty');
  const [amount, setAmount] = useState<number | null>(1);
  const [round, setRound] = useState<string>(() => (rounds.length > 0 ? String(rounds[rounds.length - 1]) : NO_ROUND));
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const [{ fetching, error }, adjust] = useMutation(AdjustPointsMutation);

  const amountOk = amount !== null && Number.isFinite(amount) && amount > 0;
  const submit = async () => {
    setChecked(true);
    if (!playerId || !amountOk || !reason.trim()) return;
    const points = kind === 'penalty' ? -amount : amount;
    const result = await adjust({
      input: {
        competitionId,
        expectedVersion: version,
        playerId,
        points,
        round: round === NO_ROUND ? null : Number(round),
        reason: reason.trim(),
      },
    });
    if (!result.error) {
      const name = players.find((p) => p.id === playerId)?.name ?? playerId;
      onDone(t(kind === 'penalty' ? 'done.penalty' : 'done.bonus', { name, points: format.number(amount), count: amount }));
    }
  };

  return (
    <ReasonDialog
      title={t('adjust.title')}
      onClose={onClose}
      onSubmit={() => void submit()}
      reason={reason}
      onReasonChange={setReason}
      reasonHelp={t('adjust.reasonHelp')}
      checked={checked}
      error={error}
      busy={fetching}
      submitLabel={t('adjust.submit')}
    >
      <Select
        label={t('adjust.player')}
        options={players.map((p) => ({ id: p.id, label: p.dropped ? t('adjust.droppedPlayer', { name: p.name }) : p.name }))}
        value={playerId}
        onChange={setPlayerId}
        error={checked && !playerId ? t('adjust.choosePlayer') : null}
        isRequired
      />
      <ChoiceGroup
        label={t('adjust.kind')}
        choices={[
          { id: 'penalty', label: t('adjust.penalty') },
          { id: 'bonus', label: t('adjust.bonus') },
        ]}
        value={kind}
        onChange={setKind}
      />
      <NumberField
        label={t('adjust.points')}
        description={t('adjust.pointsHelp')}
        value={amount}
        onChange={setAmount}
        minValue={0}
        error={checked && !amountOk ? t('adjust.pointsRequired') : null}
        isRequired
      />
      <Select
        label={t('adjust.round')}
        description={t('adjust.roundHelp')}
        options={[
          ...rounds.map((r) => ({ id: String(r), label: t('adjust.fromRound', { round: r }) })),
          { id: NO_ROUND, label: t('adjust.noRound') },
        ]}
        value={round}
        onChange={setRound}
      />
    </ReasonDialog>
  );
}
