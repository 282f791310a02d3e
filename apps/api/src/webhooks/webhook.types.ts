import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Connection } from '../pagination';

/** The happenings a hook may ask for; the values are their names in the `Tabletop-Event` header and the payload. */
export enum WebhookEventValue {
  ROUND_PAIRED = 'round.paired',
  ROUND_PUBLISHED = 'round.published',
  ROUND_STARTED = 'round.started',
  RESULT_CONFIRMED = 'result.confirmed',
  STANDINGS_CHANGED = 'standings.changed',
  EVENT_FINISHED = 'event.finished',
}
registerEnumType(WebhookEventValue, {
  name: 'WebhookEvent',
  description:
    'A happening of an event a webhook can be sent for. Its delivery names it in the `Tabletop-Event` header and the payload’s `event` (the dotted name given with each value).',
  valuesMap: {
    ROUND_PAIRED: {
      description:
        '`round.paired`: a round was paired, paired again, or its pairings amended by hand (`data.amended`). Its games are read from the API once published.',
    },
    ROUND_PUBLISHED: { description: '`round.published`: a round’s pairings were shown to players and the public.' },
    ROUND_STARTED: { description: '`round.started`: a round started (which also publishes it).' },
    RESULT_CONFIRMED: {
      description:
        '`result.confirmed`: a game’s result was settled: confirmed by the opponent, ruled by the organiser, recorded by the engine, or a game loss issued.',
    },
    STANDINGS_CHANGED: {
      description: '`standings.changed`: the settled standings moved: a settled result, a points adjustment, or a published round’s bye.',
    },
    EVENT_FINISHED: { description: '`event.finished`: the organiser finished the event.' },
  },
});

export enum WebhookDeliveryStatusValue {
  PENDING = 'pending',
  SENDING = 'sending',
  DELIVERED = 'delivered',
  FAILED = 'failed',
}
registerEnumType(WebhookDeliveryStatusValue, {
  name: 'WebhookDeliveryStatus',
  description: 'Where a webhook delivery stands.',
  valuesMap: {
    PENDING: {
      description: 'Not sent yet, or to be tried again at `nextAttemptAt` after a failed attempt (null: as soon as the sender gets to it).',
    },
    SENDING: { description: 'Being sent now. A server stopped mid-delivery leaves it so; it is sent again shortly after.' },
    DELIVERED: { description: 'The receiver answered with a 2xx status.' },
    FAILED: { description: 'Every attempt failed; nothing more is tried unless you ask for `redeliverWebhookDelivery`.' },
  },
});

/** A delivery as its row has it. */
export interface WebhookDeliveryRow {
  id: string;
  webhookId: string;
  event: WebhookEventValue;
  status: WebhookDeliveryStatusValue;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
  payload: string;
  position: number;
}

@ObjectType('WebhookDelivery', {
  description: 'One happening sent (or to be sent) to one webhook, with every attempt’s outcome so far. Organiser only.',
})
export class WebhookDeliveryType {
  @Field(() => ID, {
    description:
      'The delivery’s id, sent as the `Tabletop-Delivery` header and the payload’s `id`: the same on every attempt, so a receiver ignores a repeat.',
  })
  id!: string;
  @Field(() => WebhookEventValue, { description: 'What happened (the `Tabletop-Event` header).' }) event!: WebhookEventValue;
  @Field(() => WebhookDeliveryStatusValue, { description: 'Whether it was delivered, is waiting for an attempt, or was given up.' })
  status!: WebhookDeliveryStatusValue;
  @Field(() => Int, { description: 'How many attempts were made (0 before the first).' }) attempts!: number;
  @Field(() => Int, {
    nullable: true,
    description: 'The HTTP status of the last answer; null when there was none (no attempt yet, or no answer).',
  })
  lastStatusCode!: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'Why the last attempt failed (a status, a refused connection, a timeout, a refused address); null after a success.',
  })
  lastError!: string | null;
  @Field(() => String, { nullable: true, description: 'When the last attempt started (ISO 8601, server clock); null before the first.' })
  lastAttemptAt!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'When a pending delivery is tried again (ISO 8601); null when it is due now, or is not pending.',
  })
  nextAttemptAt!: string | null;
  @Field(() => String, { nullable: true, description: 'When the receiver accepted it (ISO 8601); null until then.' })
  deliveredAt!: string | null;
  @Field({ description: 'When the happening was put in the outbox (ISO 8601, database clock).' }) createdAt!: string;
  @Field({ description: 'The JSON body, exactly as it is sent and signed on every attempt.' }) payload!: string;
}

export const WebhookDeliveryConnection = Connection(WebhookDeliveryType, 'WebhookDelivery');

/** A hook as its row has it. */
export interface WebhookRow {
  id: string;
  competitionId: string;
  url: string;
  events: WebhookEventValue[];
  consecutiveFailures: number;
  paused: boolean;
  pausedAt: string | null;
  createdAt: string;
}

@ObjectType('Webhook', {
  description:
    'An address the organiser of an event registered: the server POSTs a signed JSON body there for every happening it asked for (docs/third-party.md, "Webhooks"). Organiser only.',
})
export class WebhookType {
  @Field(() => ID, { description: 'The hook’s id, for deleteWebhook, resumeWebhook and rotateWebhookSecret.' }) id!: string;
  @Field(() => ID, { description: 'The event (competition) whose happenings it is sent.' }) competitionId!: string;
  @Field({ description: 'Where deliveries are POSTed (http or https).' }) url!: string;
  @Field(() => [WebhookEventValue], { description: 'The happenings it is sent.' }) events!: WebhookEventValue[];
  @Field({ description: 'True when the server stopped sending after too many failed attempts in a row: resumeWebhook sends again.' })
  paused!: boolean;
  @Field(() => String, { nullable: true, description: 'When it was paused (ISO 8601, server clock); null while it is not.' })
  pausedAt!: string | null;
  @Field(() => Int, {
    description: 'Failed attempts in a row since the last delivered one; it is paused when this reaches the server’s limit.',
  })
  consecutiveFailures!: number;
  @Field({ description: 'When it was registered (ISO 8601): happenings from then on are sent, none before.' }) createdAt!: string;
}

@ObjectType('CreatedWebhook', { description: 'A hook with its signing secret, shown only when the hook is made or its secret replaced.' })
export class CreatedWebhookType {
  @Field(() => WebhookType, { description: 'The hook as `webhooks` lists it.' }) webhook!: WebhookRow;
  @Field({
    description:
      'The secret every delivery is signed with (HMAC-SHA256 in the `Tabletop-Signature` header). Shown this once: store it where your receiver reads it.',
  })
  secret!: string;
}

@InputType({ description: 'A new webhook: the event, the receiver’s URL, and the happenings to send it.' })
export class CreateWebhookInput {
  @Field(() => ID, { description: 'The event (competition) you organise.' }) competitionId!: string;
  @Field({
    description:
      'An absolute http or https URL, at most 2000 characters, without a user name or password. Its host must resolve to public addresses only, unless the server allows private ones (WEBHOOK_ALLOW_PRIVATE).',
  })
  url!: string;
  @Field(() => [WebhookEventValue], { description: 'The happenings to send: at least one.' }) events!: WebhookEventValue[];
}

@InputType({ description: 'Names one of your webhooks.' })
export class WebhookInput {
  @Field(() => ID, { description: 'The hook’s id, as createWebhook or webhooks answered it.' }) webhookId!: string;
}

@InputType({ description: 'Names one delivery of one of your webhooks.' })
export class WebhookDeliveryInput {
  @Field(() => ID, { description: 'The delivery’s id (the `Tabletop-Delivery` header).' }) deliveryId!: string;
}
