import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQuery, useSubscription } from 'urql';
import { LoadError, Loading } from '../../components/Status';
import { Notice } from '../../components/ui';
import { useSession } from '../../lib/session';
import { AuditTrail, type AuditNames } from './results/AuditTrail';
import { EventSettings } from './results/EventSettings';
import { FinishEvent } from './results/FinishEvent';
import { GameVersion } from './results/GameVersion';
import { newest } from './results/live';
import { EventDeskLive, EventDeskQuery } from './api/results';
import { useApiLanguage } from '../../lib/tieBreaks';
import '../../styles/results.css';

/**
 * The event as a whole: its settings, the version of the game its next matches play (and moving
 * to a newer one), where the public and the hall see it, anything the server held back, the audit
 * trail of everything that happened, and finishing it.
 */
export function EventSection() {
  const { id = '' } = useParams();
  const { t } = useTranslation('results');
  const { session } = useSession();
  const language = useApiLanguage();
  const [{ data, error, fetching }, reexecute] = useQuery({ query: EventDeskQuery, variables: { id, language } });
  const [live] = useSubscription({ query: EventDeskLive, variables: { id }, pause: !data?.competition });
  const competition = newest(data?.competition, live.data?.competitionUpdated);

  if (!competition) {
    if (error && !fetching) return <LoadError error={error} retry={() => reexecute({ requestPolicy: 'network-only' })} />;
    return <Loading />;
  }

  const isOrganiser = session?.accountId === competition.organiserId;
  const players = new Map((competition.players?.edges ?? []).map((e) => [e.node.id, e.node]));
  const byAccount = new Map(
    (competition.players?.edges ?? []).flatMap((e) => (e.node.accountId ? [[e.node.accountId, e.node.name] as const] : [])),
  );
  const games = new Map(competition.rounds.flatMap((r) => r.games.map((g) => [g.key, { round: g.round, table: g.table }] as const)));
  const names: AuditNames = {
    organiserId: competition.organiserId,
    me: session?.accountId ?? null,
    player: (playerId) => players.get(playerId)?.name ?? null,
    account: (accountId) => byAccount.get(accountId) ?? null,
    game: (gameKey) => games.get(gameKey) ?? null,
  };

  return (
    <section aria-labelledby="event-title" className="results-event">
      <h2 id="event-title">{t('event.title')}</h2>
      {isOrganiser ? null : <Notice tone="info">{t('notOrganiser')}</Notice>}
      <nav aria-labelledby="event-links-title" className="results-panel">
        <h3 id="event-links-title">{t('event.links')}</h3>
        <ul className="event-links">
          <li>
            <Link to={`/events/${id}`}>{t('event.publicPage')}</Link>
            <span className="note"> — {t(competition.published ? 'event.publicPageHelp' : 'event.publicPageHidden')}</span>
          </li>
          <li>
            <Link to={`/events/${id}/projector`}>{t('event.projector')}</Link>
            <span className="note"> — {t('event.projectorHelp')}</span>
          </li>
        </ul>
      </nav>
      <FinishEvent competition={competition} canAct={isOrganiser} />
      <GameVersion competition={competition} canAct={isOrganiser} />
      <EventSettings competition={competition} tieBreaks={data?.competition?.tieBreakDetails} />
      <AuditTrail competitionId={competition.id} version={competition.version} names={names} />
    </section>
  );
}
