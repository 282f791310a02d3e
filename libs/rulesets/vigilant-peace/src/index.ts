export { vigilantPeace, pendingOf, step } from './ruleset';
export { DEFAULT_RULES, resolveRules, rulesOverridesSchema } from './options';
export type { RulesConfig, RulesOverrides, UnitKind, ExplodingKey } from './options';
export { setupSchema, orderSchema, unitDataSchema } from './schema';
export type {
  Side,
  UnitData,
  SetupDocument,
  Order,
  OrderType,
  ManoeuvreOrder,
  ShootOrder,
  ThrowGrenadeOrder,
  FireRealOrder,
  MeleeOrder,
  ProjectileResultOrder,
} from './schema';
export type {
  VPState,
  UnitState,
  Weapon,
  ActivationRecord,
  Resolution,
  AttackResolution,
  RealResolution,
  AttackSpec,
  AttackResult,
  AttackKind,
  RollPurpose,
  LogEntry,
  GameResult,
  Phase,
  Status,
  DamageModel,
} from './state';
export { RULESET_ID, RULESET_VERSION, fullLog } from './state';
export { sampleSetup, sampleMatchCreated, playScriptedMatch, longMatchEvents } from './samples';
export { reference, exampleMatch } from './reference';
