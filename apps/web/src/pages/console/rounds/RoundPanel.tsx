import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Notice } from '../../../components/ui';
import type { RoundsCompetitionFragment } from '../../../gql/graphql';
import { ActionError } from './ActionError';
import { BreachLabels } from './BreachLabels';
import { kindOfText, knownKind } from './breaches';
import { ConfirmDialog } from './ConfirmDialog';
import { PairRoundMutation, PublishRoundMutation, StartRoundMutation } from './documents';
import { PairingList } from './PairingList';
import { RoundStateBadge } from './RoundStateBadge';
import { SwapDialog, type Swapped } from './SwapDialog';
import { useCommand } from './useCommand';

type Round = RoundsCompetitionFragment['rounds'][number];

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
  const [swapped, setSwapped] = useState<Swapped | null>(null);
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

  const labels = round.breaches.map((b) => ({
    kind: knownKind(b.kind) ?? kindOfText(b.text),
    text: b.text,
    hard: b.strictness === 'hard',
  }));
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

      {swapped ? (
        <Notice tone="success">
          {t('swap.done', { a: swapped.aName, b: swapped.bName })} {labels.length === 0 ? t('swap.breaksNothing') : null}
        </Notice>
      ) : null}
      {!round.started && labels.length > 0 ? (
        <div className="swap-breaches" role="group" aria-labelledby={`${titleId}-breaches`}>
          <p id={`${titleId}-breaches`} className="swap-breaches__title">
            {t('swap.breaksTitle')}
          </p>
          <ul>
            {round.breaches.map((b, i) => (
              <li key={i}>
                <BreachLabels labels={[labels[i]]} /> <span lang="en">{b.text}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

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
            setSwapped(names);
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
        {round.published ? <p>{t('round.pairAgainUnpublishes')}</p> : null}
      </ConfirmDialog>
    </section>
  );
}
