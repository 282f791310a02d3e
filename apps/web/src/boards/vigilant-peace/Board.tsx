import { useTranslation } from 'react-i18next';
import '../../styles/vigilant-peace.css';
import type { BoardProps } from '../types';
import { UnitCard } from './UnitCard';
import { boardSides, matchLines, sideNote, sideTitle } from './units';
import { readView } from './view';
import { gameWords } from './words';

/**
 * The Vigilant Peace table as the reader may see it (everything is open, L2, L19): the turn and
 * who acts, then each side with its units as cards, which stack on a phone and stand side by
 * side on a wide screen. There is no map (digest §7.7): where the figures stand is on the table.
 */
export function VigilantPeaceBoard({ state, viewerSide, players }: BoardProps) {
  const t = gameWords(useTranslation().t);
  const view = readView(state);
  const lines = matchLines(view, players, t);
  return (
    <section className="vp-board" aria-label={t('vigilantPeace:board.label')}>
      {lines.length > 0 && (
        <ul className="vp-board__status" aria-label={t('vigilantPeace:board.status')}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <div className="vp-board__sides">
        {boardSides(view, players).map((side) => {
          const title = sideTitle(side, players, t);
          const note = sideNote(view, side, players);
          const units = view.units.filter((u) => u.side === side);
          const classes = [
            'vp-side',
            side === view.activeSide && !view.result ? 'vp-side--playing' : '',
            side === viewerSide ? 'vp-side--yours' : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <section key={side} className={classes} aria-label={title}>
              <div className="vp-side__head">
                <h3 className="vp-side__title">{title}</h3>
                {side === viewerSide && <span className="vp-tag vp-tag--yours">{t('vigilantPeace:board.yours')}</span>}
              </div>
              {(note.name || note.faction) && (
                <p className="vp-side__note">
                  {[note.name, note.faction ? t('vigilantPeace:board.faction', { faction: note.faction }) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              )}
              {units.length > 0 && (
                <ul className="vp-units" aria-label={t('vigilantPeace:board.units', { side: title })}>
                  {units.map((u) => (
                    <UnitCard key={u.id} view={view} unit={u} t={t} />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </section>
  );
}
