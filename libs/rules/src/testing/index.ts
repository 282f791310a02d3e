export * from './duel';
export * from './sealed-hands';
export * from './non-interference';
export * from './created';
export * from './sealed-deal';
export * from './number-source';
export * from './random-play';
export * from './prototype-names';
