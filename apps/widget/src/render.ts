/**
 * The widget's markup, as text: a table with its caption and headers for each view. Pure
 * functions of the data and the language, so they are tested without a browser; the element
 * (element.ts) puts their text into its shadow root. Every value from the API is escaped.
 */
import { currentRound, gamesOfPlayer, outcomeOf, playerName, type Game, type Round, type StandingRow } from './model';
import { formatNumber, say, type Lang, type StringKey } from './strings';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for markup, in an element or an attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** A column heading with a short visible label and its whole name for assistive technology. */
function shortHeading(lang: Lang, short: StringKey, full: StringKey, className = 'num'): string {
  return `<th scope="col" class="${className}" part="header"><span aria-hidden="true">${escapeHtml(say(lang, short))}</span><span class="vh">${escapeHtml(say(lang, full))}</span></th>`;
}

const heading = (lang: Lang, key: StringKey, className = '') =>
  `<th scope="col"${className ? ` class="${className}"` : ''} part="header">${escapeHtml(say(lang, key))}</th>`;

/** A table in a region of its own: focusable, so a keyboard can scroll it sideways on a narrow page. */
function table(caption: string, head: string, body: string, id: string): string {
  return (
    `<div class="scroll" role="region" aria-labelledby="${id}" tabindex="0">` +
    `<table part="table"><caption id="${id}" part="caption">${escapeHtml(caption)}</caption>` +
    `<thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`
  );
}

const note = (text: string) => `<p class="note" part="note">${escapeHtml(text)}</p>`;

export interface StandingsData {
  event: string;
  rows: readonly StandingRow[];
  /** How many rows the whole standings have. */
  total: number;
}

export function renderStandings(lang: Lang, data: StandingsData): string {
  const caption = say(lang, 'standingsOf', { event: data.event });
  if (data.rows.length === 0) return `<h2 class="title" part="caption">${escapeHtml(caption)}</h2>${note(say(lang, 'noPlayers'))}`;
  const n = (v: number) => escapeHtml(formatNumber(lang, v));
  const head =
    shortHeading(lang, 'rankShort', 'rank', 'num rank') +
    heading(lang, 'player', 'name') +
    shortHeading(lang, 'pointsShort', 'points') +
    shortHeading(lang, 'winsShort', 'wins') +
    shortHeading(lang, 'drawsShort', 'draws') +
    shortHeading(lang, 'lossesShort', 'losses');
  const body = data.rows
    .map(
      (r) =>
        `<tr part="row${r.dropped ? ' dropped' : ''}"><td class="num rank">${n(r.rank)}</td>` +
        `<th scope="row" class="name">${escapeHtml(r.name)}${r.dropped ? ` <span class="tag">${escapeHtml(say(lang, 'dropped'))}</span>` : ''}</th>` +
        `<td class="num strong">${n(r.points)}</td><td class="num">${n(r.wins)}</td><td class="num">${n(r.draws)}</td><td class="num">${n(r.losses)}</td></tr>`,
    )
    .join('');
  const partial = data.total > data.rows.length ? note(say(lang, 'partial', { shown: n(data.rows.length), total: n(data.total) })) : '';
  return table(caption, head, body, 'tabletop-caption') + partial;
}

/** A game's result between its two players: 1–0, 0–1, ½–½, or where it stands. */
function pairingResult(lang: Lang, game: Game): string {
  switch (outcomeOf(game)) {
    case 'aWon':
      return '1–0';
    case 'bWon':
      return '0–1';
    case 'draw':
      return '½–½';
    case 'bye':
      return say(lang, 'bye');
    case 'reported':
      return say(lang, 'reported');
    case 'disputed':
      return say(lang, 'disputed');
    default:
      return say(lang, 'open');
  }
}

export interface PairingsData {
  event: string;
  rounds: readonly Round[];
}

export function renderPairings(lang: Lang, data: PairingsData): string {
  const round = currentRound(data.rounds);
  if (!round) {
    return `<h2 class="title" part="caption">${escapeHtml(say(lang, 'pairingsNone', { event: data.event }))}</h2>${note(say(lang, 'noRound'))}`;
  }
  const caption = say(lang, 'pairingsOf', { round: formatNumber(lang, round.round), event: data.event });
  const head = heading(lang, 'table', 'num') + heading(lang, 'player') + heading(lang, 'result', 'result') + heading(lang, 'player');
  const games = [...round.games].sort((x, y) => (x.table || Infinity) - (y.table || Infinity));
  const body = games
    .map(
      (g) =>
        `<tr part="row"><td class="num">${g.table ? escapeHtml(formatNumber(lang, g.table)) : '–'}</td>` +
        `<td class="name">${escapeHtml(g.aName)}</td><td class="result">${escapeHtml(pairingResult(lang, g))}</td>` +
        `<td class="name">${g.bName === null ? '–' : escapeHtml(g.bName)}</td></tr>`,
    )
    .join('');
  return table(caption, head, body, 'tabletop-caption');
}

/** A game's result for one of its players: won, lost, drawn, a bye, or where it stands. */
function playerResult(lang: Lang, game: Game, playerId: string): string {
  const outcome = outcomeOf(game);
  if (outcome === 'aWon' || outcome === 'bWon') return say(lang, (outcome === 'aWon') === (game.a === playerId) ? 'won' : 'lost');
  if (outcome === 'draw') return say(lang, 'drawn');
  return pairingResult(lang, game);
}

export interface PlayerData {
  event: string;
  playerId: string;
  games: readonly Game[];
}

export function renderPlayer(lang: Lang, data: PlayerData): string {
  const name = playerName(data.games, data.playerId);
  const caption = name ? say(lang, 'gamesOf', { player: name, event: data.event }) : say(lang, 'gamesOfSomeone', { event: data.event });
  const games = gamesOfPlayer(data.games, data.playerId);
  if (games.length === 0) return `<h2 class="title" part="caption">${escapeHtml(caption)}</h2>${note(say(lang, 'noGames'))}`;
  const head =
    heading(lang, 'round', 'num') + heading(lang, 'table', 'num') + heading(lang, 'opponent') + heading(lang, 'result', 'result');
  const body = games
    .map((g) => {
      const opponent = g.a === data.playerId ? g.bName : g.aName;
      return (
        `<tr part="row"><td class="num">${escapeHtml(formatNumber(lang, g.round))}</td>` +
        `<td class="num">${g.table ? escapeHtml(formatNumber(lang, g.table)) : '–'}</td>` +
        `<td class="name">${opponent === null ? '–' : escapeHtml(opponent)}</td>` +
        `<td class="result">${escapeHtml(playerResult(lang, g, data.playerId))}</td></tr>`
      );
    })
    .join('');
  return table(caption, head, body, 'tabletop-caption');
}

/** A line saying why there is nothing to show (loading, not found, a missing attribute). */
export function renderMessage(lang: Lang, key: StringKey): string {
  return note(say(lang, key));
}
