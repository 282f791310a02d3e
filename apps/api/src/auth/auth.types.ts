import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { Connection } from '../pagination';

@ObjectType('Account', { description: 'An account as others see it: its id and display name.' })
export class AccountType {
  @Field(() => ID) id!: string;
  @Field() displayName!: string;
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
  @Field() token!: string;
  @Field({ description: 'When the token stops working (ISO 8601); sign in again after that.' }) expiresAt!: string;
  @Field(() => AccountType) account!: AccountType;
}

@ObjectType('PlayerSession', { description: 'A session for one seat of one match, from its invitation.' })
export class PlayerSessionType {
  @Field() token!: string;
  @Field() expiresAt!: string;
  @Field(() => ID) matchId!: string;
  @Field() side!: string;
  @Field() name!: string;
}

@ObjectType('Invitation', { description: 'Hand it to the player of a side; they join with `joinMatch`.' })
export class InvitationType {
  @Field() side!: string;
  @Field() name!: string;
  @Field({ description: 'Takes its seat once: hand it to that player only.' }) token!: string;
  @Field() expiresAt!: string;
  @Field({ description: 'A player has taken the seat with this invitation: reissue it to seat someone again.' }) joined!: boolean;
}

@ObjectType('ApiKey', { description: 'A read-only key for a third-party site. The key itself is shown only once, when created.' })
export class ApiKeyType {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field({ description: 'The first characters of the key, to tell keys apart.' }) prefix!: string;
  @Field() createdAt!: string;
  @Field(() => String, { nullable: true }) revokedAt!: string | null;
}

@ObjectType('CreatedApiKey')
export class CreatedApiKeyType {
  @Field({ description: 'Send as `Authorization: ApiKey <key>` or `X-Api-Key: <key>`. Shown once: store it now.' }) key!: string;
  @Field(() => ApiKeyType) apiKey!: ApiKeyType;
}

export const ApiKeyConnection = Connection(ApiKeyType, 'ApiKey');

@InputType()
export class SignUpInput {
  @Field() email!: string;
  @Field({ description: 'At least 10 characters.' }) password!: string;
  @Field() displayName!: string;
}

@InputType()
export class SignInInput {
  @Field() email!: string;
  @Field() password!: string;
}
