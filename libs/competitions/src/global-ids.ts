/**
 * Global ids: every object a client can cache has an id unique across the whole server, so that
 * a normalising cache (Relay, urql's Graphcache, Apollo Client) keeps two events' game `r1-1`
 * apart, and `node(id)` finds any of them again (Relay's Global Object Identification).
 *
 * An object whose own id is a UUID the server made (a competition, a match, a player's entry, an
 * account, an API key) keeps it: it is unique already, and `node` finds it by looking it up. The
 * others are named only within their competition (a game `r1-1`, round 2, season 1, a standings
 * row) or by two keys (a rating: a game system and an account); their global id is the base64url
 * text (no padding) of `Type:part:part…`, e.g. `CompetitionGame:<competition uuid>:r1-1`. The
 * text is opaque to clients: they pass it back, they never build or take it apart.
 */

/** Which standings table a row is of: the standings (settled or live, after a round or now) or a league season's table. */
export type StandingsTableRef = { mode: 'settled' | 'live'; throughRound: number | null } | { season: number };

/** What a global id names: the object's type and its keys. */
export type GlobalRef =
  | { type: 'CompetitionGame'; competitionId: string; game: string }
  | { type: 'Round'; competitionId: string; round: number }
  | { type: 'Season'; competitionId: string; season: number }
  | { type: 'StandingRow'; competitionId: string; table: StandingsTableRef; playerId: string }
  | { type: 'PlayerRating'; rulesetId: string; accountId: string };

export type GlobalType = GlobalRef['type'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text is a UUID: the id of an object that keeps its own (a competition, a match, an entry…). */
export const isUuidId = (id: string): boolean => UUID.test(id);

/** The longest id decoded: far above any real one, so garbage is refused before any work. */
const MAX_ID_LENGTH = 1024;

const NUMBER = /^(0|[1-9][0-9]{0,8})$/;

function tableText(t: StandingsTableRef): string {
  if ('season' in t) return `season-${t.season}`;
  return t.throughRound === null ? t.mode : `${t.mode}-${t.throughRound}`;
}

function tableOf(text: string): StandingsTableRef | null {
  const m = /^(settled|live|season)(?:-(0|[1-9][0-9]{0,8}))?$/.exec(text);
  if (!m) return null;
  if (m[1] === 'season') return m[2] === undefined ? null : { season: Number(m[2]) };
  return { mode: m[1] as 'settled' | 'live', throughRound: m[2] === undefined ? null : Number(m[2]) };
}

/** The parts of a ref after its type; the last one may hold any text (a game's key, a player id), the others none of ':'. */
function partsOf(ref: GlobalRef): string[] {
  switch (ref.type) {
    case 'CompetitionGame':
      return [ref.competitionId, ref.game];
    case 'Round':
      return [ref.competitionId, String(ref.round)];
    case 'Season':
      return [ref.competitionId, String(ref.season)];
    case 'StandingRow':
      return [ref.competitionId, tableText(ref.table), ref.playerId];
    case 'PlayerRating':
      return [ref.rulesetId, ref.accountId];
  }
}

/** The global id of an object known by its keys. */
export function encodeGlobalId(ref: GlobalRef): string {
  return Buffer.from([ref.type, ...partsOf(ref)].join(':'), 'utf8').toString('base64url');
}

/** Splits `text` into `n` parts at its first n-1 colons (the last part keeps any further ones); null when it has fewer. */
function split(text: string, n: number): string[] | null {
  const parts: string[] = [];
  let rest = text;
  for (let i = 1; i < n; i++) {
    const at = rest.indexOf(':');
    if (at < 0) return null;
    parts.push(rest.slice(0, at));
    rest = rest.slice(at + 1);
  }
  parts.push(rest);
  return parts;
}

function refOf(type: string, rest: string): GlobalRef | null {
  switch (type) {
    case 'CompetitionGame': {
      const p = split(rest, 2);
      return p && UUID.test(p[0]) && p[1] !== '' ? { type, competitionId: p[0], game: p[1] } : null;
    }
    case 'Round':
    case 'Season': {
      const p = split(rest, 2);
      if (!p || !UUID.test(p[0]) || !NUMBER.test(p[1])) return null;
      return type === 'Round' ? { type, competitionId: p[0], round: Number(p[1]) } : { type, competitionId: p[0], season: Number(p[1]) };
    }
    case 'StandingRow': {
      const p = split(rest, 3);
      const table = p ? tableOf(p[1]) : null;
      return p && table && UUID.test(p[0]) && p[2] !== '' ? { type, competitionId: p[0], table, playerId: p[2] } : null;
    }
    case 'PlayerRating': {
      const p = split(rest, 2);
      return p && p[0] !== '' && p[1] !== '' ? { type, rulesetId: p[0], accountId: p[1] } : null;
    }
    default:
      return null;
  }
}

/**
 * What a global id names, or null when the text is none: not base64url of a known type with its
 * keys. Only the id's own spelling is taken (the text must be exactly what `encodeGlobalId` makes),
 * so two spellings never name one object and an old id such as `r1-1` is never mistaken for one.
 */
export function decodeGlobalId(id: string): GlobalRef | null {
  if (id.length === 0 || id.length > MAX_ID_LENGTH || !/^[A-Za-z0-9_-]+$/.test(id)) return null;
  const text = Buffer.from(id, 'base64url').toString('utf8');
  const colon = text.indexOf(':');
  if (colon < 0) return null;
  const ref = refOf(text.slice(0, colon), text.slice(colon + 1));
  return ref && encodeGlobalId(ref) === id ? ref : null;
}

/** The global id of a competition's game (`CompetitionGame.id`); its key (`r1-1`) stays `CompetitionGame.key`. */
export const gameGlobalId = (competitionId: string, game: string): string =>
  encodeGlobalId({ type: 'CompetitionGame', competitionId, game });

/** The global id of a competition's round. */
export const roundGlobalId = (competitionId: string, round: number): string => encodeGlobalId({ type: 'Round', competitionId, round });

/** The global id of a league's season. */
export const seasonGlobalId = (competitionId: string, season: number): string => encodeGlobalId({ type: 'Season', competitionId, season });

/** The global id of a player's row in one standings table. */
export const standingRowGlobalId = (competitionId: string, table: StandingsTableRef, playerId: string): string =>
  encodeGlobalId({ type: 'StandingRow', competitionId, table, playerId });

/** The global id of a player's rating in a game system. */
export const ratingGlobalId = (rulesetId: string, accountId: string): string =>
  encodeGlobalId({ type: 'PlayerRating', rulesetId, accountId });

/**
 * A game as a command names it, with its competition: its key (`r1-1`, the old form, accepted
 * until the date the API's changelog states) or its global id. Null when the global id is of
 * another competition's game, or of something that is not a game.
 */
export function gameKeyOf(competitionId: string, game: string): string | null {
  const ref = decodeGlobalId(game);
  if (!ref) return game;
  if (ref.type !== 'CompetitionGame' || ref.competitionId.toLowerCase() !== competitionId.toLowerCase()) return null;
  return ref.game;
}
