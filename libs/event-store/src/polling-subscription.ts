import { AsyncLocalStorage } from 'node:async_hooks';
import type { StoredEvent, SubscribeToAllOptions, Subscription } from './port';

export interface PollingSubscription extends Subscription {
  /** Read again now instead of at the end of the current poll interval. */
  wake(): void;
}

const BATCH = 500;
/** Marks code running inside an onEvent call, so stop() from a handler does not wait on itself. */
const insideHandler = new AsyncLocalStorage<object>();

/**
 * Follows a log through its gap-safe `readAll`: reads a page, hands each event to onEvent
 * (awaited, one at a time), remembers the last delivered position, sleeps when caught up.
 * Delivery is exactly once and in order because the position only moves after onEvent
 * returned, and readAll never returns an event below one it returned before.
 */
export function pollingSubscription(
  readAll: (from: number, maxCount: number) => Promise<StoredEvent[]>,
  options: SubscribeToAllOptions,
  onStopped: () => void = () => undefined,
): PollingSubscription {
  const pollMs = options.pollMs ?? 100;
  const report = (err: unknown, what: string) => {
    const e = err instanceof Error ? err : new Error(String(err));
    if (options.onError) options.onError(e);
    else console.error(`[event-store] subscription ${what}: ${e.message}`);
  };
  const token = {};
  let position = options.from;
  let stopped = false;
  let woken = false;
  let interrupt: (() => void) | null = null;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || stopped) {
        woken = false;
        return resolve();
      }
      const done = () => {
        clearTimeout(timer);
        interrupt = null;
        woken = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      interrupt = done;
    });

  const loop = (async () => {
    while (!stopped) {
      let batch: StoredEvent[];
      try {
        batch = await readAll(position, BATCH);
      } catch (err) {
        if (stopped) break;
        report(err, 'read failed, retrying');
        await sleep(Math.max(pollMs, 500));
        continue;
      }
      for (const event of batch) {
        if (stopped) break;
        if (event.globalPosition <= position) continue; // defensive: never deliver twice
        try {
          await insideHandler.run(token, () => options.onEvent(event));
        } catch (err) {
          // The handler cannot be skipped past (that would lose an event) nor retried blindly
          // (it may fail forever): stop, and let the owner restart from its checkpoint.
          report(err, `stopped: handler failed at position ${event.globalPosition}`);
          stopped = true;
          break;
        }
        position = event.globalPosition;
      }
      if (!stopped && batch.length < BATCH) await sleep(pollMs);
    }
    onStopped();
  })();

  return {
    wake() {
      woken = true;
      interrupt?.();
    },
    async stop() {
      stopped = true;
      interrupt?.();
      // Called from inside onEvent: the loop ends when that handler returns.
      if (insideHandler.getStore() === token) return;
      await loop;
    },
  };
}
