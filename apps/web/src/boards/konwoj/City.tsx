import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cityFacts, cityState, districtText, unitFacts, unitsIn } from './board';
import { CardItem } from './CardItem';
import { nameOfCity } from './names';
import { SIDES, type CityView, type KonwojView, type Side } from './view';

/** A side's cards in the city, under a visible caption that also names the list. */
function CityCards({ view, city, side }: { view: KonwojView; city: CityView; side: Side }) {
  const { t, i18n } = useTranslation(['konwoj']);
  const id = useId();
  const units = unitsIn(view, city.index, side);
  return (
    <div className={`konwoj-side konwoj-side--${side}`}>
      <p className="konwoj-side__title" id={id}>
        {t(side === 'moloch' ? 'konwoj:city.units.moloch' : 'konwoj:city.units.outpost')}
      </p>
      {units.length > 0 ? (
        <ul className="konwoj-cards" aria-labelledby={id}>
          {units.map((unit) => {
            const { line, facts } = unitFacts(view, unit, t, i18n.language);
            return <CardItem key={unit.id} line={line} facts={facts} className={`konwoj-card--${side}`} />;
          })}
        </ul>
      ) : (
        <p className="konwoj-muted">{t('konwoj:city.units.none')}</p>
      )}
    </div>
  );
}

/** One city card (p.5): its number and name, its state, districts, positions, feature and the cards in it. */
export function City({ view, city }: { view: KonwojView; city: CityView }) {
  const { t } = useTranslation(['konwoj']);
  const name = nameOfCity(city, t);
  const modifier = city.destroyed ? 'destroyed' : city.active ? 'active' : 'future';
  return (
    <li className="konwoj-road__stop">
      <section className={`konwoj-city konwoj-city--${modifier}`} aria-label={t('konwoj:city.label', { number: city.index, name })}>
        <header className="konwoj-city__header">
          <h3 className="konwoj-city__name">
            <span className="konwoj-city__number" aria-hidden="true">
              {city.index}
            </span>{' '}
            {name}
          </h3>
          <span className={`konwoj-badge konwoj-badge--${modifier}`}>{cityState(city, t)}</span>
        </header>
        {city.districts.length > 0 ? (
          <ul className="konwoj-districts" aria-label={t('konwoj:city.districts')}>
            {city.districts.map((d) => (
              <li key={d.id} className={d.contested ? 'konwoj-district konwoj-district--contested' : 'konwoj-district'}>
                {districtText(d, t)}
              </li>
            ))}
          </ul>
        ) : null}
        {cityFacts(city, t).map((fact) => (
          <p key={fact} className="konwoj-city__fact">
            {fact}
          </p>
        ))}
        {SIDES.map((side) => (
          <CityCards key={side} view={view} city={city} side={side} />
        ))}
      </section>
    </li>
  );
}
