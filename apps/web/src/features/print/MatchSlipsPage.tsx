import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading, useDocumentTitle } from '../../components/Status';
import { Notice } from '../../components/ui';
import { byTable } from '../../lib/names';
import { PrintFrame } from './PrintFrame';
import { slipScores, usePrintRound } from './usePrintRound';
import { scoreName } from '../../lib/scoreNames';
import { SlipStubs, useSlipCodes } from './SlipStubs';

/** An empty box to tick or write in, with its label for the reader (and for a screen reader). */
function Box({ label, wide = false }: { label: string; wide?: boolean }) {
  return (
    <span className={`slip-box${wide ? ' slip-box--wide' : ''}`}>
      <span className="slip-box__square" aria-hidden="true" />
      <span className="slip-box__label">{label}</span>
    </span>
  );
}

/**
 * Match slips to cut apart and hand to each table: the event, round and table, both players, boxes
 * for the result and the game's scores, and both signatures. One slip never breaks across pages.
 * In a paper event's published round each slip ends with a stub per player, to cut off and hand
 * over: their own code and its QR code, to report or confirm the result at /slip with no account.
 */
export function MatchSlipsPage() {
  const { t } = useTranslation('rounds');
  // The games' score names are the public pages' (the same words players see there).
  const { t: tPublic } = useTranslation('public');
  const { t: tSlip } = useTranslation('slip');
  const { id, number, competition, round, error } = usePrintRound();
  // Each seat's code, for a published round of a paper event: the stubs the players take away.
  const paper = competition?.playMode === 'paper';
  const slipCodes = useSlipCodes(id, number, Boolean(round?.published && paper));
  useDocumentTitle(competition ? t('print.slipsTitle', { name: competition.name, round: number }) : null);
  if (!competition) return error ? <ErrorNotice error={error} /> : <Loading />;
  const back = `/console/events/${id}/rounds`;
  if (!round) {
    return (
      <PrintFrame backTo={back} className="print-slips">
        <p>{t('print.noRound', { round: number })}</p>
      </PrintFrame>
    );
  }
  const scores = slipScores(competition.scoring);
  const games = byTable(round.games);
  const tables = games.filter((g) => g.bName && g.table > 0);
  const byes = games.filter((g) => !g.bName);
  return (
    <PrintFrame backTo={back} className="print-slips">
      <h1 className="visually-hidden">{t('print.slipsTitle', { name: competition.name, round: round.round })}</h1>
      <p className="no-print note">{t('print.slipsIntro', { count: tables.length })}</p>
      {byes.length ? <p className="no-print note">{t('print.slipsByes', { names: byes.map((g) => g.aName).join(', ') })}</p> : null}
      <div className="no-print">
        {!paper ? (
          <p className="note">{tSlip('print.engine')}</p>
        ) : !round.published ? (
          <p className="note">{tSlip('print.notPublished')}</p>
        ) : (
          <Notice tone="info">{tSlip('print.codesIntro')}</Notice>
        )}
        <ErrorNotice error={slipCodes.error} />
      </div>
      <div className="slips">
        {tables.map((g) => (
          <article key={g.id} className="slip" aria-labelledby={`slip-${g.id}`}>
            <header className="slip__head">
              <span className="slip__event">{competition.name}</span>
              <span>{t('round.title', { round: round.round })}</span>
              <strong id={`slip-${g.id}`} className="slip__table">
                {t('pairing.table', { table: g.table })}
              </strong>
            </header>
            <table className="slip__grid">
              <thead>
                <tr>
                  <th scope="col">{t('print.player')}</th>
                  <th scope="col">{t('print.result')}</th>
                  {scores.length ? (
                    scores.map((s) => (
                      <th scope="col" key={s}>
                        {scoreName(tPublic, s)}
                      </th>
                    ))
                  ) : (
                    <th scope="col">{t('print.score')}</th>
                  )}
                  <th scope="col">{t('print.signature')}</th>
                </tr>
              </thead>
              <tbody>
                {[g.aName, g.bName!].map((name) => (
                  <tr key={name}>
                    <th scope="row" className="slip__name">
                      {name}
                    </th>
                    <td>
                      <span className="slip-result">
                        <Box label={t('print.win')} />
                        <Box label={t('print.draw')} />
                        <Box label={t('print.loss')} />
                      </span>
                    </td>
                    {(scores.length ? scores : ['']).map((s) => (
                      <td key={s} className="slip__write" />
                    ))}
                    <td className="slip__write slip__write--sign" />
                  </tr>
                ))}
              </tbody>
            </table>
            {slipCodes.codes ? <SlipStubs competitionId={id} game={g} codes={slipCodes} /> : null}
          </article>
        ))}
      </div>
    </PrintFrame>
  );
}
