import { pushed } from './live-iterator';

describe('pushed: an iterator a live feed pushes into', () => {
  it('gives what was pushed in order, whether it was asked for before or after', async () => {
    const { iterator, pusher } = pushed<number>(() => undefined);
    const early = iterator.next();
    pusher.push([1, 2]);
    pusher.push([3]);
    expect(await early).toEqual({ value: 1, done: false });
    expect(await iterator.next()).toEqual({ value: 2, done: false });
    expect(await iterator.next()).toEqual({ value: 3, done: false });
    const waiting = iterator.next();
    pusher.end();
    expect(await waiting).toEqual({ value: undefined, done: true });
  });

  it('hands over what is queued before it ends', async () => {
    const { iterator, pusher } = pushed<string>(() => undefined);
    pusher.push(['a']);
    pusher.end();
    pusher.push(['too late']);
    expect(await iterator.next()).toEqual({ value: 'a', done: false });
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
  });

  it('tells the feed at once when the consumer leaves, and ends a waiting next()', async () => {
    const left = jest.fn();
    const { iterator, pusher } = pushed<number>(left);
    const waiting = iterator.next();
    await iterator.return!();
    expect(left).toHaveBeenCalledTimes(1);
    expect(await waiting).toEqual({ value: undefined, done: true });
    pusher.push([1]);
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
    await iterator.return!();
    expect(left).toHaveBeenCalledTimes(1);
  });

  it('fails a consumer that falls too far behind, and passes on the feed’s failure once', async () => {
    const slow = pushed<number>(() => undefined, 3);
    slow.pusher.push([1, 2]);
    slow.pusher.push([3, 4]);
    await expect(slow.iterator.next()).rejects.toThrow(/fell more than 3 updates behind/);
    expect(await slow.iterator.next()).toEqual({ value: undefined, done: true });

    const broken = pushed<number>(() => undefined);
    const waiting = broken.iterator.next();
    broken.pusher.fail(new Error('the stream cannot be read'));
    await expect(waiting).rejects.toThrow('the stream cannot be read');
    expect(await broken.iterator.next()).toEqual({ value: undefined, done: true });
  });
});
