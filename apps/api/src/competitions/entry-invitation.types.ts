import { Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum EntryInvitationState {
  invited = 'invited',
  accepted = 'accepted',
  declined = 'declined',
}
registerEnumType(EntryInvitationState, {
  name: 'EntryInvitationState',
  description:
    'Where an entry made for an account stands: invited (a guest entry by name until its player answers), accepted (linked to their account; a player who registers themself has accepted, as has every entry made before invitations existed), declined (it stays a guest entry).',
  valuesMap: {
    invited: { description: 'Not answered yet: a guest entry by name, linked to no account, until its player accepts or declines.' },
    accepted: {
      description:
        "Linked to the player's account (also a player who registered themself, and every entry made before invitations existed).",
    },
    declined: { description: 'The player declined: the entry stays a guest entry by name.' },
  },
});

@ObjectType('EntryInvitation', {
  description: "An entry the organiser made for your account: yours to accept (it becomes your account's) or to decline.",
})
export class EntryInvitationType {
  @Field(() => ID, { description: 'The competition the entry is in.' }) competitionId!: string;
  @Field({ description: "The competition's name." }) competitionName!: string;
  @Field({ description: 'tournament | league' }) kind!: string;
  @Field({ description: 'The game the competition plays.' }) rulesetId!: string;
  @Field(() => String, { nullable: true, description: "The organiser's display name." }) organiserName!: string | null;
  @Field(() => ID, { description: "The entry's player id in the competition." }) playerId!: string;
  @Field({ description: 'The name the organiser entered.' }) name!: string;
  @Field(() => String, { nullable: true, description: 'The club the organiser entered, if any.' }) club!: string | null;
  @Field(() => EntryInvitationState, { description: 'Where the invitation stands.' }) state!: EntryInvitationState;
}

@InputType({ description: 'An entry made for your account, as `myEntryInvitations` lists it.' })
export class EntryInvitationInput {
  @Field(() => ID, { description: 'The competition the entry is in.' }) competitionId!: string;
  @Field(() => ID, { description: "The entry's player id." }) playerId!: string;
}
