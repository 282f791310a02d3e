/**
 * `<tabletop-standings>`: a public event's standings, current pairings or one player's games,
 * drawn in a shadow root and kept current over one WebSocket per server (graphql-ws). No
 * cookie is set or needed, no key: it reads what any visitor may read.
 */
import { createClient, type Client } from 'graphql-ws/client';
import { joinPages, VIEWS, type Game, type Round, type StandingRow, type View } from './model';
import { EVENT_NAME, GAMES, ROUNDS, STANDINGS } from './queries';
import { escapeHtml, renderMessage, renderPairings, renderPlayer, renderStandings } from './render';
import { CSS } from './style';
import { langOf, say, type Lang, type StringKey } from './strings';

/** The most rows one update of the standings carries (the API's page size); more come as further pages. */
const PAGE = 100;

/** One client, so one socket, per server, however many widgets a page has. */
const clients = new Map<string, Client>();

/** Waits between attempts to connect again: 1 s, 2 s, 4 s… up to half a minute, spread a little so a hall's screens do not knock at once. */
const retryWait = (retries: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.min(30_000, 1000 * 2 ** retries) + Math.random() * 1000));

function clientFor(server: string): Client {
  let client = clients.get(server);
  if (!client) {
    const url = new URL('/graphql', server);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    // A widget stays on a page for hours: it keeps trying to connect again, however long the server is away.
    client = createClient({ url: url.href, lazy: true, retryAttempts: Infinity, retryWait });
    clients.set(server, client);
  }
  return client;
}

interface GraphQLErrorLike {
  message: string;
  extensions?: { code?: unknown };
}

/** What went wrong, as the widget says it: an event the visitor may not see reads as one that does not exist. */
function failure(errors: unknown): StringKey {
  const list = Array.isArray(errors) ? (errors as GraphQLErrorLike[]) : [];
  return list.some((e) => e.extensions?.code === 'NOT_FOUND' || e.extensions?.code === 'FORBIDDEN') ? 'notFound' : 'failed';
}

let stylesheet: CSSStyleSheet | null | undefined;

/**
 * The styles as a constructed style sheet, which a page's Content-Security-Policy does not
 * restrict; a `<style>` element in browsers without them.
 */
function adoptStyles(root: ShadowRoot): void {
  if (stylesheet === undefined) {
    try {
      stylesheet = new CSSStyleSheet();
      stylesheet.replaceSync(CSS);
    } catch {
      stylesheet = null;
    }
  }
  if (stylesheet && 'adoptedStyleSheets' in root) {
    root.adoptedStyleSheets = [stylesheet];
  } else {
    const style = document.createElement('style');
    style.textContent = CSS;
    root.prepend(style);
  }
}

/** The server the script came from: the widget's default `server`. */
let scriptServer: string | undefined;

export function setDefaultServer(url: string | undefined): void {
  scriptServer = url;
}

const RESTARTING = ['event', 'view', 'player', 'lang', 'mode', 'limit', 'server'];

export class TabletopStandings extends HTMLElement {
  static get observedAttributes(): string[] {
    return [...RESTARTING, 'theme', 'density'];
  }

  private readonly content: HTMLElement;
  private readonly state: HTMLElement;
  private readonly status: HTMLElement;
  private readonly link: HTMLElement;
  private stops: Array<() => void> = [];
  /** What is shown, drawn again as it changes. */
  private shown = '';
  /** Whether data is shown (not a message): a new drawing of it is an update. */
  private drawn = false;
  private announcements = 0;
  private restartQueued = false;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    adoptStyles(root);
    const frame = document.createElement('div');
    frame.className = 'frame';
    frame.setAttribute('part', 'frame');
    frame.innerHTML =
      '<div class="content"></div><p class="state" part="state"></p><p class="vh" role="status" aria-live="polite"></p><p class="link"></p>';
    root.append(frame);
    [this.content, this.state, this.status, this.link] = Array.from(frame.children) as HTMLElement[];
  }

  connectedCallback(): void {
    this.start();
  }

  disconnectedCallback(): void {
    this.stop();
  }

  attributeChangedCallback(name: string, before: string | null, after: string | null): void {
    // The theme and the density are styles only (style.ts); the rest asks for other data.
    if (!this.isConnected || before === after || !RESTARTING.includes(name) || this.restartQueued) return;
    // Several attributes set together start it again once.
    this.restartQueued = true;
    queueMicrotask(() => {
      this.restartQueued = false;
      if (!this.isConnected) return;
      this.stop();
      this.start();
    });
  }

  private get language(): Lang {
    const around = this.parentElement?.closest('[lang]')?.getAttribute('lang');
    return langOf(this.getAttribute('lang'), around, document.documentElement.lang, navigator.language);
  }

  private get view(): View {
    const v = this.getAttribute('view');
    return (VIEWS as readonly string[]).includes(v ?? '') ? (v as View) : 'standings';
  }

  private get server(): string {
    return this.getAttribute('server') ?? scriptServer ?? location.origin;
  }

  private stop(): void {
    for (const stop of this.stops.splice(0)) stop();
  }

  private start(): void {
    const lang = this.language;
    this.shown = '';
    this.drawn = false;
    this.state.textContent = '';
    this.status.textContent = '';
    this.link.textContent = '';
    const event = this.getAttribute('event')?.trim();
    const player = this.getAttribute('player')?.trim();
    if (!event) return this.show(renderMessage(lang, 'noEvent'));
    if (this.view === 'player' && !player) return this.show(renderMessage(lang, 'noPlayer'));
    this.show(renderMessage(lang, 'loading'));
    let client: Client;
    try {
      client = clientFor(this.server);
    } catch {
      return this.show(renderMessage(lang, 'failed'));
    }
    // Said while the socket is down; the subscriptions resume (and send the whole view again) when it is back.
    this.stops.push(
      client.on('closed', () => {
        if (this.shown) this.state.textContent = say(lang, 'reconnecting');
      }),
      client.on('connected', () => {
        this.state.textContent = '';
      }),
    );
    const page = `${this.server.replace(/\/$/, '')}/events/${encodeURIComponent(event)}${
      this.view === 'player' ? `/players/${encodeURIComponent(player!)}` : ''
    }`;
    this.link.innerHTML = `<a href="${escapeHtml(page)}" target="_blank" rel="noopener" part="link">${escapeHtml(say(lang, 'fullResults'))}</a>`;
    if (this.view === 'standings') this.followStandings(client, lang, event);
    else this.followGames(client, lang, event, player ?? '');
  }

  /** Runs `query` and calls `next` with each answer's data; any error ends it and says so. */
  private follow<T>(client: Client, query: string, variables: Record<string, unknown>, next: (data: T) => void): () => void {
    let stopped = false;
    const fail = (errors: unknown) => {
      if (stopped) return;
      stopped = true;
      this.stop();
      this.state.textContent = '';
      this.show(renderMessage(this.language, failure(errors)));
    };
    const stop = client.subscribe<T>(
      { query, variables },
      {
        next: (result) => {
          if (stopped) return;
          if (result.errors?.length || !result.data) return fail(result.errors);
          next(result.data);
        },
        error: fail,
        complete: () => undefined,
      },
    );
    const end = () => {
      stopped = true;
      stop();
    };
    this.stops.push(end);
    return end;
  }

  private followStandings(client: Client, lang: Lang, event: string): void {
    const limitAttribute = Number.parseInt(this.getAttribute('limit') ?? '', 10);
    const limit = Number.isInteger(limitAttribute) && limitAttribute > 0 ? limitAttribute : Infinity;
    const mode = this.getAttribute('mode') === 'live' ? 'live' : 'settled';
    const first = Math.min(limit, PAGE);
    const pages: Array<StandingRow[] | undefined> = [];
    const followed = new Set<number>();
    let total = 0;
    let name: string | undefined;
    const draw = () => {
      if (name === undefined || !pages[0]) return;
      this.show(renderStandings(lang, { event: name, rows: joinPages(pages).slice(0, limit), total }), 'standingsUpdated');
    };
    this.follow<{ competition: { name: string } | null }>(client, EVENT_NAME, { id: event }, (data) => {
      if (!data.competition) return this.show(renderMessage(lang, 'notFound'));
      name = data.competition.name;
      draw();
    });
    // One subscription a page: each follows the rows at its positions, whoever stands there.
    const followPage = (index: number, after: string | null) => {
      followed.add(index);
      type Answer = {
        standingsChanged: {
          rows: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: Array<{ node: StandingRow }> };
        };
      };
      this.follow<Answer>(client, STANDINGS, { id: event, mode, first, after }, (data) => {
        const { rows } = data.standingsChanged;
        pages[index] = rows.edges.map((e) => e.node);
        total = rows.totalCount;
        const next = index + 1;
        if (rows.pageInfo.hasNextPage && rows.pageInfo.endCursor && next * first < limit && !followed.has(next)) {
          followPage(next, rows.pageInfo.endCursor);
        }
        draw();
      });
    };
    followPage(0, null);
  }

  private followGames(client: Client, lang: Lang, event: string, player: string): void {
    if (this.view === 'pairings') {
      this.follow<{ competitionUpdated: { name: string; rounds: Round[] } }>(client, ROUNDS, { id: event }, (data) => {
        const { name, rounds } = data.competitionUpdated;
        this.show(renderPairings(lang, { event: name, rounds }), 'pairingsUpdated');
      });
    } else {
      this.follow<{ competitionUpdated: { name: string; games: Game[] } }>(client, GAMES, { id: event }, (data) => {
        const { name, games } = data.competitionUpdated;
        this.show(renderPlayer(lang, { event: name, playerId: player, games }), 'gamesUpdated');
      });
    }
  }

  /**
   * Draws `html` unless it is what is shown already; a change after the first drawing is
   * announced (politely) as `announce` says, for who cannot see it happen.
   */
  private show(html: string, announce?: StringKey): void {
    if (html === this.shown) return;
    const again = this.drawn && announce !== undefined;
    this.drawn = announce !== undefined;
    this.shown = html;
    this.content.innerHTML = html;
    this.setAttribute('data-state', announce ? 'ready' : 'message');
    if (again) {
      // The same words again would not be read again: they alternate with a trailing space.
      this.announcements += 1;
      this.status.textContent = say(this.language, announce) + (this.announcements % 2 ? '' : '\u00a0');
    }
  }
}
