/**
 * The ruleset versions released before the newest, as the files that keep them: reading and
 * checking them is I/O, so it lives here, apart from the rules (libs/rules, libs/rulesets), which
 * stay pure. `createRegistry` (@app/rulesets) registers what `frozenBuilds` finds.
 */
export * from './frozen';
