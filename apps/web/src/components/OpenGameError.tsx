import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { apiProblem } from './ErrorNotice';
import { Notice } from './ui';
import { openRefusal } from '../lib/league';

/**
 * Why a game could not be opened: the season's limits, no season open… in the reader's words,
 * then the server's own, which name the players and the week.
 */
export function OpenGameError({ error }: { error: CombinedError | null | undefined }) {
  const { t } = useTranslation('league');
  const problem = apiProblem(error);
  if (!problem) return null;
  const known = openRefusal(problem);
  return (
    <Notice tone="error">
      <strong>{known ? t(`refusal.${known}`) : t('refusal.other')}</strong> <span lang="en">{problem.message}</span>
      {problem.reason ? <code className="problem-code"> {problem.reason}</code> : null}
    </Notice>
  );
}
