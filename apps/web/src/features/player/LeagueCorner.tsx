import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation, useQuery, useSubscription } from 'urql';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Status';
import { Button, Notice, Select } from '../../components/ui';
import { useGameName } from '../../lib/games';
import type { LeagueCornerFragment, PlayerCornerCompetitionFragment } from '../../gql/graphql';
import { GameCard } from './GameCard';
import { reportableScores } from '../../lib/competitionGames';
import { newest } from '../../lib/live';
import { LeagueCornerQuery, LeagueCornerUpdates, PlayerOpenGameMutation } from './api/league';
import { opponents } from '../../lib/league';
import { OpenGameError } from '../../components/OpenGameError';
import { SeasonRules } from '../../components/SeasonRules';

/** A league the signed-in player plays in, as myLeagues lists it. */
export interface CornerLeague {
  competitionId: string;
  competitionName: string;
  rulesetId: string;
  playerId: string;
}

/**
 * One league in the player's corner: the season open now and its rules; a game opened against
 * another player of the league (the server refuses one past the season's rules, and the page
 * says why); and the player's games of the season, those others opened against them too, each to
 * report, to confirm or dispute, or settled. Followed live, so the opponent's report appears
 * without a reload.
 */
export function LeagueCorner({ league }: { league: CornerLeague }) {
  const { t } = useTranslation('league');
  const gameName = useGameName();
  const variables = { id: league.competitionId };
  const [read] = useQuery({ query: LeagueCornerQuery, variables });
  const [live] = useSubscription({ query: LeagueCornerUpdates, variables });
  // What the player's own last action answered: a game opened (the whole league), or a report (the corner's part).
  const [opened, setOpened] = useState<LeagueCornerFragment | undefined>(undefined);
  const [acted, setActed] = useState<PlayerCornerCompetitionFragment | undefined>(undefined);
  const [opponent, setOpponent] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [openResult, openGame] = useMutation(PlayerOpenGameMutation);
  const titleId = `league-corner-${league.competitionId}`;

  const competition = [read.data?.competition, live.data?.competitionUpdated, opened].reduce<LeagueCornerFragment | undefined>(
    (a, b) => newest(a, b),
    undefined,
  );
  // The games as the newest reading has them: a report's answer may be ahead of the league's last reading.
  const games = (newest<PlayerCornerCompetitionFragment>(competition, acted) ?? competition)?.games ?? [];
  const season = competition?.season ?? null;
  const mine = games.filter((g) => g.a === league.playerId || g.b === league.playerId);
  const players = (competition?.players?.edges ?? []).map((e) => e.node);
  const choices = opponents(players, league.playerId);
  const scoreNames = competition ? reportableScores(competition.scoring, competition.tieBreaks) : [];

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!opponent) return;
    setDone(null);
    const answer = await openGame({ input: { competitionId: league.competitionId, playerA: league.playerId, playerB: opponent } });
    if (answer.data) {
      setOpened(answer.data.openLeagueGame);
      setDone(t('corner.opened', { opponent: choices.find((p) => p.id === opponent)?.name ?? '' }));
      setOpponent(null);
    }
  }

  return (
    <section className="corner-group league-corner" aria-labelledby={titleId}>
      <h2 id={titleId} className="corner-group__title">
        <Link to={`/events/${league.competitionId}`}>{league.competitionName}</Link>
        <span className="corner-group__game">{gameName(league.rulesetId)}</span>
      </h2>
      {read.error && !competition ? <ErrorNotice error={read.error} /> : null}
      {!competition && !read.error ? <Loading /> : null}
      {competition && !season?.open ? <p>{season ? t('corner.seasonClosed', { name: season.name }) : t('corner.noSeason')}</p> : null}
      {competition && season?.open ? (
        <>
          <p className="league-corner__season">{t('corner.season', { name: season.name })}</p>
          <SeasonRules limits={season.limits} label={t('rules.ofSeason', { name: season.name })} />
          <form className="league-form league-corner__open" onSubmit={(e) => void submit(e)}>
            <h3 className="league-corner__heading">{t('corner.openTitle')}</h3>
            {choices.length === 0 ? (
              <p className="note">{t('corner.noOpponents')}</p>
            ) : (
              <>
                <Select
                  label={t('corner.opponent')}
                  description={t('corner.opponentHint')}
                  options={choices.map((p) => ({ id: p.id, label: p.name }))}
                  value={opponent}
                  onChange={setOpponent}
                  isRequired
                />
                <OpenGameError error={openResult.error} />
                {done ? <Notice tone="success">{done}</Notice> : null}
                <Button type="submit" variant="primary" className="big-button" isDisabled={!opponent || openResult.fetching}>
                  {openResult.fetching ? t('working') : t('corner.open')}
                </Button>
              </>
            )}
          </form>
        </>
      ) : null}
      {competition ? (
        <>
          <h3 className="league-corner__heading">{t('corner.gamesTitle')}</h3>
          {mine.length === 0 ? <p>{t('corner.noGames')}</p> : null}
          {[...mine].reverse().map((g) => (
            <GameCard
              key={g.id}
              competitionId={league.competitionId}
              competition={competition}
              game={g}
              playerId={league.playerId}
              week={season ? weekNumber(season.weeks[g.round - 1]) : null}
              scoreNames={scoreNames}
              onChanged={setActed}
            />
          ))}
        </>
      ) : null}
    </section>
  );
}

/** The week's number as the game card writes it ("47" of "2026-W47"). */
function weekNumber(week: string | undefined): string | null {
  if (!week) return null;
  const m = /-W(\d{2})$/.exec(week);
  return m ? String(Number(m[1])) : week;
}
