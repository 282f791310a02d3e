import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading, useDocumentTitle } from '../../components/Status';
import { Notice } from '../../components/ui';
import { lastName, playerLines } from '../../lib/names';
import { PrintFrame } from './PrintFrame';
import { usePrintRound } from './usePrintRound';

/** A name with its last word, which the sheet is sorted by, in bold: players scan for it. */
function SortedName({ name }: { name: string }) {
  const last = lastName(name);
  const first = name.trim().slice(0, name.trim().length - last.length);
  return (
    <>
      {first}
      <strong>{last}</strong>
    </>
  );
}

/**
 * A round's pairings for the hall's wall: every player once, sorted by last name in the
 * reader's language, with their table and opponent, in large print.
 */
export function PairingsPrintPage() {
  const { t, i18n } = useTranslation('rounds');
  const { id, number, competition, round, error } = usePrintRound();
  useDocumentTitle(competition ? t('print.pairingsTitle', { name: competition.name, round: number }) : null);
  if (!competition) return error ? <ErrorNotice error={error} /> : <Loading />;
  const back = `/console/events/${id}/rounds`;
  if (!round) {
    return (
      <PrintFrame backTo={back} className="print-pairings">
        <p>{t('print.noRound', { round: number })}</p>
      </PrintFrame>
    );
  }
  const lines = playerLines(round.games, i18n.language);
  return (
    <PrintFrame backTo={back} className="print-pairings">
      {!round.published && !round.started ? (
        <div className="no-print">
          <Notice tone="info">{t('print.unpublished')}</Notice>
        </div>
      ) : null}
      <h1 className="print-title">
        {competition.name}
        <span className="print-title__sub">{t('print.pairingsHeading', { round: round.round })}</span>
      </h1>
      <table className="print-pairings__table">
        <caption className="visually-hidden">{t('print.pairingsCaption', { round: round.round })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('print.player')}</th>
            <th scope="col" className="num">
              {t('print.table')}
            </th>
            <th scope="col">{t('print.opponent')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            <tr key={`${line.name}-${line.table}-${i}`}>
              <th scope="row">
                <SortedName name={line.name} />
              </th>
              <td className="num">{line.table === 0 ? '—' : line.table}</td>
              <td>{line.opponent ?? t('print.bye')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PrintFrame>
  );
}
