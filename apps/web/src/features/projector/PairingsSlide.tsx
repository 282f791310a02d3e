import { useTranslation } from 'react-i18next';
import { FitText } from './FitText';
import { PAIRINGS_PER_PAGE, pageOf } from './slides';

export interface PairingGame {
  id: string;
  /** Its key in the event (r1-1): a table's clock names the game by it. */
  key: string;
  table: number;
  a: string;
  b?: string | null;
  aName: string;
  bName?: string | null;
  result?: { winner?: string | null; draw: boolean } | null;
}

/** Each table's clock as far as its players need to know: time given to it alone, time called. */
export interface TableTime {
  extraMs: number;
  timeCalled: boolean;
}

/** Tables in order, byes (table 0) after them: players look for their table number. */
export function inTableOrder<G extends { table: number }>(games: readonly G[]): G[] {
  return [...games].sort((x, y) => (x.table === 0 ? 1 : 0) - (y.table === 0 ? 1 : 0) || x.table - y.table);
}

/** A settled game's score as halls write it: 1–0, 0–1, ½–½; null while it is being played. */
export function scoreLine(game: PairingGame): string | null {
  const r = game.result;
  if (!r) return null;
  if (r.draw) return '½–½';
  if (r.winner === game.a) return '1–0';
  if (r.winner === game.b) return '0–1';
  return null;
}

export function PairingsSlide({
  round,
  games,
  tables,
  page,
  pages,
}: {
  round: number;
  /** In table order. */
  games: readonly PairingGame[];
  /** Each table's own time, shown while the round's clock runs or is paused: once the round's time is up it says so for all. */
  tables: ReadonlyMap<string, TableTime>;
  page: number;
  pages: number;
}) {
  const { t } = useTranslation('projector');
  const shown = pageOf(games, PAIRINGS_PER_PAGE, page);
  return (
    <section className="projector-slide" aria-labelledby="projector-pairings-heading">
      <h2 id="projector-pairings-heading" className="projector-slide__heading">
        {t('pairings.heading', { round })}
        {pages > 1 ? <span className="projector-page"> · {t('page', { page: page + 1, pages })}</span> : null}
      </h2>
      <table className="projector-table projector-table--pairings" aria-labelledby="projector-pairings-heading">
        {/* Widths in the rows' type, which the smaller headings would otherwise set. */}
        <colgroup>
          <col className="projector-col--table" />
          <col />
          <col className="projector-col--score" />
          <col />
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="projector-table__num">
              {t('pairings.table')}
            </th>
            <th scope="col">{t('pairings.player')}</th>
            <th scope="col" className="projector-table__score">
              {t('pairings.result')}
            </th>
            <th scope="col">{t('pairings.opponent')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((g) => {
            const time = tables.get(g.key);
            const score = scoreLine(g);
            return (
              <tr key={g.id} className={score ? 'projector-table__done' : undefined}>
                <td className="projector-table__num">
                  {g.table > 0 ? g.table : <span className="visually-hidden">{t('pairings.noTable')}</span>}
                </td>
                <th scope="row">
                  <FitText className="projector-table__name">{g.aName}</FitText>
                </th>
                <td className="projector-table__score">
                  {score ?? (
                    <>
                      <span aria-hidden="true">–</span>
                      <span className="visually-hidden">{t('pairings.noResult')}</span>
                    </>
                  )}
                </td>
                <td>
                  {/* The name takes what the tags leave it, and is fitted to that. */}
                  <span className="projector-cell">
                    <FitText className="projector-table__name">{g.b ? g.bName : <em>{t('pairings.bye')}</em>}</FitText>
                    {time && time.extraMs > 0 && !time.timeCalled ? (
                      <span className="projector-tag">{t('pairings.extra', { minutes: Math.round(time.extraMs / 60_000) })}</span>
                    ) : null}
                    {time?.timeCalled && !score ? (
                      <span className="projector-tag projector-tag--alert">{t('pairings.timeCalled')}</span>
                    ) : null}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
