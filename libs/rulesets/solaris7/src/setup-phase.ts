/**
 * Match setup [§2, §2.18, §6.1]: the teams are built from the setup document (§2.2–2.3, §7);
 * then, at the table, the arena set-up roll (3d6 each, ties re-roll, highest is the first
 * player), the arena and deployment-zone choices, the dice declaration, deployment, and the
 * first objective token on a centre hex.
 */
import { isViolation, own, put, violation, type Pending, type PlayerSeat, type RuleViolation } from '@app/rules';
import { mergeCatalogues, parseCatalogue } from './catalogue';
import { hexAt, hexDistance, onArena as hexOnArena, sameHex } from './geometry';
import type { Arena, Hex, ZoneLabel } from './model';
import { sampleCatalogue } from './samples';
import { setupSchema, type OrderOf, type ParsedSetup } from './schema';
import { buildTeams } from './team-building';
import {
  emptyLog,
  freshRound,
  leftOf,
  note,
  ref,
  RULESET_ID,
  RULESET_VERSION,
  SIDES,
  teamOf,
  unitOf,
  type Side,
  type SolarisState,
  type UnitState,
} from './state';

export type SetupStage = 'roll' | 'arena' | 'zones' | 'dice' | 'deploy' | 'objectiveDraw' | 'objective' | 'done';

export interface SetupProgress {
  stage: SetupStage;
  /** This round of the set-up roll: who still rolls (everyone, then the players tied for the highest). */
  rollers: Side[];
  rolls: Partial<Record<Side, number>>;
  first: Side | null;
  /** Players in the order they choose zones (and deploy, A39): clockwise. */
  zoneOrder: Side[];
  /** Each player's zone: an index into zonesInPlay. */
  zones: Partial<Record<Side, number>>;
  dice: Partial<Record<Side, { damageColour: string; heatColour: string }>>;
  /** The token drawn for the first placement (§6.1). */
  drawn: string | null;
}

/** A deployment zone of the arena: its label (A, B, C), its number under that label, its hexes. */
export interface Zone {
  label: ZoneLabel;
  index: number;
  hexes: Hex[];
}

/**
 * §2.18: which zones a match uses. One against one: the two A zones; teams of two against two:
 * the A and B zones; four players (and, A60, three) each for himself: the A and C zones.
 */
export function zoneLabels(players: number, teamPlay: boolean): ZoneLabel[] {
  if (teamPlay) return ['A', 'B'];
  return players === 2 ? ['A'] : ['A', 'C'];
}

export function zonesInPlay(data: SolarisState['data'], arena: Arena): Zone[] {
  const labels = zoneLabels(
    data.players.length,
    data.teams.some((t) => t.length > 1),
  );
  return labels.flatMap((label) => (arena.zones[label] ?? []).map((hexes, index) => ({ label, index, hexes })));
}

function zoneName(z: Zone): string {
  return `${z.label}${z.index + 1}`;
}

/** The fewest hex steps between two zones. */
function zoneDistance(a: Zone, b: Zone): number {
  return Math.min(...a.hexes.flatMap((h) => b.hexes.map((k) => hexDistance(h, k))));
}

/** §2.18: in team play each team takes an A zone and the B zone nearest to it. */
function partnerZone(zones: Zone[], z: Zone): Zone | undefined {
  const others = zones.filter((o) => o.label !== z.label);
  return [...others].sort((a, b) => zoneDistance(z, a) - zoneDistance(z, b))[0];
}

/** Checks the seats and the teams against the setup document (§2.2: every player fields a team; §2.18 seats and teams). */
function seating(doc: ParsedSetup, players: PlayerSeat[]): { players: Side[]; teams: Side[][] } | RuleViolation {
  const seated = SIDES.filter((side) => (players.length === 0 ? doc.teams[side] !== undefined : players.some((p) => p.side === side)));
  for (const side of SIDES) {
    if (seated.includes(side) && !doc.teams[side])
      return violation(ref('§2.2'), `setup: teams.${side}: side ${side} is seated but fields no units`, 'BAD_SETUP');
    if (!seated.includes(side) && doc.teams[side])
      return violation(ref('§2.2'), `setup: teams.${side}: no player sits at side ${side}`, 'BAD_SETUP');
  }
  if (!doc.alliances) return { players: seated, teams: seated.map((side) => [side]) };
  const named = doc.alliances.flat();
  if (seated.length !== 4 || named.length !== 4 || new Set(named).size !== 4 || !seated.every((side) => named.includes(side))) {
    return violation(
      ref('§2.18'),
      'setup: alliances: team play is two teams of two among four players, each player in one team',
      'BAD_SETUP',
    );
  }
  return { players: seated, teams: doc.alliances.map((t) => [...t]) };
}

/** One player on each side the setup document fields units for, named after the side (scripts, tests, benchmarks). */
export function seatsOf(doc: { teams: Partial<Record<Side, unknown>> }): PlayerSeat[] {
  return SIDES.filter((side) => doc.teams[side] !== undefined).map((side) => ({ side, name: side }));
}

/** The standard match of §2.3 as a preset: one unit each, objectives on, 20 minutes. */
function applyPreset(doc: ParsedSetup): ParsedSetup | RuleViolation {
  if (doc.preset !== 'standard') return doc;
  if (doc.unitsPerTeam !== 1) return violation(ref('§2.3'), 'setup: the standard match is one unit per player', 'BAD_SETUP');
  if (doc.objectives === null)
    return violation(ref('§2.3, §6.1'), "setup: the standard match needs each player's three objective tokens (objectives)", 'BAD_SETUP');
  return { ...doc, timeLimitMinutes: doc.timeLimitMinutes ?? STANDARD_MINUTES };
}

export const STANDARD_MINUTES = 20;

/** Validates the setup document and builds the teams: the initial state, or the rule it breaks. */
export function setupMatch(raw: unknown, seats: PlayerSeat[]): SolarisState | RuleViolation {
  const parsed = setupSchema.safeParse(raw);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    // A team entry's cards break §7.4 (at most two cards a unit); the rest of the document, §2.
    const rule = i.path[0] === 'teams' && i.path.includes('cards') ? '§7.4' : '§2';
    return violation(ref(rule), `setup: ${i.path.join('.')}: ${i.message}`, 'BAD_SETUP');
  }
  const doc = applyPreset(parsed.data);
  if (isViolation(doc)) return doc;
  const seated = seating(doc, seats);
  if (isViolation(seated)) return seated;
  const { players, teams } = seated;
  let catalogue = sampleCatalogue;
  if (doc.catalogue !== undefined) {
    const given = parseCatalogue(doc.catalogue);
    if (!given.ok) return violation(ref('§1'), `catalogue: ${given.errors.slice(0, 5).join('; ')}`, 'BAD_CATALOGUE');
    catalogue = mergeCatalogues(sampleCatalogue, given.catalogue);
  }
  const built = buildTeams(
    {
      teams: doc.teams,
      alliances: doc.alliances,
      rules: {
        pointLimit: doc.pointLimit,
        weightClass: doc.weightClass,
        heavyLimit: doc.options.heavyLimit,
        unitsPerTeam: doc.unitsPerTeam,
      },
    },
    catalogue,
  );
  if (!built.ok) return violation(ref('§2.2–2.3, §7'), built.errors.slice(0, 5).join('; '), 'BAD_SETUP');

  const arenaIds = doc.arena ? [doc.arena] : (doc.arenas ?? catalogue.arenas.map((a) => a.id));
  const arenas: Record<string, Arena> = {};
  const labels = zoneLabels(
    players.length,
    teams.some((t) => t.length > 1),
  );
  for (const id of arenaIds) {
    const arena = catalogue.arenas.find((a) => a.id === id);
    if (!arena) return violation(ref('§2.18'), `setup: no arena "${id}" in the catalogue`, 'BAD_SETUP');
    const zones = labels.flatMap((label) => arena.zones[label] ?? []);
    if (zones.length < players.length) {
      return violation(
        ref('§2.18'),
        `arena "${id}" has ${zones.length} deployment zones labelled ${labels.join(' and ')}; ${players.length} players need ${players.length}`,
        'BAD_SETUP',
      );
    }
    if (labels.includes('B') && ((arena.zones.A?.length ?? 0) < 2 || (arena.zones.B?.length ?? 0) < 2)) {
      return violation(ref('§2.18'), `arena "${id}" needs two A and two B zones for teams of two against two`, 'BAD_SETUP');
    }
    const small = zones.find((z) => z.length < doc.unitsPerTeam);
    if (small)
      return violation(
        ref('§2.18'),
        `arena "${id}" has a deployment zone of ${small.length} hexes, fewer than the ${doc.unitsPerTeam} units each player deploys`,
        'BAD_SETUP',
      );
    put(arenas, id, arena);
  }
  const tokens: SolarisState['data']['tokens'] = {};
  if (doc.objectives) {
    for (const side of players) {
      const pool = doc.objectives[side];
      if (!pool) return violation(ref('§6.1'), `setup: objectives.${side}: every player brings three objective tokens`, 'BAD_SETUP');
      for (const id of pool) {
        const token = catalogue.objectives.find((t) => t.id === id);
        if (!token) return violation(ref('§6.1'), `setup: no objective token "${id}" in the catalogue`, 'BAD_SETUP');
        if (own(tokens, id)) return violation(ref('§6.1'), `setup: objective token "${id}" is brought twice`, 'BAD_SETUP');
        put(tokens, id, { ...token, owner: side });
      }
      const total = pool.reduce((n, id) => n + tokens[id].rpPreferred, 0);
      if (total !== 30)
        return violation(ref('§6.1'), `side ${side}'s three tokens are worth ${total} RP; they must be worth 30 together`, 'BAD_SETUP');
    }
    const stray = SIDES.find((side) => !players.includes(side) && doc.objectives?.[side]);
    if (stray) return violation(ref('§6.1'), `setup: objectives.${stray}: no player sits at side ${stray}`, 'BAD_SETUP');
  }
  const profiles = Object.fromEntries(built.teams.map((t) => [t.profile, catalogue.units.find((p) => p.id === t.profile)!]));
  // §7.4.1: a double-sided PRI/SEC gear is kept as the side it shows, under "id@side".
  const sideOf = (t: (typeof built.teams)[number], id: string) => own(t.cardSides ?? {}, id);
  const playedId = (t: (typeof built.teams)[number], id: string) => (sideOf(t, id) ? `${id}@${sideOf(t, id)}` : id);
  const cards: SolarisState['data']['cards'] = {};
  for (const t of built.teams) {
    for (const id of t.cards) {
      const card = catalogue.cards.find((c) => c.id === id)!;
      const side = sideOf(t, id);
      put(cards, playedId(t, id), side ? { ...card, id: playedId(t, id), affects: side } : card);
    }
  }
  const units: UnitState[] = built.teams.map((t) => {
    const dial = profiles[t.profile].dial;
    const start = Math.max(
      0,
      dial.findIndex((p) => p.start),
    );
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
      options: {
        heavyLimit: doc.options.heavyLimit,
        finishRoundOnTimeout: doc.options.finishRoundOnTimeout,
        objectives: doc.objectives !== null,
      },
      players,
      teams,
      preset: doc.preset ?? null,
      timeLimitMinutes: doc.timeLimitMinutes ?? null,
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
    setup: { stage: 'roll', rollers: [...players], rolls: {}, first: null, zoneOrder: [], zones: {}, dice: {}, drawn: null },
    arenaId: doc.arena ?? (arenaIds.length === 1 ? arenaIds[0] : null),
    turnOrder: [],
    turn: 0,
    roundContacts: [],
    queue: [],
    objective: null,
    pool: Object.keys(tokens).sort(),
    lastTokenDestroyer: null,
    scores: Object.fromEntries(players.map((side) => [side, { rp: 0, eliminations: [], tokens: [] }])),
    timeExpired: false,
    endDamageApplied: false,
    endAgreed: [],
    result: null,
    eventCount: 0,
    log: emptyLog(),
  };
}

/** §6.1: the two centre hexes (the 6th across the width, the 7th or 8th along the length, on an 11 × 14 arena). */
export function centreHexes(arena: Arena): Hex[] {
  const x = Math.ceil(arena.width / 2);
  const y = Math.floor(arena.length / 2);
  return [
    { x, y },
    { x, y: y + 1 },
  ];
}

/** The hexes of the zone a player chose (§2.18). */
export function zoneHexes(s: SolarisState, side: Side): Hex[] {
  const i = s.setup.zones[side];
  return i === undefined ? [] : (zonesInPlay(s.data, arenaOf(s)).at(i)?.hexes ?? []);
}

function arenaOf(s: SolarisState): Arena {
  return s.data.arenas[s.arenaId!];
}

/** §6.1: "the second player" places the first token: the player on the first player's left. */
function secondPlayer(s: SolarisState): Side {
  return leftOf(s, s.setup.first!);
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
      const side = st.rollers.find((x) => st.rolls[x] === undefined)!;
      const again = st.rollers.length < s.data.players.length ? ', re-rolling a tie for the highest' : '';
      return {
        kind: 'roll',
        side,
        purpose: 'setup',
        dice: [{ count: 3, sides: 6 }],
        prompt: `arena set-up roll (§2.18): side ${side} rolls 3d6${again}; the highest is the first player`,
      };
    }
    case 'arena':
      return {
        kind: 'order',
        sides: [st.first!],
        orders: ['ChooseArena'],
        prompt: `side ${st.first} chooses the arena: ${Object.keys(s.data.arenas).join(', ')} (§2.18)`,
      };
    case 'zones': {
      const side = st.zoneOrder[Object.keys(st.zones).length];
      const taken = Object.values(st.zones);
      const free = zonesInPlay(s.data, arenaOf(s))
        .map((z, i) => ({ z, i }))
        .filter(({ i }) => !taken.includes(i))
        .map(({ z, i }) => `${i} = ${zoneName(z)}`);
      return {
        kind: 'order',
        sides: [side],
        orders: ['ChooseZone'],
        prompt: `side ${side} chooses a deployment zone (§2.18): ${free.join(', ')}`,
      };
    }
    case 'dice': {
      const side = s.data.players.find((x) => !st.dice[x])!;
      return {
        kind: 'order',
        sides: [side],
        orders: ['DeclareDice'],
        prompt: `side ${side} declares the colours of its damage and heat dice (§2.18)`,
      };
    }
    case 'deploy': {
      const u = nextToDeploy(s)!;
      return { kind: 'order', sides: [u.side], orders: ['Deploy'], prompt: `side ${u.side} deploys ${u.id} in its zone, facing any way` };
    }
    case 'objectiveDraw': {
      const side = secondPlayer(s);
      return {
        kind: 'roll',
        side,
        purpose: 'objectiveDraw',
        dice: [{ count: 1, sides: s.pool.length }],
        prompt: `side ${side} draws the first objective token at random (§6.1): 1d${s.pool.length}`,
      };
    }
    case 'objective': {
      const side = secondPlayer(s);
      return {
        kind: 'order',
        sides: [side],
        orders: ['PlaceObjective'],
        prompt: `side ${side} places objective ${st.drawn} face up on a centre hex (§6.1)`,
      };
    }
    default:
      return { kind: 'none', prompt: 'setup is complete' };
  }
}

/** The seated players clockwise, starting with `side`. */
function clockwiseFrom(s: SolarisState, side: Side): Side[] {
  const seats = s.data.players;
  const i = seats.indexOf(side);
  return [...seats.slice(i), ...seats.slice(0, i)];
}

/** A setup roll (3d6 each; a tie for the highest re-rolls among the tied) or the first objective draw. */
export function setupRoll(s: SolarisState, purpose: string, dice: number[]): void {
  const st = s.setup;
  if (purpose === 'objectiveDraw') {
    st.drawn = s.pool[dice[0] - 1];
    s.pool = s.pool.filter((id) => id !== st.drawn);
    note(s, 'ObjectiveTokenDrawn', { tokenId: st.drawn });
    st.stage = 'objective';
    return;
  }
  const side = st.rollers.find((x) => st.rolls[x] === undefined)!;
  st.rolls[side] = dice.reduce((a, b) => a + b, 0);
  if (st.rollers.some((x) => st.rolls[x] === undefined)) return;
  const best = Math.max(...st.rollers.map((x) => st.rolls[x]!));
  const top = st.rollers.filter((x) => st.rolls[x] === best);
  if (top.length > 1) {
    note(s, 'SetupRollTied', { total: best, sides: top });
    st.rollers = top;
    st.rolls = {};
    return;
  }
  st.first = top[0];
  note(s, 'FirstPlayer', { side: st.first, rolls: st.rolls });
  // §2.18: with the arena still open the first player picks it and the player on his left
  // picks the first zone; with the arena chosen, the first player picks the first zone; then
  // clockwise.
  const open = s.arenaId === null || Object.keys(s.data.arenas).length > 1;
  st.zoneOrder = clockwiseFrom(s, open ? leftOf(s, st.first) : st.first);
  st.stage = s.arenaId === null ? 'arena' : 'zones';
}

/**
 * §2.18 team play: each team takes an A zone and the B zone nearest to it, so a player may
 * not take a zone of the pair an opponent started, and must take his teammate's partner zone.
 */
function zoneRefusal(s: SolarisState, side: Side, zone: number): string | null {
  const zones = zonesInPlay(s.data, arenaOf(s));
  const chosen = zones[zone];
  if (!chosen)
    return `this match uses ${zones.length} zones (0–${zones.length - 1}): ${zones.map((z, i) => `${i} = ${zoneName(z)}`).join(', ')}`;
  if (Object.values(s.setup.zones).includes(zone)) return `zone ${zoneName(chosen)} is already taken`;
  if (!s.data.teams.some((t) => t.length > 1)) return null;
  for (const [other, i] of Object.entries(s.setup.zones) as [Side, number][]) {
    const theirs = zones[i];
    const pair = [theirs, partnerZone(zones, theirs)];
    const sameTeamPlayer = teamOf(s, side).includes(other);
    if (sameTeamPlayer && !pair.includes(chosen))
      return `your teammate ${other} is in ${zoneName(theirs)}: take ${zoneName(pair[1]!)}, the zone nearest to it`;
    if (!sameTeamPlayer && pair.includes(chosen)) return `${zoneName(chosen)} goes with ${zoneName(theirs)}, the opposing team's zone`;
  }
  return null;
}

export function setupOrder(
  s: SolarisState,
  side: Side,
  o: OrderOf<'ChooseArena' | 'ChooseZone' | 'DeclareDice' | 'Deploy' | 'PlaceObjective'>,
): RuleViolation | null {
  const st = s.setup;
  const expected = setupPending(s);
  if (expected.kind !== 'order' || !expected.orders.includes(o.type)) {
    return violation(
      ref('§2.18'),
      `setup waits for ${expected.kind === 'order' ? expected.orders.join('/') : 'a roll'}: ${expected.prompt}`,
      'WRONG_PHASE',
    );
  }
  if (!expected.sides.includes(side))
    return violation(ref('§2.18'), `it is side ${expected.sides[0]}'s choice: ${expected.prompt}`, 'NOT_YOUR_TURN');
  switch (o.type) {
    case 'ChooseArena':
      if (!own(s.data.arenas, o.arenaId))
        return violation(
          ref('§2.18'),
          `"${o.arenaId}" is not one of the arenas of this match (${Object.keys(s.data.arenas).join(', ')})`,
          'BAD_CHOICE',
        );
      s.arenaId = o.arenaId;
      note(s, 'ArenaChosen', { arenaId: o.arenaId, by: side });
      st.stage = 'zones';
      return null;
    case 'ChooseZone': {
      const refusal = zoneRefusal(s, side, o.zone);
      if (refusal) return violation(ref('§2.18'), refusal, 'BAD_CHOICE');
      st.zones[side] = o.zone;
      note(s, 'DeploymentZoneChosen', { side, zone: o.zone, name: zoneName(zonesInPlay(s.data, arenaOf(s))[o.zone]) });
      if (Object.keys(st.zones).length === s.data.players.length) st.stage = 'dice';
      return null;
    }
    case 'DeclareDice':
      // §2.18: two different colours, fixed for the match.
      if (o.damageColour.trim().toLowerCase() === o.heatColour.trim().toLowerCase()) {
        return violation(ref('§2.18'), 'the damage die and the heat die must be of different colours', 'SAME_DICE_COLOURS');
      }
      st.dice[side] = { damageColour: o.damageColour, heatColour: o.heatColour };
      note(s, 'DiceDeclared', { side, ...st.dice[side] });
      if (s.data.players.every((x) => st.dice[x])) st.stage = 'deploy';
      return null;
    case 'Deploy': {
      const u = nextToDeploy(s)!;
      if (o.unitId !== u.id) {
        const named = unitOf(s, o.unitId);
        if (!named) return violation(ref('§2.18'), `there is no unit "${o.unitId}"`, 'UNKNOWN_UNIT');
        if (named.side !== side) return violation(ref('§2.18'), `${o.unitId} belongs to side ${named.side}`, 'NOT_YOUR_UNIT');
        if (named.hex !== null) return violation(ref('§2.18'), `${o.unitId} is deployed already`, 'ALREADY_USED');
      }
      const unit = unitOf(s, o.unitId)!;
      const arena = s.data.arenas[s.arenaId!];
      if (!hexOnArena(arena, o.hex) || !zoneHexes(s, side).some((h) => sameHex(h, o.hex))) {
        return violation(ref('§2.18'), `(${o.hex.x},${o.hex.y}) is not in side ${side}'s deployment zone`, 'BAD_POSITION');
      }
      if (hexAt(arena, o.hex).terrain === 'blocking')
        return violation(ref('Terrain p.10'), 'no unit may stand on blocking terrain', 'BLOCKED');
      if (s.units.some((x) => x.hex && sameHex(x.hex, o.hex)))
        return violation(ref('§2.18'), `(${o.hex.x},${o.hex.y}) is taken`, 'BLOCKED');
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
        return violation(ref('§6.1'), `the first token goes on a centre hex: (${a.x},${a.y}) or (${b.x},${b.y})`, 'BAD_POSITION');
      }
      if (s.units.some((x) => x.hex && sameHex(x.hex, o.hex)) || hexAt(arena, o.hex).terrain === 'blocking') {
        return violation(ref('§6.1'), 'that centre hex cannot hold the token', 'BLOCKED');
      }
      s.objective = { tokenId: st.drawn!, hex: o.hex };
      note(s, 'ObjectiveTokenPlaced', { tokenId: st.drawn, hex: o.hex });
      st.stage = 'done';
      return null;
    }
  }
}
