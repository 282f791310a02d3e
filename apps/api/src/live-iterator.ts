/**
 * An iterator that turns each source item into zero or more items, for subscriptions fed by
 * the live event log. Unlike an async generator, `return()` reaches the source at once, so an
 * unsubscribed client frees its listener even while no event arrives.
 */
export function expand<S, T>(source: AsyncIterableIterator<S>, map: (item: S) => Promise<T[]>, first: T[]): AsyncIterableIterator<T> {
  const queue = [...first];
  let done = false;
  const finish = async (): Promise<IteratorResult<T>> => {
    done = true;
    queue.length = 0;
    await source.return?.();
    return { value: undefined, done: true };
  };
  return {
    async next(): Promise<IteratorResult<T>> {
      while (!done) {
        const queued = queue.shift();
        if (queued !== undefined) return { value: queued, done: false };
        const item = await source.next();
        if (item.done || done) return finish();
        queue.push(...(await map(item.value)));
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

/** The producer's side of a `pushed` iterator. */
export interface Pusher<T> {
  /** Queues items for the consumer, in order. */
  push(items: readonly T[]): void;
  /** Ends the iterator with an error (the consumer's next `next()` rejects with it). */
  fail(err: Error): void;
  /** Ends the iterator: the consumer gets `done` once it has taken what is queued. */
  end(): void;
}

/**
 * An iterator fed by a producer that does not wait for its consumer (a live feed shared by many
 * subscribers): items queue until asked for. A consumer that falls `maxBuffered` items behind is
 * ended with an error rather than holding the producer's memory; `return()` calls `onReturn` at
 * once, so a client that leaves frees its place in the feed.
 */
export function pushed<T>(onReturn: () => void, maxBuffered = 10_000): { iterator: AsyncIterableIterator<T>; pusher: Pusher<T> } {
  const buffer: T[] = [];
  const waiters: Array<{ resolve: (r: IteratorResult<T>) => void; reject: (e: Error) => void }> = [];
  let ended = false;
  let returned = false;
  let failure: Error | null = null;

  const settle = () => {
    while (waiters.length > 0 && (buffer.length > 0 || ended)) {
      const w = waiters.shift()!;
      if (buffer.length > 0) w.resolve({ value: buffer.shift()!, done: false });
      else if (failure) {
        const err = failure;
        failure = null;
        w.reject(err);
      } else w.resolve({ value: undefined, done: true });
    }
  };
  const finish = () => {
    if (returned) return;
    returned = true;
    ended = true;
    buffer.length = 0;
    failure = null;
    onReturn();
    settle();
  };
  const pusher: Pusher<T> = {
    push(items) {
      if (ended) return;
      if (buffer.length + items.length > maxBuffered) {
        return pusher.fail(new Error(`live updates: this subscriber fell more than ${maxBuffered} updates behind`));
      }
      buffer.push(...items);
      settle();
    },
    fail(err) {
      if (ended) return;
      ended = true;
      buffer.length = 0;
      failure = err;
      settle();
    },
    end() {
      if (ended) return;
      ended = true;
      settle();
    },
  };
  const iterator: AsyncIterableIterator<T> = {
    next(): Promise<IteratorResult<T>> {
      if (buffer.length > 0) return Promise.resolve({ value: buffer.shift()!, done: false });
      if (failure) {
        const err = failure;
        failure = null;
        return Promise.reject(err);
      }
      if (ended) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve, reject) => waiters.push({ resolve, reject }));
    },
    return(): Promise<IteratorResult<T>> {
      finish();
      return Promise.resolve({ value: undefined, done: true });
    },
    throw(e: unknown): Promise<IteratorResult<T>> {
      finish();
      return Promise.reject(e instanceof Error ? e : new Error(String(e)));
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return { iterator, pusher };
}
