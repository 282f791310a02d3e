/**
 * What the projector shows, slide by slide. Nothing on it scrolls: a list longer than a screen
 * holds is split into pages, and the pages take turns. The organiser picks what takes turns
 * (Competition.projectorView) from the console; the projector follows without being touched.
 */

export type ProjectorView = 'cycle' | 'clock' | 'pairings' | 'standings';

export type Slide =
  | { kind: 'welcome'; page: number; pages: number }
  | { kind: 'clock' }
  | { kind: 'pairings'; page: number; pages: number }
  | { kind: 'standings'; page: number; pages: number };

/** How long each slide stays up. */
export const SLIDE_MS = 15_000;
/** Rows a page holds at 1920x1080 in the projector's type (styles/projector.css sizes rows to fit). */
export const PAIRINGS_PER_PAGE = 10;
export const STANDINGS_PER_PAGE = 10;
export const PLAYERS_PER_PAGE = 20;

export function pageCount(items: number, perPage: number): number {
  return Math.max(1, Math.ceil(items / perPage));
}

/** The items on a page (0-based), an empty list past the last. */
export function pageOf<T>(items: readonly T[], perPage: number, page: number): T[] {
  return items.slice(page * perPage, (page + 1) * perPage);
}

function pages(kind: 'welcome' | 'pairings' | 'standings', items: number, perPage: number): Slide[] {
  const count = pageCount(items, perPage);
  return Array.from({ length: count }, (_, page) => ({ kind, page, pages: count }));
}

export interface ShowState {
  /** The organiser's choice. */
  view: ProjectorView;
  kind: 'tournament' | 'league';
  /** The number of the last round whose pairings are published; null before any. */
  round: number | null;
  finished: boolean;
  players: number;
  pairings: number;
  standings: number;
}

/**
 * The slides in their turn. Before the first published round a tournament welcomes its players
 * (whatever the view: there is no clock, pairing or standing yet); a league, which has no rounds,
 * and a finished event show their standings.
 */
export function slidesFor(s: ShowState): Slide[] {
  if (s.kind === 'league' || s.finished) return pages('standings', s.standings, STANDINGS_PER_PAGE);
  if (s.round === null) return pages('welcome', s.players, PLAYERS_PER_PAGE);
  switch (s.view) {
    case 'clock':
      return [{ kind: 'clock' }];
    case 'pairings':
      return pages('pairings', s.pairings, PAIRINGS_PER_PAGE);
    case 'standings':
      return pages('standings', s.standings, STANDINGS_PER_PAGE);
    case 'cycle':
      return [...pages('pairings', s.pairings, PAIRINGS_PER_PAGE), ...pages('standings', s.standings, STANDINGS_PER_PAGE)];
  }
}

/**
 * What starts the turns again when it changes: another view, another round (its pairings come
 * first), the event finishing, a player registering (the page with their name comes up).
 * Results and a page more or less do not: the turns go on where they were.
 */
export function showKey(s: ShowState): string {
  if (s.kind === 'league' || s.finished) return 'standings';
  if (s.round === null) return `welcome:${s.players}`;
  return `${s.view}:${s.round}`;
}

/** The slide the turns (re)start from: the newest player's page while players register, else the first. */
export function firstTurn(s: ShowState): number {
  if (s.kind === 'tournament' && !s.finished && s.round === null) return pageCount(s.players, PLAYERS_PER_PAGE) - 1;
  return 0;
}

/** The slide up after `turns` turns since the show (re)started. */
export function slideAt(slides: readonly Slide[], turns: number): Slide {
  return slides[((turns % slides.length) + slides.length) % slides.length];
}
