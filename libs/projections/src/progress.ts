/**
 * How far the processors have come: the lowest of their checkpoints, as this process last heard
 * it, and the callers waiting for a position (a command's last event, so that its caller reads
 * its own writes).
 *
 * It is fed, never polled by its waiters: by this instance's batches as they commit, by the
 * NOTIFY every instance's batch sends as it commits (`LiveEvents.onProcessed`), and by the
 * runner's wake-up, which reads the checkpoints while someone waits (a notification lost, or a
 * store that sends none).
 */
export class Progress {
  private lowest = 0;
  private readonly waiters = new Set<Waiter>();
  private readonly nextBatches: Array<() => void> = [];

  /** The lowest checkpoint heard of. */
  get reached(): number {
    return this.lowest;
  }

  /** Whether anyone waits: only then is it worth reading the checkpoints. */
  get waiting(): boolean {
    return this.waiters.size > 0;
  }

  /**
   * A batch committed (here, or on another instance as its NOTIFY tells), and the processors have
   * reached `lowest` (the lowest of their checkpoints): answers the waiters it satisfies.
   */
  reach(lowest: number): void {
    for (const next of this.nextBatches.splice(0)) next();
    if (lowest <= this.lowest) return;
    this.lowest = lowest;
    for (const w of [...this.waiters]) if (lowest >= w.position) w.settle(true);
  }

  /** Resolves at the next batch heard of, or after `timeoutMs`. */
  nextBatch(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.nextBatches.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Waits until the processors have reached `position`; false when `timeoutMs` passed first. */
  waitFor(position: number, timeoutMs: number): Promise<boolean> {
    if (position <= this.lowest) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        position,
        settle: (reached) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(reached);
        },
      };
      const timer = setTimeout(() => waiter.settle(false), timeoutMs);
      this.waiters.add(waiter);
    });
  }

  /** Starts again from the beginning of the log: the read models are being rebuilt. */
  rewind(): void {
    this.lowest = 0;
  }

  /** Answers every waiter with false: the runner stops. */
  giveUp(): void {
    for (const next of this.nextBatches.splice(0)) next();
    for (const w of [...this.waiters]) w.settle(false);
  }
}

interface Waiter {
  position: number;
  settle(reached: boolean): void;
}
