import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { ChoiceGroup } from '../../../components/ui';
import { GameLossMutation } from '../api/results';
import { ReasonDialog } from './ReasonDialog';
import type { DeskGame } from './ResultDialog';

/** A game loss for one player of a game (a penalty under the event's rules): the opponent wins, the game counts as unplayed. */
export function GameLossDialog({
  competitionId,
  version,
  game,
  onClose,
  onDone,
}: {
  competitionId: string;
  version: number;
  game: DeskGame;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('results');
  const [loser, setLoser] = useState<'a' | 'b' | null>(null);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const [{ fetching, error }, issue] = useMutation(GameLossMutation);

  const submit = async () => {
    setChecked(true);
    const playerId = loser === 'a' ? game.a : loser === 'b' ? game.b : null;
    if (!playerId || !reason.trim()) return;
    const result = await issue({ input: { competitionId, expectedVersion: version, game: game.id, playerId, reason: reason.trim() } });
    if (!result.error) {
      const name = loser === 'a' ? game.aName : (game.bName ?? '');
      onDone(t('done.gameLoss', { name, table: game.table }));
    }
  };

  return (
    <ReasonDialog
      title={t('gameLoss.title', { table: game.table })}
      onClose={onClose}
      onSubmit={() => void submit()}
      reason={reason}
      onReasonChange={setReason}
      reasonHelp={t('gameLoss.reasonHelp')}
      checked={checked}
      error={error}
      busy={fetching}
      submitLabel={t('gameLoss.submit')}
      submitVariant="danger"
    >
      <p className="results-form__game">{t('dialog.game', { round: game.round, table: game.table, a: game.aName, b: game.bName ?? '' })}</p>
      <p>{t('gameLoss.explain')}</p>
      <ChoiceGroup
        label={t('gameLoss.who')}
        choices={[
          { id: 'a', label: game.aName },
          { id: 'b', label: game.bName ?? '' },
        ]}
        value={loser}
        onChange={setLoser}
        error={checked && !loser ? t('gameLoss.chooseWho') : null}
        isRequired
      />
    </ReasonDialog>
  );
}
