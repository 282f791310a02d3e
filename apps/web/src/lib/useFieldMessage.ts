import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiProblem } from '../components/ErrorNotice';

/**
 * A refusal shown on its field: in the reader's language when the reason is one the app knows,
 * else the server's own words, which name what is wrong.
 */
export function useFieldMessage(): (problem: ApiProblem) => string {
  const { t } = useTranslation('setup');
  return useCallback(
    (problem) => {
      switch (problem.reason) {
        case 'TEXT_TOO_LONG':
          return t('problem.tooLong');
        case 'BAD_TEXT':
          return t('problem.badText');
        default:
          return t('problem.server', { message: problem.message });
      }
    },
    [t],
  );
}
