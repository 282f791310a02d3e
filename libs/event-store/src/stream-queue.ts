/**
 * Work on a stream, one piece at a time, in the order it came; streams apart from each other.
 * The command handler runs a stream's commands through it, so that two commands of this process
 * never decide on the same version of a stream and race to append it. It holds nothing but
 * promises: no connection waits with a command for its turn.
 */
export class StreamQueue {
  /** For each stream with work running or waiting, the end of its last piece of work. */
  private readonly tails = new Map<string, Promise<void>>();

  /** Runs `work` once every piece of work given before for the stream has ended (settled either way). */
  async run<T>(streamId: string, work: () => T | Promise<T>): Promise<T> {
    const before = this.tails.get(streamId);
    let done!: () => void;
    const ended = new Promise<void>((resolve) => (done = resolve));
    // Only `ended` promises are chained, and they never reject: a failure is its caller's alone.
    const tail = before ? before.then(() => ended) : ended;
    this.tails.set(streamId, tail);
    try {
      if (before) await before;
      return await work();
    } finally {
      done();
      if (this.tails.get(streamId) === tail) this.tails.delete(streamId);
    }
  }

  /** How many streams have work running or waiting. */
  get busy(): number {
    return this.tails.size;
  }
}
