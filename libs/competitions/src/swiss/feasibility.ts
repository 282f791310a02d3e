/**
 * Whether every player can be paired at all under a rule (hard constraints; no rematch; a given
 * player sitting out), over all n(n−1)/2 pairs, without listing them: a maximum-cardinality
 * matching by Edmonds' blossom shrinking (Edmonds, "Paths, trees, and flowers", 1965) on an
 * implicit graph, started from a greedy matching. The weighted search over sparse candidates
 * uses it when its candidates fall short, so that "no pairing exists" is never said of a subset
 * of the pairs, and the witness it returns joins the candidates so the weighted search can
 * reach a pairing that keeps the rule.
 */

/** A perfect matching of the vertices other than `absent` (-1: none), or null if none exists. */
export function perfectMatching(n: number, allowed: (u: number, v: number) => boolean, absent: number): Int32Array | null {
  const mate = new Int32Array(n).fill(-1);
  const present = (v: number): boolean => v !== absent;
  let free = 0;
  for (let u = 0; u < n; u++) {
    if (!present(u) || mate[u] !== -1) continue;
    for (let v = u + 1; v < n; v++) {
      if (present(v) && mate[v] === -1 && allowed(u, v)) {
        mate[u] = v;
        mate[v] = u;
        break;
      }
    }
    if (mate[u] === -1) free++;
  }
  if (free === 0) return mate;

  const parent = new Int32Array(n);
  const base = new Int32Array(n);
  const used = new Uint8Array(n);
  const inBlossom = new Uint8Array(n);
  const seen = new Uint8Array(n);
  const queue = new Int32Array(n);

  const lca = (a: number, b: number): number => {
    seen.fill(0);
    for (;;) {
      a = base[a];
      seen[a] = 1;
      if (mate[a] === -1) break;
      a = parent[mate[a]];
    }
    for (;;) {
      b = base[b];
      if (seen[b]) return b;
      b = parent[mate[b]];
    }
  };
  const markPath = (v: number, b: number, child: number): void => {
    while (base[v] !== b) {
      inBlossom[base[v]] = inBlossom[base[mate[v]]] = 1;
      parent[v] = child;
      child = mate[v];
      v = parent[mate[v]];
    }
  };
  /** Breadth-first search for an augmenting path from root; its free end, or -1. */
  const findPath = (root: number): number => {
    used.fill(0);
    parent.fill(-1);
    for (let i = 0; i < n; i++) base[i] = i;
    used[root] = 1;
    let head = 0;
    let tail = 0;
    queue[tail++] = root;
    while (head < tail) {
      const v = queue[head++];
      for (let to = 0; to < n; to++) {
        if (to === v || !present(to) || base[v] === base[to] || mate[v] === to || !allowed(v, to)) continue;
        if (to === root || (mate[to] !== -1 && parent[mate[to]] !== -1)) {
          const b = lca(v, to);
          inBlossom.fill(0);
          markPath(v, b, to);
          markPath(to, b, v);
          for (let i = 0; i < n; i++) {
            if (inBlossom[base[i]]) {
              base[i] = b;
              if (!used[i]) {
                used[i] = 1;
                queue[tail++] = i;
              }
            }
          }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (mate[to] === -1) return to;
          used[mate[to]] = 1;
          queue[tail++] = mate[to];
        }
      }
    }
    return -1;
  };

  for (let root = 0; root < n; root++) {
    if (!present(root) || mate[root] !== -1) continue;
    let v = findPath(root);
    if (v === -1) return null; // a free vertex no augmenting path reaches: no perfect matching
    while (v !== -1) {
      const pv = parent[v];
      const next = mate[pv];
      mate[v] = pv;
      mate[pv] = v;
      v = next;
    }
  }
  return mate;
}
