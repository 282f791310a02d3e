export * from './bracket';
export * from './errors';
export * from './round-robin';
export * from './seeding';
export { singleElimination, doubleElimination } from './elimination';
export { openMatches, recordWinner, bracketFinished } from './progress';
export { placings } from './placings';
export { topCut } from './top-cut';
export { DROP_ORDERINGS, dropOrder, losersLayout, type DropOrdering } from './losers-layout';
