import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import '../../styles/konwoj.css';
import type { BoardProps } from '../types';
import { statusLines } from './board';
import { Hands, Piles } from './Cards';
import { City } from './City';
import { readKonwoj } from './view';

/**
 * The Konwój board as the reader may see it: the phase and battle, the five cities along the
 * convoy's road (p.3) with their districts and cards, the hands, decks and discard piles. It
 * draws the reader's view only (BoardProps.state); whatever the view leaves out is not drawn.
 */
export function Board({ state, viewerSide }: BoardProps) {
  const { t } = useTranslation(['konwoj']);
  const road = useId();
  const view = useMemo(() => readKonwoj(state), [state]);
  return (
    <section className="konwoj" aria-label={t('konwoj:board.label')}>
      {view ? (
        <>
          <ul className="konwoj-status">
            {statusLines(view, t).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {view.cities.length > 0 ? (
            <div>
              <h2 id={road} className="konwoj-heading">
                {t('konwoj:board.road')}
              </h2>
              <ol className="konwoj-road" aria-labelledby={road}>
                {view.cities.map((city) => (
                  <City key={city.index} view={view} city={city} />
                ))}
              </ol>
            </div>
          ) : null}
          <Hands view={view} viewerSide={viewerSide} />
          <Piles view={view} />
        </>
      ) : null}
    </section>
  );
}
