import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameUi } from '../../boards';
import { Button, ChoiceGroup, TextField } from '../../components/ui';
import type { MatchTableFragment } from '../../gql/graphql';
import { ReportResult, ResumeMatch } from './api/documents';
import { RefusalNotice } from './RefusalNotice';
import { newEventId, useMatchCommand } from './useMatchCommand';

/**
 * What the organiser does at a table they were called to: read why play stopped, resume the
 * clocks with their ruling, and settle the result (the organiser's report stands at once).
 */
export function OrganiserPanel({
  match,
  paused,
  ui,
  connected,
  offer,
}: {
  match: MatchTableFragment;
  paused: { by: string; side?: string | null; reason: string } | null;
  ui: GameUi;
  connected: boolean;
  offer: (m: MatchTableFragment | null | undefined) => void;
}) {
  const { t } = useTranslation('match');
  const { t: tg } = useTranslation();
  const [ruling, setRuling] = useState('');
  const [winner, setWinner] = useState<string | null>(null);
  const [eventId] = useState(newEventId);
  const resume = useMatchCommand(ResumeMatch, (d) => d.resumeMatchClock, offer);
  const settle = useMatchCommand(ReportResult, (d) => d.reportResult, offer);
  if (match.outcome.finished) return null;
  return (
    <section className="match-organiser" aria-labelledby="match-organiser-title">
      <h2 id="match-organiser-title">{t('organiser.title')}</h2>
      {paused ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void resume.run({
              input: { matchId: match.id, expectedVersion: match.version, reason: ruling.trim() || t('organiser.resumed') },
            });
          }}
        >
          <p>
            {paused.by === 'player'
              ? t('organiser.called', { side: paused.side ? ui.sideName(paused.side, tg) : '', reason: paused.reason })
              : t('organiser.pausedByYou', { reason: paused.reason })}
          </p>
          <TextField label={t('organiser.ruling')} value={ruling} onChange={setRuling} />
          <Button type="submit" variant="primary" isDisabled={!connected || resume.busy}>
            {t('organiser.resume')}
          </Button>
          <RefusalNotice refusal={resume.refusal} />
        </form>
      ) : null}
      <ChoiceGroup
        label={t('organiser.settle')}
        value={winner}
        onChange={setWinner}
        choices={[
          ...match.players.map((p) => ({ id: p.side, label: t('result.won', { side: `${ui.sideName(p.side, tg)} (${p.name})` }) })),
          { id: '__draw', label: t('result.draw') },
        ]}
      />
      <Button
        isDisabled={!connected || settle.busy || winner === null}
        onPress={() =>
          void settle.run({
            input: {
              matchId: match.id,
              expectedVersion: match.version,
              eventId,
              draw: winner === '__draw',
              winner: winner === '__draw' ? null : winner,
            },
          })
        }
      >
        {t('organiser.settleSend')}
      </Button>
      <RefusalNotice refusal={settle.refusal} />
    </section>
  );
}
