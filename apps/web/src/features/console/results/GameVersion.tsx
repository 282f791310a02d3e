import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Button, ModalDialog, Notice } from '../../../components/ui';
import { useGameName } from '../../../lib/games';
import type { EventDeskFragment } from '../../../gql/graphql';
import { MoveToNewestRulesetMutation } from '../api/results';

/**
 * The version of the game the event's next matches play. A match keeps the version it was
 * created with for ever; when a newer version of the game is out, the organiser may move the
 * event to it for the matches created from then on, asked for in a confirmation dialog. The
 * API's refusal (the event plays the newest already, a score the new version lacks) is shown in
 * its own words.
 */
export function GameVersion({ competition, canAct }: { competition: EventDeskFragment; canAct: boolean }) {
  const { t } = useTranslation('results');
  const gameName = useGameName();
  // The move asked about, as the page stood when the dialog opened: it stays open on a refusal
  // even if the event moved meanwhile (the API's words then say why).
  const [asked, setAsked] = useState<{ from: string; to: string } | null>(null);
  // The version the organiser moved to from this page: said once it is done, as the button goes.
  const [moved, setMoved] = useState<string | null>(null);
  const game = gameName(competition.rulesetId);
  const version = competition.rulesetVersion;
  const newer = competition.finished ? null : (competition.newerRulesetVersion ?? null);
  return (
    <section aria-labelledby="game-version-title" className="results-panel">
      <h3 id="game-version-title">{t('gameVersion.title')}</h3>
      <p>{t(competition.finished ? 'gameVersion.currentFinished' : 'gameVersion.current', { game, version })}</p>
      {moved && moved === version ? <Notice tone="success">{t('gameVersion.moved', { version })}</Notice> : null}
      {newer ? (
        <>
          <p className="note">{t('gameVersion.newer', { newer })}</p>
          {canAct ? (
            <Button onPress={() => setAsked({ from: version, to: newer })}>{t('gameVersion.open', { version: newer })}</Button>
          ) : null}
        </>
      ) : competition.finished ? null : (
        <p className="note">{t('gameVersion.newest')}</p>
      )}
      {asked ? (
        <MoveDialog
          competition={competition}
          game={game}
          from={asked.from}
          to={asked.to}
          onClose={() => setAsked(null)}
          onMoved={(to) => {
            setMoved(to);
            setAsked(null);
          }}
        />
      ) : null}
    </section>
  );
}

function MoveDialog({
  competition,
  game,
  from,
  to,
  onClose,
  onMoved,
}: {
  competition: EventDeskFragment;
  game: string;
  from: string;
  to: string;
  onClose: () => void;
  onMoved: (version: string) => void;
}) {
  const { t } = useTranslation('results');
  const [{ fetching, error }, move] = useMutation(MoveToNewestRulesetMutation);
  const submit = async () => {
    const result = await move({ input: { competitionId: competition.id, expectedVersion: competition.version } });
    const now = result.data?.moveCompetitionToNewestRuleset.rulesetVersion;
    if (!result.error && now) onMoved(now);
  };
  return (
    <ModalDialog title={t('gameVersion.confirmTitle', { name: competition.name, version: to })} isOpen onClose={onClose} role="alertdialog">
      <form
        className="results-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p>{t('gameVersion.confirmBody', { current: from, version: to, game })}</p>
        <ErrorNotice error={error} />
        <div className="results-form__buttons">
          <Button onPress={onClose}>{t('dialog.cancel')}</Button>
          <Button type="submit" variant="primary" isDisabled={fetching}>
            {fetching ? t('dialog.saving') : t('gameVersion.submit', { version: to })}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
