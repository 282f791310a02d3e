/**
 * The widget's own words, in English and Polish. It runs on other sites' pages, so it carries
 * them itself (no catalogue to load) and keeps them few.
 */
export type Lang = 'en' | 'pl';

export const LANGS: readonly Lang[] = ['en', 'pl'];

const en = {
  standingsOf: 'Standings: {event}',
  pairingsOf: 'Round {round}: {event}',
  pairingsNone: 'Pairings: {event}',
  gamesOf: 'Games of {player}: {event}',
  gamesOfSomeone: 'A player’s games: {event}',
  rank: 'Rank',
  rankShort: '#',
  player: 'Player',
  points: 'Points',
  pointsShort: 'Pts',
  wins: 'Wins',
  winsShort: 'W',
  draws: 'Draws',
  drawsShort: 'D',
  losses: 'Losses',
  lossesShort: 'L',
  table: 'Table',
  round: 'Round',
  opponent: 'Opponent',
  result: 'Result',
  won: 'Won',
  lost: 'Lost',
  drawn: 'Draw',
  bye: 'Bye',
  open: 'In play',
  reported: 'Reported',
  disputed: 'Disputed',
  dropped: 'dropped',
  loading: 'Loading…',
  noPlayers: 'No players yet.',
  noRound: 'No round has been published yet.',
  noGames: 'No games yet.',
  partial: 'The first {shown} of {total}.',
  standingsUpdated: 'Standings updated.',
  pairingsUpdated: 'Pairings updated.',
  gamesUpdated: 'Games updated.',
  notFound: 'This event is not public, or there is no such event.',
  failed: 'The event could not be loaded.',
  noEvent: 'No event given: set the event attribute.',
  noPlayer: 'No player given: set the player attribute.',
  reconnecting: 'Connection lost: reconnecting…',
  fullResults: 'Full results',
};

export type StringKey = keyof typeof en;
export type Catalogue = Record<StringKey, string>;

const pl: Catalogue = {
  standingsOf: 'Tabela: {event}',
  pairingsOf: 'Runda {round}: {event}',
  pairingsNone: 'Kojarzenia: {event}',
  gamesOf: 'Gry: {player}, {event}',
  gamesOfSomeone: 'Gry gracza: {event}',
  rank: 'Miejsce',
  rankShort: 'Lp.',
  player: 'Gracz',
  points: 'Punkty',
  pointsShort: 'Pkt',
  wins: 'Zwycięstwa',
  winsShort: 'Z',
  draws: 'Remisy',
  drawsShort: 'R',
  losses: 'Porażki',
  lossesShort: 'P',
  table: 'Stół',
  round: 'Runda',
  opponent: 'Przeciwnik',
  result: 'Wynik',
  won: 'Wygrana',
  lost: 'Przegrana',
  drawn: 'Remis',
  bye: 'Pauza',
  open: 'W grze',
  reported: 'Zgłoszony',
  disputed: 'Sporny',
  dropped: 'wycofany',
  loading: 'Wczytywanie…',
  noPlayers: 'Nie ma jeszcze graczy.',
  noRound: 'Żadna runda nie została jeszcze opublikowana.',
  noGames: 'Nie ma jeszcze gier.',
  partial: 'Pierwsze miejsca: {shown} z {total}.',
  standingsUpdated: 'Tabela zaktualizowana.',
  pairingsUpdated: 'Kojarzenia zaktualizowane.',
  gamesUpdated: 'Gry zaktualizowane.',
  notFound: 'To wydarzenie nie jest publiczne albo nie istnieje.',
  failed: 'Nie udało się wczytać wydarzenia.',
  noEvent: 'Nie podano wydarzenia: ustaw atrybut event.',
  noPlayer: 'Nie podano gracza: ustaw atrybut player.',
  reconnecting: 'Utracono połączenie: łączę ponownie…',
  fullResults: 'Pełne wyniki',
};

export const CATALOGUES: Record<Lang, Catalogue> = { en, pl };

/**
 * The language to speak: the one asked for (`lang="pl"`, `pl-PL`), else the page's (the
 * nearest `lang` around the element), else English.
 */
export function langOf(...asked: ReadonlyArray<string | null | undefined>): Lang {
  for (const a of asked) {
    const base = a?.trim().toLowerCase().split(/[-_]/)[0];
    if (base && (LANGS as readonly string[]).includes(base)) return base as Lang;
  }
  return 'en';
}

/** A string of the catalogue with its `{placeholders}` filled in (a value the string does not name is left out). */
export function say(lang: Lang, key: StringKey, values: Record<string, string | number> = {}): string {
  return CATALOGUES[lang][key].replace(/\{(\w+)\}/g, (all, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : all,
  );
}

const numberFormats = new Map<Lang, Intl.NumberFormat>();

/** A number as the language writes it (1.5 in English, 1,5 in Polish). */
export function formatNumber(lang: Lang, value: number): string {
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
    numberFormats.set(lang, format);
  }
  return format.format(value);
}
