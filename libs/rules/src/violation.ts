/**
 * A broken rule. Rulesets return it from `decide` (never throw it), so a bad order is
 * rejected with the rulebook reference and the stream stays unchanged.
 */
export class RuleViolation {
  readonly kind = 'RuleViolation' as const;
  constructor(
    /** Rule reference, e.g. `vigilant-peace L20` or `solaris7 §3.2`. */
    readonly rule: string,
    /** A sentence a player understands: what was wrong and why. */
    readonly message: string,
    /** A stable machine code for the kind of violation, e.g. `NOT_YOUR_TURN`. */
    readonly code: string = 'RULE_VIOLATION',
    /**
     * The part of the command that is wrong, as a path, when it is one value: e.g.
     * `scores.A.infantryLeft` for a bad score. Omitted when the whole command is at fault.
     */
    readonly field?: string,
  ) {}

  toString(): string {
    return `${this.rule}: ${this.message}`;
  }
}

export function isViolation(x: unknown): x is RuleViolation {
  return x instanceof RuleViolation || (typeof x === 'object' && x !== null && (x as { kind?: unknown }).kind === 'RuleViolation');
}

/** Shorthand used throughout the rulesets: `return violation('vigilant-peace L20', '...')`. */
export function violation(rule: string, message: string, code?: string, field?: string): RuleViolation {
  return new RuleViolation(rule, message, code, field);
}

/**
 * An event the rules refuse met in a stored stream (a corrupt or tampered log): `evolve` throws
 * it instead of guessing, and the kernel's replay turns it into a `ReplayError` naming the event.
 * On a valid stream it never happens: every stored event was accepted by `decide` first.
 */
export class RefusedEvent extends Error {
  readonly code = 'REFUSED_EVENT';
  constructor(readonly violation: RuleViolation) {
    super(`the rules refuse this event: ${violation.toString()} [${violation.code}]`);
  }
}
