/** Injection tokens for the plain (non-Nest) objects the API is built from. */
export const DATABASE = Symbol('DATABASE');
export const PG_POOL = Symbol('PG_POOL');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const RULESETS = Symbol('RULESETS');
/** The processor runner: every consequence of an event (read models, commands to other streams). */
export const PROCESSORS = Symbol('PROCESSORS');
/** The one command handler every command goes through. */
export const COMMAND_HANDLER = Symbol('COMMAND_HANDLER');
/** The stream locks the command handler holds across instances (PostgreSQL server), or null. */
export const STREAM_LOCKS = Symbol('STREAM_LOCKS');
export const LIVE_EVENTS = Symbol('LIVE_EVENTS');
export const TIMEKEEPER = Symbol('TIMEKEEPER');
/** The server's clock, `() => Date`: the system clock unless a test pins it. */
export const CLOCK = Symbol('CLOCK');
