import { describe, expect, it } from 'vitest';
import { linkOf } from './invitationTag';

describe('linkOf', () => {
  it('names an entry made for an account by where its invitation stands', () => {
    expect(linkOf({ accountId: null, invitation: 'invited' })).toBe('invited');
    expect(linkOf({ accountId: null, invitation: 'declined' })).toBe('declined');
    expect(linkOf({ accountId: 'acc-1', invitation: 'accepted' })).toBe('account');
  });

  it('an entry linked to an account is the account’s; a guest entered by name has nothing to show', () => {
    expect(linkOf({ accountId: 'acc-1', invitation: null })).toBe('account');
    expect(linkOf({ accountId: null, invitation: null })).toBeNull();
    // An invitation not accepted is never the account's, whatever else is read.
    expect(linkOf({ accountId: null, invitation: 'accepted' })).toBeNull();
  });
});
