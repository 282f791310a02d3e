/**
 * A subscription to something that changes with its stream and with time: its reading at once,
 * again after each event of the source (read afresh), and every `everyMs` while `running` says
 * it runs (from the last state read, at the new time), so a display that does not count down
 * by itself is never more than a beat behind. `return()` reaches the source and the timer at
 * once, so an unsubscribed client frees both even while nothing happens.
 */
export function ticking<S, T>(
  source: AsyncIterableIterator<unknown>,
  read: () => Promise<S>,
  show: (state: S, now: number) => T,
  running: (state: S) => boolean,
  now: () => number,
  everyMs: number,
): AsyncIterableIterator<T> {
  const queue: T[] = [];
  let state: S | undefined;
  // Set by the pump's catch, which control-flow analysis cannot see.
  let failure = null as { error: unknown } | null;
  let done = false;
  let wake: (() => void) | null = null;
  const push = (item: T) => {
    queue.push(item);
    wake?.();
  };
  const timer = setInterval(() => {
    if (state !== undefined && running(state)) push(show(state, now()));
  }, everyMs);
  timer.unref();

  const refresh = async () => {
    state = await read();
    push(show(state, now()));
  };
  // The source listens before the first read, so no change falls between the two.
  const pump = async () => {
    await refresh();
    for (;;) {
      const item = await source.next();
      if (item.done || done) return;
      await refresh();
    }
  };
  pump().catch((e: unknown) => {
    failure = { error: e };
    wake?.();
  });

  const finish = async (): Promise<IteratorResult<T>> => {
    done = true;
    clearInterval(timer);
    queue.length = 0;
    wake?.();
    await source.return?.();
    return { value: undefined, done: true };
  };
  return {
    async next(): Promise<IteratorResult<T>> {
      while (!done) {
        const queued = queue.shift();
        if (queued !== undefined) return { value: queued, done: false };
        if (failure !== null) {
          const { error } = failure;
          await finish();
          throw error;
        }
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
      }
      return { value: undefined, done: true };
    },
    return: finish,
    async throw(e: unknown): Promise<IteratorResult<T>> {
      await finish();
      throw e;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
