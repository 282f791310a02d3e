import { createHash } from 'node:crypto';
import type { StoredEvent } from '@app/event-store';
import { competitionIdOf, gameGlobalId, type CompetitionState } from '@app/competitions';
import type { EntityManager } from 'typeorm';
import type { BatchContext, Processor } from './processor';

/**
 * The happenings of an event that webhooks can be registered for, as the `Tabletop-Event`
 * header and the payload's `event` name them.
 */
export const WEBHOOK_EVENTS = [
  'round.paired',
  'round.published',
  'round.started',
  'result.confirmed',
  'standings.changed',
  'event.finished',
] as const;
export type WebhookEventKind = (typeof WEBHOOK_EVENTS)[number];

/** One happening of a competition, as every hook asking for its kind is sent it. */
export interface Happening {
  kind: WebhookEventKind;
  /** The event of the log it comes from: with the hook and the kind, it names the delivery. */
  eventId: string;
  position: number;
  competitionId: string;
  occurredAt: string;
  data: Record<string, unknown>;
}

/**
 * A delivery's id: a UUID (version 5 layout) of the hook, the event and the kind, so that the
 * same batch run again (after a crash before its commit) names the same rows and adds none.
 */
export function webhookDeliveryId(hookId: string, eventId: string, kind: string): string {
  const h = createHash('sha1').update(`${hookId}\u0000${eventId}\u0000${kind}`).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

/**
 * The body of one delivery, exactly as it is sent (and signed) on every attempt. It names what
 * happened and where; a receiver reads the rest (pairings, standings) from the API, as it sees
 * them: a webhook says nothing a public read would not.
 */
export function webhookBody(deliveryId: string, h: Happening): string {
  return JSON.stringify({
    id: deliveryId,
    event: h.kind,
    competitionId: h.competitionId,
    occurredAt: h.occurredAt,
    position: h.position,
    data: h.data,
  });
}

const SETTLING = new Set(['CompetitionResultConfirmed', 'CompetitionResultRecorded', 'GameLossIssued']);

/** The happenings one event of a competition's stream makes, read against the competition as the batch leaves it. */
export function happeningsOf(e: StoredEvent, competitionId: string, state: CompetitionState | null): Happening[] {
  const base = { eventId: e.eventId, position: e.globalPosition, competitionId, occurredAt: e.recordedAt };
  const data = (e.data ?? {}) as Record<string, unknown>;
  const round = typeof data.round === 'number' ? data.round : null;
  const hasBye = (r: number | null) =>
    r !== null && (state?.rounds.find((x) => x.round === r)?.games.some((g) => state.games[g]?.b === null) ?? false);
  switch (e.type) {
    case 'RoundPaired':
      return [{ ...base, kind: 'round.paired', data: { round, amended: false } }];
    case 'PairingsAmended':
      return [{ ...base, kind: 'round.paired', data: { round, amended: true } }];
    case 'RoundPublished':
    case 'RoundStarted': {
      const kind = e.type === 'RoundPublished' ? 'round.published' : 'round.started';
      // A bye counts once its round is shown: the standings move with it.
      const standings: Happening[] = hasBye(round) ? [{ ...base, kind: 'standings.changed', data: { round } }] : [];
      return [{ ...base, kind, data: { round } }, ...standings];
    }
    case 'CompetitionResultReported':
    case 'CompetitionResultConfirmed':
    case 'CompetitionResultRecorded':
    case 'GameLossIssued': {
      // A player's report waits for the opponent; the organiser's is a ruling, settled at once.
      if (!SETTLING.has(e.type) && data.by !== null) return [];
      const game = String(data.game);
      const g = state?.games[game];
      const result = g?.result ? { winner: g.result.winner, draw: g.result.draw } : { winner: null, draw: false };
      return [
        {
          ...base,
          kind: 'result.confirmed',
          data: { gameId: gameGlobalId(competitionId, game), gameKey: game, round: g?.round ?? null, ...result },
        },
        { ...base, kind: 'standings.changed', data: { round: g?.round ?? null } },
      ];
    }
    case 'PointsAdjusted':
      return [{ ...base, kind: 'standings.changed', data: { round } }];
    case 'CompetitionFinished':
      return [{ ...base, kind: 'event.finished', data: {} }];
    default:
      return [];
  }
}

const CONCERNED = new Set([
  'RoundPaired',
  'PairingsAmended',
  'RoundPublished',
  'RoundStarted',
  'CompetitionResultReported',
  'CompetitionResultConfirmed',
  'CompetitionResultRecorded',
  'GameLossIssued',
  'PointsAdjusted',
  'CompetitionFinished',
]);

/**
 * The webhooks' outbox. For every happening of a competition (a round paired, a result
 * settled, …), one row in `webhook_deliveries` for each of its hooks that asked for that kind
 * and was registered before it, written in the batch's transaction: a happening is in the
 * outbox exactly when the batch that saw it committed. Sending is the API's sender, never a
 * batch's: a slow or dead receiver holds up no processor. A row's id is derived from the hook,
 * the event and the kind, so a batch run again inserts nothing twice. Not a read model: a
 * rebuild of the read models never runs it (it would send everything again).
 */
export class WebhookOutboxProcessor implements Processor<Happening[]> {
  readonly name = 'webhooks';

  keyOf(e: StoredEvent): string | null {
    return CONCERNED.has(e.type) ? competitionIdOf(e.streamId) : null;
  }

  async prepare(competitionId: string, events: StoredEvent[], batch: BatchContext): Promise<Happening[]> {
    const state = await batch.competition(competitionId);
    return events.flatMap((e) => happeningsOf(e, competitionId, state));
  }

  /** Reads the competition's hooks inside the batch's transaction (one registered meanwhile waits for it: see WebhooksService.create). */
  async write(em: EntityManager, competitionId: string, happenings: Happening[]): Promise<void> {
    if (happenings.length === 0) return;
    const hooks: Array<{ id: string; events: string[]; from_position: string }> = await em.query(
      'SELECT id::text AS id, events, from_position::text AS from_position FROM webhooks WHERE competition_id = $1',
      [competitionId],
    );
    const rows: Array<{ id: string; hook: string; kind: string; position: number; body: string }> = [];
    for (const hook of hooks) {
      for (const h of happenings) {
        if (h.position <= Number(hook.from_position) || !hook.events.includes(h.kind)) continue;
        const id = webhookDeliveryId(hook.id, h.eventId, h.kind);
        rows.push({ id, hook: hook.id, kind: h.kind, position: h.position, body: webhookBody(id, h) });
      }
    }
    if (rows.length === 0) return;
    await em.query(
      `INSERT INTO webhook_deliveries (id, webhook_id, kind, position, body)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::bigint[], $5::text[])
       ON CONFLICT (id) DO NOTHING`,
      [rows.map((r) => r.id), rows.map((r) => r.hook), rows.map((r) => r.kind), rows.map((r) => r.position), rows.map((r) => r.body)],
    );
  }
}
