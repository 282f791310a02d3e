/**
 * The one progress line of a long command, redrawn in place on standard error. It is drawn only
 * for a person watching a terminal: a script reading standard error (or --json output) would
 * get nothing but carriage returns and half lines.
 */

/** What the line is drawn on: process.stderr, or a stand-in with `isTTY` set in tests. */
export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(chunk: string): unknown;
}

export interface ProgressOptions {
  /** Fewest milliseconds between two redraws (default 100: about ten a second). */
  intervalMs?: number;
  now?: () => number;
}

const count = (n: number) => n.toLocaleString('en-US');

export class ProgressLine {
  private last = -Infinity;
  private text = '';
  /** Something is on the line (it needs a newline at the end). */
  private drawn = false;
  /** The last state was not drawn yet (throttled). */
  private stale = false;
  private readonly intervalMs: number;
  private readonly now: () => number;

  private constructor(
    private readonly stream: ProgressStream | null,
    private readonly label: string,
    options: ProgressOptions,
  ) {
    this.intervalMs = options.intervalMs ?? 100;
    this.now = options.now ?? Date.now;
  }

  /** A line on `stream` when it is a terminal and the output is not JSON; otherwise one that draws nothing. */
  static on(stream: ProgressStream | undefined, label: string, options: ProgressOptions & { json?: boolean } = {}): ProgressLine {
    return new ProgressLine(stream?.isTTY && !options.json ? stream : null, label, options);
  }

  get enabled(): boolean {
    return this.stream !== null;
  }

  /**
   * `done` of `total` events. Without a total (a log whose size is not known in events), the
   * share of the way is `fraction` (0 to 1). Redrawn at most every `intervalMs`, but always
   * when the work is complete.
   */
  update(done: number, total?: number, fraction?: number): void {
    if (!this.stream) return;
    const share = total !== undefined ? (total > 0 ? done / total : 1) : fraction;
    const percent = share === undefined ? '' : ` (${Math.floor(Math.min(1, Math.max(0, share)) * 100)}%)`;
    const text =
      total !== undefined ? `${count(done)} / ${count(Math.max(total, done))} events${percent}` : `${count(done)} events${percent}`;
    this.show(text, share !== undefined && share >= 1);
  }

  /** A step with no count, such as "checking 1,234 events": drawn at once. */
  status(text: string): void {
    if (this.stream) this.show(text, true);
  }

  /** A message that must not be overwritten (a warning): printed on its own line, the progress redrawn below it. */
  note(text: string, fallback: (text: string) => void): void {
    if (!this.stream || !this.drawn) return fallback(text);
    this.stream.write(`\r\x1b[K${text}\n`);
    this.draw();
  }

  /** Leaves the last state on screen and ends its line, so what follows starts on a line of its own. */
  finish(): void {
    if (!this.stream || !this.drawn) return;
    if (this.stale) this.draw();
    this.stream.write('\n');
    this.drawn = false;
  }

  private show(text: string, force: boolean): void {
    if (text === this.text && !this.stale && this.drawn) return;
    this.text = text;
    const now = this.now();
    this.stale = true;
    if (!force && now - this.last < this.intervalMs) return;
    this.last = now;
    this.draw();
  }

  private draw(): void {
    let line = `${this.label}: ${this.text}`;
    // A line longer than the terminal wraps, and \r would then redraw only its last part.
    const width = this.stream!.columns;
    if (width && line.length >= width) line = line.slice(0, width - 1);
    this.stream!.write(`\r${line}\x1b[K`);
    this.drawn = true;
    this.stale = false;
  }
}
