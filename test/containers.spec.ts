import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * The Dockerfile and docker-compose.yml cannot run here (no container engine): they are held to
 * their rules by reading them. What runs inside the image is the server the other tests run.
 */
const root = join(__dirname, '..');

interface Service {
  image?: string;
  build?: unknown;
  profiles?: string[];
  restart?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition?: string }> | string[];
  healthcheck?: { test?: unknown };
}

describe('docker-compose.yml', () => {
  const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as { services: Record<string, Service> };
  const services = Object.entries(compose.services);
  const inDefault = services.filter(([, s]) => !s.profiles?.length);

  it('runs PostgreSQL and the API by default, and EventStoreDB only in its profile', () => {
    expect(inDefault.map(([name]) => name).sort()).toEqual(['api', 'postgres']);
    expect(compose.services.api.environment?.EVENTSTORE_URL).toBeUndefined();
    expect(compose.services.eventstore.profiles).toEqual(['eventstore']);
    expect(compose.services['api-eventstore'].profiles).toEqual(['eventstore']);
    expect(compose.services['api-eventstore'].environment?.EVENTSTORE_URL).toMatch(/^esdb:\/\/eventstore:2113/);
  });

  it('gives every service a health check and a restart policy', () => {
    for (const [name, s] of services) {
      expect({ name, health: Array.isArray(s.healthcheck?.test) }).toEqual({ name, health: true });
      expect({ name, restart: s.restart }).toEqual({ name, restart: 'unless-stopped' });
    }
  });

  it('starts a service only once what it depends on is healthy', () => {
    for (const [name, s] of services) {
      expect({ name, list: Array.isArray(s.depends_on) }).toEqual({ name, list: false });
      for (const [dependency, how] of Object.entries(s.depends_on ?? {})) {
        expect({ name, dependency, condition: how.condition }).toEqual({ name, dependency, condition: 'service_healthy' });
        expect(compose.services[dependency]?.healthcheck).toBeDefined();
        // A default service never waits for one that only runs in a profile.
        if (!s.profiles?.length) expect(compose.services[dependency].profiles ?? []).toEqual([]);
      }
    }
  });

  it('keeps the read models of each event log in a database of their own', () => {
    const databases = services.filter(([, s]) => s.environment?.DATABASE_URL).map(([, s]) => s.environment!.DATABASE_URL);
    expect(new Set(databases).size).toBe(databases.length);
  });
});

describe('Dockerfile', () => {
  const lines = readFileSync(join(root, 'Dockerfile'), 'utf8')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stages = lines.reduce<string[][]>((all, l) => (l.startsWith('FROM ') ? [...all, [l]] : (all.at(-1)?.push(l), all)), []);
  const runtime = stages.at(-1)!;

  it('builds in one stage and runs from another, on a maintained LTS of Node.js with a pinned tag', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const [from] of stages) expect(from).toMatch(/^FROM node:(22|24)-[a-z]+-slim( AS \w+)?$/);
    expect(runtime.some((l) => /^COPY --from=build /.test(l))).toBe(true);
  });

  it('installs with npm ci, the running stage without the dev dependencies', () => {
    expect(lines.some((l) => /\bnpm install\b/.test(l))).toBe(false);
    expect(runtime.some((l) => /^RUN npm ci --omit=dev\b/.test(l))).toBe(true);
  });

  it('runs as a user without rights, and says how healthy it is', () => {
    const user = runtime.findIndex((l) => l.startsWith('USER '));
    const cmd = runtime.findIndex((l) => l.startsWith('CMD '));
    expect(user).toBeGreaterThan(-1);
    expect(runtime[user]).not.toMatch(/^USER (root|0)$/);
    expect(user).toBeLessThan(cmd);
    expect(runtime.some((l) => /^HEALTHCHECK .*\/health/.test(l))).toBe(true);
  });

  it('copies what the build needs, never the machine’s own node_modules, dist or data', () => {
    const ignored = readFileSync(join(root, '.dockerignore'), 'utf8')
      .split('\n')
      .map((l) => l.trim());
    for (const path of ['node_modules', 'dist', 'data', '.git']) expect(ignored).toContain(path);
    expect(lines.some((l) => /^COPY \. /.test(l))).toBe(false);
  });
});

describe('nest-cli.json', () => {
  it('names every application and library of the repository', () => {
    const projects = (JSON.parse(readFileSync(join(root, 'nest-cli.json'), 'utf8')) as { projects: Record<string, { root: string }> })
      .projects;
    const roots = Object.values(projects)
      .map((p) => p.root)
      .sort();
    // A project is a directory with sources; data such as libs/rulesets/fixtures is not one.
    const dirs = (dir: string) =>
      readdirSync(join(root, dir), { withFileTypes: true })
        .filter((d) => d.isDirectory() && existsSync(join(root, dir, d.name, 'src')))
        .map((d) => `${dir}/${d.name}`);
    // apps/web is the browser app, built by Vite (apps/web/vite.config.mts), and apps/widget the
    // script other sites embed, built by esbuild (apps/widget/build.mjs): neither is a Nest project.
    const expected = [
      ...dirs('apps').filter((d) => d !== 'apps/web' && d !== 'apps/widget'),
      ...dirs('libs').filter((d) => d !== 'libs/rulesets'),
      ...dirs('libs/rulesets'),
    ].sort();
    expect(roots).toEqual(expected);
  });
});
