/**
 * Records a ruleset version's stored match logs and their digests with the code of the commit
 * that released the version: `freeze-ruleset.mjs` bundles this file together with that commit's
 * kernel and game and runs it once. The kernel and the game come in as arguments, typed loosely
 * on purpose: they are whatever that commit exported, not today's types.
 *
 * The matches are made by the game's own scripts and seeded random drivers of that commit, so
 * they are played by that version's rules. Each log is written as `tabletop-match-log` (see
 * docs/match-log.md); its digests are what the commit's kernel says after each event: the
 * outcome, the pending decision, every viewer's view of the event and of the state.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { digest } from '../../libs/rulesets/canonical';

type Module = Record<string, any>;

interface Recipe {
  /** The log's file name, without `.jsonl`. */
  name: string;
  setup: unknown;
  players: Array<{ side: string; name: string }>;
  dice: 'reported' | 'server';
  serverSeedCommitment?: string | null;
  events: Array<{ type: string; data: Record<string, unknown> }>;
}

export interface RecordOptions {
  id: string;
  version: string;
  exportName: string;
  commit: string;
  outDir: string;
  /** When the first match starts (ISO 8601); each event is stamped seven seconds after the one before. */
  startedAt: string;
}

/** A UUID (version 4 layout) that follows from `text`, so recording twice writes the same files. */
function uuidOf(text: string): string {
  const h = createHash('sha256').update(text).digest('hex');
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function need(game: Module, name: string, id: string): any {
  if (game[name] === undefined) throw new Error(`${id}: this commit's game exports no "${name}", which its recipes use`);
  return game[name];
}

const pair = (a: string, b: string) => [
  { side: a, name: a },
  { side: b, name: b },
];

/** A prefix of a match, to store a match in progress. */
const upTo = (r: Recipe, share: number): Recipe => ({ ...r, events: r.events.slice(0, Math.floor(r.events.length * share)) });

/** A stored log's server seed: it follows from the log's name, and is revealed in the log when the match ends. */
const seedOf = (text: string): string => createHash('sha256').update(`server seed ${text}`).digest('hex');

/**
 * A match played as the server plays it: the game's random driver (`randomEvent`) picks each
 * order and each reported roll, the kernel decides it, the server makes the rolls only it may
 * make from the match's seed, and reveals the seed at the end. Rolls the driver makes for a
 * match whose players report their dice are reported by the side the roll waits for.
 */
function played(
  kernel: Module,
  game: Module,
  ruleset: any,
  recipe: Omit<Recipe, 'events'>,
  seed: number,
  limits: { events: number; timeAfter?: number },
): Recipe {
  const registry = new kernel.RulesetRegistry([ruleset]);
  const serverSeed = seedOf(recipe.name);
  const created = {
    matchId: 'recorded',
    ruleset: { id: ruleset.id, version: ruleset.version },
    players: recipe.players,
    setup: recipe.setup,
    dice: recipe.dice,
    serverSeedCommitment: recipe.dice === 'server' ? kernel.seedCommitment(serverSeed) : null,
  };
  let match = kernel.startMatch(registry, created);
  if (kernel.isViolation(match)) throw new Error(`${recipe.name}: setup refused: ${String(match)}`);
  const next = need(game, 'seeded', ruleset.id)(seed);
  const events: Array<{ type: string; data: Record<string, unknown> }> = [];
  const take = (event: any, actor: Record<string, unknown>) => {
    const decided = kernel.decide(match, event, actor);
    if (kernel.isViolation(decided))
      throw new Error(`${recipe.name}: event ${events.length + 2} (${event.type}) refused: ${String(decided)}`);
    for (const e of decided) {
      match = kernel.apply(match, e);
      events.push({ type: e.type, data: e.data });
    }
  };
  let expired = false;
  while (events.length < limits.events && !kernel.outcomeOf(match).finished) {
    // The match clock runs out once: the game's time rule answers, and play goes on as that rule says (§2.3: the phase ends).
    if (limits.timeAfter !== undefined && events.length >= limits.timeAfter && !expired) {
      expired = true;
      for (const e of ruleset.onTimeExpired(match.game, 'match', null)) take(e, { kind: 'server' });
      continue;
    }
    const pending = kernel.pendingOf(match);
    if (pending.kind === 'roll' && (pending.server || recipe.dice === 'server')) {
      const nonce = match.serverRolls;
      const dice = kernel.deriveDice(serverSeed, nonce, pending.dice);
      const commitment = kernel.rollCommitment ? kernel.rollCommitment(serverSeed, { nonce, purpose: pending.purpose, dice }) : undefined;
      take(
        {
          type: 'DiceRolled',
          data: { side: pending.side, purpose: pending.purpose, dice, source: 'server', nonce, ...(commitment ? { commitment } : {}) },
        },
        { kind: 'server' },
      );
      continue;
    }
    const event = need(game, 'randomEvent', ruleset.id)(match.game, next);
    if (event === null) break;
    if (event.type === 'DiceRolled') {
      const side = pending.kind === 'roll' && pending.side !== null ? pending.side : recipe.players[0].side;
      take({ type: 'DiceRolled', data: { ...event.data, side, source: 'reported' } }, { kind: 'player', side });
    } else take(event, actorOf(event));
  }
  // The server reveals the seed when the match ends, with no decision of the rules to ask.
  if (recipe.dice === 'server' && kernel.outcomeOf(match).finished) {
    const reveal = { type: 'ServerSeedRevealed', data: { seed: serverSeed } };
    match = kernel.apply(match, reveal);
    events.push(reveal);
  }
  return { ...recipe, serverSeedCommitment: created.serverSeedCommitment, events };
}

/** Each game's handful of matches: finished ones and one or two still in progress. */
function recipes(id: string, game: Module, kernel: Module, ruleset: any): Recipe[] {
  switch (id) {
    case 'solaris7': {
      const seats = (setup: any) => ['A', 'B', 'C', 'D'].filter((s) => setup.teams[s] !== undefined).map((s) => ({ side: s, name: s }));
      const random = (name: string, players: number, teams: boolean, seed: number, timeAfter: number): Recipe => {
        const setup = need(game, 'randomSetup', id)(players, teams, true);
        return played(kernel, game, ruleset, { name, setup, players: seats(setup), dice: 'reported' }, seed, { events: 2000, timeAfter });
      };
      const standard = need(game, 'standardSampleMatch', id);
      const script = need(game, 'playScriptedMatch', id)() as any[];
      return [
        {
          name: 'standard-scripted',
          setup: standard,
          players: seats(standard),
          dice: 'reported',
          events: script.map((e) => ({ type: e.type, data: e.data })),
        },
        random('duel-seed-1', 2, false, 1, 150),
        random('teams-seed-2', 4, true, 2, 200),
        upTo(random('three-seed-3-in-progress', 3, false, 3, 300), 0.5),
      ];
    }
    case 'warzone': {
      const setup = { armies: need(game, 'SAMPLE_ARMIES', id), environment: { type: 'jungle', level: 2 }, options: { maxTurns: 6 } };
      const random = (name: string, seed: number, events = 4000) =>
        played(kernel, game, ruleset, { name, setup, players: pair('A', 'B'), dice: 'reported' }, seed, { events });
      return [random('skirmish-seed-1', 1), random('skirmish-seed-2', 2), random('skirmish-seed-3-in-progress', 3, 60)];
    }
    case 'konwoj': {
      const random = (name: string, seed: number, events = 4000) =>
        played(kernel, game, ruleset, { name, setup: {}, players: pair('moloch', 'outpost'), dice: 'server' }, seed, { events });
      return [random('game-seed-1', 1), random('game-seed-2', 2), random('game-seed-3-in-progress', 3, 50)];
    }
    case 'vigilant-peace': {
      const created = need(game, 'sampleMatchCreated', id)('recorded');
      const sample = (name: string, events: any[]): Recipe => ({
        name,
        setup: created.setup,
        players: created.players,
        dice: created.dice,
        events: events.map((e) => ({ type: e.type, data: e.data })),
      });
      return [
        sample('scripted', need(game, 'playScriptedMatch', id)()),
        sample('long-20-turns-in-progress', need(game, 'longMatchEvents', id)(20)),
        upTo(sample('scripted-in-progress', need(game, 'playScriptedMatch', id)()), 0.5),
      ];
    }
    default:
      throw new Error(`no recipes for ruleset "${id}": add its matches to scripts/freeze/recorder.ts`);
  }
}

/** Who acted, as the server records it: the side an event names, or the server. */
function actorOf(event: { type: string; data: Record<string, unknown> }): Record<string, unknown> {
  const side = typeof event.data.side === 'string' ? event.data.side : null;
  if (event.type === 'TimeExpired' || event.type === 'ServerSeedRevealed') return { kind: 'server' };
  if (event.type === 'DiceRolled' && event.data.source === 'server') return { kind: 'server' };
  return side ? { kind: 'player', side } : { kind: 'server' };
}

export function record(kernel: Module, game: Module, options: RecordOptions): void {
  const { id, version, exportName, commit, outDir } = options;
  const ruleset = game[exportName];
  if (!ruleset || ruleset.id !== id) throw new Error(`this commit's game exports no ruleset "${exportName}" with id "${id}"`);
  if (ruleset.version !== version) throw new Error(`this commit holds ${id}@${ruleset.version}, not ${id}@${version}`);
  if (existsSync(outDir)) throw new Error(`${outDir} exists: a version's logs are recorded once, never over`);
  const registry = new kernel.RulesetRegistry([ruleset]);
  let clock = Date.parse(options.startedAt);
  // Written only once every match is made and checked: a failed recording leaves nothing behind.
  const files: Array<[string, string]> = [];
  const matches = recipes(id, game, kernel, ruleset).map((recipe) => {
    const matchId = uuidOf(`${id}@${version}/${recipe.name}`);
    const created = {
      matchId,
      ruleset: { id, version },
      players: recipe.players,
      setup: recipe.setup,
      dice: recipe.dice,
      serverSeedCommitment: recipe.serverSeedCommitment ?? null,
    };
    const stream = [{ type: 'MatchCreated', data: created }, ...recipe.events];
    // Refused here, a recipe is wrong for this commit: nothing is written for it.
    kernel.replay(registry, stream, { validate: true });
    let match = kernel.startMatch(registry, created);
    if (kernel.isViolation(match)) throw new Error(`${recipe.name}: setup refused: ${String(match)}`);
    const viewers = [
      { kind: 'public' },
      { kind: 'organiser' },
      ...kernel.seatedSides(match).map((side: string) => ({ kind: 'player', side })),
    ];
    const after = recipe.events.map((event) => {
      const meaning = viewers.map((v) => (match.ruleset.viewEvent ? match.ruleset.viewEvent(match.game, event, v) : event));
      match = kernel.apply(match, event);
      const views = digest(viewers.map((v) => match.ruleset.view(match.game, v)));
      return `${digest(kernel.outcomeOf(match))} ${digest(kernel.pendingOf(match))} ${digest(meaning)} ${views}`;
    });
    const lines = stream.map((event, i) => {
      const at = new Date(clock + i * 7000).toISOString();
      return JSON.stringify({
        n: i + 1,
        eventId: uuidOf(`${matchId}/${i + 1}`),
        type: event.type,
        data: event.data,
        metadata: { actor: i === 0 ? { kind: 'organiser' } : actorOf(event), at },
        recordedAt: new Date(clock + i * 7000 + 12).toISOString(),
      });
    });
    clock += stream.length * 7000 + 3_600_000;
    const header = { format: 'tabletop-match-log', formatVersion: 1, matchId, ruleset: { id, version }, events: stream.length };
    files.push([`${recipe.name}.jsonl`, [JSON.stringify(header), ...lines].join('\n') + '\n']);
    return {
      name: recipe.name,
      file: `${recipe.name}.jsonl`,
      events: recipe.events.length,
      finished: Boolean(kernel.outcomeOf(match).finished),
      stream: digest([created, recipe.events]),
      after,
    };
  });
  const digests = { ruleset: id, version, commit, recordedWith: `the kernel and rules of commit ${commit}`, matches };
  files.push(['digests.json', JSON.stringify(digests, null, 1) + '\n']);
  mkdirSync(outDir, { recursive: true });
  for (const [file, text] of files) writeFileSync(join(outDir, file), text);
  for (const m of matches) process.stdout.write(`  ${m.file}: ${m.events + 1} events, ${m.finished ? 'finished' : 'in progress'}\n`);
}
