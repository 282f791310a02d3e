import { useTranslation } from 'react-i18next';
import type { PublicGameFragment } from '../../gql/graphql';

/** How a round 1 was seeded, as the API says it (`Round.pairingMethod` and the draw's facts). */
export interface RoundDraw {
  round: number;
  pairingMethod?: string | null;
  seedCommitment?: string | null;
  revealedSeed?: string | null;
  drawOrder?: readonly string[] | null;
}

const METHODS = ['random', 'rating', 'seeds'] as const;

/**
 * How round 1 was paired, for anyone to check: the method; for a draw, the commitment the
 * server published in the event's history before the pairing and the seed it revealed after;
 * the order the players were drawn in; and, one click away, how to check it all.
 */
export function DrawCheck({ round, games }: { round: RoundDraw; games: readonly PublicGameFragment[] }) {
  const { t } = useTranslation('public');
  const method = METHODS.find((m) => m === round.pairingMethod);
  if (!method) return null;
  const names = new Map<string, string>();
  for (const g of games) {
    names.set(g.a, g.aName);
    if (g.b && g.bName) names.set(g.b, g.bName);
  }
  const titleId = `draw-${round.round}-title`;
  return (
    <section className="draw-check" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('draw.title', { round: round.round })}</h3>
      <p>{t(`draw.${method}`)}</p>
      {method === 'random' && round.seedCommitment ? (
        <dl className="draw-check__facts">
          <dt>{t('draw.commitment')}</dt>
          <dd>
            <code className="draw-check__hash">{round.seedCommitment}</code>
          </dd>
          <dt>{t('draw.seed')}</dt>
          <dd>{round.revealedSeed ? <code className="draw-check__hash">{round.revealedSeed}</code> : t('draw.notRevealed')}</dd>
        </dl>
      ) : null}
      {round.drawOrder?.length ? (
        <details className="draw-check__details">
          <summary>{t('draw.order')}</summary>
          <ol className="draw-check__order">
            {round.drawOrder.map((id) => (
              <li key={id}>{names.get(id) ?? id}</li>
            ))}
          </ol>
        </details>
      ) : null}
      {method === 'random' ? (
        <details className="draw-check__details">
          <summary>{t('draw.howTitle')}</summary>
          <ol className="draw-check__steps">
            <li>{t('draw.how1')}</li>
            <li>{t('draw.how2')}</li>
            <li>{t('draw.how3')}</li>
          </ol>
        </details>
      ) : null}
    </section>
  );
}
