import { activationOf, kindText, unitStats, unitWeapons, type Activation } from './units';
import type { UnitView, VPView } from './view';
import type { VPT } from './words';

const ACTIVATION_KEYS = {
  waiting: 'vigilantPeace:unit.state.waiting',
  active: 'vigilantPeace:unit.state.active',
  done: 'vigilantPeace:unit.state.done',
  destroyed: 'vigilantPeace:unit.state.destroyed',
} as const satisfies Record<Activation, string>;

/**
 * One unit as a card of its side's list: name and id, kind, where it stands in the turn (L9),
 * wounds against its limit, armour, melee and manoeuvre, and its weapons with those fired this
 * turn (L20). Every fact is a line of its own words, so a screen reader and a search of the page
 * read "Wounds 1/3" as one phrase.
 */
export function UnitCard({ view, unit, t }: { view: VPView; unit: UnitView; t: VPT }) {
  const activation = activationOf(view, unit);
  const kind = kindText(unit, t);
  const weapons = unitWeapons(unit, t);
  const titled = unit.name !== null && unit.name !== unit.id;
  return (
    <li className={`vp-unit${activation ? ` vp-unit--${activation}` : ''}`}>
      <div className="vp-unit__head">
        <h4 className="vp-unit__name">{titled ? unit.name : unit.id}</h4>
        {titled && <span className="vp-unit__id">{unit.id}</span>}
        {activation && <span className={`vp-tag vp-tag--${activation}`}>{t(ACTIVATION_KEYS[activation])}</span>}
        {unit.status === 'wounded' && <span className="vp-tag vp-tag--wounded">{t('vigilantPeace:unit.state.wounded')}</span>}
      </div>
      {kind && <p className="vp-unit__kind">{kind}</p>}
      <ul className="vp-unit__stats" aria-label={t('vigilantPeace:unit.stats', { unit: unit.id })}>
        {unitStats(view, unit, t).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {weapons.length > 0 && (
        <ul className="vp-unit__weapons" aria-label={t('vigilantPeace:unit.weapons', { unit: unit.id })}>
          {weapons.map((w) => (
            <li key={w.slot}>
              {w.text}
              {w.fired && (
                <>
                  {' '}
                  <span className="vp-tag vp-tag--fired">{t('vigilantPeace:unit.fired')}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {unit.kind === 'gun' && unit.status !== 'destroyed' && (
        <p className="vp-unit__note">
          {unit.gunShotsThisTurn > 0 ? (
            <span className="vp-tag vp-tag--fired">{t('vigilantPeace:unit.fired')}</span>
          ) : (
            t('vigilantPeace:unit.carried')
          )}
        </p>
      )}
    </li>
  );
}
