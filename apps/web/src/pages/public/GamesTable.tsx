import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicGameFragment } from '../../gql/graphql';
import { GameResult, GameStatus } from './GameResult';
import { isBye, matchLinkOf } from './games';

/** A player's name as a link to their page in this event. */
export function PlayerLink({ competitionId, playerId, name }: { competitionId: string; playerId: string; name: string }) {
  return <Link to={`/events/${competitionId}/players/${encodeURIComponent(playerId)}`}>{name}</Link>;
}

/**
 * A game's engine match, under its result: "Follow the match" while it is played, "Replay" once
 * it has a result; nothing for a game without a match. `context` names the game for a screen
 * reader, which may list the links of the page apart from their rows.
 */
export function MatchLink({ game, context }: { game: { matchId?: string | null; result?: unknown }; context: string }) {
  const { t } = useTranslation('public');
  const link = matchLinkOf(game);
  if (!link) return null;
  return (
    <div>
      <Link to={link.to}>
        {link.kind === 'replay' ? t('games.replay') : t('games.follow')}
        <span className="visually-hidden">: {context}</span>
      </Link>
    </div>
  );
}

/**
 * A table of games: the columns `headings` name first (cells given by each row), then each game's
 * status and result. Focusable and scrolling sideways in its own region on a phone, like the
 * standings.
 */
export function GamesTableFrame({ caption, headings, rows }: { caption: string; headings: ReactNode; rows: ReactNode }) {
  const { t } = useTranslation('public');
  const captionId = useId();
  return (
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="standings games-table">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {headings}
            <th scope="col" className="games-table__status">
              {t('games.status')}
            </th>
            <th scope="col">{t('games.result')}</th>
          </tr>
        </thead>
        <tbody>{rows}</tbody>
      </table>
    </div>
  );
}

/** A game's last two cells: its status, and its result (`children`). */
export function StatusAndResult({ status, children }: { status: string; children: ReactNode }) {
  return (
    <>
      <td className="games-table__status">
        <GameStatus status={status} />
      </td>
      <td className="games-table__result">
        {/* On a phone the status column gives way, and the status shows here, with the result. */}
        {status === 'settled' ? null : (
          <span className="games-table__inline-status">
            <GameStatus status={status} />
          </span>
        )}
        {children}
      </td>
    </>
  );
}

/** The games of one round (or one league week): table, both players, status and result. */
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
  return (
    <GamesTableFrame
      caption={caption}
      headings={
        <>
          {showTables ? (
            <th scope="col" className="num">
              {t('games.table')}
            </th>
          ) : null}
          <th scope="col">{t('games.playerA')}</th>
          <th scope="col">{t('games.playerB')}</th>
        </>
      }
      rows={games.map((g) => (
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
          <StatusAndResult status={g.status}>
            <GameResult game={g} scoreOrder={scoreOrder} />
            <MatchLink game={g} context={t('games.pairing', { a: g.aName, b: g.bName ?? g.b ?? '' })} />
          </StatusAndResult>
        </tr>
      ))}
    />
  );
}
