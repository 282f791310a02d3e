/**
 * What the console shows of an entry's link to an account: `account` once it is linked (its
 * player accepted the invitation, or registered themself), `invited` while the invitation waits
 * for them, `declined` when they declined it (a guest entry then); null for a guest entered by name.
 */
export type EntryLink = 'account' | 'invited' | 'declined';

export function linkOf(player: { accountId?: string | null; invitation?: string | null }): EntryLink | null {
  if (player.invitation === 'invited' || player.invitation === 'declined') return player.invitation;
  return player.accountId ? 'account' : null;
}
