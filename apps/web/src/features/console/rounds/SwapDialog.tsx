import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, type CombinedError } from 'urql';
import { Button, ModalDialog, Select, TextField } from '../../../components/ui';
import type { RoundsCompetitionFragment } from '../../../gql/graphql';
import { ActionError } from '../../../components/ActionError';
import { SwapPlayersMutation } from '../api/rounds';
import { byTable } from '../../../lib/names';

type Round = RoundsCompetitionFragment['rounds'][number];

export interface Swapped {
  aName: string;
  bName: string;
}

/**
 * Swaps two players of a round that has not started: each takes the other's seat. The reason is
 * kept in the audit trail. What the new pairings break shows on the round once it is done.
 */
export function SwapDialog({
  isOpen,
  onClose,
  competition,
  round,
  onSwapped,
  onReload,
}: {
  isOpen: boolean;
  onClose: () => void;
  competition: RoundsCompetitionFragment;
  round: Round;
  onSwapped: (answer: RoundsCompetitionFragment, swapped: Swapped) => void;
  onReload: () => void;
}) {
  const { t } = useTranslation('rounds');
  const [first, setFirst] = useState<string | null>(null);
  const [second, setSecond] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ first?: string; second?: string; reason?: string }>({});
  const [state, swap] = useMutation(SwapPlayersMutation);
  // The last refusal, forgotten when the dialog closes (the mutation's own state outlives it).
  const [error, setError] = useState<CombinedError | null>(null);

  // Every player of the round, named with where they sit now, in table order.
  const seats = byTable(round.games).flatMap((g) => {
    const where = g.table === 0 ? t('swap.atBye') : t('swap.atTable', { table: g.table });
    const out = [{ id: g.a, name: g.aName, label: `${g.aName} (${where})` }];
    if (g.b && g.bName) out.push({ id: g.b, name: g.bName, label: `${g.bName} (${where})` });
    return out;
  });
  const nameOf = (id: string | null) => seats.find((s) => s.id === id)?.name ?? '';

  const close = () => {
    setFirst(null);
    setSecond(null);
    setReason('');
    setProblems({});
    setError(null);
    onClose();
  };

  const submit = async () => {
    const found = {
      first: first ? undefined : t('swap.chooseFirst'),
      second: !second ? t('swap.chooseSecond') : second === first ? t('swap.differentPlayers') : undefined,
      reason: reason.trim() ? undefined : t('swap.reasonRequired'),
    };
    setProblems(found);
    if (found.first || found.second || found.reason) return;
    const result = await swap({
      input: {
        competitionId: competition.id,
        expectedVersion: competition.version,
        round: round.round,
        playerA: first!,
        playerB: second!,
        reason: reason.trim(),
      },
    });
    setError(result.error ?? null);
    if (result.data?.swapPlayers) {
      onSwapped(result.data.swapPlayers, { aName: nameOf(first), bName: nameOf(second) });
      close();
    }
  };

  return (
    <ModalDialog title={t('swap.title', { round: round.round })} isOpen={isOpen} onClose={close}>
      <form
        noValidate
        className="rounds-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p>{t('swap.intro')}</p>
        <Select label={t('swap.first')} options={seats} value={first} onChange={(v) => setFirst(v)} error={problems.first} isRequired />
        <Select label={t('swap.second')} options={seats} value={second} onChange={(v) => setSecond(v)} error={problems.second} isRequired />
        <TextField
          label={t('swap.reason')}
          description={t('swap.reasonHint')}
          value={reason}
          onChange={setReason}
          error={problems.reason}
          isRequired
        />
        <ActionError error={error} onReload={onReload} />
        <div className="rounds-actions">
          <Button type="submit" variant="primary" isDisabled={state.fetching}>
            {state.fetching ? t('common.working') : t('swap.submit')}
          </Button>
          <Button variant="quiet" onPress={close}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
