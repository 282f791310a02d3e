import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQuery, useSubscription } from 'urql';
import { StandingsTable } from '../../components/StandingsTable';
import { LoadError, Loading, useDocumentTitle } from '../../components/Status';
import { describeFormat, readFormat } from '../../lib/format';
import { useGameName } from '../../lib/games';
import type { EventPageCompetitionFragment } from '../../gql/graphql';
import { PlayerLink } from './GamesTable';
import { ScoreTables } from './ScoreTables';
import { JoinEvent } from './JoinEvent';
import { reportableScores } from '../../lib/competitionGames';
import { isNotFound, newest } from '../../lib/live';
import { RoundsSection, type RoundEntry } from './RoundsSection';
import { SeasonSummary } from './SeasonSummary';
import { SeasonHistory } from './SeasonHistory';
import { SeasonRules } from '../../components/SeasonRules';
import { LiveBadge } from '../../components/LiveBadge';
import { useApiLanguage } from '../../lib/tieBreaks';
import { EventPageQuery, EventUpdates } from './api/documents';
import '../../styles/public.css';
import '../../styles/league.css';

/** A league's weeks, or a tournament's rounds, as the tabs list them. */
function roundEntries(c: EventPageCompetitionFragment): RoundEntry[] {
  if (c.kind !== 'league') return c.rounds;
  // A league game's round is its week's place in the season.
  return (c.season?.weeks ?? []).map((week, i) => ({
    round: i + 1,
    week,
    published: true,
    started: true,
    finished: false,
    stage: 'league',
  }));
}

export function EventPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { t: tp } = useTranslation('public');
  const { t: tl } = useTranslation('league');
  const gameName = useGameName();
  const language = useApiLanguage();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: EventPageQuery, variables: { id, language } });
  const read = data?.competition;
  // The competition as it changes: the first message is the competition now, then one after every event of it.
  const [live] = useSubscription({ query: EventUpdates, variables: { id, language }, pause: !read });
  const pushed = live.data?.competitionUpdated;
  const competition = newest(read, pushed?.id === id ? pushed : undefined);

  const notFound = !competition && isNotFound(error);
  useDocumentTitle(competition?.name ?? (notFound ? t('event.notFound.title') : null));

  if (notFound) {
    return (
      <>
        <h1>{t('event.notFound.title')}</h1>
        <p>{t('event.notFound.body')}</p>
        <p>
          <Link to="/">{t('event.notFound.back')}</Link>
        </p>
      </>
    );
  }
  if (!competition) {
    if (error && !fetching) return <LoadError error={error} retry={() => reexecute({ requestPolicy: 'network-only' })} />;
    return <Loading />;
  }

  const league = competition.kind === 'league';
  const format = readFormat(competition.format);
  const finishedRounds = competition.rounds.filter((r) => r.finished).length;
  const players = (competition.players?.edges ?? []).map((e) => e.node);
  const playerCount = competition.players?.totalCount ?? 0;
  const standings = competition.standings;
  return (
    <>
      <h1>{competition.name}</h1>
      <JoinEvent competition={competition} players={players} />
      <section aria-labelledby="event-details" className="event-details">
        <h2 id="event-details" className="visually-hidden">
          {t('event.details')}
        </h2>
        <dl className="facts">
          <div>
            <dt>{t('event.game')}</dt>
            <dd>{gameName(competition.rulesetId)}</dd>
          </div>
          <div>
            <dt>{t('event.format')}</dt>
            <dd>{format ? describeFormat(t, format) : '—'}</dd>
          </div>
          <div>
            <dt>{t('event.kind')}</dt>
            <dd>{league ? t('competition.kind.league') : t('competition.kind.tournament')}</dd>
          </div>
          <div>
            <dt>{t('event.status')}</dt>
            <dd>{competition.finished ? t('competition.state.finished') : t('competition.state.running')}</dd>
          </div>
          <div>
            <dt>{t('event.players')}</dt>
            <dd>{playerCount}</dd>
          </div>
          {league ? (
            <div>
              <dt>{tp('season.fact')}</dt>
              <dd>{competition.season ? competition.season.name : '—'}</dd>
            </div>
          ) : (
            <div>
              <dt>{t('event.rounds')}</dt>
              <dd>{t('event.roundsValue', { finished: finishedRounds, paired: competition.rounds.length })}</dd>
            </div>
          )}
        </dl>
      </section>
      {pushed && !live.error ? <LiveBadge label={t('event.live')} /> : null}
      {league ? (
        <section aria-labelledby="event-season">
          <h2 id="event-season">{tp('season.title')}</h2>
          <SeasonSummary season={competition.season} />
          {competition.season ? (
            <SeasonRules limits={competition.season.limits} label={tl('rules.ofSeason', { name: competition.season.name })} />
          ) : null}
        </section>
      ) : null}
      <section aria-labelledby="event-rounds">
        <h2 id="event-rounds">{league ? tp('rounds.leagueTitle') : tp('rounds.title')}</h2>
        <RoundsSection
          competitionId={competition.id}
          competitionName={competition.name}
          league={league}
          rounds={roundEntries(competition)}
          games={competition.games}
          scoreOrder={reportableScores(competition.scoring, competition.tieBreaks)}
        />
      </section>
      <section aria-labelledby="event-standings">
        <h2 id="event-standings">{league ? tp('season.leagueTable') : t('event.standings')}</h2>
        {standings ? <StandingsTable standings={standings} name={competition.name} tieBreaks={competition.tieBreakDetails} /> : null}
      </section>
      {league ? (
        <ScoreTables
          competitionId={competition.id}
          tieBreaks={competition.tieBreaks}
          rows={(standings?.rows.edges ?? []).map((e) => e.node)}
        />
      ) : null}
      {league ? (
        <SeasonHistory
          competitionId={competition.id}
          rulesetId={competition.rulesetId}
          scoring={competition.scoring}
          seasons={competition.seasons}
        />
      ) : null}
      {players.length > 0 ? (
        <section aria-labelledby="event-players">
          <h2 id="event-players">{tp('players.title', { count: playerCount })}</h2>
          <ul className="player-list">
            {players.map((p) => (
              <li key={p.id}>
                <PlayerLink competitionId={competition.id} playerId={p.id} name={p.name} />
                {p.club ? <span className="muted"> · {p.club}</span> : null}
                {p.dropped ? <span className="tag">{t('standings.dropped')}</span> : null}
              </li>
            ))}
          </ul>
          {playerCount > players.length ? (
            <p className="note">{tp('players.partial', { shown: players.length, total: playerCount })}</p>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
