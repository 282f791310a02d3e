/**
 * The ruleset versions released before the newest, as the files that keep them: reading and
 * checking them is I/O, so it lives here, apart from the rules (libs/rules, libs/rulesets), which
 * stay pure. `createRegistry` (@app/rulesets) registers what `frozenBuilds` finds.
 */
export * from './frozen';
// Only the type: the order references' renderer (order-reference.ts) is a tool of
// `npm run docs:orders` and its test, never loaded by the server.
export type { GameReference } from './order-reference';
