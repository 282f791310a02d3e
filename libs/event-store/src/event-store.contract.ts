/**
 * The one behaviour every EventStore adapter must have. An adapter's spec file calls
 * eventStoreContract with a factory; each call gets its own store, and every test writes to
 * fresh uuid-named streams so the suite also runs against a shared server.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { IdempotencyError, InvalidEventError, WrongExpectedVersionError } from './errors';
import type { EventStore, NewEvent, StoredEvent } from './port';

export interface ContractSubject {
  store: EventStore;
  close(): Promise<void>;
}

export function eventStoreContract(name: string, factory: () => Promise<ContractSubject>): void {
  describe(`EventStore contract: ${name}`, () => {
    let subject: ContractSubject | undefined;
    const store = (): EventStore => {
      if (!subject) throw new Error('contract subject not created');
      return subject.store;
    };
    beforeAll(async () => {
      subject = await factory();
    }, 60_000);
    afterAll(async () => {
      await subject?.close();
    });

    const streamId = (kind = 'match') => `${kind}-${randomUUID()}`;
    const event = (type: string, data: unknown = { n: 1 }, metadata?: Record<string, unknown>): NewEvent => ({
      eventId: randomUUID(),
      type,
      data,
      ...(metadata ? { metadata } : {}),
    });
    /** The current end of the log, as a position to read or subscribe after. */
    const head = async () => (await store().append(streamId('marker'), [event('Marker')], 'any')).globalPosition;

    describe('append and read', () => {
      it('round-trips data, metadata and a server timestamp', async () => {
        const s = streamId();
        const started = Date.now();
        const first = event(
          'MatchCreated',
          { players: [{ side: 'A', name: 'Zoë' }], limit: 20, ok: true, none: null },
          {
            actor: 'organiser-1',
            correlationId: 'c-1',
          },
        );
        const second = event('OrderIssued', { order: { type: 'move', to: [3, -4.5] } });
        const result = await store().append(s, [first, second], 'no_stream');

        const read = await store().readStream(s);
        expect(read.map((e) => e.eventId)).toEqual([first.eventId, second.eventId]);
        expect(read[0]).toMatchObject({
          streamId: s,
          streamVersion: 1,
          type: 'MatchCreated',
          data: first.data,
          metadata: first.metadata,
        });
        expect(read[1]).toMatchObject({ streamVersion: 2, type: 'OrderIssued', data: second.data, metadata: {} });
        expect(result).toEqual({ streamVersion: 2, globalPosition: read[1].globalPosition });
        expect(read[0].globalPosition).toBeLessThan(read[1].globalPosition);
        for (const e of read) {
          expect(new Date(e.recordedAt).toISOString()).toBe(e.recordedAt);
          expect(Math.abs(Date.parse(e.recordedAt) - started)).toBeLessThan(60_000);
        }
      });

      it('numbers stream versions from 1 and continues them across appends', async () => {
        const s = streamId();
        expect(await store().streamVersion(s)).toBe(0);
        expect(await store().readStream(s)).toEqual([]);
        expect((await store().append(s, [event('A')], 0)).streamVersion).toBe(1);
        expect((await store().append(s, [event('B'), event('C')], 1)).streamVersion).toBe(3);
        expect(await store().streamVersion(s)).toBe(3);
        expect((await store().readStream(s)).map((e) => [e.streamVersion, e.type])).toEqual([
          [1, 'A'],
          [2, 'B'],
          [3, 'C'],
        ]);
      });

      it("appends with 'any' whether or not the stream exists", async () => {
        const s = streamId();
        expect((await store().append(s, [event('A')], 'any')).streamVersion).toBe(1);
        expect((await store().append(s, [event('B')], 'any')).streamVersion).toBe(2);
      });

      it('reads a stream from a version, at most maxCount events', async () => {
        const s = streamId();
        await store().append(
          s,
          ['1', '2', '3', '4', '5'].map((t) => event(`E${t}`)),
          'no_stream',
        );
        const versions = async (o: { fromVersion?: number; maxCount?: number }) =>
          (await store().readStream(s, o)).map((e) => e.streamVersion);
        expect(await versions({ fromVersion: 2, maxCount: 2 })).toEqual([2, 3]);
        expect(await versions({ fromVersion: 4 })).toEqual([4, 5]);
        expect(await versions({ maxCount: 1 })).toEqual([1]);
        expect(await versions({ fromVersion: 6 })).toEqual([]);
      });

      it('reads the whole log in global order, after an exclusive position, at most maxCount', async () => {
        const start = await head();
        const [s1, s2] = [streamId(), streamId()];
        await store().append(s1, [event('One')], 'no_stream');
        await store().append(s2, [event('Two')], 'no_stream');
        await store().append(s1, [event('Three')], 1);
        const ours = (events: StoredEvent[]) => events.filter((e) => e.streamId === s1 || e.streamId === s2);

        const all = await store().readAll(start);
        expect(ours(all).map((e) => e.type)).toEqual(['One', 'Two', 'Three']);
        expectStrictlyIncreasing(all.map((e) => e.globalPosition));
        expect(all.every((e) => e.globalPosition > start)).toBe(true);

        const afterOne = ours(all)[0].globalPosition;
        expect(ours(await store().readAll(afterOne)).map((e) => e.type)).toEqual(['Two', 'Three']);
        const firstTwo = await store().readAll(start, 2);
        expect(firstTwo.map((e) => e.globalPosition)).toEqual(all.slice(0, 2).map((e) => e.globalPosition));
        expect(ours(await store().readAll(ours(all)[2].globalPosition))).toEqual([]);
      });
    });

    describe('head position', () => {
      it('is where reading after it yields only the events appended later', async () => {
        const s = streamId();
        const first = await store().append(s, [event('A')], 'no_stream');
        const h = await store().headPosition();
        expect(h).toBeGreaterThanOrEqual(first.globalPosition);
        expect((await store().readAll(h)).filter((e) => e.streamId === s)).toEqual([]);

        const second = await store().append(s, [event('B')], 1);
        expect((await store().readAll(h)).filter((e) => e.streamId === s).map((e) => e.type)).toEqual(['B']);
        expect(await store().headPosition()).toBeGreaterThanOrEqual(second.globalPosition);
      });
    });

    describe('expected version', () => {
      async function twoEventStream() {
        const s = streamId();
        await store().append(s, [event('A'), event('B')], 'no_stream');
        return s;
      }
      async function expectConflict(p: Promise<unknown>, fields: Partial<WrongExpectedVersionError>) {
        const err = await p.then(
          () => null,
          (e: unknown) => e,
        );
        expect(err).toBeInstanceOf(WrongExpectedVersionError);
        expect(err).toMatchObject({ code: 'CONFLICT', ...fields });
      }

      it('refuses a stale version and writes nothing', async () => {
        const s = await twoEventStream();
        await expectConflict(store().append(s, [event('C')], 1), { streamId: s, expected: 1, actual: 2 });
        await expectConflict(store().append(s, [event('C')], 5), { expected: 5, actual: 2 });
        expect(await store().streamVersion(s)).toBe(2);
        expect(await store().readStream(s)).toHaveLength(2);
      });

      it("refuses 'no_stream' and 0 on an existing stream", async () => {
        const s = await twoEventStream();
        await expectConflict(store().append(s, [event('C')], 'no_stream'), { expected: 'no_stream', actual: 2 });
        await expectConflict(store().append(s, [event('C')], 0), { expected: 0, actual: 2 });
        expect(await store().readStream(s)).toHaveLength(2);
      });

      it('refuses a version on a stream that does not exist', async () => {
        const s = streamId();
        await expectConflict(store().append(s, [event('A')], 3), { expected: 3, actual: 0 });
        expect(await store().streamVersion(s)).toBe(0);
        expect(await store().readStream(s)).toEqual([]);
      });

      it('lets exactly one of 10 concurrent appenders with the same expected version win', async () => {
        const s = streamId();
        await store().append(s, [event('Created')], 'no_stream');
        const attempts = Array.from({ length: 10 }, () => event('Order'));
        const outcomes = await Promise.allSettled(attempts.map((e) => store().append(s, [e], 1)));

        const won = outcomes.flatMap((o, i) => (o.status === 'fulfilled' ? [attempts[i].eventId] : []));
        const lost = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
        expect(won).toHaveLength(1);
        expect(lost).toHaveLength(9);
        for (const err of lost) expect(err).toBeInstanceOf(WrongExpectedVersionError);
        const read = await store().readStream(s);
        expect(read.map((e) => e.eventId)).toEqual([read[0].eventId, won[0]]);
        expect(await store().streamVersion(s)).toBe(2);
      });
    });

    describe('idempotency', () => {
      it('answers a retried append with the original result and stores nothing twice', async () => {
        const s = streamId();
        const batch = [event('A', { a: 1 }), event('B', { b: [1, 2] }, { actor: 'p1' })];
        const original = await store().append(s, batch, 'no_stream');
        expect(await store().append(s, batch, 'no_stream')).toEqual(original);

        await store().append(s, [event('C')], 2); // the stream moves on; the retry still matches
        expect(await store().append(s, batch, 'no_stream')).toEqual(original);
        expect(await store().append(s, batch, 0)).toEqual(original);
        const read = await store().readStream(s);
        expect(read.map((e) => e.type)).toEqual(['A', 'B', 'C']);
      });

      it('refuses a retry whose ids only partly match what was stored, writing nothing', async () => {
        const s = streamId();
        const [a, b] = [event('A'), event('B')];
        await store().append(s, [a, b], 'no_stream');
        const err = await store()
          .append(s, [a, event('X')], 'no_stream')
          .catch((e: unknown) => e);
        expect(err).toBeInstanceOf(IdempotencyError);
        expect(err).toMatchObject({ code: 'CONFLICT' });
        expect((await store().readStream(s)).map((e) => e.type)).toEqual(['A', 'B']);
      });
    });

    describe('validation', () => {
      const circular: Record<string, unknown> = {};
      circular.self = circular;
      const invalid: Array<[string, unknown[]]> = [
        ['an empty batch', []],
        ['a malformed uuid', [{ eventId: 'not-a-uuid', type: 'A', data: {} }]],
        ['an empty type', [{ eventId: randomUUID(), type: '', data: {} }]],
        ['a blank type', [{ eventId: randomUUID(), type: '  ', data: {} }]],
        ['undefined data', [{ eventId: randomUUID(), type: 'A', data: undefined }]],
        ['a function in data', [{ eventId: randomUUID(), type: 'A', data: { f: () => 1 } }]],
        ['a bigint in data', [{ eventId: randomUUID(), type: 'A', data: { n: 10n } }]],
        ['NaN in data', [{ eventId: randomUUID(), type: 'A', data: { n: Number.NaN } }]],
        ['a Date in data', [{ eventId: randomUUID(), type: 'A', data: { at: new Date() } }]],
        ['circular data', [{ eventId: randomUUID(), type: 'A', data: circular }]],
        ['non-object metadata', [{ eventId: randomUUID(), type: 'A', data: {}, metadata: [1] }]],
        ['the same id twice', ((id) => [event('A'), { ...event('B'), eventId: id }, { ...event('C'), eventId: id }])(randomUUID())],
        ['a valid event followed by an invalid one', [event('A'), { eventId: randomUUID(), type: 'B', data: Symbol('x') }]],
      ];

      it.each(invalid)('rejects %s and writes nothing', async (_what, events) => {
        const s = streamId();
        const err = await store()
          .append(s, events as NewEvent[], 'any')
          .catch((e: unknown) => e);
        expect(err).toBeInstanceOf(InvalidEventError);
        expect(err).toMatchObject({ code: 'VALIDATION' });
        expect(await store().streamVersion(s)).toBe(0);
      });

      it('rejects a malformed expected version', async () => {
        for (const expected of [-1, 1.5, 'latest']) {
          const err = await store()
            .append(streamId(), [event('A')], expected as never)
            .catch((e: unknown) => e);
          expect(err).toBeInstanceOf(InvalidEventError);
        }
      });
    });

    describe('following the log', () => {
      it('delivers every event of 20 concurrent writers exactly once, in increasing global position', async () => {
        const start = await head();
        const streams = Array.from({ length: 20 }, () => streamId());
        const ours = new Set(streams);
        const delivered: StoredEvent[] = [];
        const sub = store().subscribeToAll({ from: start, pollMs: 20, onEvent: (e) => void delivered.push(e) });
        try {
          await Promise.all(
            streams.map(async (s) => {
              for (let v = 0; v < 10; v++) await store().append(s, [event('Roll', { v })], v);
            }),
          );
          await waitFor(() => delivered.filter((e) => ours.has(e.streamId)).length >= 200, 20_000);
        } finally {
          await sub.stop();
        }

        expectStrictlyIncreasing(delivered.map((e) => e.globalPosition));
        const mine = delivered.filter((e) => ours.has(e.streamId));
        expect(mine).toHaveLength(200);
        expect(new Set(mine.map((e) => e.eventId)).size).toBe(200);
        for (const s of streams) {
          expect(mine.filter((e) => e.streamId === s).map((e) => e.streamVersion)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
        }
        // and readAll agrees with what the follower saw
        const read = (await store().readAll(start)).filter((e) => ours.has(e.streamId));
        expect(read.map((e) => e.eventId)).toEqual(mine.map((e) => e.eventId));
      });

      it('starts after the given position and delivers nothing once stopped', async () => {
        const s = streamId();
        const first = await store().append(s, [event('Before')], 'no_stream');
        const seen: string[] = [];
        const sub = store().subscribeToAll({
          from: first.globalPosition,
          pollMs: 20,
          onEvent: (e) => {
            if (e.streamId === s) seen.push(e.type);
          },
        });
        await store().append(s, [event('After')], 1);
        await waitFor(() => seen.length === 1, 10_000);
        await sub.stop();
        await store().append(s, [event('Late')], 2);
        await sleep(300);
        expect(seen).toEqual(['After']);
      });

      it('awaits each handler before the next event, and stops on a failing handler', async () => {
        const s = streamId();
        const start = await head();
        await store().append(s, [event('A'), event('B'), event('C')], 'no_stream');
        const log: string[] = [];
        const errors: Error[] = [];
        let active = 0;
        const sub = store().subscribeToAll({
          from: start,
          pollMs: 20,
          onError: (e) => errors.push(e),
          onEvent: async (e) => {
            if (e.streamId !== s) return;
            expect(active).toBe(0);
            active++;
            await sleep(20);
            active--;
            if (e.type === 'B') throw new Error('projection bug');
            log.push(e.type);
          },
        });
        await waitFor(() => errors.length > 0, 10_000);
        await sub.stop();
        expect(log).toEqual(['A']);
        expect(errors[0].message).toContain('projection bug');
      });
    });
  });
}

function expectStrictlyIncreasing(xs: number[]): void {
  for (let i = 1; i < xs.length; i++) {
    if (!(xs[i] > xs[i - 1])) throw new Error(`positions not strictly increasing at ${i}: ${xs[i - 1]} then ${xs[i]}`);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

export async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(10);
  }
}
