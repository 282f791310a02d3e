import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Notice } from '../../../components/ui';
import type { RoundsCompetitionFragment } from '../../../gql/graphql';
import { ActionError } from '../../../components/ActionError';
import { BreachLabels } from './BreachLabels';
import { swapChanges, type SwapChange } from './breaches';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FirstRoundSummary } from './FirstRound';
import { PairRoundMutation, PublishRoundMutation, StartRoundMutation } from '../api/rounds';
import { PairingList } from './PairingList';
import { RoundStateBadge } from './RoundStateBadge';
import { SwapDialog, type Swapped } from './SwapDialog';
import { useCommand } from '../../../lib/useCommand';

type Round = RoundsCompetitionFragment['rounds'][number];
type Game = Round['games'][number];

/** The printed sheets of a round: pairings, match slips, and (engine matches, once started) the seat invitations. */
export function PrintLinks({ competition, round }: { competition: RoundsCompetitionFragment; round: Round }) {
  const { t } = useTranslation('rounds');
  const base = `/console/events/${competition.id}/print`;
  return (
    <ul className="print-links" aria-label={t('round.printLinks', { round: round.round })}>
      <li>
        <Link to={`${base}/pairings/${round.round}`}>{t('round.printPairings')}</Link>
      </li>
      <li>
        <Link to={`${base}/slips/${round.round}`}>{t('round.printSlips')}</Link>
      </li>
      {competition.playMode === 'engine' && round.started ? (
        <li>
          <Link to={`${base}/invitations/${round.round}`}>{t('round.invitations')}</Link>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * What the last swap did, as the pairing cards show it: each pairing it made, with the labels of
 * what that pairing breaks, or that it breaks nothing. Pairings the swap left alone are not named.
 */
function SwapSummary({ swapped, titleId }: { swapped: Swapped & { changes: SwapChange<Game>[] }; titleId: string }) {
  const { t } = useTranslation('rounds');
  const breaking = swapped.changes.filter((c) => c.labels.length > 0);
  return (
    <Notice tone={breaking.length ? 'info' : 'success'}>
      <p id={titleId} className="swap-breaches__title">
        {t('swap.done', { a: swapped.aName, b: swapped.bName })} {breaking.length === 0 ? t('swap.breaksNothing') : t('swap.breaksTitle')}
      </p>
      {breaking.length ? (
        <ul className="swap-breaches__list" aria-labelledby={titleId}>
          {breaking.map(({ game, labels }) => (
            <li key={game.id}>
              <span>
                {game.table === 0 ? t('pairing.byeTable') : t('pairing.table', { table: game.table })}:{' '}
                {game.bName ? t('swap.pairing', { a: game.aName, b: game.bName }) : t('swap.bye', { name: game.aName })}
              </span>{' '}
              <BreachLabels labels={labels} />
            </li>
          ))}
        </ul>
      ) : null}
    </Notice>
  );
}

/**
 * The round paired last, with the steps the organiser takes on it in order: review the pairings
 * (swap two players, or pair it all again), publish them, start the round.
 */
export function CurrentRound({
  competition,
  round,
  onAnswer,
  onReload,
}: {
  competition: RoundsCompetitionFragment;
  round: Round;
  onAnswer: (answer: RoundsCompetitionFragment) => void;
  onReload: () => void;
}) {
  const { t } = useTranslation('rounds');
  const [dialog, setDialog] = useState<'swap' | 'repair' | 'start' | null>(null);
  // The last swap: who, and the pairings it made with what their cards show, until the round is paired again or started.
  const [swapped, setSwapped] = useState<(Swapped & { changes: SwapChange<Game>[] }) | null>(null);
  const publish = useCommand(PublishRoundMutation);
  const start = useCommand(StartRoundMutation);
  const repair = useCommand(PairRoundMutation);
  const input = { competitionId: competition.id, expectedVersion: competition.version, round: round.round };

  const close = () => {
    setDialog(null);
    start.clear();
    repair.clear();
  };
  const doPublish = async () => {
    const answer = await publish.run({ input });
    if (answer) onAnswer(answer.publishRound);
  };
  const doStart = async () => {
    const answer = await start.run({ input });
    if (answer) {
      onAnswer(answer.startRound);
      setSwapped(null);
      close();
    }
  };
  const doRepair = async () => {
    const answer = await repair.run({ input: { competitionId: competition.id, expectedVersion: competition.version, repair: true } });
    if (answer) {
      onAnswer(answer.pairRound);
      setSwapped(null);
      close();
    }
  };

  const titleId = `round-${round.round}-title`;
  return (
    <section className="round round--current" aria-labelledby={titleId}>
      <div className="round__head">
        <h3 id={titleId}>{t('round.title', { round: round.round })}</h3>
        <RoundStateBadge round={round} />
      </div>

      {!round.started && !round.published ? <Notice tone="info">{t('round.unpublishedNote', { round: round.round })}</Notice> : null}
      {!round.started && round.published ? <p className="note">{t('round.publishedNote')}</p> : null}
      {round.started && !round.finished ? (
        <p className="note">
          {t('round.startedNote')} <Link to={`/console/events/${competition.id}/clock`}>{t('round.toClock')}</Link> ·{' '}
          <Link to={`/console/events/${competition.id}/results`}>{t('round.toResults')}</Link>
        </p>
      ) : null}

      {swapped ? <SwapSummary swapped={swapped} titleId={`${titleId}-swap`} /> : null}

      {!round.started ? (
        <div className="rounds-actions rounds-actions--steps">
          {!round.published ? (
            <Button variant="primary" onPress={() => void doPublish()} isDisabled={publish.busy}>
              {publish.busy ? t('common.working') : t('round.publish')}
            </Button>
          ) : null}
          <Button variant={round.published ? 'primary' : 'secondary'} onPress={() => setDialog('start')}>
            {t('round.start')}
          </Button>
          {round.stage === 'swiss' ? <Button onPress={() => setDialog('swap')}>{t('round.swap')}</Button> : null}
          <Button variant="danger" onPress={() => setDialog('repair')}>
            {t('round.pairAgain')}
          </Button>
        </div>
      ) : null}
      <ActionError error={publish.error} onReload={onReload} />

      <FirstRoundSummary round={round} />
      <PrintLinks competition={competition} round={round} />
      <PairingList competition={competition} round={round} />

      {round.stage === 'swiss' && !round.started ? (
        <SwapDialog
          isOpen={dialog === 'swap'}
          onClose={close}
          competition={competition}
          round={round}
          onReload={onReload}
          onSwapped={(answer, names) => {
            onAnswer(answer);
            const after = answer.rounds.find((r) => r.round === round.round);
            const earlier = answer.rounds.filter((r) => r.round < round.round).flatMap((r) => r.games);
            setSwapped({ ...names, changes: after ? swapChanges(round, after, earlier, answer.freshTables) : [] });
          }}
        />
      ) : null}
      <ConfirmDialog
        title={t('round.startTitle', { round: round.round })}
        isOpen={dialog === 'start'}
        onClose={close}
        onConfirm={() => void doStart()}
        confirmLabel={t('round.start')}
        busy={start.busy}
        error={start.error}
        onReload={onReload}
      >
        <p>{t('round.startBody')}</p>
        {!round.published ? <p>{t('round.startPublishes')}</p> : null}
        {competition.playMode === 'engine' ? <p>{t('round.startEngine')}</p> : null}
      </ConfirmDialog>
      <ConfirmDialog
        title={t('round.pairAgainTitle', { round: round.round })}
        isOpen={dialog === 'repair'}
        onClose={close}
        onConfirm={() => void doRepair()}
        confirmLabel={t('round.pairAgainConfirm')}
        busy={repair.busy}
        error={repair.error}
        onReload={onReload}
        variant="danger"
      >
        <p>{t('round.pairAgainBody')}</p>
        {round.pairingMethod === 'random' ? <p>{t('firstRound.pairAgainDraw')}</p> : null}
        {round.published ? <p>{t('round.pairAgainUnpublishes')}</p> : null}
      </ConfirmDialog>
    </section>
  );
}
