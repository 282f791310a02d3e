/** A tiny GraphQL client for end-to-end tests: real HTTP against a running server. */
import type { GameEvent } from '@app/rules';

/** What the end-to-end match tests read back of a match after every command. */
export const MATCH_FIELDS = `id version dice ruleset { id version } players { side name }
  state pending { kind prompt sides orders purpose dice { count sides } }
  outcome { finished winner draw reason sides { side result scores } }`;

export const CREATE_MATCH = `mutation($input: CreateMatchInput!) { createMatch(input: $input) { ${MATCH_FIELDS} } }`;
export const ISSUE_ORDER = `mutation($input: IssueOrderInput!) { issueOrder(input: $input) { ${MATCH_FIELDS} } }`;
export const RECORD_ROLL = `mutation($input: RecordRollInput!) { recordRoll(input: $input) { ${MATCH_FIELDS} } }`;

export interface GqlResult<T = any> {
  data?: T;
  errors?: Array<{ message: string; path?: Array<string | number>; extensions?: Record<string, any> }>;
  /** The HTTP status of the response. */
  status?: number;
}

/** Credentials: an `Authorization` header value (`Bearer …`, `ApiKey …`), or extra headers. */
export type Auth = string | Record<string, string> | undefined;

export type Gql = <T = any>(query: string, variables?: Record<string, unknown>) => Promise<GqlResult<T>>;

export function client(baseUrl: string, auth?: Auth): Gql {
  const extra = typeof auth === 'string' ? { authorization: auth } : (auth ?? {});
  return async function gql<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<GqlResult<T>> {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...extra },
      body: JSON.stringify({ query, variables }),
    });
    return { ...((await res.json()) as GqlResult<T>), status: res.status };
  };
}

/** The data of a result that must have succeeded. */
export function ok<T>(r: GqlResult<T>): T {
  if (r.errors?.length) throw new Error(`unexpected GraphQL errors: ${JSON.stringify(r.errors)}`);
  return r.data as T;
}

/** The single error of a result that must have failed. */
export function failure(r: GqlResult): { message: string; extensions: Record<string, any> } {
  if (!r.errors?.length) throw new Error(`expected an error, got ${JSON.stringify(r.data)}`);
  return { message: r.errors[0].message, extensions: r.errors[0].extensions ?? {} };
}

let accounts = 0;

/** Signs up a fresh organiser account; answers a client acting as it, its token and id. */
export async function organiser(baseUrl: string, name = 'Olga'): Promise<{ gql: Gql; token: string; accountId: string }> {
  const email = `${name.toLowerCase()}-${process.pid}-${Date.now()}-${++accounts}@example.org`;
  const r = ok<{ signUp: { token: string; account: { id: string } } }>(
    await client(baseUrl)(`mutation($i: SignUpInput!) { signUp(input: $i) { token account { id } } }`, {
      i: { email, password: 'correct horse battery', displayName: name },
    }),
  );
  return { gql: client(baseUrl, `Bearer ${r.signUp.token}`), token: r.signUp.token, accountId: r.signUp.account.id };
}

/** The organiser's invitations to a match, exchanged for a client per side. */
export async function seats(baseUrl: string, organiserGql: Gql, matchId: string): Promise<Record<string, { gql: Gql; token: string }>> {
  const { matchInvitations } = ok<{ matchInvitations: Array<{ side: string; token: string }> }>(
    await organiserGql(`query($m: ID!) { matchInvitations(matchId: $m) { side token } }`, { m: matchId }),
  );
  const out: Record<string, { gql: Gql; token: string }> = {};
  for (const inv of matchInvitations) {
    const { joinMatch } = ok<{ joinMatch: { token: string; side: string } }>(
      await client(baseUrl)(`mutation($t: String!) { joinMatch(invitation: $t) { token side } }`, { t: inv.token }),
    );
    out[joinMatch.side] = { gql: client(baseUrl, `Bearer ${joinMatch.token}`), token: joinMatch.token };
  }
  return out;
}

/**
 * The players of each match at a table: `player(matchId, side)` is the client of that side's
 * player, who joins by invitation the first time (side null: the first side, A).
 */
export function tablePlayers(baseUrl: string, organiserGql: Gql): (matchId: string, side: string | null) => Promise<Gql> {
  const tables = new Map<string, Record<string, { gql: Gql }>>();
  return async (matchId, side) => {
    if (!tables.has(matchId)) tables.set(matchId, await seats(baseUrl, organiserGql, matchId));
    return tables.get(matchId)![side ?? 'A'].gql;
  };
}

/**
 * Plays a scripted match through the API, each event by the player of its side: orders through
 * `issueOrder`, reported dice through `recordRoll`. Answers the match (MATCH_FIELDS) as the
 * last mutation returned it.
 */
export async function playThrough(
  player: (matchId: string, side: string | null) => Promise<Gql>,
  matchId: string,
  events: GameEvent[],
): Promise<any> {
  let last: any;
  for (const e of events) {
    if (e.type === 'OrderIssued') {
      last = ok(
        await (
          await player(matchId, e.data.side)
        )(ISSUE_ORDER, { input: { matchId, side: e.data.side, order: e.data.order } }),
      ).issueOrder;
    } else if (e.type === 'DiceRolled') {
      last = ok(
        await (
          await player(matchId, e.data.side)
        )(RECORD_ROLL, { input: { matchId, side: e.data.side, dice: e.data.dice } }),
      ).recordRoll;
    } else {
      throw new Error(`the scripted match has an unexpected ${e.type}`);
    }
  }
  return last;
}

/**
 * Accepts, as the account `gql` acts for, the entry an organiser made for it (by its e-mail
 * address or id) in this competition: an entry is an account's only once its player accepts it.
 */
export async function acceptEntry(gql: Gql, competitionId: string): Promise<void> {
  const { myEntryInvitations } = ok<{ myEntryInvitations: Array<{ competitionId: string; playerId: string }> }>(
    await gql('{ myEntryInvitations { competitionId playerId } }'),
  );
  const mine = myEntryInvitations.filter((i) => i.competitionId === competitionId);
  if (mine.length !== 1) throw new Error(`expected one invitation to ${competitionId}, found ${mine.length}`);
  ok(await gql('mutation($input: EntryInvitationInput!) { acceptEntry(input: $input) { state } }', { input: mine[0] }));
}
