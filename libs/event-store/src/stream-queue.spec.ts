import { StreamQueue } from './stream-queue';

/** A promise settled from outside, to hold a piece of work until the test lets it go. */
function gate(): { promise: Promise<void>; open(): void; fail(e: Error): void } {
  let open!: () => void;
  let fail!: (e: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

/** Lets every callback already queued run (a few turns of the microtask queue and one of the event loop). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('StreamQueue', () => {
  it('runs the work for one stream one at a time, in the order it came', async () => {
    const queue = new StreamQueue();
    const log: string[] = [];
    const gates = [gate(), gate(), gate()];
    const runs = gates.map((g, i) =>
      queue.run('match-1', async () => {
        log.push(`start ${i}`);
        await g.promise;
        log.push(`end ${i}`);
        return i;
      }),
    );
    await settle();
    expect(log).toEqual(['start 0']); // the second waits for the first to end
    gates[2].open(); // the third's own gate open changes nothing: it is not its turn
    await settle();
    expect(log).toEqual(['start 0']);
    gates[0].open();
    await settle();
    expect(log).toEqual(['start 0', 'end 0', 'start 1']);
    gates[1].open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(log).toEqual(['start 0', 'end 0', 'start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('keeps the streams apart: one stream waiting holds no other back', async () => {
    const queue = new StreamQueue();
    const held = gate();
    const log: string[] = [];
    const slow = queue.run('match-1', async () => {
      await held.promise;
      log.push('match-1');
    });
    await queue.run('match-2', async () => {
      log.push('match-2');
    });
    await queue.run('tournament-1', async () => {
      log.push('tournament-1');
    });
    expect(log).toEqual(['match-2', 'tournament-1']);
    expect(queue.busy).toBe(1);
    held.open();
    await slow;
    expect(log).toEqual(['match-2', 'tournament-1', 'match-1']);
  });

  it('gives the turn on when a piece of work fails or throws, and its caller gets the error', async () => {
    const queue = new StreamQueue();
    const first = gate();
    const failing = queue.run('match-1', () => first.promise);
    const throwing = queue.run('match-1', () => {
      throw new Error('refused at once');
    });
    const after = queue.run('match-1', async () => 'ran');
    first.fail(new Error('refused'));
    await expect(failing).rejects.toThrow('refused');
    await expect(throwing).rejects.toThrow('refused at once');
    expect(await after).toBe('ran');
  });

  it('forgets a stream once its last piece of work is done', async () => {
    const queue = new StreamQueue();
    const held = gate();
    const runs = [
      queue.run('match-1', () => held.promise),
      queue.run('match-1', async () => undefined),
      queue.run('match-2', async () => 1),
    ];
    expect(queue.busy).toBe(2);
    held.open();
    await Promise.all(runs);
    expect(queue.busy).toBe(0);
    await expect(queue.run('match-1', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(queue.busy).toBe(0);
  });
});
