import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQuery, useSubscription } from 'urql';
import { StandingsTable } from '../../components/StandingsTable';
import { LoadError, Loading, useDocumentTitle } from '../../components/Status';
import { useFormat } from '../../lib/format';
import type { PlayerPageCompetitionFragment, PublicGameFragment } from '../../gql/graphql';
import { GameItem, GameItemLead, GamesTableFrame, MatchLink, PlayerLink, StatusAndResult } from './GamesTable';
import { isNotFound, newest } from '../../lib/live';
import {
  gamesOfPlayer,
  opponentOf,
  orderScores,
  outcomeFor,
  reportableScores,
  scoresOf,
  type PlayerOutcome,
} from '../../lib/competitionGames';
import { scoreName } from '../../lib/scoreNames';
import { useApiLanguage } from '../../lib/tieBreaks';
import { PlayerPageQuery, PlayerPageUpdates } from './api/documents';
import '../../styles/public.css';

const OUTCOMES = {
  won: 'player.outcome.won',
  lost: 'player.outcome.lost',
  draw: 'player.outcome.draw',
  bye: 'player.outcome.bye',
} as const satisfies Record<PlayerOutcome, string>;

/** One player's games in an event (round, table, opponent, result) and their row of the standings. */
export function PlayerGamesPage() {
  const { id = '', playerId = '' } = useParams();
  const { t } = useTranslation('public');
  const { t: tc } = useTranslation();
  const format = useFormat();
  const language = useApiLanguage();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: PlayerPageQuery, variables: { id, language } });
  const [live] = useSubscription({ query: PlayerPageUpdates, variables: { id, language }, pause: !data?.competition });
  const pushed = live.data?.competitionUpdated;
  const competition: PlayerPageCompetitionFragment | undefined = newest(data?.competition, pushed?.id === id ? pushed : undefined);
  const player = competition?.players?.edges.find((e) => e.node.id === playerId)?.node;
  const notFound = (!competition && isNotFound(error)) || (competition && !player);
  useDocumentTitle(player && competition ? t('player.documentTitle', { name: player.name, event: competition.name }) : null);

  if (notFound) {
    return (
      <>
        <h1>{t('player.notFound.title')}</h1>
        <p>{t('player.notFound.body')}</p>
        <p>
          {competition ? (
            <Link to={`/events/${id}`}>{t('player.back', { name: competition.name })}</Link>
          ) : (
            <Link to="/">{tc('event.notFound.back')}</Link>
          )}
        </p>
      </>
    );
  }
  if (!competition || !player) {
    if (error && !fetching) return <LoadError error={error} retry={() => reexecute({ requestPolicy: 'network-only' })} />;
    return <Loading />;
  }

  const league = competition.kind === 'league';
  const games = gamesOfPlayer(competition.games, playerId);
  const standings = competition.standings;
  const row = standings?.rows.edges.find((e) => e.node.playerId === playerId);
  const scoreOrder = reportableScores(competition.scoring, competition.tieBreaks);
  const weekOf = (g: PublicGameFragment) => competition.season?.weeks[g.round - 1] ?? null;
  /** A game as both the table (wide screens) and the cards (phones) show it. */
  const gameShown = (g: PublicGameFragment) => {
    const opponent = opponentOf(g, playerId);
    const outcome = outcomeFor(g, playerId);
    const mine = scoresOf(g.result?.scores, playerId);
    const theirs = scoresOf(g.result?.scores, opponent?.id);
    const names = orderScores([...Object.keys(mine), ...Object.keys(theirs)], scoreOrder);
    return {
      roundLink: (
        <Link
          to={`/events/${competition.id}?round=${g.round}`}
          aria-label={league ? t('player.weekLink', { week: weekOf(g) ?? g.round }) : t('player.roundLink', { round: g.round })}
        >
          {g.round}
        </Link>
      ),
      opponent: opponent ? (
        <PlayerLink competitionId={competition.id} playerId={opponent.id} name={opponent.name} />
      ) : (
        <span className="muted">{t('games.bye')}</span>
      ),
      result: (
        <>
          {outcome ? <span className="game-result">{t(OUTCOMES[outcome])}</span> : <span className="muted game-result--none">—</span>}
          {names.length > 0 ? (
            <span className="game-scores">
              {names.map((n) => (
                <span key={n}>
                  {t('game.scoreLine', {
                    name: scoreName(t, n),
                    a: n in mine ? format.number(mine[n]) : '–',
                    b: n in theirs ? format.number(theirs[n]) : '–',
                  })}
                </span>
              ))}
            </span>
          ) : null}
          <MatchLink
            game={g}
            context={league ? t('games.inWeek', { week: weekOf(g) ?? g.round }) : t('games.inRound', { round: g.round })}
          />
        </>
      ),
    };
  };
  return (
    <>
      <p className="breadcrumb">
        <Link to={`/events/${competition.id}`}>{t('player.back', { name: competition.name })}</Link>
      </p>
      <h1>
        {player.name}
        {player.dropped ? <span className="tag">{tc('standings.dropped')}</span> : null}
      </h1>
      {player.club ? <p className="lead">{t('player.club', { club: player.club })}</p> : null}
      {player.dropped && player.droppedAfterRound ? (
        <p className="note">{t('player.droppedAfter', { round: player.droppedAfterRound })}</p>
      ) : null}

      <section aria-labelledby="player-standing">
        <h2 id="player-standing">{league ? t('player.leagueStanding') : t('player.standing')}</h2>
        {standings && row ? (
          <StandingsTable
            name={competition.name}
            standings={{ ...standings, rows: { ...standings.rows, totalCount: 1, edges: [row] } }}
            tieBreaks={competition.tieBreakDetails}
          />
        ) : (
          <p>{t('player.noStanding')}</p>
        )}
      </section>

      <section aria-labelledby="player-games">
        <h2 id="player-games">{t('player.games')}</h2>
        {games.length === 0 ? (
          <p>{t('player.noGames')}</p>
        ) : (
          <GamesTableFrame
            caption={t('player.gamesCaption', { name: player.name, event: competition.name })}
            headings={
              <>
                <th scope="col" className="num">
                  {league ? t('player.week') : t('player.round')}
                </th>
                {league ? null : (
                  <th scope="col" className="num">
                    {t('games.table')}
                  </th>
                )}
                <th scope="col">{t('player.opponent')}</th>
              </>
            }
            rows={games.map((g) => {
              const shown = gameShown(g);
              return (
                <tr key={g.id}>
                  <td className="num">{shown.roundLink}</td>
                  {league ? null : <td className="num">{g.table > 0 ? g.table : '—'}</td>}
                  <td>{shown.opponent}</td>
                  <StatusAndResult status={g.status}>{shown.result}</StatusAndResult>
                </tr>
              );
            })}
            cards={games.map((g) => {
              const shown = gameShown(g);
              return (
                <GameItem
                  key={g.id}
                  lead={<GameItemLead label={league ? t('player.week') : t('player.round')}>{shown.roundLink}</GameItemLead>}
                  players={
                    <p className="game-item__players">
                      {league ? null : (
                        <span className="game-item__table">{t('player.table', { table: g.table > 0 ? g.table : '—' })}</span>
                      )}
                      <span>
                        <span className="game-item__versus">{t('games.versus')}</span> {shown.opponent}
                      </span>
                    </p>
                  }
                  status={g.status}
                >
                  {shown.result}
                </GameItem>
              );
            })}
          />
        )}
      </section>
    </>
  );
}
