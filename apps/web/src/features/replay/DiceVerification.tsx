import { useTranslation } from 'react-i18next';
import type { DiceBadge } from './replayState';

const TITLES = {
  verified: 'verification.verified',
  mismatch: 'verification.mismatch',
  notRevealed: 'verification.notRevealed',
} as const satisfies Record<DiceBadge, string>;

const MARKS: Record<DiceBadge, string> = { verified: '✓', mismatch: '✗', notRevealed: '•' };

/**
 * Whether the server's dice can be trusted: checked against the seed revealed at the end, found
 * not to match it, or not checkable yet. The facts behind the verdict (the commitment published
 * at the start, the seed when the reader may see it, how many rolls were checked) are one click
 * away, in a disclosure.
 */
export function DiceVerification({
  badge,
  commitment,
  revealedSeed,
  verification,
  serverRollsSoFar,
}: {
  badge: DiceBadge;
  commitment: string;
  revealedSeed: string | null;
  verification: { serverRolls: number; committedRolls: number; reason?: string | null } | null;
  /** Server rolls in the stream as the reader holds it, said while the seed is still to come. */
  serverRollsSoFar: number;
}) {
  const { t } = useTranslation('replay');
  return (
    <div className={`replay-dice replay-dice--${badge}`}>
      <p className="replay-dice__badge" data-testid="replay-dice-badge">
        <span className="replay-dice__mark" aria-hidden="true">
          {MARKS[badge]}
        </span>{' '}
        {t(TITLES[badge])}
      </p>
      {badge === 'mismatch' && verification?.reason ? (
        <p className="replay-dice__reason">
          {t('verification.mismatchReason')} <span lang="en">{verification.reason}</span>
        </p>
      ) : null}
      <details className="replay-dice__details">
        <summary>{t('verification.details')}</summary>
        <dl>
          <dt>{t('verification.commitment')}</dt>
          <dd>
            <code className="replay-dice__hash">{commitment}</code>
          </dd>
          {badge === 'notRevealed' ? null : (
            <>
              <dt>{t('verification.seed')}</dt>
              <dd>{revealedSeed ? <code className="replay-dice__hash">{revealedSeed}</code> : t('verification.seedHidden')}</dd>
            </>
          )}
        </dl>
        <p>
          {verification
            ? t('verification.rolls', { count: verification.serverRolls, committed: verification.committedRolls })
            : `${t('verification.rollsSoFar', { count: serverRollsSoFar })} ${t('verification.seedLater')}`}
        </p>
      </details>
    </div>
  );
}
