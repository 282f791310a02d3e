/** What a viewer sees: everything, except the opponent's Hidden models before detection (P4). */
import type { Viewer } from '@app/rules';
import type { WarzoneState } from './state';

export function viewOf(s: WarzoneState, viewer: Viewer): unknown {
  if (viewer.kind === 'organiser') return s;
  const side = viewer.kind === 'player' ? viewer.side : null;
  const secret = Object.values(s.models).filter((m) => m.hidden && m.side !== side).map((m) => m.id);
  const models = Object.fromEntries(Object.entries(s.models).filter(([id]) => !secret.includes(id)));
  const units = Object.fromEntries(Object.entries(s.units).map(([id, u]) => [id, { ...u, models: u.models.filter((m) => !secret.includes(m)) }]));
  const log = s.log.filter((line) => !secret.some((id) => line.includes(id)));
  return { ...s, models, units, log };
}
