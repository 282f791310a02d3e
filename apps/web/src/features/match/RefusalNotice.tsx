import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/ui';
import type { ApiProblem } from '../../components/ErrorNotice';

/**
 * Why the server refused a command, in the reader's language first, then the rule it names and
 * the server's own words: never a raw error. A refusal changed nothing at the table.
 */
export function RefusalNotice({ refusal }: { refusal: ApiProblem | null }) {
  const { t } = useTranslation('match');
  if (!refusal) return null;
  const kind =
    refusal.code === 'RULE_VIOLATION'
      ? 'rule'
      : refusal.code === 'CONFLICT'
        ? 'conflict'
        : refusal.code === 'NETWORK'
          ? 'network'
          : refusal.code === 'TIME_EXPIRED'
            ? 'timeExpired'
            : refusal.code === 'VALIDATION'
              ? 'validation'
              : refusal.code === 'FORBIDDEN' || refusal.code === 'UNAUTHENTICATED'
                ? 'forbidden'
                : 'other';
  return (
    <Notice tone="error">
      <strong>{t(`refusal.${kind}`)}</strong>{' '}
      {refusal.rule ? <span className="refusal__rule">{t('refusal.ruleRef', { rule: refusal.rule })} </span> : null}
      {refusal.message ? <span lang="en">{refusal.message}</span> : null}
      {refusal.reason ? <code className="problem-code"> {refusal.reason}</code> : null}{' '}
      <span className="refusal__unchanged">{t('refusal.unchanged')}</span>
    </Notice>
  );
}
