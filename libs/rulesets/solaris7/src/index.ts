export { solaris7, pendingOf, step } from './ruleset';
export { setupSchema, orderSchema } from './schema';
export type { SetupDocument, Order, OrderType } from './schema';
export type { SolarisState, UnitState, Side, GameResult } from './state';
export { RULESET_ID, RULESET_VERSION } from './state';
export { parseCatalogue, mergeCatalogues, catalogueSchema } from './catalogue';
export type { Catalogue } from './catalogue';
export { sampleCatalogue, sampleTeams } from './samples';
export * from './model';
