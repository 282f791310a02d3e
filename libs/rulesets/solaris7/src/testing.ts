/**
 * A small driver for tests and samples: feeds orders and rolls to the ruleset, checking each
 * against the rules as it goes, and keeps the accepted events for replays.
 */
import { isViolation, type GameEvent, type RuleViolation } from '@app/rules';
import type { Order } from './schema';
import { pendingOf, solaris7, step } from './ruleset';
import type { SetupDocument } from './schema';
import { standardSampleMatch } from './samples';
import type { Side, SolarisState } from './state';

/** The sample 1-vs-1 of class M at 210 points on the sample arena, without objectives. */
export const sampleDuel: SetupDocument = { ...standardSampleMatch, objectives: null };

export function orderEvent(side: Side, order: Order | ({ type: string } & Record<string, unknown>)): GameEvent {
  return { type: 'OrderIssued', data: { side, order: order as { type: string } & Record<string, unknown> } };
}

export function rollEvent(side: Side | null, purpose: string, values: number[], sides = 6): GameEvent {
  return { type: 'DiceRolled', data: { side, purpose, dice: values.map((value) => ({ sides, value })), source: 'reported' } };
}

export class Table {
  state: SolarisState;
  readonly events: GameEvent[] = [];
  readonly initial: SolarisState;

  constructor(setup: SetupDocument) {
    const s = solaris7.setup(setup, [
      { side: 'A', name: 'A' },
      { side: 'B', name: 'B' },
    ]);
    if (isViolation(s)) throw new Error(`setup refused: ${s.message}`);
    this.state = s;
    this.initial = s;
  }

  /** Applies an event; throws with the rule when it is refused. */
  apply(e: GameEvent): this {
    const next = step(this.state, e);
    if (isViolation(next)) throw new Error(`${next.rule}: ${next.message} [${next.code}] — pending: ${pendingOf(this.state).prompt}`);
    this.state = next;
    this.events.push(e);
    return this;
  }

  /** Tries an event: the refusal, with the state unchanged. */
  refused(e: GameEvent): RuleViolation {
    const next = step(this.state, e);
    if (!isViolation(next)) throw new Error(`expected a refusal of ${JSON.stringify(e.data)}`);
    return next;
  }

  order(side: Side, order: { type: string } & Record<string, unknown>): this {
    return this.apply(orderEvent(side, order));
  }

  /** Rolls for whatever roll is pending, by the side it is pending for. */
  roll(...values: number[]): this {
    const p = pendingOf(this.state);
    if (p.kind !== 'roll') throw new Error(`no roll pending: ${p.prompt}`);
    const sides = p.dice[0]?.sides ?? 6;
    return this.apply(rollEvent(p.side as Side | null, p.purpose, values, sides));
  }

  get pending() {
    return pendingOf(this.state);
  }

  unit(id: string) {
    const u = this.state.units.find((x) => x.id === id);
    if (!u) throw new Error(`no unit ${id}`);
    return u;
  }

  /** Replays every accepted event from the initial state. */
  replay(): SolarisState {
    return this.events.reduce((s, e) => solaris7.evolve(s, e), this.initial);
  }
}
