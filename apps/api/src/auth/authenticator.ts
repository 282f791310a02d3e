import { timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AccountsService } from './accounts.service';
import { ApiKeysService, KEY_PREFIX } from './api-keys.service';
import { UnauthenticatedError } from './auth.errors';
import { isSeatKey, seatKeyHash } from './cookies';
import { ANONYMOUS, type Principal } from './principal';
import { SessionsService } from './sessions.service';
import { TokenService } from './tokens';

/**
 * The credentials of a request: the `Authorization` header, or `X-Api-Key`; the same on HTTP and
 * WebSocket (a session cookie comes here as the token it holds, cookies.ts).
 */
export interface Credentials {
  authorization?: string | null;
  apiKey?: string | null;
  /** A browser tab's seat key (`X-Seat-Key`), which a seat token bound to the tab needs. */
  seatKey?: string | null;
}

/**
 * Turns credentials into a principal, once per request or WebSocket connection. No
 * credentials make an anonymous caller; bad credentials are an error, never anonymous, so a
 * client with an expired token learns it at once.
 */
@Injectable()
export class Authenticator {
  constructor(
    private readonly tokens: TokenService,
    private readonly keys: ApiKeysService,
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
  ) {}

  async authenticate(credentials: Credentials): Promise<Principal> {
    const header = credentials.authorization?.trim();
    const apiKey = credentials.apiKey?.trim();
    if (apiKey) return this.keys.authenticate(apiKey);
    if (!header) return ANONYMOUS;
    const [scheme, value = ''] = header.split(/\s+/, 2);
    if (/^apikey$/i.test(scheme) || (!value && scheme.startsWith(KEY_PREFIX))) return this.keys.authenticate(value || scheme);
    if (!/^bearer$/i.test(scheme) || !value) {
      throw new UnauthenticatedError('TOKEN_INVALID', 'use "Authorization: Bearer <token>" or "Authorization: ApiKey <key>"');
    }
    return this.fromToken(value, credentials.seatKey);
  }

  private async fromToken(token: string, seatKey: string | null | undefined): Promise<Principal> {
    const aud = this.audienceOf(token);
    if (aud === 'player') {
      const claims = this.tokens.verify(token, 'player');
      // A seat taken in a browser tab is the tab's: its token alone (read from the cookie after the tab closed) is no seat.
      if (claims.key !== undefined && !(isSeatKey(seatKey) && sameHash(seatKeyHash(seatKey), claims.key)))
        throw new UnauthenticatedError('TOKEN_INVALID', "this seat was taken in a browser tab and is bound to it: send the tab's seat key");
      await this.sessions.check(claims.sid, { matchId: claims.sub, side: claims.side });
      return { kind: 'player', matchId: claims.sub, side: claims.side, name: claims.name, sessionId: claims.sid };
    }
    // Anything else must be an account session; an invitation gets WRONG_AUDIENCE here.
    const claims = this.tokens.verify(token, 'account');
    // Signed, but for an account this server does not have (a secret shared too widely, a restore): no session.
    if (!(await this.accounts.exists(claims.sub)))
      throw new UnauthenticatedError('ACCOUNT_UNKNOWN', 'the token names no account of this server: sign in again');
    await this.sessions.check(claims.sid, { accountId: claims.sub });
    return { kind: 'account', accountId: claims.sub, displayName: claims.name, sessionId: claims.sid };
  }

  /** Peeks at the unverified audience only to choose which verification to run. */
  private audienceOf(token: string): unknown {
    try {
      const payload = token.split('.')[1] ?? '';
      return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { aud?: unknown }).aud;
    } catch {
      return undefined;
    }
  }
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
