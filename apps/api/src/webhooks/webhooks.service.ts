import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { Pool } from 'pg';
import { WEBHOOK_EVENTS } from '@app/projections';
import type { EventStore } from '@app/event-store';
import { checkFirst, decodeCursor, encodeCursor, type ConnectionShape } from '../pagination';
import { allowedAddresses, hostOf, parseWebhookUrl, WebhookUrlRefused, type AddressPolicy, type Resolve } from './webhook-address';
import { newWebhookSecret } from './webhook-signature';
import type { WebhookSettings } from './webhook-settings';
import type { WebhookDeliveryRow, WebhookEventValue, WebhookRow } from './webhook.types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A refused input: VALIDATION with the field and the reason a client switches on. */
export function webhookInputError(message: string, field: string, reason: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'VALIDATION', field, reason, ...extra } });
}

const notFound = (what: string, id: string) => new GraphQLError(`no ${what} with id ${id}`, { extensions: { code: 'NOT_FOUND' } });

const HOOK_COLUMNS = `id::text AS id, competition_id AS "competitionId", url, events, consecutive_failures AS "consecutiveFailures",
  paused_at AS "pausedAt", created_at AS "createdAt"`;
const DELIVERY_COLUMNS = `id::text AS id, webhook_id::text AS "webhookId", kind AS event, status, attempts, last_status_code AS "lastStatusCode",
  last_error AS "lastError", last_attempt_at AS "lastAttemptAt", next_attempt_at AS "nextAttemptAt", delivered_at AS "deliveredAt",
  created_at AS "createdAt", body AS payload, position::text AS position`;

const iso = (d: unknown): string | null => (d === null || d === undefined ? null : new Date(d as string).toISOString());

function toHook(r: Record<string, unknown>): WebhookRow {
  return {
    id: r.id as string,
    competitionId: r.competitionId as string,
    url: r.url as string,
    events: r.events as WebhookEventValue[],
    consecutiveFailures: r.consecutiveFailures as number,
    paused: r.pausedAt !== null,
    pausedAt: iso(r.pausedAt),
    createdAt: iso(r.createdAt)!,
  };
}

function toDelivery(r: Record<string, unknown>): WebhookDeliveryRow {
  return {
    ...(r as unknown as WebhookDeliveryRow),
    lastAttemptAt: iso(r.lastAttemptAt),
    nextAttemptAt: iso(r.nextAttemptAt),
    deliveredAt: iso(r.deliveredAt),
    createdAt: iso(r.createdAt)!,
    position: Number(r.position),
  };
}

const isDeliveryCursor = (p: unknown): p is [number, string] =>
  Array.isArray(p) && p.length === 2 && Number.isSafeInteger(p[0]) && typeof p[1] === 'string' && UUID.test(p[1]);

/**
 * The webhooks of events and their deliveries, as their organisers register and read them.
 * Who may do what is the resolver's to say; this checks the inputs and keeps the rows.
 */
export class WebhooksService {
  private readonly policy: AddressPolicy;

  constructor(
    private readonly pool: Pool,
    private readonly store: EventStore,
    private readonly settings: WebhookSettings,
    /** Wakes the sender (a resumed hook, a redelivery): its deliveries go out at once. */
    private readonly wake: () => void,
    private readonly resolve?: Resolve,
  ) {
    this.policy = { allowPrivate: settings.allowPrivate, allowLoopback: settings.allowLoopback };
  }

  /** The URL as it will be stored, or the typed refusal: malformed, a scheme other than http(s), a refused address. */
  async checkUrl(raw: string): Promise<string> {
    try {
      const url = parseWebhookUrl(raw, this.policy);
      // A name must resolve to allowed addresses now; every attempt checks again as it connects.
      if (!this.policy.allowPrivate) await allowedAddresses(hostOf(url), this.policy, this.resolve);
      return url.toString();
    } catch (e) {
      if (e instanceof WebhookUrlRefused)
        throw webhookInputError(e.message, 'url', e.reason, e.addressKind ? { addressKind: e.addressKind } : {});
      throw e;
    }
  }

  /**
   * Registers a hook; answers it with its secret. Its starting point is the webhooks
   * processor's checkpoint, read under a share lock: a batch writing deliveries holds that row
   * until it commits, so the hook gets every happening of the batches after it, none before.
   */
  async create(input: {
    competitionId: string;
    accountId: string;
    url: string;
    events: WebhookEventValue[];
  }): Promise<{ webhook: WebhookRow; secret: string }> {
    const events = [...new Set(input.events)];
    if (events.length === 0) throw webhookInputError('name at least one happening to send', 'events', 'WEBHOOK_EVENTS_EMPTY');
    if (events.some((e) => !(WEBHOOK_EVENTS as readonly string[]).includes(e)))
      throw webhookInputError('an unknown happening', 'events', 'WEBHOOK_EVENT_UNKNOWN');
    const url = await this.checkUrl(input.url);
    const secret = newWebhookSecret();
    const head = await this.store.headPosition();
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const [{ n }] = (
        await client.query<{ n: number }>('SELECT count(*)::int AS n FROM webhooks WHERE competition_id = $1', [input.competitionId])
      ).rows;
      if (n >= this.settings.maxPerCompetition) {
        await client.query('ROLLBACK');
        throw webhookInputError(`an event has at most ${this.settings.maxPerCompetition} webhooks`, 'competitionId', 'WEBHOOK_LIMIT');
      }
      const { rows } = await client.query<Record<string, unknown>>(
        `INSERT INTO webhooks (id, competition_id, account_id, url, events, secret, from_position)
         VALUES ($1, $2, $3, $4, $5, $6,
           COALESCE((SELECT position FROM projection_checkpoints WHERE name = 'webhooks' FOR SHARE), $7))
         RETURNING ${HOOK_COLUMNS}`,
        [randomUUID(), input.competitionId, input.accountId, url, events, secret, head],
      );
      await client.query('COMMIT');
      return { webhook: toHook(rows[0]), secret };
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  }

  async list(competitionId: string): Promise<WebhookRow[]> {
    const { rows } = await this.pool.query<Record<string, unknown>>(
      `SELECT ${HOOK_COLUMNS} FROM webhooks WHERE competition_id = $1 ORDER BY created_at, id`,
      [competitionId],
    );
    return rows.map(toHook);
  }

  /** A hook by its id; NOT_FOUND for an unknown or malformed id. */
  async get(webhookId: string): Promise<WebhookRow> {
    if (!UUID.test(webhookId)) throw notFound('webhook', webhookId);
    const { rows } = await this.pool.query<Record<string, unknown>>(`SELECT ${HOOK_COLUMNS} FROM webhooks WHERE id = $1`, [webhookId]);
    if (!rows[0]) throw notFound('webhook', webhookId);
    return toHook(rows[0]);
  }

  /** A delivery and its hook; NOT_FOUND for an unknown or malformed id. */
  async delivery(deliveryId: string): Promise<WebhookDeliveryRow> {
    if (!UUID.test(deliveryId)) throw notFound('webhook delivery', deliveryId);
    const { rows } = await this.pool.query<Record<string, unknown>>(`SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE id = $1`, [
      deliveryId,
    ]);
    if (!rows[0]) throw notFound('webhook delivery', deliveryId);
    return toDelivery(rows[0]);
  }

  /** A hook's deliveries, the newest happening first. */
  async deliveries(webhookId: string, first: number, after?: string | null): Promise<ConnectionShape<WebhookDeliveryRow>> {
    checkFirst(first);
    const from = after ? decodeCursor('webhook-deliveries', after, isDeliveryCursor) : null;
    const [{ rows }, { rows: count }] = await Promise.all([
      this.pool.query<Record<string, unknown>>(
        // Ordered by the table's columns: the output's \`position\` is text.
        `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d
          WHERE webhook_id = $1 AND ($2::bigint IS NULL OR (d.position, d.id) < ($2::bigint, $3::uuid))
          ORDER BY d.position DESC, d.id DESC LIMIT $4`,
        [webhookId, from?.[0] ?? null, from?.[1] ?? null, first + 1],
      ),
      this.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_deliveries WHERE webhook_id = $1', [webhookId]),
    ]);
    const page = rows.slice(0, first).map(toDelivery);
    const edges = page.map((node) => ({ cursor: encodeCursor('webhook-deliveries', [node.position, node.id]), node }));
    return { edges, totalCount: count[0].n, pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null } };
  }

  /** Deletes a hook and its deliveries: nothing more is sent to it (one in flight may still arrive). */
  async delete(webhookId: string): Promise<void> {
    await this.pool.query('DELETE FROM webhooks WHERE id = $1', [webhookId]);
  }

  /** Sends again: the hook unpaused, its failures in a row forgotten, its pending deliveries due now. */
  async resume(webhookId: string): Promise<WebhookRow> {
    const { rows } = await this.pool.query<Record<string, unknown>>(
      `WITH due AS (UPDATE webhook_deliveries SET next_attempt_at = NULL WHERE webhook_id = $1 AND status = 'pending')
       UPDATE webhooks SET paused_at = NULL, consecutive_failures = 0 WHERE id = $1 RETURNING ${HOOK_COLUMNS}`,
      [webhookId],
    );
    this.wake();
    return toHook(rows[0]);
  }

  /** A new secret: every attempt from now on is signed with it alone. */
  async rotateSecret(webhookId: string): Promise<{ webhook: WebhookRow; secret: string }> {
    const secret = newWebhookSecret();
    const { rows } = await this.pool.query<Record<string, unknown>>(
      `UPDATE webhooks SET secret = $2 WHERE id = $1 RETURNING ${HOOK_COLUMNS}`,
      [webhookId, secret],
    );
    return { webhook: toHook(rows[0]), secret };
  }

  /**
   * Sends a delivery again as soon as the sender gets to it, with a fresh set of attempts
   * (one being sent right now is left to finish). Same id, same body: a receiver that already
   * has it sees a repeat.
   */
  async redeliver(deliveryId: string): Promise<WebhookDeliveryRow> {
    const { rows } = await this.pool.query<Record<string, unknown>>(
      `UPDATE webhook_deliveries SET status = 'pending', attempts = 0, next_attempt_at = NULL, delivered_at = NULL
        WHERE id = $1 AND status <> 'sending' RETURNING ${DELIVERY_COLUMNS}`,
      [deliveryId],
    );
    this.wake();
    return rows[0] ? toDelivery(rows[0]) : this.delivery(deliveryId);
  }
}
