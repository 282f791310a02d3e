export * from './violation';
export * from './events';
export * from './ruleset';
export * from './dice';
export * from './verification';
export * from './registry';
export * from './match';
export * from './reported-result';
export * from './scores';
export * from './text';
export * from './draft';
export * from './transition';
export * from './clock';
export * from './own';
export * from './canonical';
export * from './codes';
export * from './legal';
export * from './reference';

// What rule code calls on every event, as plain members of this module. Re-exported by
// `export *` alone, each call would read it through the getter CommonJS defines for a
// re-export, a cost a replay pays thousands of times an event.
import { readOnly as readOnlyPart } from './draft';
import { violation as violationOf, isViolation as isViolationOf } from './violation';
export const readOnly = readOnlyPart;
export const violation = violationOf;
export const isViolation = isViolationOf;
