import { ProgressLine, type ProgressStream } from './progress';

function terminal(isTTY = true, columns?: number): ProgressStream & { written: string } {
  const t = { isTTY, columns, written: '', write: (s: string) => (t.written += s) };
  return t;
}

describe('the progress line', () => {
  it('redraws one line in place, at most every interval, and always draws the end', () => {
    let now = 1_000;
    const tty = terminal();
    const line = ProgressLine.on(tty, 'rebuilding projections', { now: () => now });
    for (let done = 500; done < 50_000; done += 500) line.update(done, 50_000); // all within the same millisecond
    expect(tty.written).toBe('\rrebuilding projections: 500 / 50,000 events (1%)\x1b[K');
    now += 100;
    line.update(12_345, 50_000);
    expect(tty.written.endsWith('\rrebuilding projections: 12,345 / 50,000 events (24%)\x1b[K')).toBe(true);
    line.update(50_000, 50_000); // no time has passed, but this is the end
    line.finish();
    expect(tty.written.split('\r')).toHaveLength(4);
    expect(tty.written.endsWith('\rrebuilding projections: 50,000 / 50,000 events (100%)\x1b[K\n')).toBe(true);
  });

  it('shows the last state at the finish even when it was throttled, then ends the line once', () => {
    const now = 0;
    const tty = terminal();
    const line = ProgressLine.on(tty, 'exporting', { now: () => now });
    line.update(1, 10);
    line.update(7, 10);
    line.finish();
    line.finish();
    expect(tty.written).toBe('\rexporting: 1 / 10 events (10%)\x1b[K\rexporting: 7 / 10 events (70%)\x1b[K\n');
  });

  it('without a count of events, gives the share of the log from positions', () => {
    const tty = terminal();
    const line = ProgressLine.on(tty, 'rebuilding projections');
    line.update(2_000, undefined, 0.5);
    expect(tty.written).toBe('\rrebuilding projections: 2,000 events (50%)\x1b[K');
  });

  it('keeps a warning on a line of its own and draws the progress again below it', () => {
    const tty = terminal();
    const elsewhere: string[] = [];
    const line = ProgressLine.on(tty, 'rebuilding projections');
    line.note('before anything is drawn', (t) => elsewhere.push(t));
    line.update(1, 2);
    line.note('competitions: parked x at 3', (t) => elsewhere.push(t));
    expect(elsewhere).toEqual(['before anything is drawn']);
    expect(tty.written).toBe(
      '\rrebuilding projections: 1 / 2 events (50%)\x1b[K' +
        '\r\x1b[Kcompetitions: parked x at 3\n' +
        '\rrebuilding projections: 1 / 2 events (50%)\x1b[K',
    );
  });

  it('fits the terminal, so that a carriage return still reaches the start of the line', () => {
    const tty = terminal(true, 20);
    ProgressLine.on(tty, 'importing match 3f0c6a1e-0000-4000-8000-000000000000').status('checking 12 events');
    expect(tty.written).toBe('\rimporting match 3f0\x1b[K');
  });

  it('draws nothing on a pipe or a file, nor with --json', () => {
    for (const [stream, json] of [
      [terminal(false), false],
      [terminal(true), true],
      [undefined, false],
    ] as const) {
      const line = ProgressLine.on(stream, 'rebuilding projections', { json });
      expect(line.enabled).toBe(false);
      line.status('checking');
      line.update(1, 2);
      line.finish();
      if (stream) expect(stream.written).toBe('');
    }
  });
});
