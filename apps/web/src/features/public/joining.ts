/**
 * Whether the reader can join an event from its public page: a signed-in account registers
 * itself in a published competition that has not finished, once.
 */
export type JoinState = 'signedOut' | 'registered' | 'closed' | 'open';

export function joinState(
  accountId: string | null,
  competition: { published: boolean; finished: boolean },
  players: ReadonlyArray<{ accountId?: string | null }>,
): JoinState {
  if (accountId !== null && players.some((p) => p.accountId === accountId)) return 'registered';
  if (!competition.published || competition.finished) return 'closed';
  return accountId === null ? 'signedOut' : 'open';
}
