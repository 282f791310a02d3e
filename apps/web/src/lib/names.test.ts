import { describe, expect, it } from 'vitest';
import { byTable, lastName, playerLines, sortByLastName } from './names';

describe('last names', () => {
  it('are the last word of the name', () => {
    expect(lastName('Grzegorz Brzęczyszczykiewicz')).toBe('Brzęczyszczykiewicz');
    expect(lastName('  Anna   Maria  Nowak ')).toBe('Nowak');
    expect(lastName('Cher')).toBe('Cher');
    expect(lastName('')).toBe('');
  });

  it('sort in Polish order: Ł after L, Ż after Z, then by the whole name', () => {
    const names = ['Zofia Łukasiewicz', 'Ewa Żak', 'Jan Lis', 'Adam Zając', 'Piotr Lis', 'Anna Nowak', 'Ola Ćwik', 'Ida Cebula'];
    expect(sortByLastName(names, (n) => n, 'pl')).toEqual([
      'Ida Cebula',
      'Ola Ćwik',
      'Jan Lis',
      'Piotr Lis',
      'Zofia Łukasiewicz',
      'Anna Nowak',
      'Adam Zając',
      'Ewa Żak',
    ]);
  });

  it('ignore case, and leave the input as it was', () => {
    const names = ['bob smith', 'Alice Jones'];
    expect(sortByLastName(names, (n) => n, 'en')).toEqual(['Alice Jones', 'bob smith']);
    expect(names).toEqual(['bob smith', 'Alice Jones']);
  });
});

describe('the pairings sheet', () => {
  it('lists every player once with their table and opponent, a bye without one', () => {
    const games = [
      { table: 1, aName: 'Jan Kowalski', bName: 'Anna Nowak' },
      { table: 2, aName: 'Ewa Żak', bName: 'Zofia Łukasiewicz' },
      { table: 0, aName: 'Piotr Adamski', bName: null },
    ];
    expect(playerLines(games, 'pl')).toEqual([
      { name: 'Piotr Adamski', table: 0, opponent: null },
      { name: 'Jan Kowalski', table: 1, opponent: 'Anna Nowak' },
      { name: 'Zofia Łukasiewicz', table: 2, opponent: 'Ewa Żak' },
      { name: 'Anna Nowak', table: 1, opponent: 'Jan Kowalski' },
      { name: 'Ewa Żak', table: 2, opponent: 'Zofia Łukasiewicz' },
    ]);
  });

  it('orders games by table, the bye last', () => {
    expect(byTable([{ table: 0 }, { table: 3 }, { table: 1 }, { table: 2 }]).map((g) => g.table)).toEqual([1, 2, 3, 0]);
  });
});
