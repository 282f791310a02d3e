import { Logger, Module, type DynamicModule } from '@nestjs/common';
import type { EventStore, LiveEvents } from '@app/event-store';
import type { ProcessorRunner } from '@app/projections';
import type { Pool } from 'pg';
import { faultPoints } from '../faults';
import { CLOCK, EVENT_STORE, LIVE_EVENTS, PG_POOL, PROCESSORS } from '../tokens';
import { WebhookSender } from './webhook-sender';
import { DEFAULT_WEBHOOK_SETTINGS, type WebhookSettings } from './webhook-settings';
import { WEBHOOKS_SERVICE, WebhooksResolver } from './webhooks.resolver';
import { WebhooksService } from './webhooks.service';

export const WEBHOOK_SENDER = Symbol('WebhookSender');

const log = new Logger('webhooks');

/**
 * Wakes the sender once the processors have handled the newest event this process heard of
 * (appended here or, by NOTIFY, elsewhere): the outbox rows of that event are committed by then.
 * One wait at a time, for the newest position: a burst of events costs one wait, not one each.
 */
function wakeAfterProcessors(live: LiveEvents, runner: ProcessorRunner, sender: WebhookSender): () => void {
  let wanted = 0;
  let following = false;
  const follow = async () => {
    following = true;
    try {
      for (let reached = 0; reached < wanted;) {
        const target = wanted;
        await runner.waitFor(target, 10_000);
        reached = target;
        sender.wake();
      }
    } finally {
      following = false;
    }
  };
  return live.subscribe('*', (e) => {
    wanted = Math.max(wanted, e.globalPosition);
    if (!following) void follow().catch((err: Error) => log.warn(`webhooks: ${err.message}`));
  });
}

/** Webhooks: their GraphQL, and the sender of their outbox in this process (webhook-sender.ts). */
@Module({})
export class WebhooksModule {
  static forRoot(options: Partial<WebhookSettings> = {}): DynamicModule {
    const settings: WebhookSettings = { ...DEFAULT_WEBHOOK_SETTINGS, ...options };
    const faults = faultPoints(); // test-only crash points, null unless TABLETOP_FAULT names one
    return {
      module: WebhooksModule,
      providers: [
        {
          provide: WEBHOOK_SENDER,
          inject: [PG_POOL, CLOCK, LIVE_EVENTS, PROCESSORS],
          useFactory: (pool: Pool, clock: () => Date, live: LiveEvents, runner: ProcessorRunner) => {
            const sender = new WebhookSender(pool, clock, settings, {
              log: (message) => log.warn(message),
              step: faults ? (name) => faults.step(name) : undefined,
            });
            if (settings.send) {
              const unsubscribe = wakeAfterProcessors(live, runner, sender);
              sender.start();
              // Stopped with the application (Nest calls it on close): no claim after the pool has gone.
              return Object.assign(sender, {
                onModuleDestroy: async () => {
                  unsubscribe();
                  await sender.stop();
                },
              });
            }
            return sender;
          },
        },
        {
          provide: WEBHOOKS_SERVICE,
          inject: [PG_POOL, EVENT_STORE, WEBHOOK_SENDER],
          useFactory: (pool: Pool, store: EventStore, sender: WebhookSender) =>
            new WebhooksService(pool, store, settings, () => sender.wake()),
        },
        WebhooksResolver,
      ],
      exports: [WEBHOOK_SENDER],
    };
  }
}
