/**
 * Pairings as a hall reads them: every player once, found by their last name, with their table
 * and opponent. Names are sorted as the reader's language sorts them (Ł after L in Polish).
 */

/** The word a list is sorted by: the last word of the name ("Brzęczyszczykiewicz" of "Grzegorz Brzęczyszczykiewicz"). */
export function lastName(name: string): string {
  const words = name.trim().split(/\s+/);
  return words[words.length - 1] ?? '';
}

/** Sorts by last name, then by the whole name, with the language's collation; a new array. */
export function sortByLastName<T>(items: readonly T[], nameOf: (item: T) => string, locale: string): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return [...items].sort((x, y) => {
    const a = nameOf(x);
    const b = nameOf(y);
    return collator.compare(lastName(a), lastName(b)) || collator.compare(a, b);
  });
}

export interface PairedGame {
  table: number;
  aName: string;
  /** null or absent: a bye. */
  bName?: string | null;
}

/** One player's line on the pairings sheet: null opponent for a bye. */
export interface PlayerLine {
  name: string;
  table: number;
  opponent: string | null;
}

/** Every player of the round once, sorted by last name, with their table and opponent. */
export function playerLines(games: readonly PairedGame[], locale: string): PlayerLine[] {
  const lines: PlayerLine[] = [];
  for (const g of games) {
    lines.push({ name: g.aName, table: g.table, opponent: g.bName ?? null });
    if (g.bName) lines.push({ name: g.bName, table: g.table, opponent: g.aName });
  }
  return sortByLastName(lines, (l) => l.name, locale);
}

/** Games in table order, byes last: the order of the slips and of the console's list. */
export function byTable<T extends { table: number }>(games: readonly T[]): T[] {
  return [...games].sort((x, y) => (x.table === 0 ? 1 : 0) - (y.table === 0 ? 1 : 0) || x.table - y.table);
}
