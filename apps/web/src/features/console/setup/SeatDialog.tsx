import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Button, ModalDialog, NumberField } from '../../../components/ui';
import type { EventPlayer } from '../api/eventPlayers';
import { SetupFixPlayerTable, SetupSeedPlayer } from '../api/playerMutations';

/** The highest table number the API takes. */
const MAX_TABLE = 999;

interface SeatProps {
  competitionId: string;
  /** A round has started: the seed list has been played and no longer changes. */
  seedingClosed: boolean;
  onClose: () => void;
  onSaved: (player: EventPlayer) => void;
}

/**
 * A player's fixed table (an accessible table: theirs every round, from the next pairing on) and
 * their seed (which round 1 paired by seed list follows). Only what changed is sent; a refusal is
 * shown in the dialog and nothing else changes.
 */
export function SeatDialog({ player, ...props }: SeatProps & { player: EventPlayer | null }) {
  const { t } = useTranslation('setup');
  return (
    <ModalDialog title={player ? t('seat.title', { name: player.name }) : ''} isOpen={player !== null} onClose={props.onClose}>
      {/* Keyed by the player: each opening starts from their table and seed, with no earlier refusal. */}
      {player ? <SeatForm key={player.id} player={player} {...props} /> : null}
    </ModalDialog>
  );
}

function SeatForm({ competitionId, player, seedingClosed, onClose, onSaved }: SeatProps & { player: EventPlayer }) {
  const { t } = useTranslation('setup');
  const [table, setTable] = useState<number | null>(player.fixedTable ?? null);
  const [seed, setSeed] = useState<number | null>(player.seed);
  const [checked, setChecked] = useState(false);
  const [fixed, fix] = useMutation(SetupFixPlayerTable);
  const [seeded, reseed] = useMutation(SetupSeedPlayer);
  const busy = fixed.fetching || seeded.fetching;
  const tableProblem = table !== null && !(Number.isInteger(table) && table >= 1 && table <= MAX_TABLE) ? t('seat.badTable') : null;
  const seedProblem = seed === null || !(Number.isInteger(seed) && seed >= 1) ? t('seat.badSeed') : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setChecked(true);
    if (tableProblem || (!seedingClosed && seedProblem)) return;
    if (table !== (player.fixedTable ?? null)) {
      const answer = await fix({ input: { competitionId, playerId: player.id, table } });
      if (!answer.data) return;
    }
    if (!seedingClosed && seed !== null && seed !== player.seed) {
      const answer = await reseed({ input: { competitionId, playerId: player.id, seed } });
      if (!answer.data) return;
    }
    onSaved(player);
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <NumberField
        label={t('seat.table')}
        description={t('seat.tableHint')}
        name="fixedTable"
        value={table}
        onChange={setTable}
        minValue={1}
        error={checked ? tableProblem : null}
      />
      <NumberField
        label={t('seat.seed')}
        description={seedingClosed ? t('seat.seedClosed') : t('seat.seedHint')}
        name="seed"
        value={seed}
        onChange={setSeed}
        minValue={1}
        isDisabled={seedingClosed}
        error={checked && !seedingClosed ? seedProblem : null}
      />
      <ErrorNotice error={fixed.error ?? seeded.error} />
      <div className="setup-actions">
        <Button type="submit" variant="primary" isDisabled={busy}>
          {t('seat.save')}
        </Button>
        <Button variant="secondary" onPress={onClose}>
          {t('seat.cancel')}
        </Button>
      </div>
    </form>
  );
}
