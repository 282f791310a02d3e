import { pollingSubscription } from './polling-subscription';
import type { StoredEvent } from './port';

const at = (globalPosition: number): StoredEvent => ({
  eventId: `e${globalPosition}`,
  streamId: 's',
  streamVersion: globalPosition,
  globalPosition,
  type: 'T',
  data: {},
  metadata: {},
  recordedAt: new Date(0).toISOString(),
});

/** A fake log: readAll returns the stored events after `from`, like the real adapters. */
function fakeLog() {
  const events: StoredEvent[] = [];
  let failures = 0;
  return {
    events,
    failNext: (n: number) => (failures = n),
    readAll: async (from: number, max: number) => {
      if (failures > 0) {
        failures--;
        throw new Error('connection reset');
      }
      return events.filter((e) => e.globalPosition > from).slice(0, max);
    },
  };
}

const until = async (cond: () => boolean) => {
  const deadline = Date.now() + 5000;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error('timeout');
    await new Promise((r) => setTimeout(r, 5));
  }
};

describe('pollingSubscription', () => {
  it('retries failed reads and still delivers each event once, in order', async () => {
    const log = fakeLog();
    log.events.push(at(2), at(5), at(9));
    log.failNext(2);
    const seen: number[] = [];
    const errors: string[] = [];
    const sub = pollingSubscription(log.readAll, {
      from: 2,
      pollMs: 5,
      onEvent: (e) => void seen.push(e.globalPosition),
      onError: (e) => errors.push(e.message),
    });
    await until(() => seen.length === 2);
    log.events.push(at(12));
    await until(() => seen.length === 3);
    await sub.stop();
    expect(seen).toEqual([5, 9, 12]);
    expect(errors).toEqual(['connection reset', 'connection reset']);
  });

  it('can be stopped from inside its own handler', async () => {
    const log = fakeLog();
    log.events.push(at(1), at(2), at(3));
    const seen: number[] = [];
    let stopped: Promise<void> | undefined;
    const sub = pollingSubscription(log.readAll, {
      from: 0,
      pollMs: 5,
      onEvent: async (e) => {
        seen.push(e.globalPosition);
        if (e.globalPosition === 2) await (stopped = sub.stop());
      },
    });
    await until(() => stopped !== undefined);
    await stopped;
    await sub.stop();
    expect(seen).toEqual([1, 2]);
  });

  it('wakes up before the poll interval when told to', async () => {
    const log = fakeLog();
    const seen: number[] = [];
    const sub = pollingSubscription(log.readAll, { from: 0, pollMs: 60_000, onEvent: (e) => void seen.push(e.globalPosition) });
    await new Promise((r) => setTimeout(r, 20)); // now asleep for a minute
    log.events.push(at(1));
    sub.wake();
    await until(() => seen.length === 1);
    await sub.stop();
  });
});
