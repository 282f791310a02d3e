/** Injection tokens for the plain (non-Nest) objects the API is built from. */
export const DATABASE = Symbol('DATABASE');
export const PG_POOL = Symbol('PG_POOL');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const RULESETS = Symbol('RULESETS');
export const PROJECTIONS = Symbol('PROJECTIONS');
export const LIVE_EVENTS = Symbol('LIVE_EVENTS');
export const TIMEKEEPER = Symbol('TIMEKEEPER');
/** The server's clock, `() => Date`: the system clock unless a test pins it. */
export const CLOCK = Symbol('CLOCK');
