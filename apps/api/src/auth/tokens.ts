import { createSecretKey, randomBytes } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import type { Pool } from 'pg';
import { UnauthenticatedError } from './auth.errors';

export const ISSUER = 'tabletop-league';
/** How far two servers' clocks may disagree about a token's times. */
const CLOCK_SKEW_SECONDS = 60;

/**
 * What a token is for. A token is accepted only where its audience is expected, so an
 * invitation cannot be used as a session and a session cannot be used as an invitation.
 */
export type Audience = 'account' | 'player' | 'invitation';

export interface AccountClaims {
  aud: 'account';
  sub: string;
  name: string;
  /** The session it is of (the JWT's `jti`), checked on every request so that signing out ends it. */
  sid?: string;
}

export interface SeatClaims {
  aud: 'player' | 'invitation';
  /** The match id. */
  sub: string;
  side: string;
  name: string;
  /** An invitation's generation for its seat: reissuing the seat's invitation revokes earlier ones (1 when absent). */
  gen?: number;
  /** A player's session (the JWT's `jti`), checked on every request so that reissuing the seat ends it. */
  sid?: string;
  /**
   * A seat taken in a browser tab: the SHA-256 (hex) of the tab's key, which every request
   * with this token must bring (cookies.ts), so the token is no seat without the tab.
   */
  key?: string;
}

export type Claims = AccountClaims | SeatClaims;

export interface TokenLifetimes {
  /** Sign-in sessions of accounts. */
  accountSeconds: number;
  /** A player's session in one match, from an invitation. */
  playerSeconds: number;
  /** Invitations to a match's seats. */
  invitationSeconds: number;
}

export const DEFAULT_LIFETIMES: TokenLifetimes = {
  accountSeconds: 12 * 3600,
  playerSeconds: 12 * 3600,
  invitationSeconds: 30 * 24 * 3600,
};

/**
 * The server's signing secret: JWT_SECRET when given, otherwise one generated on first start
 * and kept in the database, so every API instance and every restart accept the same tokens.
 */
export async function signingSecret(pool: Pool, configured?: string): Promise<string> {
  if (configured) return configured;
  await pool.query(`INSERT INTO server_secrets (name, value) VALUES ('jwt', $1) ON CONFLICT (name) DO NOTHING`, [
    randomBytes(48).toString('base64url'),
  ]);
  const { rows } = await pool.query<{ value: string }>(`SELECT value FROM server_secrets WHERE name = 'jwt'`);
  return rows[0].value;
}

/** Signs and checks the API's tokens (HS256 JWTs with issuer, audience and expiry). */
export class TokenService {
  private readonly jwt: JwtService;

  constructor(
    secret: string,
    readonly lifetimes: TokenLifetimes = DEFAULT_LIFETIMES,
  ) {
    // A key object made once: given the secret as text, every sign and verify would first try to
    // read it as a PEM key and fail (an exception each time, on every request), then make this.
    this.jwt = new JwtService({ secret: createSecretKey(Buffer.from(secret)), signOptions: { algorithm: 'HS256', issuer: ISSUER } });
  }

  sign(claims: Claims): { token: string; expiresAt: Date } {
    const seconds = this.lifetimeOf(claims.aud);
    const { aud, sub, sid, ...rest } = claims;
    const token = this.jwt.sign(rest, { audience: aud, subject: sub, expiresIn: seconds, ...(sid ? { jwtid: sid } : {}) });
    const { exp } = this.jwt.decode<{ exp: number }>(token);
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /** The claims of a token meant for `audience`; a typed UNAUTHENTICATED error otherwise. */
  verify<A extends Audience>(token: string, audience: A): A extends 'account' ? AccountClaims : SeatClaims {
    let claims: (A extends 'account' ? AccountClaims : SeatClaims) & { exp?: unknown; iat?: unknown; jti?: unknown };
    try {
      claims = this.jwt.verify(token, { audience, issuer: ISSUER, algorithms: ['HS256'] });
    } catch (e) {
      const err = e as Error;
      if (err.name === 'TokenExpiredError')
        throw new UnauthenticatedError('TOKEN_EXPIRED', 'the token has expired: sign in (or join) again');
      if (err.message.startsWith('jwt audience invalid')) {
        throw new UnauthenticatedError('WRONG_AUDIENCE', `this token is not ${/^[aeiou]/.test(audience) ? 'an' : 'a'} ${audience} token`);
      }
      throw new UnauthenticatedError('TOKEN_INVALID', 'the token is not one this server signed');
    }
    // Every token this server signs expires, within its audience's lifetime: one without an
    // expiry, or with a longer one, was not made by this server's rules (a leaked secret, say).
    const lifetime = this.lifetimeOf(audience) + CLOCK_SKEW_SECONDS;
    const now = Math.floor(Date.now() / 1000);
    if (
      typeof claims.exp !== 'number' ||
      typeof claims.iat !== 'number' ||
      claims.exp - claims.iat > lifetime ||
      claims.exp - now > lifetime
    ) {
      throw new UnauthenticatedError('TOKEN_INVALID', 'the token has no expiry, or one further off than this server gives');
    }
    // A session is named by the JWT's own claim only.
    claims.sid = typeof claims.jti === 'string' ? claims.jti : undefined;
    return claims;
  }

  private lifetimeOf(audience: Audience): number {
    return audience === 'account'
      ? this.lifetimes.accountSeconds
      : audience === 'player'
        ? this.lifetimes.playerSeconds
        : this.lifetimes.invitationSeconds;
  }
}
