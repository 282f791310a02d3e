import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicGameFragment } from '../../gql/graphql';
import { GameResult, GameStatus } from './GameResult';
import { isBye, matchLinkOf } from '../../lib/competitionGames';

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
 * status and result. Where the table would not fit (a phone), the same games as `cards`, a list
 * of GameItem, one under the other (public.css, `.adaptive--games`): nothing to scroll sideways.
 */
export function GamesTableFrame({
  caption,
  headings,
  rows,
  cards,
}: {
  caption: string;
  headings: ReactNode;
  rows: ReactNode;
  cards: ReactNode;
}) {
  const { t } = useTranslation('public');
  const captionId = useId();
  return (
    <div className="adaptive adaptive--games">
      <div className="table-scroll adaptive__wide" role="region" aria-labelledby={captionId} tabIndex={0}>
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
      <ol className="game-items adaptive__narrow" aria-label={caption}>
        {cards}
      </ol>
    </div>
  );
}

/**
 * One game as a card on a narrow screen: `lead` on the left in large type (its table, or a
 * player's round), the players beside it, then its status while it is not settled, and its
 * result (`children`).
 */
export function GameItem({
  lead,
  players,
  status,
  children,
}: {
  lead: ReactNode;
  players: ReactNode;
  status: string;
  children: ReactNode;
}) {
  return (
    <li className="game-item">
      {lead}
      <div className="game-item__body">
        {players}
        <div className="game-item__result">
          {status === 'settled' ? null : <GameStatus status={status} />}
          {children}
        </div>
      </div>
    </li>
  );
}

/** A number in large type with what it is above it: "Table / 3", "Round / 2". */
export function GameItemLead({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="game-item__lead">
      <span className="game-item__lead-label">{label}</span> <span className="game-item__lead-number">{children}</span>
    </p>
  );
}

/** A game's last two cells: its status, and its result (`children`). */
export function StatusAndResult({ status, children }: { status: string; children: ReactNode }) {
  return (
    <>
      <td className="games-table__status">
        <GameStatus status={status} />
      </td>
      <td className="games-table__result">{children}</td>
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
  const result = (g: PublicGameFragment) => (
    <>
      <GameResult game={g} scoreOrder={scoreOrder} />
      <MatchLink game={g} context={t('games.pairing', { a: g.aName, b: g.bName ?? g.b ?? '' })} />
    </>
  );
  const opponent = (g: PublicGameFragment) =>
    isBye(g) ? (
      <span className="muted">{t('games.bye')}</span>
    ) : (
      <PlayerLink competitionId={competitionId} playerId={g.b!} name={g.bName ?? g.b!} />
    );
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
          <td>{opponent(g)}</td>
          <StatusAndResult status={g.status}>{result(g)}</StatusAndResult>
        </tr>
      ))}
      cards={games.map((g) => (
        <GameItem
          key={g.id}
          lead={showTables ? <GameItemLead label={t('games.table')}>{g.table > 0 ? g.table : '—'}</GameItemLead> : null}
          players={
            <p className="game-item__players">
              <span>
                <PlayerLink competitionId={competitionId} playerId={g.a} name={g.aName} />
              </span>{' '}
              <span>
                <span className="game-item__versus">{t('games.versus')}</span> {opponent(g)}
              </span>
            </p>
          }
          status={g.status}
        >
          {result(g)}
        </GameItem>
      ))}
    />
  );
}
