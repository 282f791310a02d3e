/**
 * Setup (L2, L61–L74; digest §2, §5.2–§5.3, §7.2, §7.6 group S).
 *
 * The digest's setup events (GameCreated, UnitAdded…, FortificationsPlaced, SetupCompleted) are
 * one setup document here. The game rules on it (digest §7.6 S2–S9) are checked on the raw document first,
 * so that a direct call reports the rule; the kernel has already applied the schema.
 */
import { violation, type PlayerSeat, type RuleViolation } from '@app/rules';
import { resolveRules } from './options';
import { setupSchema, SIDES, type Side } from './schema';
import { ref, RULESET_ID, RULESET_VERSION, type VPState } from './state';

import { buildUnit, countsForVictory, defaultMode } from './catalogue';

const KINDS = ['infantry', 'vehicle', 'gun', 'cyborg'];
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

type Raw = Record<string, unknown>;

function checkRawUnits(units: unknown[]): RuleViolation | null {
  const ids = new Set<string>();
  for (const [i, x] of units.entries()) {
    if (typeof x !== 'object' || x === null) return violation(ref('L3'), `unit #${i + 1} is not an object`, 'BAD_SETUP', `units.${i}`);
    const u = x as Raw;
    const name = typeof u.id === 'string' ? u.id : `#${i + 1}`;
    // L3: a unit is one fighter, one vehicle, one gun (with its operator) or one cyborg.
    if (!KINDS.includes(u.kind as string))
      return violation(ref('L3'), `unit ${name}: kind must be one of ${KINDS.join(', ')}`, 'BAD_SETUP', `units.${i}.kind`);
    if (!SIDES.includes(u.side as Side)) return violation(ref('L3'), `unit ${name}: side must be A or B`, 'BAD_SETUP', `units.${i}.side`);
    // L3: each unit is one piece, named once.
    if (typeof u.id === 'string') {
      if (ids.has(u.id)) return violation(ref('L3'), `unit id "${u.id}" is used twice`, 'BAD_SETUP', `units.${i}.id`);
      ids.add(u.id);
    }
    // L7: every unit has an Armour value.
    if (!isInt(u.armour)) return violation(ref('L7'), `unit ${name}: armour (Броня) must be an integer`, 'BAD_SETUP', `units.${i}.armour`);
    // L46: "the stated durability" of vehicles and guns.
    if ((u.kind === 'vehicle' || u.kind === 'gun') && !(isInt(u.durability) && u.durability > 0)) {
      return violation(
        ref('L46'),
        `unit ${name}: a ${String(u.kind)} needs a positive integer durability (Прочность)`,
        'BAD_SETUP',
        `units.${i}.durability`,
      );
    }
    if (u.durability !== undefined && !(isInt(u.durability) && u.durability > 0)) {
      return violation(ref('L46'), `unit ${name}: durability must be a positive integer`, 'BAD_SETUP', `units.${i}.durability`);
    }
    // L5: weapons «1» and «2»; a virtual weapon needs its Shooting power.
    if (u.weapons !== undefined) {
      if (!Array.isArray(u.weapons)) return violation(ref('L5'), `unit ${name}: weapons must be a list`, 'BAD_SETUP', `units.${i}.weapons`);
      const slots = new Set<unknown>();
      for (const w of u.weapons as Raw[]) {
        if (typeof w !== 'object' || w === null || (w.slot !== 1 && w.slot !== 2))
          return violation(ref('L5'), `unit ${name}: weapon slots are 1 and 2`, 'BAD_SETUP', `units.${i}.weapons`);
        if (slots.has(w.slot))
          return violation(ref('L5'), `unit ${name}: weapon slot ${String(w.slot)} is given twice`, 'BAD_SETUP', `units.${i}.weapons`);
        slots.add(w.slot);
        const mode = (w.mode as string | undefined) ?? defaultMode(u.kind as 'infantry');
        if (mode === 'virtual' && !isInt(w.power))
          return violation(
            ref('L5'),
            `unit ${name}: weapon «${String(w.slot)}» is fired virtually and needs an integer power (Стрельба)`,
            'BAD_SETUP',
            `units.${i}.weapons`,
          );
      }
    }
    // L67: mines belong to the mortar.
    if (u.mines !== undefined && u.kind !== 'gun')
      return violation(ref('L67'), `unit ${name}: only a gun (the mortar) carries mines`, 'BAD_SETUP', `units.${i}.mines`);
  }
  return null;
}

export function setupGame(raw: unknown, players: PlayerSeat[]): VPState | RuleViolation {
  if (typeof raw !== 'object' || raw === null || !Array.isArray((raw as Raw).units)) {
    return violation(`${RULESET_ID} setup`, 'the setup document needs a list of units', 'INVALID_SETUP');
  }
  const bad = checkRawUnits((raw as Raw).units as unknown[]);
  if (bad) return bad;
  const parsed = setupSchema.safeParse(raw);
  if (!parsed.success) {
    const msg = parsed.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.map(String).join('.')}: ${i.message}`)
      .join('; ');
    return violation(`${RULESET_ID} setup`, `invalid setup: ${msg}`, 'INVALID_SETUP');
  }
  const doc = parsed.data;
  const rules = resolveRules(doc.rules);
  const units = doc.units.map((d) => buildUnit(d, rules));
  // L65: a side without infantry could never be beaten: the game would have no end.
  for (const side of SIDES) {
    if (!units.some((u) => u.side === side && countsForVictory(u, rules))) {
      return violation(
        ref('L65'),
        `side ${side} has no infantry: victory is destroying the enemy infantry, so each side needs at least one infantryman`,
        'BAD_SETUP',
        'units',
      );
    }
  }
  const warnings: string[] = [];
  // L63: 1 to 3 fortifications recommended (a warning, not a rule).
  if (doc.fortifications !== undefined && (doc.fortifications < 1 || doc.fortifications > 3)) {
    warnings.push(`S9: ${doc.fortifications} fortifications (the leaflet recommends 1 to 3, L63)`);
  }
  for (const d of doc.units) {
    if (
      d.armouredSuit &&
      rules.armouredSuitDurability &&
      d.durability === undefined &&
      rules.suitDurabilityByArmour[String(d.armour)] === undefined
    ) {
      warnings.push(`${d.id}: armoured suit with armour ${d.armour} has no durability in suitDurabilityByArmour (L72–L73 give 8 and 9)`);
    }
  }
  const seat = (side: Side) => players.find((p) => p.side === side)?.name;
  const state: VPState = {
    ruleset: { id: RULESET_ID, version: RULESET_VERSION },
    rules,
    sides: {
      A: { name: doc.sides?.A?.name ?? seat('A') ?? 'A', faction: doc.sides?.A?.faction ?? null },
      B: { name: doc.sides?.B?.name ?? seat('B') ?? 'B', faction: doc.sides?.B?.faction ?? null },
    },
    scenario: doc.scenario ?? null,
    defender: doc.defender ?? null,
    fortifications: doc.fortifications ?? null,
    warnings,
    units,
    phase: 'firstPlayer',
    firstPlayerRolls: { A: null, B: null },
    firstSide: null,
    turnNumber: 0,
    round: 0,
    activeSide: null,
    activeUnitId: null,
    grenadesThisTurn: 0,
    resolution: null,
    healingQueue: [],
    result: null,
    eventCount: 0,
    log: [{ type: 'SetupAccepted', n: 0, units: units.length, warnings }],
    history: [],
  };
  return state;
}
