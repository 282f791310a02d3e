import type { CombinedError } from 'urql';

/** A refusal of an order, roll or result as the page shows it: the rule broken, its code and the server's words. */
export interface Refusal {
  /** The API's error code: RULE_VIOLATION, CONFLICT, VALIDATION, FORBIDDEN, TIME_EXPIRED, NETWORK… */
  code: string;
  /** The rulebook reference (`konwoj p.12`), for a rule the order breaks. */
  rule: string | null;
  /** The stable machine code of the broken rule (`NOT_YOUR_TURN`). */
  violation: string | null;
  message: string;
}

/** What an urql error says, or null for none; no answer at all is NETWORK, so nothing is taken for sent. */
export function refusalOf(error: CombinedError | undefined | null): Refusal | null {
  if (!error) return null;
  const first = error.graphQLErrors[0];
  if (!first) return { code: 'NETWORK', rule: null, violation: null, message: error.networkError?.message ?? error.message };
  const ext = first.extensions as { code?: unknown; rule?: unknown; violation?: unknown; reason?: unknown };
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return {
    code: text(ext.code) ?? 'INTERNAL',
    rule: text(ext.rule),
    violation: text(ext.violation) ?? text(ext.reason),
    message: first.message,
  };
}
