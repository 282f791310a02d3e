import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cardLine, handsShown } from './board';
import { CardItem } from './CardItem';
import { sideName } from './names';
import { SIDES, type KonwojView, type Side } from './view';

const HAND_COUNT = { moloch: 'konwoj:hand.moloch', outpost: 'konwoj:hand.outpost' } as const;
const HAND_OF = { moloch: 'konwoj:hand.of.moloch', outpost: 'konwoj:hand.of.outpost' } as const;
const PILES_OF = { moloch: 'konwoj:pile.of.moloch', outpost: 'konwoj:pile.of.outpost' } as const;

function CardList({ view, ids, label }: { view: KonwojView; ids: readonly string[]; label: string }) {
  const { t, i18n } = useTranslation(['konwoj']);
  return (
    <ul className="konwoj-cards" aria-label={label}>
      {ids.map((id) => (
        <CardItem key={id} line={cardLine(view, id, t, i18n.language)} />
      ))}
    </ul>
  );
}

/** The hands (p.6): the reader's own with its cards, the opponent's as a count; the organiser sees both. */
export function Hands({ view, viewerSide }: { view: KonwojView; viewerSide: string | null }) {
  const { t } = useTranslation(['konwoj']);
  const title = useId();
  const hands = handsShown(view, viewerSide).filter((h) => h.count !== null || h.cards !== null);
  if (hands.length === 0) return null;
  return (
    <section className="konwoj-hands" aria-labelledby={title}>
      <h2 id={title} className="konwoj-heading">
        {t('konwoj:board.cards')}
      </h2>
      {hands.map((hand) => (
        <div key={hand.side} className={`konwoj-hand konwoj-side--${hand.side}`}>
          <p className="konwoj-side__title">{t(HAND_COUNT[hand.side], { count: hand.count ?? hand.cards?.length ?? 0 })}</p>
          {hand.cards && (hand.own || hand.cards.length > 0) ? (
            <CardList view={view} ids={hand.cards} label={hand.own ? t('konwoj:hand.yours') : t(HAND_OF[hand.side])} />
          ) : null}
          {hand.own && hand.cards?.length === 0 ? <p className="konwoj-muted">{t('konwoj:hand.empty')}</p> : null}
        </div>
      ))}
    </section>
  );
}

/** A side's deck (its size is public, p.6) and discard pile (public, its cards listed on request). */
function SidePiles({ view, side }: { view: KonwojView; side: Side }) {
  const { t } = useTranslation(['konwoj']);
  const deck = view.decks[side].count;
  const discard = view.discards[side];
  return (
    <section className={`konwoj-piles__side konwoj-side--${side}`} aria-label={t(PILES_OF[side])}>
      <h3 className="konwoj-side__title">{sideName(side, t)}</h3>
      {deck !== null ? <p className="konwoj-pile">{t('konwoj:pile.deck', { count: deck })}</p> : null}
      {discard && discard.length > 0 ? (
        <details className="konwoj-pile">
          <summary>{t('konwoj:pile.discard', { count: discard.length })}</summary>
          <CardList view={view} ids={discard} label={t('konwoj:pile.discard', { count: discard.length })} />
        </details>
      ) : discard ? (
        <p className="konwoj-pile">{t('konwoj:pile.discard', { count: 0 })}</p>
      ) : null}
    </section>
  );
}

/** Both decks and discard piles, and the cards set aside (Narada's, Iron Gate's) when the view shows them. */
export function Piles({ view }: { view: KonwojView }) {
  const { t } = useTranslation(['konwoj']);
  const title = useId();
  const aside = view.aside;
  return (
    <section className="konwoj-piles" aria-labelledby={title}>
      <h2 id={title} className="konwoj-heading">
        {t('konwoj:board.piles')}
      </h2>
      <div className="konwoj-piles__sides">
        {SIDES.map((side) => (
          <SidePiles key={side} view={view} side={side} />
        ))}
      </div>
      {aside.count ? (
        <div className="konwoj-pile">
          <p>{t('konwoj:pile.aside', { count: aside.count })}</p>
          {aside.cards && aside.cards.length > 0 ? (
            <CardList view={view} ids={aside.cards} label={t('konwoj:pile.aside', { count: aside.count })} />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
