import { Column, Entity, PrimaryColumn } from 'typeorm';

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
}

export const accountEntities = [AccountEntity, ApiKeyEntity];
