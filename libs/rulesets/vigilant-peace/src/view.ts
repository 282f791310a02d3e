/**
 * What a viewer sees of a Vigilant Peace match. The game hides nothing (every figure stands on the
 * table, every die is rolled in the open, L2, L19): everyone sees the whole state, with what the
 * match waits for, but not the internal event counter.
 */
import type { Viewer } from '@app/rules';
import { pendingOf } from './pending';
import type { VPState } from './state';

export function viewOf(state: VPState, _viewer: Viewer): unknown {
  const { eventCount: _n, ...rest } = state;
  void _n;
  return { ...rest, pending: pendingOf(state) };
}
