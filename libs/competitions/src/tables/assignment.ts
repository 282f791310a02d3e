import { TableError } from './errors';

/**
 * The assignment problem (each row to a distinct column, least total cost) by the Hungarian
 * method with potentials, O(rows² · columns) (Kuhn 1955, Munkres 1957; in the shortest
 * augmenting path form of Jonker and Volgenant).
 *
 * Costs are vectors compared lexicographically (first entry first), added entry by entry. The
 * method needs only addition, subtraction and a total order compatible with them, which
 * lexicographic vectors have, so several objectives ranked one above the other are optimised
 * exactly, without weights that could overflow: the first entry is minimised, then the second
 * among the optima of the first, and so on.
 */
export type CostVector = number[];

function less(x: CostVector, y: CostVector): boolean {
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] < y[i];
  return false;
}

/**
 * `cost(row, column)` for rows 0 … rows−1 and columns 0 … columns−1 (rows ≤ columns), each a
 * vector of `width` entries. Returns the column of each row. Deterministic: rows are added in
 * order, columns scanned from 0 up, and a strictly better path is needed to change the choice.
 */
export function solveAssignment(rows: number, columns: number, width: number, cost: (row: number, column: number) => CostVector): number[] {
  if (rows === 0) return [];
  if (rows > columns) throw new TableError('NOT_ENOUGH_TABLES', `${rows} rows cannot take distinct columns of ${columns}`);
  const zero = (): CostVector => new Array<number>(width).fill(0);
  const inf = (): CostVector => [Infinity, ...new Array<number>(width - 1).fill(0)];
  // 1-based as in the classical statement: row 0 / column 0 are the virtual start.
  const u: CostVector[] = Array.from({ length: rows + 1 }, zero);
  const v: CostVector[] = Array.from({ length: columns + 1 }, zero);
  const rowOf = new Array<number>(columns + 1).fill(0);
  const way = new Array<number>(columns + 1).fill(0);
  const table: CostVector[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: columns }, (_, j) => cost(i, j)));
  const cur = zero();

  for (let i = 1; i <= rows; i++) {
    rowOf[0] = i;
    let col0 = 0;
    const minv: CostVector[] = Array.from({ length: columns + 1 }, inf);
    const used = new Array<boolean>(columns + 1).fill(false);
    do {
      used[col0] = true;
      const i0 = rowOf[col0];
      let delta = inf();
      let col1 = 0;
      for (let j = 1; j <= columns; j++) {
        if (used[j]) continue;
        const c = table[i0 - 1][j - 1];
        for (let t = 0; t < width; t++) cur[t] = c[t] - u[i0][t] - v[j][t];
        if (less(cur, minv[j])) {
          minv[j] = [...cur];
          way[j] = col0;
        }
        if (less(minv[j], delta)) {
          delta = minv[j];
          col1 = j;
        }
      }
      const d = [...delta];
      for (let j = 0; j <= columns; j++) {
        if (used[j]) {
          for (let t = 0; t < width; t++) {
            u[rowOf[j]][t] += d[t];
            v[j][t] -= d[t];
          }
        } else {
          for (let t = 0; t < width; t++) minv[j][t] -= d[t];
        }
      }
      col0 = col1;
    } while (rowOf[col0] !== 0);
    do {
      const col1 = way[col0];
      rowOf[col0] = rowOf[col1];
      col0 = col1;
    } while (col0 !== 0);
  }

  const result = new Array<number>(rows).fill(-1);
  for (let j = 1; j <= columns; j++) if (rowOf[j] !== 0) result[rowOf[j] - 1] = j - 1;
  return result;
}
