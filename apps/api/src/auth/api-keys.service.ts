import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isUuid } from '@app/matches';
import { checkText } from '@app/rules';
import type { Repository } from 'typeorm';
import { ApiKeyEntity } from './account.entity';
import { ApiKeyNotFoundError, InvalidInputError } from '../input.errors';
import { UnauthenticatedError } from './auth.errors';
import type { Principal } from './principal';

/** Every key starts with this, so a leaked key is easy to recognise and search for. */
export const KEY_PREFIX = 'tlk_';

const hash = (key: string) => createHash('sha256').update(key).digest('hex');

export interface Page<T> {
  items: T[];
  hasNextPage: boolean;
}

/**
 * API keys for third-party sites: read-only, revocable, rate-limited per key. A key is shown
 * once when created; only its SHA-256 is stored (a key has 256 random bits, so a fast hash is enough).
 */
@Injectable()
export class ApiKeysService {
  constructor(@InjectRepository(ApiKeyEntity) private readonly keys: Repository<ApiKeyEntity>) {}

  async create(accountId: string, name: string): Promise<{ key: string; entity: ApiKeyEntity }> {
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > 80) throw new InvalidInputError('a key name has 1 to 80 characters', 'name');
    const bad = checkText(trimmed, 'name', 'name');
    if (bad) throw new InvalidInputError(bad.message, 'name');
    const key = KEY_PREFIX + randomBytes(32).toString('base64url');
    const entity = this.keys.create({
      keyId: randomUUID(),
      accountId,
      name: trimmed,
      secretHash: hash(key),
      prefix: key.slice(0, KEY_PREFIX.length + 6),
      createdAt: new Date(),
      revokedAt: null,
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
      key.revokedAt = new Date();
      await this.keys.update({ keyId }, { revokedAt: key.revokedAt });
    }
    return key;
  }

  async authenticate(key: string): Promise<Principal> {
    const found = await this.keys.findOneBy({ secretHash: hash(key) });
    if (!found) throw new UnauthenticatedError('KEY_UNKNOWN', 'this API key is not known');
    if (found.revokedAt) throw new UnauthenticatedError('KEY_REVOKED', 'this API key has been revoked');
    return { kind: 'api-key', keyId: found.keyId, accountId: found.accountId };
  }
}
