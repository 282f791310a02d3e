import { useTranslation } from 'react-i18next';
import type { RoundsCompetitionFragment } from '../../../gql/graphql';
import { BreachLabels } from './BreachLabels';
import { pairingLabels, repeatTables } from './breaches';
import { byTable } from '../../../lib/names';

type Round = RoundsCompetitionFragment['rounds'][number];

const STATUS_KEYS = {
  open: 'status.open',
  reported: 'status.reported',
  disputed: 'status.disputed',
  settled: 'status.settled',
} as const;

/**
 * A round's pairings as the organiser reviews them: table, both players by name, what the
 * pairing breaks (labels) and why it is what it is (the pairing engine's words, in English).
 */
export function PairingList({ competition, round }: { competition: RoundsCompetitionFragment; round: Round }) {
  const { t } = useTranslation('rounds');
  // Fresh tables: a player back at a table they have used is worth a label.
  const earlier = competition.rounds.filter((r) => r.round < round.round).flatMap((r) => r.games);
  const repeats = competition.freshTables ? repeatTables(round.games, earlier) : new Set<string>();
  if (round.games.length === 0) return <p className="note">{t('round.noGames')}</p>;
  return (
    <ol className="pairings" aria-label={t('round.pairingsOf', { round: round.round })}>
      {byTable(round.games).map((g) => {
        const labels = pairingLabels(g, round.breaches, repeats.has(g.id));
        const status = Object.hasOwn(STATUS_KEYS, g.status) ? t(STATUS_KEYS[g.status as keyof typeof STATUS_KEYS]) : g.status;
        return (
          <li key={g.id} className={`pairing${labels.length ? ' pairing--breaks' : ''}`}>
            <div className="pairing__table">{g.table === 0 ? t('pairing.byeTable') : t('pairing.table', { table: g.table })}</div>
            <div className="pairing__players">
              <span className="pairing__name">{g.aName}</span>
              {g.bName ? (
                <>
                  <span className="pairing__vs"> {t('pairing.versus')} </span>
                  <span className="pairing__name">{g.bName}</span>
                </>
              ) : (
                <span className="pairing__vs"> {t('pairing.hasBye')}</span>
              )}
            </div>
            <div className="pairing__meta">
              <BreachLabels labels={labels} />
              {round.started && g.bName ? <span className="tag pairing__status">{status}</span> : null}
            </div>
            {g.explanation.reasons.length ? (
              <ul className="pairing__reasons" aria-label={t('pairing.why')} lang="en">
                {g.explanation.reasons.map((reason, i) => (
                  <li key={i}>{reason}</li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
