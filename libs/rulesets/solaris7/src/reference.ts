/**
 * What the order reference (docs/rulesets/solaris7-orders.md, generated) says of this game beyond
 * its order schema: each order's summary, rule and example, the rolls, the prompt sequence, the
 * game's own refusal codes, and the worked example match (docs/examples/solaris7.jsonl).
 */
import type { GameEvent, OrderReference, PlayerSeat } from '@app/rules';
import { standardSampleMatch } from './samples';
import { playScriptedMatch } from './scripted-match';
import { seatsOf } from './setup-phase';
import { RULESET_ID } from './state';

const hex = (x: number, y: number) => ({ x, y });

export const reference: OrderReference = {
  rulesetId: RULESET_ID,
  conventions: [
    'Sides are `A`, `B`, `C`, `D` in clockwise seating order (§2.18): the order in which deployment zones are chosen and in which "the player on the left" (§6.3) is found.',
    'A hex is `{ "x", "y" }`: `x` is the column, 1 to the arena\'s `width`, across its shorter side; `y` is the row, 1 to its `length`, growing southwards. Hexes are flat-topped and odd columns sit half a hex higher than even ones ("odd-q"): the neighbours of (5,5) are (5,4) north, (6,4) north-east, (6,5) south-east, (5,6) south, (4,5) south-west and (4,4) north-west; those of (6,5) are (6,4), (7,5), (7,6), (6,6), (5,6) and (5,5). The arena data format is docs/rulesets/solaris7-catalogue.md.',
    'Hexsides of a hex are numbered 0–5 clockwise from the top: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW. A hexside is named `"x,y:d"` (side `d` of hex (x,y)); either of the two hexes it separates may name it. A line of fire (`lof`, optional on `Ranged` targets and `Charge`) is a chain of such names from the attacker to the target; without it the engine takes the best of the shortest chains (§3.3.2, A12).',
    "A unit's `facing` is one of 12 orientations, 30° apart clockwise from north: 0 north, 2 north-east, 4 south-east, 6 south, 8 south-west, 10 north-west point at the centre of hexside `facing / 2`; the odd values point at a corner between two hexsides (§3.2, A13). The facing decides the unit's front and rear arcs (Fig. 1–2).",
    'A `path` lists the hexes a unit enters, in order, each adjacent to the one before, without the hex it starts in; an empty path turns the unit in place to its new `facing`. Entering a hex costs 2 speed points, 3 into difficult terrain or up onto elevated ground (the largest cost only); a run doubles the speed; a move stops on entering base contact with an enemy (§3.2, Terrain p.10–11).',
    'Range is counted in hexsides along the line of fire, not in hexes: about twice the hex distance (§3.3.2, A12).',
    "Unit ids are the `unitId`s of the setup document; a target may also be the id of the objective token on the arena (§6.2). Equipment ids are camelCase names of the rulebook's special equipment (`improvedTargeting`, `jumpJets`, `artemisV`…, docs/rulesets/solaris7-catalogue.md).",
    "An attack roll is three six-sided dice: the first two values are the pair (two dice of one colour, read for critical hits and failures) and the third the single die of another colour (§2.5, §2.14). A report may give each die's `colour`; then the pair must match and the single differ.",
  ],
  orders: [
    {
      type: 'ChooseArena',
      summary: 'The first player chooses the arena among those the setup offers.',
      rule: 'solaris7 §2.18',
      example: { type: 'ChooseArena', arenaId: 'sample-arena' },
      notes: ['Asked only when the setup names several arenas (`arenas`) instead of one (`arena`).'],
    },
    {
      type: 'ChooseZone',
      summary: 'A player chooses a deployment zone, clockwise from the first player.',
      rule: 'solaris7 §2.18',
      example: { type: 'ChooseZone', zone: 0 },
      notes: ['`zone` is an index into the zones in play, as the prompt lists them (e.g. `0 = A1, 1 = A2`).'],
    },
    {
      type: 'DeclareDice',
      summary: 'A player declares the colours of the damage die and the heat die, different from each other.',
      rule: 'solaris7 §2.18',
      example: { type: 'DeclareDice', damageColour: 'red', heatColour: 'blue' },
    },
    {
      type: 'Deploy',
      summary: 'A player places one of its units on a hex of its deployment zone, facing any way.',
      rule: 'solaris7 §2.18',
      example: { type: 'Deploy', unitId: 'brawler', hex: hex(6, 1), facing: 6 },
      notes: ["The hex must be in the side's zone, free and not blocking terrain."],
    },
    {
      type: 'PlaceObjective',
      summary: 'The second player places the first objective token, drawn at random, on a centre hex.',
      rule: 'solaris7 §6.1',
      example: { type: 'PlaceObjective', hex: hex(6, 7) },
      notes: ['The centre hexes are (⌈width/2⌉, ⌊length/2⌋) and the hex south of it: (6,7) or (6,8) on an 11 × 14 arena.'],
    },
    {
      type: 'ChooseCorner',
      summary: 'The player on the left of the destroyer chooses the corner a replacement token is counted from.',
      rule: 'solaris7 §6.3',
      example: { type: 'ChooseCorner', corner: 'SW' },
      notes: ['Then 2d6 count across the width and 3d6 along the length from that corner, the corner hex being 1 (A37).'],
    },
    {
      type: 'InitiativeChoice',
      summary: 'The unit with the highest initiative keeps it (acts last) or sets it to 1 (acts first) for the round.',
      rule: 'solaris7 §3.1',
      example: { type: 'InitiativeChoice', unitId: 'brawler', choice: 'setToOne' },
    },
    {
      type: 'Charge',
      summary: 'A running move into base contact with an enemy that acts later, then a 3d6 attack: primary + 1 damage on a hit.',
      rule: 'solaris7 §5.1',
      example: { type: 'Charge', unitId: 'brawler', targetId: 'lancer', path: [hex(6, 6), hex(6, 7), hex(6, 8)], facing: 6 },
      notes: [
        "Initiative phase, on the unit's turn. The unit must not start in base contact with an enemy and must have an attack value (§5).",
        'The charger takes ⌈primary/2⌉ pushing damage and 3 heat (A20), and takes no Move and no combat order this round.',
      ],
    },
    {
      type: 'JumpAttack',
      summary: 'A jump-jet move into base contact with an enemy that acts later, then a 3d6 attack at −2: primary + 2 damage on a hit.',
      rule: 'solaris7 §5.2',
      example: { type: 'JumpAttack', unitId: 'jumper', targetId: 'lancer', path: [hex(5, 6), hex(5, 7)], facing: 6 },
      notes: ['Initiative phase; needs working Jump Jets. The jumper does not move nor attack later this round.'],
    },
    {
      type: 'Pin',
      summary:
        "Pins an enemy the unit started the round in base contact with: the enemy's breakaway rolls this round get −2 (pinner first) or −1.",
      rule: 'solaris7 §5.3',
      example: { type: 'Pin', unitId: 'brawler', targetId: 'lancer' },
    },
    {
      type: 'Move',
      summary: "The unit's one Move order of the Movement phase: a path and a final facing, optionally running or with jump jets.",
      rule: 'solaris7 §3.2',
      example: { type: 'Move', unitId: 'brawler', path: [hex(6, 2), hex(6, 3), hex(6, 4)], facing: 6, run: false, jumpJets: false },
      notes: [
        '`run` doubles the speed for 1 heat (none with Evade equipment); `jumpJets` needs the equipment and never runs.',
        'A unit that starts in base contact with an enemy rolls a breakaway (1d6) before it leaves; on a failure it only turns.',
      ],
    },
    {
      type: 'FreeSpin',
      summary: 'A unit an enemy ended its move in base contact with turns in place (or passes with `Pass`).',
      rule: 'solaris7 §3.2',
      example: { type: 'FreeSpin', unitId: 'lancer', facing: 0 },
      notes: ['Only when offered: not after a Charge whose line ended in its rear arc, nor during a Jump attack.'],
    },
    {
      type: 'Melee',
      summary: 'A melee attack on an adjacent enemy (or the objective token) across a hexside of the front arc.',
      rule: 'solaris7 §3.3.1',
      example: { type: 'Melee', unitId: 'brawler', attack: { kind: 'melee', targetId: 'lancer', weapon: 'primary' } },
      notes: [
        '`weapon`: the primary value (halved without the melee symbol), or the secondary when it has the melee symbol.',
        '`special`: `fullStrike` (every enemy at the front), `coolantFlush` or `repair` (an ally; `repairMode` `value` or `d6`, A30); only Coolant Flush may move first (`path`).',
      ],
    },
    {
      type: 'Ranged',
      summary: 'Ranged fire with one weapon at up to as many targets as it has ballistic and energy symbols.',
      rule: 'solaris7 §3.3.2',
      example: {
        type: 'Ranged',
        unitId: 'lancer',
        attack: { kind: 'ranged', weapon: 'primary', targets: [{ targetId: 'brawler' }], indirect: false, waiveFriendlyFire: false },
      },
      notes: [
        '`targets[]`: each `{ targetId, lof? }`; several targets split the damage dealt (`AllocateDamage`).',
        '`indirect`: ballistic fire over a blocked line at one target, attack −2; `waiveFriendlyFire`: no −1 for allies in contact with the target, who then take 1 damage.',
      ],
    },
    {
      type: 'Advance',
      summary: 'Half speed then a ranged attack, or full speed then a melee attack; attack −1, 2 heat.',
      rule: 'solaris7 §3.3.3',
      example: {
        type: 'Advance',
        unitId: 'brawler',
        path: [hex(6, 2), hex(6, 3)],
        facing: 6,
        attack: { kind: 'ranged', weapon: 'primary', targets: [{ targetId: 'lancer' }] },
      },
      notes: ['Not for a unit that starts in base contact with an enemy; no run.'],
    },
    {
      type: 'Entrench',
      summary:
        'For the rest of the phase attacks on the unit get +1 (A60) and it may make one Melee or Ranged attack, at +2, on its own turn. Given on its own turn, or as an answer to an attack declared against it.',
      rule: 'solaris7 §3.3.4',
      example: { type: 'Entrench', unitId: 'brawler' },
      notes: ['Not after a Move order this round; on its own turn not once the unit was declared a target this phase.'],
    },
    {
      type: 'Defend',
      summary:
        'An answer to an attack declared against the unit: attacks on it get −1; it keeps one Melee or Ranged attack for its own turn, at −1.',
      rule: 'solaris7 §3.3.5',
      example: { type: 'Defend', unitId: 'lancer' },
      notes: [
        'Only when the prompt offers it (the unit is the declared target and has no combat order yet). Its initiative next round is −1.',
      ],
    },
    {
      type: 'Evade',
      summary: 'An answer to an attack declared against the unit: attacks on it are −2 this phase; the unit makes no attack this phase.',
      rule: 'solaris7 §3.3.6',
      example: { type: 'Evade', unitId: 'lancer' },
    },
    {
      type: 'Cool',
      summary: "The combat order that loses heat at once, as much as the unit's cooling efficiency.",
      rule: 'solaris7 §3.3.7',
      example: { type: 'Cool', unitId: 'brawler' },
    },
    {
      type: 'Pass',
      summary: 'Declines the decision the unit is asked for: its special attack, its Move, its combat order, a reaction or a free spin.',
      rule: 'solaris7 §3',
      example: { type: 'Pass', unitId: 'lancer' },
      notes: [
        'In the Combat phase a unit that passed may still answer an attack with Entrench, Defend or Evade; under Entrench or Defend a pass gives up its one attack.',
      ],
    },
    {
      type: 'CancelEquipment',
      summary: "Cancels one of the unit's optional special equipment until the end of the current turn.",
      rule: 'solaris7 §2.11',
      example: { type: 'CancelEquipment', unitId: 'brawler', equipment: 'improvedTargeting' },
      notes: [
        "At any time, by the unit's side, but not after the attack roll of an attack the unit makes or is a target of (A10).",
        'Equipment printed without "(opt.)" cannot be cancelled (`NOT_OPTIONAL`).',
      ],
    },
    {
      type: 'Reroll',
      summary:
        'Improved Targeting: re-roll one die of the attack roll (0 or 1 a die of the pair, 2 the single), or keep them all (`null`).',
      rule: 'solaris7 Equip: IMPROVED TARGETING',
      example: { type: 'Reroll', dieIndex: null },
    },
    {
      type: 'AllocateDamage',
      summary: 'Splits the damage of a ranged attack that hit several targets among them; the amounts add up to the damage dealt.',
      rule: 'solaris7 §3.3.2',
      example: {
        type: 'AllocateDamage',
        allocations: [
          { targetId: 'lancer', amount: 2 },
          { targetId: 'sample-token-b1', amount: 1 },
        ],
      },
    },
    {
      type: 'AgreeEnd',
      summary: 'The player agrees to end the match; it ends when every player still in it has agreed.',
      rule: 'solaris7 End p.14',
      example: { type: 'AgreeEnd' },
    },
  ],
  rolls: [
    {
      purpose: 'setup',
      dice: '3d6',
      when: 'At the start, each seated player in turn; a tie for the highest re-rolls among the tied. The highest is the first player.',
      rule: 'solaris7 §2.18',
    },
    {
      purpose: 'objectiveDraw',
      dice: '1dN (N: the face-down tokens left)',
      when: "With objective tokens: the second player draws the first token after deployment (§6.1); later the player on the destroyer's left draws its replacement in the End phase (§6.3).",
      rule: 'solaris7 §6.1, §6.3',
    },
    {
      purpose: 'objectiveWidth',
      dice: '2d6',
      when: 'After `ChooseCorner`, by the same player: hexes across the width from the corner; a 12 is re-rolled.',
      rule: 'solaris7 §6.3',
    },
    {
      purpose: 'objectiveLength',
      dice: '3d6',
      when: 'Then hexes along the length; 16–18 and a hex where the token cannot stand are re-rolled (A37).',
      rule: 'solaris7 §6.3',
    },
    {
      purpose: 'revive',
      dice: '1d6',
      when: 'At the start of every phase, and when the unit is declared a target, for each unit with an unconscious pilot, by its side: + pilot defense modifier, 4 or more wakes the pilot.',
      rule: 'solaris7 §2.15',
    },
    {
      purpose: 'initiative',
      dice: '2d6',
      when: 'At the start of each round, for every unit (shut-down ones too, unconscious pilots not), by its side, in unit order; tied results re-roll among the tied units (the prompt says "re-rolling a tie").',
      rule: 'solaris7 §3.1',
    },
    {
      purpose: 'breakaway',
      dice: '1d6',
      when: 'When a unit in base contact with an enemy is given a Move with a path, by its side: + pins, 3 or more (2 with Evade or Jump Jets, 5 against Grapple) breaks away.',
      rule: 'solaris7 §3.2',
    },
    {
      purpose: 'attack',
      dice: '2d6 of one colour (the pair) + 1d6 of another (the single), in that order',
      when: "After an attack is declared (Charge, Jump attack, Melee, Ranged, Advance) and any reaction answered, by the attacker's side: 3d6 + attack + modifiers against defense.",
      rule: 'solaris7 §2.5',
    },
    {
      purpose: 'attackReroll',
      dice: '1d6',
      when: 'After a `Reroll` of one die (Improved Targeting): the new value stands.',
      rule: 'solaris7 Equip: IMPROVED TARGETING',
    },
    {
      purpose: 'decoy',
      dice: '2d6 pair + 1d6 single, as an attack roll',
      when: 'A ranged hit, not critical, on a unit with Decoy: the attacker rolls the attack again; a miss ignores the hit.',
      rule: 'solaris7 §2.5, Equip: DECOY',
    },
    {
      purpose: 'artemis',
      dice: '1d6',
      when: 'After a hit with Artemis V, by the attacker: 3–5 +1 damage, 6 +2.',
      rule: 'solaris7 Equip: ARTEMIS V',
    },
    {
      purpose: 'handToHand',
      dice: '1d6',
      when: 'After a melee hit with a hand-to-hand weapon, by the attacker: the damage.',
      rule: 'solaris7 Equip: HAND-TO-HAND WEAPON',
    },
    {
      purpose: 'repair',
      dice: '1d6',
      when: 'A Repair with `repairMode: "d6"`, by the repairer: the clicks repaired (A30).',
      rule: 'solaris7 Equip: REPAIR',
    },
    {
      purpose: 'antiMissile',
      dice: '1d6',
      when: 'A ranged hit on a unit (or token) covered by an Advanced Anti-Missile System, by the covered side: 3–5 −1 damage, 6 −2.',
      rule: 'solaris7 Equip: ADVANCED ANTI-MISSILE SYSTEM',
    },
    { purpose: 'tsemp', dice: '1d6', when: "A TSEMP hit, by the hit unit's side: 1–2 shuts it down.", rule: 'solaris7 Equip: TSEMP' },
    {
      purpose: 'alphaStrike',
      dice: '1d6',
      when: 'After an Alpha Strike, by the attacker: 5–6 lose 2 heat, 1–4 the unit shuts down.',
      rule: 'solaris7 Equip: ALPHA STRIKE',
    },
    {
      purpose: 'heatEffect',
      dice: '1d6 for each roll-type heat effect showing, one at a time',
      when: "Whenever a unit's heat dial shows roll-type heat effects after it changes (mostly the End phase), by its side; the batch applies together (§8.3).",
      rule: 'solaris7 §2.16, HeatFx',
    },
    {
      purpose: 'tieBreak',
      dice: '1d6',
      when: 'At the end, when reputation and point values are equal: each tied player (a team: its first player) rolls; the highest wins, ties roll again.',
      rule: 'solaris7 End p.14',
    },
  ],
  prompts: [
    'Set-up (§2.18): a `setup` roll (3d6) by each player, ties for the highest re-rolled; `ChooseArena` by the first player when the setup offers several arenas; `ChooseZone` by each player clockwise from the first; `DeclareDice` by each player; `Deploy` of every unit, zone by zone in the order the zones were chosen.',
    'With objective tokens (§6.1): an `objectiveDraw` roll (1dN) by the second player, then `PlaceObjective` on a centre hex.',
    'Each phase opens with a `revive` roll (1d6) for each unit with an unconscious pilot (§2.15).',
    'Initiative phase (§3.1): an `initiative` roll (2d6) for each unit that rolls; tied units roll again (same purpose) until no two tie; `InitiativeChoice` (keep or set to 1) by the unit with the highest result. Then, in turn order, each unit that may make a special attack is asked for `Charge`, `JumpAttack`, `Pin` or `Pass`; a unit with none is passed over.',
    'Movement phase (§3.2): in turn order, each unit that may move is asked for `Move` or `Pass` (units that charged, jumped, pinned or were hit by a Jump, shut-down units and unconscious pilots are passed over). A Move out of base contact waits for its `breakaway` roll (1d6).',
    'Free spins (§3.2): after a move, a charge or a jump ends in base contact, each enemy contacted (in seating order of the queue) is asked `FreeSpin` or `Pass` before play goes on.',
    'Combat phase (§3.3): in turn order, each unit with an order to give is asked for `Melee`, `Ranged`, `Advance`, `Entrench`, `Cool` or `Pass` (a unit under Entrench or Defend: its one attack, `Melee`, `Ranged` or `Pass`). A unit under Evade, one that charged, and one that has made its one attack are passed over.',
    "Each attack, in this order: a `revive` roll if the target's pilot is unconscious; for an attack declared in the Combat phase, the target's reaction — `Entrench`, `Defend`, `Evade` or `Pass` — when it has no combat order yet (a unit that passed still may); the `attack` roll (three dice, pair first); with Improved Targeting a `Reroll` order, then an `attackReroll` roll if a die is re-rolled; a `decoy` roll for a Decoy hit; `artemis`, `handToHand` or `repair` rolls for that equipment; `AllocateDamage` when a multi-target ranged attack hit two or more; an `antiMissile` roll for a covered target; `tsemp` and `alphaStrike` rolls last. `CancelEquipment` may come at any time before the attack roll.",
    'Heat effects (§8.3): when a heat dial change shows roll-type effects, a `heatEffect` roll (1d6) for each, one after the other, before play goes on.',
    "End phase (§3.4): damage, heat gain and heat loss apply by themselves (with their `heatEffect` rolls); if no token is on the arena, the player on the destroyer's left makes the `objectiveDraw` roll, `ChooseCorner`, the `objectiveWidth` roll (2d6, a 12 re-rolled) and the `objectiveLength` roll (3d6, re-rolled as the prompt says). Then the next round begins, or the match ends.",
    'Match end (End p.14): when one player or team is left, time runs out (`TimeExpired`: the phase under way is finished), or every player has sent `AgreeEnd`. Equal reputation and point values ask a `tieBreak` roll (1d6) of each tied player. A player may concede (`MatchConceded`) at any time outside an attack that involves his units.',
  ],
  codes: {
    BAD_PATH: 'a Move, Charge or Advance path is not a chain of adjacent hexes (§3.2)',
    PAST_ENEMY_CONTACT: 'the path goes on after entering base contact with an enemy, where the move must stop (§3.2)',
    IN_ENEMY_CONTACT:
      'the unit is in base contact with an enemy, which the order forbids: Charge and Jump attack (§5), Advance (§3.3.3), indirect fire (§3.3.2), Repair (Equip)',
    NOT_IN_CONTACT: 'a Charge or Jump attack does not end in base contact with its target (§5.1, §5.2)',
    TOO_MANY_TARGETS: 'more targets than the weapon has ballistic and energy symbols, or more than one for indirect fire (§3.3.2)',
    INDIRECT_LINE_CLEAR: 'indirect fire at a target the direct line of fire reaches: fire directly (§3.3.2)',
    WEAPON_DISABLED: 'the weapon is disabled by a heat effect (Ammo Feed Jam, Weapon Shutdown) (HeatFx)',
    BAD_ALLOCATION: 'the amounts of a damage split do not add up to the damage dealt (§3.3.2)',
    NO_EQUIPMENT: 'the unit has no working equipment of that name: absent, cancelled, used up or switched off (§2.11)',
    UNKNOWN_EQUIPMENT: 'no special equipment of the rulebook has that id (§2.11)',
    NOT_OPTIONAL: 'the equipment is not optional and cannot be cancelled (§2.11)',
    CANCEL_TOO_LATE: 'the attack roll the equipment serves is already made: it can no longer be cancelled for that attack (§2.11, A10)',
    SAME_DICE_COLOURS: 'the damage die and the heat die must be of different colours (§2.18)',
    BAD_CATALOGUE: 'the catalogue of units, cards, arenas or tokens in the setup is not valid (docs/rulesets/solaris7-catalogue.md)',
    CONCEDE_MID_ATTACK: "a concession while an attack involving the player's units is being resolved (End p.14)",
    CONCEDE_IN_SETUP: 'with more than two players, a concession before the units are deployed (End p.14)',
  },
  example: {
    title:
      "A standard match (§2.3) on the sample arena: side A's Sample Brawler against side B's Sample Lancer, won by A on reputation, 85 to 12",
    notes: {
      2: 'The arena set-up roll: A rolls 12 and B (event 3) 5, so A is the first player (§2.18).',
      4: 'A takes zone 0 (A1, the north end); B takes the other (event 5).',
      6: 'Each player declares the colours of its damage and heat dice.',
      8: 'The brawler deploys at (6,1) facing south (6); the lancer (event 9) at (6,14) facing north (0).',
      10: 'B, the second player, draws the first objective token (1 → sample-token-a1) and places it on the centre hex (6,7) (§6.1).',
      12: 'Round 1 initiative: brawler 9, lancer 5 (event 13); the brawler, highest, sets itself to 1 and acts first (event 14, §3.1).',
      15: 'The brawler may charge and passes; the lancer acts last and has no special attack, so its turn passes by itself.',
      16: 'Movement: the brawler walks four hexes south; the lancer goes round the blocking hex (6,11) (event 17).',
      18: 'The brawler fires at the token: 12 + attack 9 = 21 ≥ 16 (event 19), a ballistic hit: side A earns 15 RP (§6.2).',
      21: "End phase: B, on the destroyer's left, draws the replacement token, counts from the south-west corner (event 22) and rolls 2d6 across and 3d6 along (events 23–24) (§6.3).",
      28: 'Round 2: the brawler charges the lancer, a run of five hexes into base contact; 13 + 9 = 22 ≥ 17 (event 29) (§5.1).',
      30: 'The lancer is offered a free spin and keeps its facing; in the Movement phase only the lancer is asked (event 31), the charger does not move.',
      32: 'The lancer fires at the token while in contact with the brawler (a called shot, −1) and destroys it: 12 RP for B.',
      34: "End phase: the damage dice turn the dials (brawler 2, lancer 5); the brawler's heat reaches 3 and it rolls for the ammunition explosion its dial shows there: a 5 avoids it (§8.3).",
      46: 'Round 3: the brawler attacks in melee; the lancer declines to answer (event 47); Improved Targeting lets the brawler keep its dice (event 49).',
      59: 'Round 4: the lancer tries to back out of contact; its breakaway roll of 2 (event 60) is under 3, so it only turns (§3.2).',
      62: "The two trade melee blows; the brawler's hit (events 65–67) takes the lancer to its elimination symbols in the End phase.",
      68: 'The last heat-effect roll; the End phase eliminates the lancer (§2.13), one team is left, and A wins on reputation (End p.14).',
    },
  },
};

/** The worked example match: its seats, setup and events (rolls reported, as at a table). */
export function exampleMatch(): { players: PlayerSeat[]; setup: unknown; events: GameEvent[] } | null {
  // The scripted standard match (scripted-match.ts): every event checked by the rules as it was made.
  return { players: seatsOf(standardSampleMatch), setup: standardSampleMatch, events: playScriptedMatch() };
}
