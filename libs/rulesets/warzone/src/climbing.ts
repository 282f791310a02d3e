/**
 * Climbing (P2 L117–156): standing humanoids (or models with Climbing) climb obstacles higher
 * than their Size; a climbed inch costs two of movement; a climb may span activations. A Climb
 * test (17–20 falls) at the top and at the end of each activation that did not reach it.
 */
import { violation, type RuleViolation } from '@app/rules';
import type { OrderOf } from './schema';
import { note, ref, type Side, type WarzoneState } from './state';
import { actor, spend } from './activation';
import { budget } from './movement';
import { fall, landingSpot } from './falling';

export function climb(s: WarzoneState, side: Side, o: OrderOf<'climb'>): RuleViolation | null {
  const m = actor(s, side, o.type, o.model);
  if (!('id' in m)) return m;
  if (!m.climbing) {
    if (m.posture !== 'standing') return violation(ref('P2 L123'), 'only a standing model climbs', 'NOT_STANDING');
    if (m.types.some((t) => ['beast', 'vehicle', 'rider'].includes(t)) && !('climbing' in m.skills))
      return violation(ref('P2 L125'), `${m.id} cannot climb`, 'NOT_ALLOWED');
    if (o.height <= m.size)
      return violation(ref('P2 L119'), `an obstacle of ${o.height}" is not higher than Size ${m.size}: cross it`, 'NOT_HIGHER_THAN_SIZE');
  }
  const height = m.climbing?.height ?? o.height;
  const reached = m.climbing?.reached ?? 0;
  const limit = budget(s, m, false) / 2; // climbed distance counts double (P2 L128)
  if (o.inches <= 0 || o.inches > limit)
    return violation(ref('P2 L128'), `a Climb action raises the model up to ${limit}", not ${o.inches}"`, 'TOO_FAR');
  if (reached + o.inches > height) return violation(ref('P2 L130'), `the obstacle is ${height}" high`, 'TOO_FAR');
  const spot = landingSpot(s, m, o.atLandingSpot);
  if (spot) return spot;
  spend(s, m);
  m.moved = true;
  const now = reached + o.inches;
  // The models below, as the last Climb named them, are struck if it falls (P2 L208).
  if (now < height || !o.fits) {
    m.climbing = { height, reached: now, below: o.atLandingSpot };
    return null;
  }
  m.climbing = { height, reached: now, below: o.atLandingSpot };
  s.tasks.push({ k: 'climb', model: m.id, top: true });
  return null;
}

export function resolveClimb(s: WarzoneState, t: { model: string; top: boolean }, roll: number): void {
  const m = s.models[t.model];
  if (!m.climbing) return;
  if (roll >= 17) {
    fall(s, m, m.climbing.reached, s.actionSeq, m.climbing.below);
    return;
  }
  if (t.top) {
    note(s, `${m.id} reaches the top`);
    m.climbing = null;
  }
}
