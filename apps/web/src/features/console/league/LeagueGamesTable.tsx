import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OutcomeText, ScoreLines } from '../results/ResultText';
import { leagueGameState } from '../../../lib/league';
import { WeekText } from '../../../components/SeasonRules';

interface TableGame {
  id: string;
  round: number;
  a: string;
  aName: string;
  b?: string | null;
  bName?: string | null;
  status: string;
  matchId?: string | null;
  result?: { winner?: string | null; draw: boolean; scores: unknown; by: string } | null;
  report?: { winner?: string | null; draw: boolean; scores: unknown; by: string } | null;
}

/**
 * Every game of a season, in the order they were opened: its players, its week, where it stands
 * (waiting for a result, reported, confirmed, disputed…), its result, the match of an engine game,
 * and what the reader may do with it (`action`). Scrolls sideways on a narrow screen, whole.
 */
export function LeagueGamesTable<G extends TableGame>({
  games,
  weeks,
  caption,
  action,
}: {
  games: readonly G[];
  weeks: readonly string[];
  caption: string;
  action?: (game: G) => ReactNode;
}) {
  const { t } = useTranslation('league');
  const id = 'league-games-caption';
  return (
    <div className="table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
      <table className="league-games">
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('games.game')}</th>
            <th scope="col">{t('games.week')}</th>
            <th scope="col">{t('games.state')}</th>
            <th scope="col">{t('games.result')}</th>
            {action ? <th scope="col">{t('games.actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {games.map((g, i) => {
            const state = leagueGameState(g);
            const shown = g.result ?? g.report ?? null;
            const pairing = { a: g.a, aName: g.aName, b: g.b, bName: g.bName };
            return (
              <tr key={g.id} data-game={g.id}>
                <th scope="row">
                  <span className="league-games__number">{t('games.number', { number: i + 1 })}</span>{' '}
                  {t('games.versus', { a: g.aName, b: g.bName ?? '' })}
                  {g.matchId ? (
                    <>
                      {' '}
                      <Link to={`/matches/${encodeURIComponent(g.matchId)}`} className="league-games__match">
                        {t('games.match', { a: g.aName, b: g.bName ?? '' })}
                      </Link>
                    </>
                  ) : null}
                </th>
                <td>
                  <WeekText week={weeks[g.round - 1]} />
                </td>
                <td>
                  <span className={`league-state league-state--${state}`}>{t(`state.${state}`)}</span>
                </td>
                <td>
                  {shown ? (
                    <>
                      <OutcomeText outcome={shown} game={pairing} />
                      <ScoreLines scores={shown.scores} game={pairing} />
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                {action ? <td>{action(g)}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
