export * from './errors';
export * from './seed-vault';
export * from './streams';
export * from './match-service';
export * from './match-log';
export * from './match-snapshots';
