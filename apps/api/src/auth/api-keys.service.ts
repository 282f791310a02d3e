import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isUuid } from '@app/matches';
import { checkText } from '@app/rules';
import type { Repository } from 'typeorm';
import { ApiKeyEntity } from './account.entity';
import { ApiKeyNotFoundError, InvalidInputError } from '../input.errors';
import { UnauthenticatedError } from './auth.errors';
import type { ApiKeyScope, Principal } from './principal';
import { CLOCK } from '../tokens';

/** Every key starts with this, so a leaked key is easy to recognise and search for. */
export const KEY_PREFIX = 'tlk_';

const hash = (key: string) => createHash('sha256').update(key).digest('hex');

/** The furthest ahead a key's expiry may be set: a key that outlives its site is a risk. */
export const MAX_KEY_LIFETIME_DAYS = 730;

/** How stale `last_used_at` may get: it is written at most this often, not on every request. */
const LAST_USED_PRECISION_MS = 60_000;

export interface NewApiKey {
  name: string;
  scope: ApiKeyScope;
  /** ISO 8601; null or absent: the key works until revoked. */
  expiresAt?: string | null;
}

/** Where a key stands now, by the server's clock. */
export type ApiKeyStatus = 'active' | 'expired' | 'revoked';

export function keyStatus(key: Pick<ApiKeyEntity, 'revokedAt' | 'expiresAt'>, now: Date): ApiKeyStatus {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

export interface Page<T> {
  items: T[];
  hasNextPage: boolean;
}

/**
 * API keys for third-party sites: read-only, scoped, revocable, optionally expiring, rate-limited
 * per key. A key is shown once when created; only its SHA-256 is stored (a key has 256 random
 * bits, so a fast hash is enough). Expiry is judged by the server's clock (CLOCK).
 */
@Injectable()
export class ApiKeysService {
  constructor(
    @InjectRepository(ApiKeyEntity) private readonly keys: Repository<ApiKeyEntity>,
    @Inject(CLOCK) private readonly clock: () => Date,
  ) {}

  /** The server's time: expiry is judged by it, so a test moves it rather than waiting. */
  now(): Date {
    return this.clock();
  }

  async create(accountId: string, input: NewApiKey): Promise<{ key: string; entity: ApiKeyEntity }> {
    const trimmed = input.name.trim();
    if (trimmed.length < 1 || trimmed.length > 80) throw new InvalidInputError('a key name has 1 to 80 characters', 'name');
    const bad = checkText(trimmed, 'name', 'name');
    if (bad) throw new InvalidInputError(bad.message, 'name');
    const now = this.clock();
    const expiresAt = input.expiresAt == null ? null : this.expiry(input.expiresAt, now);
    const key = KEY_PREFIX + randomBytes(32).toString('base64url');
    const entity = this.keys.create({
      keyId: randomUUID(),
      accountId,
      name: trimmed,
      secretHash: hash(key),
      prefix: key.slice(0, KEY_PREFIX.length + 6),
      createdAt: now,
      revokedAt: null,
      scope: input.scope,
      expiresAt,
      lastUsedAt: null,
    });
    await this.keys.insert(entity);
    return { key, entity };
  }

  /** The owner's keys, newest first, `first` at a time after the key `afterId`. */
  async list(accountId: string, first: number, afterId?: string): Promise<Page<ApiKeyEntity>> {
    const q = this.keys.createQueryBuilder('k').where('k.account_id = :accountId', { accountId });
    if (afterId) {
      if (!isUuid(afterId)) throw new InvalidInputError('not a cursor of this list', 'after');
      const after = await this.keys.findOneBy({ keyId: afterId, accountId });
      if (!after) throw new InvalidInputError('not a cursor of this list', 'after');
      q.andWhere('(k.created_at, k.key_id) < (:createdAt, :keyId)', { createdAt: after.createdAt, keyId: after.keyId });
    }
    const rows = await q
      .orderBy('k.created_at', 'DESC')
      .addOrderBy('k.key_id', 'DESC')
      .take(first + 1)
      .getMany();
    return { items: rows.slice(0, first), hasNextPage: rows.length > first };
  }

  count(accountId: string): Promise<number> {
    return this.keys.countBy({ accountId });
  }

  /** Revokes one of the owner's keys; someone else's key is NOT_FOUND, as if it did not exist. */
  async revoke(accountId: string, keyId: string): Promise<ApiKeyEntity> {
    if (!isUuid(keyId)) throw new ApiKeyNotFoundError(keyId);
    const key = await this.keys.findOneBy({ keyId, accountId });
    if (!key) throw new ApiKeyNotFoundError(keyId);
    if (!key.revokedAt) {
      key.revokedAt = this.clock();
      await this.keys.update({ keyId }, { revokedAt: key.revokedAt });
    }
    return key;
  }

  /**
   * The caller of a request made with `key`. A revoked or expired key is refused with its
   * reason, and nothing is written for it; a good key notes its use (at most once a minute).
   */
  async authenticate(key: string): Promise<Principal> {
    const found = await this.keys.findOneBy({ secretHash: hash(key) });
    if (!found) throw new UnauthenticatedError('KEY_UNKNOWN', 'this API key is not known');
    const now = this.clock();
    const status = keyStatus(found, now);
    if (status === 'revoked') throw new UnauthenticatedError('KEY_REVOKED', 'this API key has been revoked');
    if (status === 'expired')
      throw new UnauthenticatedError('KEY_EXPIRED', `this API key expired at ${found.expiresAt!.toISOString()}: make a new one`);
    if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
      await this.keys.update({ keyId: found.keyId }, { lastUsedAt: now });
    }
    return { kind: 'api-key', keyId: found.keyId, accountId: found.accountId, scope: found.scope };
  }

  /** A key's expiry as asked: a moment in the future, at most MAX_KEY_LIFETIME_DAYS away. */
  private expiry(text: string, now: Date): Date {
    const at = /^\d{4}-\d{2}-\d{2}T/.test(text) ? new Date(text) : new Date(NaN);
    if (Number.isNaN(at.getTime()))
      throw new InvalidInputError('expiresAt is a date and time in ISO 8601 (e.g. 2026-06-30T23:59:59Z)', 'expiresAt');
    if (at.getTime() <= now.getTime()) throw new InvalidInputError('expiresAt must be in the future', 'expiresAt');
    if (at.getTime() > now.getTime() + MAX_KEY_LIFETIME_DAYS * 86_400_000)
      throw new InvalidInputError(`expiresAt may be at most ${MAX_KEY_LIFETIME_DAYS} days ahead`, 'expiresAt');
    return at;
  }
}
