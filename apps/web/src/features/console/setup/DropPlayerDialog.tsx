import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Button, ModalDialog, TextField } from '../../../components/ui';
import type { EventPlayer } from '../api/eventPlayers';
import { SetupDropPlayer } from '../api/playerMutations';

interface DropProps {
  competitionId: string;
  onClose: () => void;
  onDropped: (player: EventPlayer) => void;
}

/**
 * Asks before dropping a player, and why: the reason goes into the event's audit trail. A
 * refusal is shown in the dialog and nothing changes; the dialog closes once the drop is done.
 */
export function DropPlayerDialog({ player, ...props }: DropProps & { player: EventPlayer | null }) {
  const { t } = useTranslation('setup');
  return (
    <ModalDialog title={player ? t('drop.title', { name: player.name }) : ''} isOpen={player !== null} onClose={props.onClose}>
      {/* Keyed by the player: each opening starts with an empty reason and no earlier refusal. */}
      {player ? <DropForm key={player.id} player={player} {...props} /> : null}
    </ModalDialog>
  );
}

function DropForm({ competitionId, player, onClose, onDropped }: DropProps & { player: EventPlayer }) {
  const { t } = useTranslation('setup');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const [result, drop] = useMutation(SetupDropPlayer);
  const missing = !reason.trim();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One request at a time: a second press while the first is under way does nothing.
    if (result.fetching) return;
    setChecked(true);
    if (missing) return;
    const answer = await drop({ input: { competitionId, playerId: player.id, reason: reason.trim() } });
    if (answer.data) onDropped(player);
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <p>{t('drop.body')}</p>
      <TextField
        label={t('drop.reason')}
        description={t('drop.reasonHint')}
        value={reason}
        onChange={setReason}
        error={checked && missing ? t('drop.reasonRequired') : null}
        isRequired
      />
      <ErrorNotice error={result.error} />
      <div className="setup-actions">
        <Button type="submit" variant="danger">
          {t('drop.confirm')}
        </Button>
        <Button variant="secondary" onPress={onClose}>
          {t('drop.cancel')}
        </Button>
      </div>
    </form>
  );
}
