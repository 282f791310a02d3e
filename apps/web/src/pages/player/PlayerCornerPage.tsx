import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { LoadError, Loading, useDocumentTitle } from '../../components/Status';
import { CompetitionGames, type CornerGroup } from './CompetitionGames';
import { MyGamesQuery } from './documents';
import { EntryInvitations } from './EntryInvitations';
import { groupGames, type Kept } from './groups';
import '../../styles/public.css';

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
  const groups: CornerGroup[] = groupGames(data?.myGames ?? [], kept);

  const acted = (group: CornerGroup) => (gameId: string) =>
    setKept((k) => (k.some((x) => x.gameId === gameId && x.competitionId === group.competitionId) ? k : [...k, { ...group, gameId }]));

  return (
    <div className="corner">
      <h1>{t('corner.title')}</h1>
      <p className="lead">{t('corner.intro')}</p>
      <EntryInvitations onAnswered={() => reexecute({ requestPolicy: 'network-only' })} />
      {error && !data ? <LoadError error={error} retry={() => reexecute({ requestPolicy: 'network-only' })} /> : null}
      {fetching && !data ? <Loading /> : null}
      {data && groups.length === 0 ? (
        <div className="corner-empty">
          <p>{t('corner.empty')}</p>
          <p>
            <Link to="/">{t('corner.toEvents')}</Link>
          </p>
        </div>
      ) : null}
      {groups.map((g) => (
        <CompetitionGames key={g.competitionId} group={g} onActed={acted(g)} />
      ))}
    </div>
  );
}
