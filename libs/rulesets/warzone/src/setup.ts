/**
 * The initial state from the setup document: both army files validated (catalogue.ts), the
 * upgrades checked against P5 and applied to every model of their squad.
 */
import { own, put, violation, type RuleViolation } from '@app/rules';
import { setupSchema, type Setup } from './schema';
import { CLAWS } from './catalogue';
import { ref, SIDES, type Model, type Unit, type WarzoneState } from './state';
import { upgradeOf, upgradeProblem } from './upgrades';

/** The setup document, read once: the state is built from it, and the vehicles' data after (vehicles.ts). */
export function readSetup(raw: unknown): Setup | RuleViolation {
  const parsed = setupSchema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const i = parsed.error.issues[0];
  return violation(ref('setup'), `malformed setup: ${i?.path.join('.')} ${i?.message ?? ''}`, 'INVALID_SETUP');
}

export function buildState(doc: Setup): WarzoneState | RuleViolation {
  const s: WarzoneState = {
    options: doc.options,
    environment: doc.environment,
    terrain: {},
    turn: 0,
    active: null,
    firstPlayer: null,
    unit: null,
    model: null,
    actionSeq: 0,
    woundsThisAction: {},
    models: {},
    units: {},
    tasks: [],
    destroyed: { A: 0, B: 0 },
    result: null,
    log: [],
  };
  // Ids are the army file's and the organiser's own names, any of them ("constructor" too): they
  // are kept as own entries of the state's records, and looked up among those only.
  for (const piece of doc.terrain) {
    if (own(s.terrain, piece.id)) return violation(ref('P10 L673'), `two terrain pieces are called "${piece.id}"`, 'DUPLICATE_ID');
    put(s.terrain, piece.id, piece);
  }
  for (const side of SIDES) {
    for (const sq of doc.armies[side].squads) {
      if (own(s.units, sq.id)) return violation(ref('setup'), `two squads are called "${sq.id}"`, 'DUPLICATE_ID');
      const problem = upgradeProblem(sq.faction, sq.name, sq.upgrades);
      if (problem) return violation(ref(problem.rule), problem.message, 'BAD_SETUP');
      const ups = sq.upgrades.map((id) => upgradeOf(id)!);
      const sum = (f: (e: (typeof ups)[number]['effect']) => number | undefined) => ups.reduce((n, u) => n + (f(u.effect) ?? 0), 0);
      const perModel = ups.reduce((n, u) => n + u.cost[sq.category], 0);
      const unit: Unit = {
        id: sq.id,
        side,
        faction: sq.faction,
        name: sq.name,
        category: sq.category,
        upgrades: sq.upgrades,
        models: [],
        activated: false,
        effects: [],
        visibility: null,
      };
      put(s.units, sq.id, unit);
      for (const { id, profile: p, hidden } of sq.models) {
        if (own(s.models, id)) return violation(ref('setup'), `two models are called "${id}"`, 'DUPLICATE_ID');
        const skills: Record<string, number> = { ...p.skills };
        for (const u of ups) Object.assign(skills, u.effect.skills ?? {});
        const weapons = [...p.weapons];
        if (ups.some((u) => u.effect.claws)) weapons.push(CLAWS);
        if (new Set(weapons.map((w) => w.id)).size !== weapons.length || weapons.some((w) => w.id === 'improvised'))
          return violation(ref('setup'), `${id} has two weapons with one id`, 'DUPLICATE_ID');
        const m: Model = {
          id,
          unit: sq.id,
          side,
          name: p.name,
          mv: p.mv,
          cc: p.cc,
          rs: p.rs,
          st: p.st + sum((e) => e.st),
          ld: p.ld + sum((e) => e.ld),
          armour: p.armour + sum((e) => e.armour),
          size: p.size,
          actions: p.actions ?? doc.options.actions,
          survival: p.survival,
          stealth: p.stealth,
          maxWounds: p.wounds,
          wounds: p.wounds,
          points: p.points + perModel,
          types: ups.some((u) => u.necro) && !p.types.includes('necrobiotic') ? [...p.types, 'necrobiotic'] : [...p.types],
          skills,
          weapons,
          detectRange: sum((e) => e.detectRange),
          rsCloseMedium: sum((e) => e.rsCloseMedium),
          mvRunCharge: sum((e) => e.mvRunCharge),
          canRun: (skills.run ?? 0) > 0 || ups.some((u) => u.effect.run),
          posture: 'standing',
          hidden,
          panicked: false,
          waiting: false,
          removed: false,
          climbing: null,
          engaged: [],
          activated: false,
          actionsLeft: 0,
          penalty: 0,
          detectFails: null,
          aimedAt: null,
          moved: false,
          shifted: false,
          jammed: [],
          crossing: 0,
          overlapping: false,
        };
        put(s.models, id, m);
        unit.models.push(id);
      }
    }
  }
  return s;
}
