import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ApiKeyScope } from './principal';

@Entity('accounts')
export class AccountEntity {
  @PrimaryColumn('uuid', { name: 'account_id' })
  accountId!: string;

  @Column('text')
  email!: string;

  @Column('text', { name: 'display_name' })
  displayName!: string;

  /** argon2id hash, with its own salt and parameters. */
  @Column('text', { name: 'password_hash' })
  passwordHash!: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;
}

@Entity('api_keys')
export class ApiKeyEntity {
  @PrimaryColumn('uuid', { name: 'key_id' })
  keyId!: string;

  @Column('uuid', { name: 'account_id' })
  accountId!: string;

  @Column('text')
  name!: string;

  @Column('text', { name: 'secret_hash' })
  secretHash!: string;

  /** The first characters of the key, so its owner can tell keys apart. */
  @Column('text')
  prefix!: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt!: Date | null;

  /** What the key may read (principal.ts): `public` or `organiser`. */
  @Column('text')
  scope!: ApiKeyScope;

  /** When the key stops working; null: it works until revoked. */
  @Column('timestamptz', { name: 'expires_at', nullable: true })
  expiresAt!: Date | null;

  /** The last request made with it, to the minute (written at most once a minute). */
  @Column('timestamptz', { name: 'last_used_at', nullable: true })
  lastUsedAt!: Date | null;
}

export const accountEntities = [AccountEntity, ApiKeyEntity];
