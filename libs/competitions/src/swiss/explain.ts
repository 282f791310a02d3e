/**
 * Each pairing in words: why these two (same score, Dutch order, a float and why the group
 * floated, the bye rule) and which constraints the pairing breaks because nothing better was
 * possible. The words follow from the matching and the priority order in weights.ts: a float
 * exists because the score-group parity demands it or because the group could not be paired
 * within itself without breaking something ranked above score; a soft constraint is broken
 * because every alternative costs something ranked above it.
 */
import type { Pairing } from '../types';
import { breachesOf, type Relations } from './constraints';
import { floatCost } from './weights';
import { groupName, points, type Roster } from './score-groups';

export interface ExplainContext {
  roster: Roster;
  rel: Relations;
  /** mate[u]: partner position, or n for the bye. */
  mate: Int32Array;
  /** True when the players skipped for the bye are proven unable to take it. */
  byeProven: boolean;
}

function list(ids: string[]): string {
  if (ids.length <= 3) return ids.length <= 1 ? ids.join('') : `${ids.slice(0, -1).join(', ')} and ${ids[ids.length - 1]}`;
  return `${ids.slice(0, 3).join(', ')} and ${ids.length - 3} more`;
}

/** The players of a bracket: a group's members plus those who floated into it from above. */
function crossings(ctx: ExplainContext): number[] {
  const { roster, mate } = ctx;
  const n = roster.players.length;
  const groups = roster.groupStart.length;
  // c[b]: pairs crossing the boundary between group b and b + 1.
  const diff = new Array<number>(groups + 1).fill(0);
  for (let u = 0; u < n; u++) {
    const v = mate[u];
    if (v < n && u < v && roster.group[u] !== roster.group[v]) {
      diff[roster.group[u]]++;
      diff[roster.group[v]]--;
    }
  }
  const c = new Array<number>(groups).fill(0);
  let run = 0;
  for (let g = 0; g < groups; g++) {
    run += diff[g];
    c[g] = run;
  }
  return c;
}

export function explainPairing(ctx: ExplainContext, u: number, v: number | null, c: number[], byeHolder: number): Pairing['explanation'] {
  const { roster, rel } = ctx;
  const n = roster.players.length;
  const reasons: string[] = [];
  const relaxed = breachesOf(roster, rel, u, v)
    .filter((b) => b.kind !== 'score-gap')
    .map((b) => b.text);
  if (v === null) {
    reasons.push(...byeReasons(ctx, u));
    return { reasons, relaxed };
  }
  const a = roster.players[u];
  const b = roster.players[v];
  const gu = roster.group[u];
  const gv = roster.group[v];
  if (gu === gv) {
    const s = roster.groupSize[gu];
    const i = roster.local[u];
    const j = roster.local[v];
    // Halves of the group's bracket, headed by the floater from above when one is due (weights.ts).
    const head = roster.groupHead[gu];
    const h = Math.floor((s + head) / 2);
    const dutch = j - i === h && i + head < h;
    const halves =
      head === 1
        ? ' (top half against bottom half, the player floated in from above heading the top half)'
        : ' (top half against bottom half)';
    reasons.push(`both on ${points(a.score)}, ranked ${i + 1} and ${j + 1} of ${s} in the group${dutch ? halves : ''}`);
    if (!dutch && i + head < h && i + h < s) {
      const w = roster.groupStart[gu] + i + h;
      const breaks = breachesOf(roster, rel, u, w).filter((x) => x.kind !== 'score-gap');
      const wid = roster.players[w].id;
      if (breaks.length > 0) reasons.push(`${a.id}'s Dutch opponent ${wid} is excluded: ${breaks.map((x) => x.kind).join(', ')}`);
      else if (ctx.mate[w] < n && roster.group[ctx.mate[w]] !== gu) reasons.push(`${a.id}'s Dutch opponent ${wid} floated`);
      else if (w === byeHolder) reasons.push(`${a.id}'s Dutch opponent ${wid} has the bye`);
      else reasons.push('shifted from the Dutch order so that the whole group avoids rematches and broken constraints');
    }
  } else {
    const members = (g: number): number => roster.groupSize[g] - (byeHolder >= 0 && roster.group[byeHolder] === g ? 1 : 0);
    const bracket = members(gu) + (gu > 0 ? c[gu - 1] : 0);
    const incoming = gu > 0 ? c[gu - 1] : 0;
    const group = `${groupName(a.score)}${incoming > 0 ? ` (with ${incoming} floated in from above)` : ''}`;
    const why =
      bracket % 2 === 1 && c[gu] === 1
        ? `${group} was odd`
        : `${group} could not be paired within itself without a rematch, a kept-apart pair or another bye`;
    const past = gv - gu > 1 ? `, past ${gv - gu - 1} score group${gv - gu - 1 === 1 ? '' : 's'}` : '';
    reasons.push(`${a.id} floated down from ${a.score} to ${points(b.score)}${past}: ${why}`);
    if (gv - gu > 1) {
      // Two one-group floats cost less than one two-group float (weights.ts, level 3), so a
      // longer float means every nearer opponent was ruled out by a higher level.
      reasons.push(`no nearer opponent for ${a.id} without a rematch, a broken hard constraint or another bye`);
    }
    reasons.push(`${b.id} floated up from ${b.score} to ${points(a.score)}`);
    const note = floatNote(ctx, u, 'down');
    if (note !== null) reasons.push(note);
    const upNote = floatNote(ctx, v, 'up');
    if (upNote !== null) reasons.push(upNote);
  }
  for (const breach of breachesOf(roster, rel, u, v)) {
    if (breach.kind === 'rematch') {
      // Rematches are candidates only on the complete graph or once a check over all pairs has
      // shown that no pairing avoids them (pair-swiss.ts).
      reasons.push('no pairing of every player avoids every rematch');
    } else if (breach.kind === 'club-mates' || breach.kind === 'avoided-pair') {
      reasons.push('paired all the same: keeping them apart would cost a rematch, the bye order or larger score gaps');
    }
  }
  return { reasons, relaxed };
}

/** Why this player, and not a group-mate further from the float, floats. */
function floatNote(ctx: ExplainContext, u: number, dir: 'up' | 'down'): string | null {
  const { roster, mate } = ctx;
  const n = roster.players.length;
  const p = roster.players[u];
  const mine = floatCost(p.floats, dir);
  const g = roster.group[u];
  if (roster.groupSize[g] === 1) return null;
  if (p.floats.length > 0 && p.floats[p.floats.length - 1] === dir) {
    return `${p.id} also floated ${dir} last round: no group-mate could take the float instead`;
  }
  // Group-mates nearer the edge the float normally comes from, who stayed in the group because
  // they floated this way more recently.
  const start = roster.groupStart[g];
  const end = start + roster.groupSize[g];
  const spared: string[] = [];
  const range = dir === 'down' ? [u + 1, end] : [start, u];
  for (let w = range[0]; w < range[1]; w++) {
    const partner = mate[w];
    const inGroup = partner < n && roster.group[partner] === g;
    if (inGroup && floatCost(roster.players[w].floats, dir) > mine) spared.push(roster.players[w].id);
  }
  if (spared.length === 0) return null;
  return `${p.id} floats ${dir} rather than ${dir === 'down' ? 'lower' : 'higher'}-ranked ${list(spared)}, who floated ${dir} more recently`;
}

function byeReasons(ctx: ExplainContext, u: number): string[] {
  const { roster } = ctx;
  const n = roster.players.length;
  const p = roster.players[u];
  // The bye order of weights.ts: fewest byes, then lowest place.
  const skipped: string[] = [];
  for (let w = n - 1; w >= 0; w--) {
    if (w === u) continue;
    const q = roster.players[w];
    if (q.byes < p.byes || (q.byes === p.byes && w > u)) skipped.push(q.id);
  }
  const rule =
    p.byes === 0
      ? 'bye: lowest-ranked player without a bye'
      : `bye: every player has had a bye; lowest-ranked of those with the fewest (${p.byes})`;
  if (skipped.length === 0) return [rule];
  const reach = ctx.byeProven ? 'every pairing of the others' : 'every pairing of the others among the candidate pairs searched';
  return [
    p.byes === 0
      ? 'bye: lowest-ranked player without a bye who can sit out'
      : `bye: lowest-ranked player with the fewest byes (${p.byes}) who can sit out`,
    `a bye to ${list(skipped)} would leave ${reach} with an extra rematch (or none within the hard constraints)`,
  ];
}

export { crossings };
