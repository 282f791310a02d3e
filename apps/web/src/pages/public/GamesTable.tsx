import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicGameFragment } from '../../gql/graphql';
import { GameResult, GameStatus } from './GameResult';
import { isBye } from './games';

/** A player's name as a link to their page in this event. */
export function PlayerLink({ competitionId, playerId, name }: { competitionId: string; playerId: string; name: string }) {
  return <Link to={`/events/${competitionId}/players/${encodeURIComponent(playerId)}`}>{name}</Link>;
}

/**
 * The games of one round (or one league week): table, both players, status and result. Focusable
 * and scrolling sideways in its own region on a phone, like the standings.
 */
export function GamesTable({
  competitionId,
  games,
  caption,
  showTables,
  scoreOrder,
}: {
  competitionId: string;
  games: readonly PublicGameFragment[];
  caption: string;
  /** A league's games have no tables at a venue. */
  showTables: boolean;
  /** The order of the games' scores: see orderScores. */
  scoreOrder: readonly string[];
}) {
  const { t } = useTranslation('public');
  const captionId = useId();
  return (
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="standings games-table">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {showTables ? (
              <th scope="col" className="num">
                {t('games.table')}
              </th>
            ) : null}
            <th scope="col">{t('games.playerA')}</th>
            <th scope="col">{t('games.playerB')}</th>
            <th scope="col" className="games-table__status">
              {t('games.status')}
            </th>
            <th scope="col">{t('games.result')}</th>
          </tr>
        </thead>
        <tbody>
          {games.map((g) => (
            <tr key={g.id}>
              {showTables ? <td className="num">{g.table > 0 ? g.table : '—'}</td> : null}
              <td>
                <PlayerLink competitionId={competitionId} playerId={g.a} name={g.aName} />
              </td>
              <td>
                {isBye(g) ? (
                  <span className="muted">{t('games.bye')}</span>
                ) : (
                  <PlayerLink competitionId={competitionId} playerId={g.b!} name={g.bName ?? g.b!} />
                )}
              </td>
              <td className="games-table__status">
                <GameStatus status={g.status} />
              </td>
              <td className="games-table__result">
                {/* On a phone the status column gives way, and the status shows here, with the result. */}
                {g.status === 'settled' ? null : (
                  <span className="games-table__inline-status">
                    <GameStatus status={g.status} />
                  </span>
                )}
                <GameResult game={g} scoreOrder={scoreOrder} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
