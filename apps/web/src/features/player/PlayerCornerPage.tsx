import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { LoadError, Loading, useDocumentTitle } from '../../components/Status';
import { CompetitionGames, type CornerGroup } from './CompetitionGames';
import { MyGamesQuery } from './api/corner';
import { EntryInvitations } from './EntryInvitations';
import { groupGames, type Kept } from './groups';
import { MyLeaguesQuery } from './api/league';
import { LeagueCorner } from './LeagueCorner';
import '../../styles/public.css';
import '../../styles/league.css';

/**
 * The players' corner: the entries organisers made for the signed-in player's account, to accept
 * or decline, and their games that are not settled yet, in every event they play in, to report,
 * confirm or dispute from a phone at the table.
 */
export function PlayerCornerPage() {
  const { t } = useTranslation('player');
  useDocumentTitle(t('corner.title'));
  const [{ data, fetching, error }, reexecute] = useQuery({ query: MyGamesQuery, requestPolicy: 'cache-and-network' });
  // Games acted on in this visit: myGames no longer lists a settled one, but the player should see how it ended.
  const [kept, setKept] = useState<Kept[]>([]);
  // Leagues have a part of their own (a game is opened there too); their games are shown in it.
  const [leagues, reexecuteLeagues] = useQuery({ query: MyLeaguesQuery, requestPolicy: 'cache-and-network' });
  const myLeagues = leagues.data?.myLeagues ?? [];
  const inLeague = new Set(myLeagues.map((l) => l.competitionId));
  const groups: CornerGroup[] = groupGames(data?.myGames ?? [], kept, data?.myTournaments ?? []).filter(
    (g) => !inLeague.has(g.competitionId),
  );

  const acted = (group: CornerGroup) => (gameId: string) =>
    setKept((k) => (k.some((x) => x.gameId === gameId && x.competitionId === group.competitionId) ? k : [...k, { ...group, gameId }]));

  return (
    <div className="corner">
      <h1>{t('corner.title')}</h1>
      <p className="lead">{t('corner.intro')}</p>
      <EntryInvitations
        onAnswered={() => {
          reexecute({ requestPolicy: 'network-only' });
          reexecuteLeagues({ requestPolicy: 'network-only' });
        }}
      />
      {error && !data ? <LoadError error={error} retry={() => reexecute({ requestPolicy: 'network-only' })} /> : null}
      {fetching && !data ? <Loading /> : null}
      {myLeagues.map((l) => (
        <LeagueCorner key={l.competitionId} league={l} />
      ))}
      {groups.map((g) => (
        <CompetitionGames key={g.competitionId} group={g} onActed={acted(g)} />
      ))}
      {/* Nothing to play or report. A tournament the player is in is still shown above it, with the table they are at. */}
      {data && leagues.data && groups.every((g) => g.shown.size === 0) && myLeagues.length === 0 ? (
        <div className="corner-empty">
          <p>{t('corner.empty')}</p>
          <p>
            <Link to="/">{t('corner.toEvents')}</Link>
          </p>
        </div>
      ) : null}
    </div>
  );
}
