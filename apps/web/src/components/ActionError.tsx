import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { apiProblem, ErrorNotice } from './ErrorNotice';
import { Button } from './ui';

/**
 * A refused command, with what to do about it: when the competition moved on under the
 * organiser (CONFLICT), a button that reads it again, so they decide on what is there now.
 */
export function ActionError({ error, onReload }: { error: CombinedError | null | undefined; onReload: () => void }) {
  const { t } = useTranslation('rounds');
  const problem = apiProblem(error);
  if (!problem) return null;
  return (
    <div className="rounds-error">
      <ErrorNotice error={error} />
      {problem.code === 'CONFLICT' ? (
        <Button variant="secondary" onPress={onReload}>
          {t('common.reload')}
        </Button>
      ) : null}
    </div>
  );
}
