import type { NewEvent } from '@app/event-store';

/**
 * Test-only crash points, to prove that a process killed at a named step is finished at
 * restart. `TABLETOP_FAULT` names one point; the process stops itself with SIGKILL (no clean
 * up of any kind, as a power cut would) right after the step has happened that many times:
 *
 * - `append:<EventType>#<n>`: after the n-th append holding an event of that type (`*`: any);
 * - `step:<name>#<n>`: after the n-th time the processor runner passes the step
 *   (`prepared:<processor>`: its work for a batch is done and not yet committed; `written`: the
 *   batch is committed; `webhook:answered`: a receiver answered a webhook delivery that the
 *   sender has not recorded yet).
 *
 * `#<n>` may be left out (1). Unset, nothing happens: production never sets it.
 */
export interface FaultPoints {
  afterAppend(streamId: string, events: NewEvent[]): void;
  step(name: string): void;
}

export function faultPoints(spec: string | undefined = process.env.TABLETOP_FAULT): FaultPoints | null {
  if (!spec) return null;
  const m = /^(append|step):(.+?)(?:#(\d+))?$/.exec(spec.trim());
  if (!m) throw new Error(`TABLETOP_FAULT "${spec}" is not append:<EventType>#<n> or step:<name>#<n>`);
  const [, kind, name, count] = m;
  let left = count ? Number(count) : 1;
  const hit = () => {
    if (--left === 0) process.kill(process.pid, 'SIGKILL');
  };
  return {
    afterAppend: (_stream, events) => {
      if (kind === 'append' && events.some((e) => name === '*' || e.type === name)) hit();
    },
    step: (s) => {
      if (kind === 'step' && s === name) hit();
    },
  };
}
