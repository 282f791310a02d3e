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
