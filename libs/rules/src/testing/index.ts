export * from './duel';
