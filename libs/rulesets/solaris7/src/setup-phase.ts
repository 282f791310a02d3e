/**
 * Match setup [§2, §2.18, §6.1]: the teams are built from the setup document (§2.2–2.3, §7);
 * then, at the table, the arena set-up roll (3d6 each, ties re-roll, highest is the first
 * player), the arena and deployment-zone choices, the dice declaration, deployment, and the
 * first objective token on a centre hex.
 */
import { violation, type Pending, type PlayerSeat, type RuleViolation } from '@app/rules';
import { mergeCatalogues, parseCatalogue } from './catalogue';
import { hexAt, onArena as hexOnArena, sameHex } from './geometry';
import type { Arena, Hex } from './model';
import { sampleCatalogue } from './samples';
import { setupSchema, type OrderOf } from './schema';
import { buildTeams } from './team-building';
import { freshRound, note, other, ref, RULESET_ID, RULESET_VERSION, SIDES, unitOf, type Side, type SolarisState, type UnitState } from './state';

export type SetupStage = 'roll' | 'arena' | 'zones' | 'dice' | 'deploy' | 'objectiveDraw' | 'objective' | 'done';

export interface SetupProgress {
  stage: SetupStage;
  rolls: Partial<Record<Side, number>>;
  first: Side | null;
  /** Sides in the order they choose zones (and deploy, A39). */
  zoneOrder: Side[];
  zones: Partial<Record<Side, number>>;
  dice: Partial<Record<Side, { damageColour: string; heatColour: string }>>;
  /** The token drawn for the first placement (§6.1). */
  drawn: string | null;
}

/** Validates the setup document and builds the teams: the initial state, or the rule it breaks. */
export function setupMatch(raw: unknown, _players: PlayerSeat[]): SolarisState | RuleViolation {
  const parsed = setupSchema.safeParse(raw);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    return violation(ref('§2'), `setup: ${i.path.join('.')}: ${i.message}`, 'BAD_SETUP');
  }
  const doc = parsed.data;
  let catalogue = sampleCatalogue;
  if (doc.catalogue !== undefined) {
    const own = parseCatalogue(doc.catalogue);
    if (!own.ok) return violation(ref('§1'), `catalogue: ${own.errors.slice(0, 5).join('; ')}`, 'BAD_CATALOGUE');
    catalogue = mergeCatalogues(sampleCatalogue, own.catalogue);
  }
  const built = buildTeams(
    { teams: doc.teams, rules: { pointLimit: doc.pointLimit, weightClass: doc.weightClass, heavyLimit: doc.options.heavyLimit, unitsPerTeam: doc.unitsPerTeam } },
    catalogue,
  );
  if (!built.ok) return violation(ref('§2.2–2.3, §7'), built.errors.slice(0, 5).join('; '), 'V7');

  const arenaIds = doc.arena ? [doc.arena] : (doc.arenas ?? catalogue.arenas.map((a) => a.id));
  const arenas: Record<string, Arena> = {};
  for (const id of arenaIds) {
    const arena = catalogue.arenas.find((a) => a.id === id);
    if (!arena) return violation(ref('§2.18'), `setup: no arena "${id}" in the catalogue`, 'BAD_SETUP');
    const zones = arena.zones.A ?? [];
    if (zones.length < 2) return violation(ref('§2.18'), `arena "${id}" needs two deployment zones labelled A for a match of two teams`, 'BAD_SETUP');
    arenas[id] = arena;
  }
  const tokens: SolarisState['data']['tokens'] = {};
  if (doc.objectives) {
    for (const side of SIDES) {
      for (const id of doc.objectives[side]) {
        const token = catalogue.objectives.find((t) => t.id === id);
        if (!token) return violation(ref('§6.1'), `setup: no objective token "${id}" in the catalogue`, 'BAD_SETUP');
        if (tokens[id]) return violation(ref('§6.1'), `setup: objective token "${id}" is brought twice`, 'BAD_SETUP');
        tokens[id] = { ...token, owner: side };
      }
      const total = doc.objectives[side].reduce((n, id) => n + tokens[id].rpPreferred, 0);
      if (total !== 30) return violation(ref('§6.1'), `side ${side}'s three tokens are worth ${total} RP; they must be worth 30 together`, 'BAD_SETUP');
    }
  }
  const profiles = Object.fromEntries(built.teams.map((t) => [t.profile, catalogue.units.find((p) => p.id === t.profile)!]));
  // §7.4.1: a double-sided PRI/SEC gear is kept as the side it shows, under "id@side".
  const playedId = (t: (typeof built.teams)[number], id: string) => (t.cardSides?.[id] ? `${id}@${t.cardSides[id]}` : id);
  const cards: SolarisState['data']['cards'] = {};
  for (const t of built.teams) {
    for (const id of t.cards) {
      const card = catalogue.cards.find((c) => c.id === id)!;
      cards[playedId(t, id)] = t.cardSides?.[id] ? { ...card, id: playedId(t, id), affects: t.cardSides[id] } : card;
    }
  }
  const units: UnitState[] = built.teams.map((t) => {
    const dial = profiles[t.profile].dial;
    const start = Math.max(0, dial.findIndex((p) => p.start));
    return {
      id: t.unitId,
      side: t.side,
      profileId: t.profile,
      cards: t.cards.map((id) => playedId(t, id)),
      points: t.totalPoints,
      hex: null,
      orientation: 0,
      click: start,
      heat: 0,
      damageDie: 0,
      heatDie: 0,
      shutdown: false,
      pilotUnconscious: false,
      eliminated: false,
      spent: [],
      cancelled: [],
      defendedLastRound: false,
      round: freshRound(),
      lastDamagedBy: null,
      eliminatedBy: null,
      initiative: null,
      tiebreaks: [],
      initiativeFirst: false,
      restartedThisRound: false,
    };
  });
  return {
    ruleset: { id: RULESET_ID, version: RULESET_VERSION },
    data: {
      options: { heavyLimit: doc.options.heavyLimit, finishRoundOnTimeout: doc.options.finishRoundOnTimeout, objectives: doc.objectives !== null },
      pointLimit: built.pointLimit,
      weightClass: doc.weightClass,
      unitsPerTeam: doc.unitsPerTeam,
      arenas,
      profiles,
      cards,
      tokens,
    },
    phase: 'setup',
    round: 0,
    units,
    setup: { stage: 'roll', rolls: {}, first: null, zoneOrder: [], zones: {}, dice: {}, drawn: null },
    arenaId: doc.arena ?? (arenaIds.length === 1 ? arenaIds[0] : null),
    turnOrder: [],
    turn: 0,
    roundContacts: [],
    queue: [],
    objective: null,
    pool: Object.keys(tokens).sort(),
    lastTokenDestroyer: null,
    scores: { A: { rp: 0, eliminations: [], tokens: [] }, B: { rp: 0, eliminations: [], tokens: [] } },
    timeExpired: false,
    endDamageApplied: false,
    endAgreed: [],
    result: null,
    eventCount: 0,
    log: [],
  };
}

/** §6.1: the two centre hexes (the 6th across the width, the 7th or 8th along the length, on an 11 × 14 arena). */
export function centreHexes(arena: Arena): Hex[] {
  const x = Math.ceil(arena.width / 2);
  const y = Math.floor(arena.length / 2);
  return [{ x, y }, { x, y: y + 1 }];
}

/** The zone of a side: the two A zones for 1-vs-1; a team of several units also uses the B zone of the same index (§2.18). */
export function zoneHexes(s: SolarisState, side: Side): Hex[] {
  const arena = s.data.arenas[s.arenaId!];
  const i = s.setup.zones[side]!;
  const own = arena.zones.A?.[i] ?? [];
  return s.data.unitsPerTeam > 1 ? [...own, ...(arena.zones.B?.[i] ?? [])] : own;
}

function setupRoller(s: SolarisState): Side {
  return s.setup.rolls.A === undefined ? 'A' : 'B';
}

function nextToDeploy(s: SolarisState): UnitState | undefined {
  for (const side of s.setup.zoneOrder) {
    const u = s.units.find((x) => x.side === side && x.hex === null && !x.eliminated);
    if (u) return u;
  }
  return undefined;
}

export function setupPending(s: SolarisState): Pending {
  const st = s.setup;
  switch (st.stage) {
    case 'roll': {
      const side = setupRoller(s);
      return { kind: 'roll', side, purpose: 'setup', dice: [{ count: 3, sides: 6 }], prompt: `arena set-up roll (§2.18): side ${side} rolls 3d6, the highest is the first player` };
    }
    case 'arena':
      return { kind: 'order', sides: [st.first!], orders: ['ChooseArena'], prompt: `side ${st.first} chooses the arena: ${Object.keys(s.data.arenas).join(', ')} (§2.18)` };
    case 'zones': {
      const side = st.zoneOrder[Object.keys(st.zones).length];
      return { kind: 'order', sides: [side], orders: ['ChooseZone'], prompt: `side ${side} chooses a deployment zone (§2.18)` };
    }
    case 'dice': {
      const side = SIDES.find((x) => !st.dice[x])!;
      return { kind: 'order', sides: [side], orders: ['DeclareDice'], prompt: `side ${side} declares the colours of its damage and heat dice (§2.18)` };
    }
    case 'deploy': {
      const u = nextToDeploy(s)!;
      return { kind: 'order', sides: [u.side], orders: ['Deploy'], prompt: `side ${u.side} deploys ${u.id} in its zone, facing any way` };
    }
    case 'objectiveDraw': {
      const side = other(st.first!);
      return { kind: 'roll', side, purpose: 'objectiveDraw', dice: [{ count: 1, sides: s.pool.length }], prompt: `side ${side} draws the first objective token at random (§6.1): 1d${s.pool.length}` };
    }
    case 'objective': {
      const side = other(st.first!);
      return { kind: 'order', sides: [side], orders: ['PlaceObjective'], prompt: `side ${side} places objective ${st.drawn} face up on a centre hex (§6.1)` };
    }
    default:
      return { kind: 'none', prompt: 'setup is complete' };
  }
}

/** A setup roll (3d6 each; ties re-roll) or the first objective draw. */
export function setupRoll(s: SolarisState, purpose: string, dice: number[]): void {
  const st = s.setup;
  if (purpose === 'objectiveDraw') {
    st.drawn = s.pool[dice[0] - 1];
    s.pool = s.pool.filter((id) => id !== st.drawn);
    note(s, 'ObjectiveTokenDrawn', { tokenId: st.drawn });
    st.stage = 'objective';
    return;
  }
  const side = setupRoller(s);
  st.rolls[side] = dice.reduce((a, b) => a + b, 0);
  if (st.rolls.A === undefined || st.rolls.B === undefined) return;
  if (st.rolls.A === st.rolls.B) {
    note(s, 'SetupRollTied', { total: st.rolls.A });
    st.rolls = {};
    return;
  }
  st.first = st.rolls.A > st.rolls.B ? 'A' : 'B';
  note(s, 'FirstPlayer', { side: st.first, rolls: st.rolls });
  // §2.18: with the arena still open the first player picks it and the player on the left
  // picks the first zone; with the arena chosen, the first player picks the first zone.
  st.zoneOrder = s.arenaId === null || Object.keys(s.data.arenas).length > 1 ? [other(st.first), st.first] : [st.first, other(st.first)];
  st.stage = s.arenaId === null ? 'arena' : 'zones';
}

export function setupOrder(s: SolarisState, side: Side, o: OrderOf<'ChooseArena' | 'ChooseZone' | 'DeclareDice' | 'Deploy' | 'PlaceObjective'>): RuleViolation | null {
  const st = s.setup;
  const expected = setupPending(s);
  if (expected.kind !== 'order' || !expected.orders.includes(o.type)) {
    return violation(ref('§2.18'), `setup waits for ${expected.kind === 'order' ? expected.orders.join('/') : 'a roll'}: ${expected.prompt}`, 'OUT_OF_PHASE');
  }
  if (!expected.sides.includes(side)) return violation(ref('§2.18'), `it is side ${expected.sides[0]}'s choice: ${expected.prompt}`, 'OUT_OF_TURN');
  switch (o.type) {
    case 'ChooseArena':
      if (!s.data.arenas[o.arenaId]) return violation(ref('§2.18'), `"${o.arenaId}" is not one of the arenas of this match (${Object.keys(s.data.arenas).join(', ')})`, 'BAD_ARENA');
      s.arenaId = o.arenaId;
      note(s, 'ArenaChosen', { arenaId: o.arenaId, by: side });
      st.stage = 'zones';
      return null;
    case 'ChooseZone': {
      const zones = s.data.arenas[s.arenaId!].zones.A ?? [];
      if (o.zone >= zones.length) return violation(ref('§2.18'), `this arena has ${zones.length} A zones (0–${zones.length - 1})`, 'BAD_ZONE');
      if (Object.values(st.zones).includes(o.zone)) return violation(ref('§2.18'), `zone ${o.zone} is already taken`, 'BAD_ZONE');
      st.zones[side] = o.zone;
      note(s, 'DeploymentZoneChosen', { side, zone: o.zone });
      if (Object.keys(st.zones).length === 2) st.stage = 'dice';
      return null;
    }
    case 'DeclareDice':
      // §2.18: two different colours, fixed for the match.
      if (o.damageColour.trim().toLowerCase() === o.heatColour.trim().toLowerCase()) {
        return violation(ref('§2.18'), 'the damage die and the heat die must be of different colours', 'BAD_DICE');
      }
      st.dice[side] = { damageColour: o.damageColour, heatColour: o.heatColour };
      note(s, 'DiceDeclared', { side, ...st.dice[side] });
      if (st.dice.A && st.dice.B) st.stage = 'deploy';
      return null;
    case 'Deploy': {
      const u = nextToDeploy(s)!;
      if (o.unitId !== u.id) {
        const named = unitOf(s, o.unitId);
        if (!named || named.side !== side || named.hex !== null) return violation(ref('§2.18'), `${o.unitId} is not a unit of side ${side} still to deploy`, 'BAD_UNIT');
      }
      const unit = unitOf(s, o.unitId)!;
      const arena = s.data.arenas[s.arenaId!];
      if (!hexOnArena(arena, o.hex) || !zoneHexes(s, side).some((h) => sameHex(h, o.hex))) {
        return violation(ref('§2.18'), `(${o.hex.x},${o.hex.y}) is not in side ${side}'s deployment zone`, 'BAD_HEX');
      }
      if (hexAt(arena, o.hex).terrain === 'blocking') return violation(ref('Terrain p.10'), 'no unit may stand on blocking terrain', 'BAD_HEX');
      if (s.units.some((x) => x.hex && sameHex(x.hex, o.hex))) return violation(ref('§2.18'), `(${o.hex.x},${o.hex.y}) is taken`, 'BAD_HEX');
      unit.hex = o.hex;
      unit.orientation = o.facing as UnitState['orientation'];
      note(s, 'UnitDeployed', { unitId: unit.id, hex: o.hex, facing: o.facing });
      if (!nextToDeploy(s)) st.stage = s.data.options.objectives ? 'objectiveDraw' : 'done';
      return null;
    }
    case 'PlaceObjective': {
      const arena = s.data.arenas[s.arenaId!];
      if (!centreHexes(arena).some((h) => sameHex(h, o.hex))) {
        const [a, b] = centreHexes(arena);
        return violation(ref('§6.1'), `the first token goes on a centre hex: (${a.x},${a.y}) or (${b.x},${b.y})`, 'V34');
      }
      if (s.units.some((x) => x.hex && sameHex(x.hex, o.hex)) || hexAt(arena, o.hex).terrain === 'blocking') {
        return violation(ref('§6.1'), 'that centre hex cannot hold the token', 'V34');
      }
      s.objective = { tokenId: st.drawn!, hex: o.hex };
      note(s, 'ObjectiveTokenPlaced', { tokenId: st.drawn, hex: o.hex });
      st.stage = 'done';
      return null;
    }
  }
}

