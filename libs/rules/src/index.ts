export * from './violation';
export * from './events';
export * from './ruleset';
export * from './dice';
export * from './verification';
export * from './registry';
export * from './match';
export * from './reported-result';
