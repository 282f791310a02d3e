export * from './events';
export * from './commands';
export * from './state';
export * from './decide';
export * from './results';
export * from './pairing-players';
export * from './fold';
export * from './redecide';
