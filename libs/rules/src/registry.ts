import type { Ruleset, RulesetInfo } from './ruleset';

export class UnknownRulesetError extends Error {
  readonly code = 'UNKNOWN_RULESET';
  constructor(
    readonly id: string,
    readonly version: string | undefined,
    known: string[],
  ) {
    super(
      version === undefined
        ? `unknown ruleset "${id}" (known: ${known.join(', ') || 'none'})`
        : `ruleset "${id}" has no version "${version}" (known: ${known.join(', ') || 'none'})`,
    );
  }
}

/** Compares dotted versions numerically: 1.10.0 > 1.9.2. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((x) => parseInt(x, 10) || 0);
  const pb = b.split('.').map((x) => parseInt(x, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * Rulesets by id and version. A match pins the version it was created with, so an old
 * match replays with the rules it was played under, even after a newer version ships.
 */
export class RulesetRegistry {
  /** Each version, or what loads it the first time it is asked for (a frozen build). */
  private readonly byId = new Map<string, Map<string, Ruleset | (() => Ruleset)>>();
  /** `id@version` → when the next version of the game shipped (epoch ms), for versions no longer the newest. */
  private readonly supersededAt = new Map<string, number>();

  constructor(rulesets: Ruleset[] = []) {
    rulesets.forEach((r) => this.register(r));
  }

  /**
   * Adds a version. `superseded` (ISO 8601) is when the next version of the game shipped: until
   * then this one was the version new matches got (see `newestAt`).
   */
  register(ruleset: Ruleset, options: { superseded?: string } = {}): this {
    return this.add(ruleset, ruleset, options);
  }

  /** Adds a version whose ruleset `load` makes the first time the version is asked for. */
  registerBuild(key: { id: string; version: string }, load: () => Ruleset, options: { superseded?: string } = {}): this {
    return this.add(key, load, options);
  }

  private add(
    { id, version }: { id: string; version: string },
    ruleset: Ruleset | (() => Ruleset),
    options: { superseded?: string },
  ): this {
    const versions = this.byId.get(id) ?? new Map<string, Ruleset | (() => Ruleset)>();
    if (versions.has(version)) throw new Error(`ruleset ${id}@${version} is registered twice`);
    versions.set(version, ruleset);
    this.byId.set(id, versions);
    if (options.superseded !== undefined) this.supersededAt.set(`${id}@${version}`, Date.parse(options.superseded));
    return this;
  }

  /** Whether the registry has the game, in any version. */
  has(id: string): boolean {
    return this.byId.has(id);
  }

  /** The game's versions, oldest first. */
  versions(id: string): string[] {
    const versions = this.byId.get(id);
    if (!versions) throw new UnknownRulesetError(id, undefined, [...this.byId.keys()]);
    return [...versions.keys()].sort(compareVersions);
  }

  /** The newest version of the game when it is newer than `version`; null when `version` is the newest. */
  newerThan(id: string, version: string): string | null {
    const newest = this.versions(id).pop()!;
    return compareVersions(newest, version) > 0 ? newest : null;
  }

  /**
   * The version new matches of the game got at `at` (epoch ms or ISO 8601): the oldest version
   * not yet superseded then, or the newest. It reads a record written before versions were
   * recorded (an old competition's creation) as the platform read it then.
   */
  newestAt(id: string, at: number | string): Ruleset {
    const time = typeof at === 'number' ? at : Date.parse(at);
    const versions = this.versions(id);
    const then = versions.find((v) => {
      const superseded = this.supersededAt.get(`${id}@${v}`);
      return superseded !== undefined && time < superseded;
    });
    return this.get(id, then ?? versions[versions.length - 1]);
  }

  /** The given version, or the newest when no version is named. */
  get(id: string, version?: string): Ruleset {
    const versions = this.byId.get(id);
    if (!versions) throw new UnknownRulesetError(id, version, [...this.byId.keys()]);
    const wanted = version ?? this.versions(id).pop()!;
    const r = versions.get(wanted);
    if (!r)
      throw new UnknownRulesetError(
        id,
        version,
        this.versions(id).map((v) => `${id}@${v}`),
      );
    if (typeof r !== 'function') return r;
    const loaded = r();
    versions.set(wanted, loaded);
    return loaded;
  }

  /** Every version of every game (each frozen build is run if it was not yet). */
  list(): RulesetInfo[] {
    return [...this.byId.entries()]
      .flatMap(([id, v]) => [...v.keys()].map((version) => this.get(id, version)))
      .map(({ id, version, name, summary, sides, matchMinutes }) => ({ id, version, name, summary, sides, matchMinutes }))
      .sort((a, b) => a.id.localeCompare(b.id) || compareVersions(a.version, b.version));
  }
}
