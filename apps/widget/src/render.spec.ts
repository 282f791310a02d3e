import type { Game, StandingRow } from './model';
import { currentRound, joinPages, outcomeOf } from './model';
import { escapeHtml, renderPairings, renderPlayer, renderStandings } from './render';

const row = (rank: number, name: string, extra: Partial<StandingRow> = {}): StandingRow => ({
  rank,
  playerId: `p${rank}`,
  name,
  points: 0,
  wins: 0,
  draws: 0,
  losses: 0,
  dropped: false,
  ...extra,
});

const game = (round: number, table: number, a: string, b: string | null, extra: Partial<Game> = {}): Game => ({
  round,
  table,
  a,
  aName: a.toUpperCase(),
  b,
  bName: b?.toUpperCase() ?? null,
  status: 'open',
  result: null,
  ...extra,
});

/** The text of the cells of each body row, tags left out. */
const bodyRows = (html: string) =>
  [...(/<tbody>(.*)<\/tbody>/.exec(html)?.[1] ?? '').matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((m) =>
    [...m[1].matchAll(/<t[dh][^>]*>(.*?)<\/t[dh]>/g)].map((c) => c[1].replace(/<[^>]+>/g, '')),
  );

describe('the widget’s tables', () => {
  it('draws the standings as a table with a caption, column and row headers, numbers in the language', () => {
    const html = renderStandings('pl', {
      event: 'Toruń Open',
      rows: [row(1, 'Anna', { points: 4.5, wins: 2, draws: 1 }), row(2, 'Bob', { points: 3, wins: 1, losses: 1, dropped: true })],
      total: 2,
    });
    expect(html).toContain('<caption id="tabletop-caption" part="caption">Tabela: Toruń Open</caption>');
    expect(html).toContain(
      '<th scope="col" class="num" part="header"><span aria-hidden="true">Pkt</span><span class="vh">Punkty</span></th>',
    );
    expect(html).toContain('<th scope="row" class="name">Anna</th>');
    expect(bodyRows(html)).toEqual([
      ['1', 'Anna', '4,5', '2', '1', '0'],
      ['2', 'Bob wycofany', '3', '1', '0', '1'],
    ]);
    expect(html).not.toContain('class="note"');
  });

  it('says when it shows only the first rows, and when there are none', () => {
    expect(renderStandings('en', { event: 'E', rows: [row(1, 'Anna')], total: 1200 })).toContain('The first 1 of 1,200.');
    expect(renderStandings('en', { event: 'E', rows: [], total: 0 })).toContain('No players yet.');
  });

  it('escapes whatever the names hold', () => {
    const html = renderStandings('en', { event: '<b>"E"</b>', rows: [row(1, `<img src=x onerror=alert(1)>`)], total: 1 });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(escapeHtml(`a&b'"`)).toBe('a&amp;b&#39;&quot;');
  });

  it('draws the last round with games by table, each result as it stands', () => {
    const rounds = [
      {
        round: 1,
        published: true,
        games: [game(1, 1, 'ann', 'bob', { status: 'settled', result: { winner: 'ann', draw: false, by: 'confirmed' } })],
      },
      {
        round: 2,
        published: true,
        games: [
          game(2, 0, 'dan', null, { status: 'settled', result: { winner: 'dan', draw: false, by: 'bye' } }),
          game(2, 2, 'cat', 'ann', { status: 'settled', result: { winner: 'ann', draw: false, by: 'confirmed' } }),
          game(2, 1, 'bob', 'eve', { status: 'reported' }),
        ],
      },
      // Not published: a visitor gets it without games.
      { round: 3, published: false, games: [] },
    ];
    expect(currentRound(rounds)?.round).toBe(2);
    const html = renderPairings('en', { event: 'Open', rounds });
    expect(html).toContain('Round 2: Open');
    expect(bodyRows(html)).toEqual([
      ['1', 'BOB', 'Reported', 'EVE'],
      ['2', 'CAT', '0–1', 'ANN'],
      ['–', 'DAN', 'Bye', '–'],
    ]);
    expect(renderPairings('pl', { event: 'Open', rounds: [{ round: 1, published: false, games: [] }] })).toContain(
      'Żadna runda nie została jeszcze opublikowana.',
    );
  });

  it('draws a player’s games from their side, round by round', () => {
    const games = [
      game(2, 3, 'cat', 'ann', { status: 'settled', result: { winner: null, draw: true, by: 'confirmed' } }),
      game(1, 1, 'ann', 'bob', { status: 'settled', result: { winner: 'bob', draw: false, by: 'confirmed' } }),
      game(1, 2, 'cat', 'dan'),
      game(3, 1, 'eve', 'ann'),
    ];
    const html = renderPlayer('pl', { event: 'Open', playerId: 'ann', games });
    expect(html).toContain('Gry: ANN, Open');
    expect(bodyRows(html)).toEqual([
      ['1', '1', 'BOB', 'Przegrana'],
      ['2', '3', 'CAT', 'Remis'],
      ['3', '1', 'EVE', 'W grze'],
    ]);
    expect(renderPlayer('en', { event: 'Open', playerId: 'zed', games })).toContain('No games yet.');
  });

  it('reads a game’s outcome from its status and result', () => {
    expect(outcomeOf(game(1, 1, 'a', 'b', { status: 'settled', result: { winner: 'b', draw: false, by: 'confirmed' } }))).toBe('bWon');
    expect(outcomeOf(game(1, 1, 'a', 'b', { status: 'disputed' }))).toBe('disputed');
    expect(outcomeOf(game(1, 0, 'a', null))).toBe('bye');
  });

  it('joins the pages of standings in order, each player once, up to the first page not yet come', () => {
    const p1 = [row(1, 'A'), row(2, 'B')];
    const p2 = [row(2, 'B'), row(3, 'C')];
    expect(joinPages([p1, p2]).map((r) => r.name)).toEqual(['A', 'B', 'C']);
    expect(joinPages([p1, undefined, [row(5, 'E')]]).map((r) => r.name)).toEqual(['A', 'B']);
  });
});
