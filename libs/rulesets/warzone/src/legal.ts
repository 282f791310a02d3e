/**
 * "What may I do now" (`Ruleset.legal`): per model (or unit, or the side itself) each order type
 * the rules accept now, with every option where the choice is finite (a posture, a target, a
 * weapon, a reaction) and the limits of the values measured at the table (inches). Warzone's
 * orders carry table facts the engine trusts (distances, line of sight, the nearest enemies), so
 * an option stands for a choice: it is a complete order with the most permissive facts (0",
 * in sight, the target the nearest), and an order sent with other facts is the same choice
 * (`sameChoice`). Each type is offered only when such a probe is accepted by the rules
 * themselves (`step`), so legal and decide cannot drift apart.
 */
import { isViolation, parsingStep, type GameEvent, type LegalLimit, type LegalOption, type LegalOrder } from '@app/rules';
import { orderSchema, type Order } from './schema';
import { alive, other, ref, RULESET_ID, type Model, type Side, type Task, type WarzoneState } from './state';
import { step } from './ruleset';
import { budget } from './movement';
import { ldOf, PASSIVE_SKILLS, reachOf } from './skills';
import { canReact, chargeOf } from './interrupt';
import { pursuitLeft } from './reactions';
import { IMPROVISED } from './catalogue';

type Probe = { type: string } & Record<string, unknown>;

/** Whether the rules accept the order now (on a copy: the state is never touched). */
function accepts(s: WarzoneState, side: Side, o: Probe): boolean {
  return !isViolation(parsedStep(s, { type: 'OrderIssued', data: { side, order: o } }));
}

/** The step as the kernel drives it (orders parsed first); `step` is read when called, since the ruleset imports this file. */
const parsedStep = parsingStep({ id: RULESET_ID, orderSchema }, (s: WarzoneState, e: GameEvent) => step(s, e));

/** The fields that make a choice; the rest are table facts (`sameChoice`). */
const CHOICE: Partial<Record<Order['type'], string[]>> = {
  charge: ['model', 'target', 'weapon'],
  attack: ['model', 'weapon', 'targets.0'],
  detect: ['model', 'target'],
  shoot: ['model', 'weapon', 'target'],
  shootOnTheMove: ['model', 'weapon', 'target'],
  assault: ['model', 'weapon', 'target'],
  disengage: ['model', 'opponent'],
  guard: ['model', 'weapon'],
  counterCharge: ['model', 'weapon'],
  flee: ['model'],
  diveForCover: ['model'],
};

const at = (o: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((x, k) => (x && typeof x === 'object' ? (x as Record<string, unknown>)[k] : undefined), o);

/** Whether an accepted order is the choice an option stands for: its choice fields, or the whole order. */
export function sameChoice(accepted: Probe, option: Probe): boolean {
  const a = orderSchema.safeParse(accepted);
  const b = orderSchema.safeParse(option);
  if (!a.success || !b.success || a.data.type !== b.data.type) return false;
  const fields = CHOICE[a.data.type];
  const x = a.data as Record<string, unknown>;
  const y = b.data as Record<string, unknown>;
  if (fields) return fields.every((f) => JSON.stringify(at(x, f)) === JSON.stringify(at(y, f)));
  return JSON.stringify(x) === JSON.stringify(y);
}

const inches = (field: string, max: number, min = 0): LegalLimit => ({ field, min, max, unit: 'inches' });

function entry(type: string, actor: string | undefined, rule: string, extra: Partial<LegalOrder>): LegalOrder {
  return { type, ...(actor === undefined ? {} : { actor }), rule: ref(rule), ...extra };
}

/** Options of the probes the rules accept; an entry only when one is. */
function offer(
  s: WarzoneState,
  side: Side,
  type: string,
  actor: string | undefined,
  rule: string,
  probes: Probe[],
  limits?: LegalLimit[],
): LegalOrder | null {
  const ok = probes.filter((p) => accepts(s, side, p));
  if (!ok.length) return null;
  const options: LegalOption[] = ok.map((order) => ({ order }));
  return entry(type, actor, rule, { options, ...(limits ? { limits } : {}) });
}

/** A measured order: offered when its most permissive probe is accepted, with limits and no options. */
function measured(
  s: WarzoneState,
  side: Side,
  type: string,
  actor: string | undefined,
  rule: string,
  probes: Probe[],
  limits: LegalLimit[],
): LegalOrder | null {
  return probes.some((p) => accepts(s, side, p)) ? entry(type, actor, rule, { limits }) : null;
}

const ccWeapons = (m: Model): string[] => [
  IMPROVISED.id,
  ...m.weapons.filter((w) => w.cc !== null && w.id !== IMPROVISED.id).map((w) => w.id),
];
const rangedWeapons = (m: Model): string[] => m.weapons.filter((w) => w.range > 0).map((w) => w.id);
const weaponReach = (m: Model, id: string): number => {
  const w = m.weapons.find((x) => x.id === id) ?? IMPROVISED;
  return reachOf(m, w);
};

/** What one model of the activating unit may do (§2.2, §7.6). */
function modelOrders(s: WarzoneState, side: Side, m: Model): LegalOrder[] {
  const id = m.id;
  const foes = alive(s, other(side));
  const visible = foes.filter((f) => !f.hidden);
  const mv = budget(s, m, false);
  const zero = [{ inches: 0 }];
  const out: Array<LegalOrder | null> = [
    measured(s, side, 'move', id, 'P2 L17', [{ type: 'move', model: id, path: zero }], [inches('path', mv)]),
    measured(s, side, 'crawl', id, 'P2 L111', [{ type: 'crawl', model: id, path: zero }], [inches('path', mv)]),
    measured(
      s,
      side,
      'run',
      id,
      'P5 L410',
      [{ type: 'run', model: id, path: zero }],
      [inches('path', budget(s, m, false, m.mvRunCharge) * s.options.runMultiplier)],
    ),
    offer(s, side, 'pivot', id, 'P2 L17', [{ type: 'pivot', model: id }]),
    offer(
      s,
      side,
      'posture',
      id,
      'P2 L61',
      (['standing', 'mp', 'prone'] as const).map((to) => ({ type: 'posture', model: id, to })),
    ),
    offer(
      s,
      side,
      'standUp',
      id,
      'P2 L103',
      (['standing', 'mp'] as const).map((to) => ({ type: 'standUp', model: id, to })),
    ),
    measured(s, side, 'barge', id, 'P2 L48', [{ type: 'barge', model: id, path: zero }], [inches('path', mv)]),
    measured(s, side, 'crossObstacle', id, 'P10 L705', [{ type: 'crossObstacle', model: id, height: 0 }], [inches('height', m.size)]),
    measured(
      s,
      side,
      'climb',
      id,
      'P2 L117',
      [
        m.climbing
          ? { type: 'climb', model: id, height: m.climbing.height, inches: Math.min(mv / 2, m.climbing.height - m.climbing.reached) }
          : { type: 'climb', model: id, height: m.size + 1, inches: Math.min(mv / 2, m.size + 1) },
      ],
      [inches('inches', mv / 2)],
    ),
    measured(
      s,
      side,
      'jump',
      id,
      'P2 L158',
      [{ type: 'jump', model: id, gap: 0, depth: 0, landing: 0 }],
      [inches('gap', mv), inches('landing', mv)],
    ),
    measured(s, side, 'dropDown', id, 'P2 L172', [{ type: 'dropDown', model: id, height: 0, landing: 0 }], [inches('landing', mv / 2)]),
    offer(
      s,
      side,
      'charge',
      id,
      'P3 L265',
      visible.flatMap((t) =>
        ccWeapons(m).map((weapon) => ({ type: 'charge', model: id, target: t.id, weapon, distance: 0, nearest: [t.id] })),
      ),
      [inches('distance', budget(s, m, false, m.mvRunCharge) + Math.max(0, ...ccWeapons(m).map((w) => weaponReach(m, w))))],
    ),
    offer(
      s,
      side,
      'attack',
      id,
      'P3 L240',
      foes.flatMap((t) =>
        ccWeapons(m).flatMap((weapon) => {
          const w = m.weapons.find((x) => x.id === weapon) ?? IMPROVISED;
          const targets = Array.from({ length: w.ccHits }, () => t.id);
          const probe = { type: 'attack', model: id, weapon, targets, nearest: [t.id] };
          // In contact or by Reach; else across a low obstacle (P3 L280, L346).
          return [accepts(s, side, probe) ? probe : { ...probe, obstacle: { height: 0, width: 0 } }];
        }),
      ),
    ),
    offer(
      s,
      side,
      'disengage',
      id,
      'P3 L329',
      m.engaged.map((opponent) => ({ type: 'disengage', model: id, opponent })),
      [inches('inches', mv)],
    ),
    offer(
      s,
      side,
      'detect',
      id,
      'P4 L363',
      foes.filter((t) => t.hidden).map((t) => ({ type: 'detect', model: id, target: t.id, distance: 0, nearest: [t.id] })),
      // The Hidden target's Stealth shortens it; only the detector's side is shown here (A80).
      [inches('distance', ldOf(s, m) + m.detectRange + 6)],
    ),
    offer(s, side, 'wait', id, '§3.16', [{ type: 'wait', model: id }]),
    offer(
      s,
      side,
      'aim',
      id,
      '§4.3',
      foes.map((t) => ({ type: 'aim', model: id, target: t.id })),
    ),
  ];
  const shots = (type: string, extra: Record<string, unknown>): Probe[] =>
    visible.flatMap((t) =>
      rangedWeapons(m).map((weapon) => ({ type, model: id, weapon, target: t.id, distance: 0, nearest: [t.id], ...extra })),
    );
  const range = Math.max(0, ...m.weapons.map((w) => w.range));
  out.push(offer(s, side, 'shoot', id, '§4.3', shots('shoot', {}), [inches('distance', range)]));
  if (s.options.shootOnTheMove)
    out.push(
      offer(s, side, 'shootOnTheMove', id, '§9.1', shots('shootOnTheMove', { path: zero }), [
        inches('path', mv * s.options.shootOnTheMove.maxMoveFraction),
        inches('distance', range),
      ]),
    );
  if (s.options.assault)
    out.push(
      offer(s, side, 'assault', id, '§9.1', shots('assault', { path: zero }), [
        inches('path', mv * s.options.assault.maxMoveFraction),
        inches('distance', range),
      ]),
    );
  const abilities = ['clearJam', ...Object.keys(m.skills), ...m.weapons.flatMap((w) => w.traits.map((t) => t.split(':')[0]))].filter(
    (a, i, all) => all.indexOf(a) === i && !PASSIVE_SKILLS.includes(a),
  );
  out.push(
    offer(
      s,
      side,
      'useAbility',
      id,
      '§5.1',
      abilities.map((ability) => ({ type: 'useAbility', model: id, ability })),
    ),
  );
  return out.filter((x): x is LegalOrder => x !== null);
}

/** The reactions a waiting model may make to the open window (P3 L305–327, P2 L56, L214). */
function reactions(s: WarzoneState, side: Side, t: Extract<Task, { k: 'reaction' | 'dive' }>): LegalOrder[] {
  const out: Array<LegalOrder | null> = [];
  for (const m of canReact(s, side)) {
    const id = m.id;
    const mv = budget(s, m, false);
    if (t.k === 'dive') {
      if (!t.models.includes(id)) continue;
      out.push(
        offer(
          s,
          side,
          'diveForCover',
          id,
          'P2 L214',
          [{ type: 'diveForCover', model: id, inches: 0, full: false, outside: false }],
          [inches('inches', mv)],
        ),
      );
      continue;
    }
    if (t.during === 'charge') {
      out.push(
        offer(
          s,
          side,
          'guard',
          id,
          'P3 L321',
          ccWeapons(m).map((weapon) => ({ type: 'guard', model: id, weapon })),
        ),
      );
      out.push(
        offer(
          s,
          side,
          'counterCharge',
          id,
          'P3 L310',
          ccWeapons(m).flatMap((weapon) =>
            [true, false].map((contact) => ({ type: 'counterCharge', model: id, weapon, distance: 0, contact })),
          ),
          [inches('distance', mv)],
        ),
      );
      const step1 = Math.min(1, mv);
      out.push(
        offer(s, side, 'flee', id, 'P3 L326', step1 > 0 ? [{ type: 'flee', model: id, inches: step1 }] : [], [inches('inches', mv)]),
      );
    }
    // A generic Interrupt: one permitted action of the waiting model at a point of the move (§3.16).
    const point = t.during === 'bargeEnd' ? t.length : 0;
    const inner: Probe[] = [
      { type: 'pivot' },
      ...(['standing', 'mp', 'prone'] as const).map((to) => ({ type: 'posture', to })),
      ...m.engaged.map((opponent) => ({ type: 'disengage', opponent })),
      ...m.engaged.map((e) => ({ type: 'attack', targets: [e] })),
      { type: 'attack', targets: [t.mover], nearest: [t.mover] },
    ];
    out.push(
      measured(
        s,
        side,
        'interrupt',
        id,
        '§3.16',
        inner.map((order) => ({ type: 'interrupt', model: id, atInches: point, order })),
        [inches('atInches', t.during === 'charge' ? t.length : point, point)],
      ),
    );
  }
  out.push(offer(s, side, 'noReaction', undefined, 'P3 L305', [{ type: 'noReaction' }]));
  return out.filter((x): x is LegalOrder => x !== null);
}

/** What `side` may order now. */
export function legalOf(s: WarzoneState, side: Side): LegalOrder[] {
  if (s.result) return [];
  const t = s.tasks[s.tasks.length - 1];
  const list = (xs: Array<LegalOrder | null>) => xs.filter((x): x is LegalOrder => x !== null);
  if (t) {
    switch (t.k) {
      case 'reaction':
      case 'dive':
        return t.side === side ? reactions(s, side, t) : [];
      case 'pursuit': {
        if (t.side !== side) return [];
        const c = chargeOf(s, t.action);
        const left = c ? pursuitLeft(s, c) : 0;
        return list([
          measured(s, side, 'pursue', undefined, 'P3 L327', [{ type: 'pursue', inches: 0 }], [inches('inches', left)]),
          offer(s, side, 'noPursuit', undefined, 'P3 L327', [{ type: 'noPursuit' }]),
        ]);
      }
      case 'nearestFriend':
        if (t.side !== side) return [];
        return list([
          offer(s, side, 'nearestFriend', undefined, 'P6 L539', [
            ...alive(s, side)
              .filter((x) => x.id !== t.model)
              .map((x) => ({ type: 'nearestFriend', model: x.id })),
            { type: 'nearestFriend', model: null },
          ]),
        ]);
      case 'choice':
        if (t.side !== side) return [];
        return list([
          offer(
            s,
            side,
            'absoluteSuccess',
            undefined,
            'P3 L288',
            (['dmg', 'av', 'crew'] as const).map((option) => ({ type: 'absoluteSuccess', option })),
          ),
        ]);
      default:
        return []; // a roll is pending
    }
  }
  if (s.active !== side) return [];
  if (!s.unit)
    return list(
      Object.values(s.units)
        .filter((u) => u.side === side)
        .map((u) => offer(s, side, 'activate', u.id, '§2.2', [{ type: 'activate', unit: u.id }])),
    );
  const unit = s.units[s.unit];
  const ids = s.model ? [s.model] : unit.models.filter((id) => !s.models[id].removed && !s.models[id].activated);
  return [
    ...ids.flatMap((id) => modelOrders(s, side, s.models[id])),
    ...list([offer(s, side, 'endActivation', undefined, '§2.2', [{ type: 'endActivation' }])]),
  ];
}
