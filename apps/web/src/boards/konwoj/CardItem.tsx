import type { CardLine } from './board';

/**
 * One card in a list: its name and, small, its id ("Łowca · M21"), then its printed facts. A
 * card the view does not name shows its id alone.
 */
export function CardItem({ line, facts = [], className }: { line: CardLine; facts?: readonly string[]; className?: string }) {
  const details = [line.meta, ...facts].filter((f): f is string => Boolean(f));
  return (
    <li className={['konwoj-card', className].filter(Boolean).join(' ')}>
      <span className="konwoj-card__title">
        {line.name ? <span className="konwoj-card__name">{line.name}</span> : null}
        {line.name ? ' · ' : null}
        <small className="konwoj-card__id">{line.id}</small>
      </span>
      {details.length > 0 ? <span className="konwoj-card__facts">{details.join(' · ')}</span> : null}
    </li>
  );
}
