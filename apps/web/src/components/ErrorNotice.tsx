import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { Notice } from './ui';

/** The parts of a GraphQL error the app acts on: its code, the rule or reason, the input field. */
export interface ApiProblem {
  code: string;
  /** The stable machine code of the refusal (`NOT_YOUR_TURN`, `SEAT_REISSUED`). */
  reason: string | null;
  /** The rulebook reference a game's refusal names (`konwoj p.12`). */
  rule: string | null;
  field: string | null;
  message: string;
}

/** The first problem of an urql error: a GraphQL error's extensions, or NETWORK when no answer came. */
export function apiProblem(error: CombinedError | undefined | null): ApiProblem | null {
  if (!error) return null;
  const first = error.graphQLErrors[0];
  if (!first) return { code: 'NETWORK', reason: null, rule: null, field: null, message: error.networkError?.message ?? error.message };
  const ext = first.extensions as { code?: unknown; reason?: unknown; rule?: unknown; field?: unknown };
  return {
    code: typeof ext.code === 'string' ? ext.code : 'INTERNAL',
    reason: typeof ext.reason === 'string' ? ext.reason : null,
    rule: typeof ext.rule === 'string' ? ext.rule : null,
    field: typeof ext.field === 'string' ? ext.field : null,
    message: first.message,
  };
}

const KNOWN = ['NETWORK', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED', 'VALIDATION'] as const;

/**
 * A refusal as the reader sees it: what kind of problem it is, in their language, then the
 * server's own words, which name the rule or the field at fault.
 */
export function ErrorNotice({ error }: { error: CombinedError | undefined | null }) {
  const { t } = useTranslation();
  const problem = apiProblem(error);
  if (!problem) return null;
  const known = (KNOWN as readonly string[]).includes(problem.code) ? (problem.code as (typeof KNOWN)[number]) : null;
  return (
    <Notice tone="error">
      <strong>{known ? t(`problem.${known}`) : t('problem.other')}</strong> <span lang="en">{problem.message}</span>
      {problem.reason ? <code className="problem-code"> {problem.reason}</code> : null}
    </Notice>
  );
}
