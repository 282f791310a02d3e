import { Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Connection } from '../pagination';
import { NodeInterface } from '../node.types';

@ObjectType('Account', { description: 'An account as others see it: its id and display name.', implements: () => [NodeInterface] })
export class AccountType {
  @Field(() => ID, { description: "The account's UUID: unique across the server (a Node id)." }) id!: string;
  @Field({ description: 'The name the account shows others, as chosen at sign-up (e.g. "Olga").' }) displayName!: string;
}

@ObjectType('Me', { description: 'The signed-in caller.' })
export class MeType {
  @Field({ description: 'account | player | api-key | anonymous' }) kind!: string;
  @Field(() => AccountType, { nullable: true, description: 'The account, for a signed-in account or API key owner.' })
  account!: AccountType | null;
  @Field(() => ID, { nullable: true, description: 'For a player who joined by invitation: the match.' }) matchId!: string | null;
  @Field(() => String, { nullable: true, description: 'For a player who joined by invitation: the side.' }) side!: string | null;
}

@ObjectType('Session', {
  description: 'A signed token: send it as `Authorization: Bearer <token>` (HTTP) or in the WebSocket connection parameters.',
})
export class SessionType {
  @Field({ description: 'The bearer token (a signed JWT); keep it secret.' }) token!: string;
  @Field({ description: 'When the token stops working (ISO 8601); sign in again after that.' }) expiresAt!: string;
  @Field(() => AccountType, { description: 'The account signed in.' }) account!: AccountType;
}

@ObjectType('PlayerSession', { description: 'A session for one seat of one match, from its invitation.' })
export class PlayerSessionType {
  @Field({ description: "The player's bearer token for this seat: send it as `Authorization: Bearer <token>`." }) token!: string;
  @Field({ description: 'When the token stops working (ISO 8601).' }) expiresAt!: string;
  @Field(() => ID, { description: 'The match the seat is in.' }) matchId!: string;
  @Field({ description: 'The side the token plays.' }) side!: string;
  @Field({ description: "The seat's player name." }) name!: string;
}

@ObjectType('Invitation', { description: 'Hand it to the player of a side; they join with `joinMatch`.' })
export class InvitationType {
  @Field({ description: 'The side it seats its holder at.' }) side!: string;
  @Field({ description: "The seat's player name." }) name!: string;
  @Field({ description: 'Takes its seat once: hand it to that player only.' }) token!: string;
  @Field({ description: 'When the invitation stops working (ISO 8601); reissue it after.' }) expiresAt!: string;
  @Field({ description: 'A player has taken the seat with this invitation: reissue it to seat someone again.' }) joined!: boolean;
}

/** What a key may read; the values are the ones stored (principal.ts). */
export enum ApiKeyScopeValue {
  PUBLIC = 'public',
  ORGANISER = 'organiser',
}
registerEnumType(ApiKeyScopeValue, {
  name: 'ApiKeyScope',
  description:
    "What an API key may read. Keys write nothing but webhooks: a mutation made with a key is FORBIDDEN (READ_ONLY_KEY), except that a key of scope ORGANISER manages its owner's webhooks.",
  valuesMap: {
    PUBLIC: { description: 'Reads exactly what an anonymous caller reads (published events), counted against the rate limit of the key.' },
    ORGANISER: {
      description:
        "Reads what PUBLIC reads, and also the events the key's owner organises as the organiser sees them: unpublished ones and organiser-only fields.",
    },
  },
});

export enum ApiKeyStatusValue {
  ACTIVE = 'active',
  EXPIRED = 'expired',
  REVOKED = 'revoked',
}
registerEnumType(ApiKeyStatusValue, {
  name: 'ApiKeyStatus',
  description: "Whether an API key works now, by the server's clock.",
  valuesMap: {
    ACTIVE: { description: 'The key works: neither revoked nor past its expiry.' },
    EXPIRED: { description: 'Its expiry has passed: requests with it are UNAUTHENTICATED (KEY_EXPIRED).' },
    REVOKED: { description: 'Its owner revoked it: requests with it are UNAUTHENTICATED (KEY_REVOKED).' },
  },
});

@ObjectType('ApiKey', {
  description: 'A read-only key for a third-party site. The key itself is shown only once, when created.',
  implements: () => [NodeInterface],
})
export class ApiKeyType {
  @Field(() => ID, { description: 'Names the key to revokeApiKey.' }) id!: string;
  @Field({ description: 'The name its owner gave the key, e.g. the site it is for.' }) name!: string;
  @Field({ description: 'The first characters of the key, to tell keys apart.' }) prefix!: string;
  @Field(() => ApiKeyScopeValue, { description: 'What the key may read.' }) scope!: ApiKeyScopeValue;
  @Field(() => ApiKeyStatusValue, { description: "Whether the key works now, by the server's clock." }) status!: ApiKeyStatusValue;
  @Field({ description: 'When the key was made (ISO 8601).' }) createdAt!: string;
  @Field(() => String, { nullable: true, description: 'When the key stops working (ISO 8601); null: it works until revoked.' })
  expiresAt!: string | null;
  @Field(() => String, { nullable: true, description: 'When the key was revoked (ISO 8601); null while it is not.' })
  revokedAt!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'When a request last used the key (ISO 8601, to within a minute); null if it was never used.',
  })
  lastUsedAt!: string | null;
}

@ObjectType('CreatedApiKey', { description: 'A new API key: the key itself, this once, and its record as apiKeys lists it.' })
export class CreatedApiKeyType {
  @Field({ description: 'Send as `Authorization: ApiKey <key>` or `X-Api-Key: <key>`. Shown once: store it now.' }) key!: string;
  @Field(() => ApiKeyType, { description: 'The key as apiKeys lists it, without the key itself.' }) apiKey!: ApiKeyType;
}

@InputType({ description: 'A new API key: its name, what it may read, and optionally when it stops working.' })
export class CreateApiKeyInput {
  @Field({ description: 'A name to tell it apart, e.g. the site it is for: 1 to 80 characters.' }) name!: string;
  @Field(() => ApiKeyScopeValue, {
    defaultValue: ApiKeyScopeValue.PUBLIC,
    description: 'What the key may read; PUBLIC when absent.',
  })
  scope!: ApiKeyScopeValue;
  @Field(() => String, {
    nullable: true,
    description:
      'When the key stops working (ISO 8601 with a time, e.g. 2026-06-30T23:59:59Z): in the future, at most 730 days ahead. Absent or null: it works until revoked.',
  })
  expiresAt?: string | null;
}

export const ApiKeyConnection = Connection(ApiKeyType, 'ApiKey');

@InputType({ description: 'A new account.' })
export class SignUpInput {
  @Field({ description: 'The e-mail address to sign in with (any case); one account per address.' }) email!: string;
  @Field({ description: 'At least 10 characters.' }) password!: string;
  @Field({ description: 'The name others see, e.g. in pairings and rating lists.' }) displayName!: string;
}

@InputType({ description: "An account's credentials, to sign in with." })
export class SignInInput {
  @Field({ description: "The account's e-mail address (any case)." }) email!: string;
  @Field({ description: "The account's password." }) password!: string;
}
