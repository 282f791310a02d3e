import { describe, expect, it } from 'vitest';
import { endsSession, sessionFromMe } from './session';

describe('the session, as the server says it is', () => {
  it('is the account `me` names, and nobody otherwise', () => {
    expect(sessionFromMe({ kind: 'account', account: { id: 'a1', displayName: 'Ola' } })).toEqual({ accountId: 'a1', displayName: 'Ola' });
    expect(sessionFromMe({ kind: 'anonymous', account: null })).toBeNull();
    expect(sessionFromMe({ kind: 'player', account: null })).toBeNull();
    expect(sessionFromMe(null)).toBeNull();
    expect(sessionFromMe(undefined)).toBeNull();
  });

  it('holds no token: what the app keeps of it is who is signed in', () => {
    const session = sessionFromMe({ kind: 'account', account: { id: 'a1', displayName: 'Ola' } });
    expect(Object.keys(session ?? {}).sort()).toEqual(['accountId', 'displayName']);
  });

  it('has ended when the server refuses its cookie, not when a sign-in or an invitation is refused', () => {
    const refused = (reason: string) => [{ extensions: { code: 'UNAUTHENTICATED', reason } }];
    for (const reason of ['SESSION_ENDED', 'TOKEN_EXPIRED', 'TOKEN_INVALID', 'ACCOUNT_UNKNOWN', 'WRONG_AUDIENCE']) {
      expect(endsSession(refused(reason))).toBe(true);
    }
    for (const reason of ['BAD_CREDENTIALS', 'SIGN_IN_REQUIRED', 'INVITATION_USED', 'INVITATION_REVOKED']) {
      expect(endsSession(refused(reason))).toBe(false);
    }
    expect(endsSession([{ extensions: { code: 'FORBIDDEN', reason: 'NOT_ORGANISER' } }])).toBe(false);
    expect(endsSession([])).toBe(false);
  });
});
