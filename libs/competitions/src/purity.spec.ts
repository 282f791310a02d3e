import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The rules of running an event are pure like a game's: pairing, standings, ratings, brackets
 * and the competition's decide/evolve never read the clock, draw random numbers, do I/O or
 * know about Nest. Only the service at the edge (competition-service.ts) does.
 */
const ROOT = __dirname;
const EDGE = new Set(['competition-service.ts']);
const FORBIDDEN =
  /Math\.random|Date\.now|new Date\(|performance\.now|process\.env|from ['"](node:)?(fs|net|http|child_process|crypto)['"]|@nestjs\/|typeorm|from ['"]pg['"]/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('competitions code is pure', () => {
  const files = sources(ROOT).filter((f) => !EDGE.has(relative(ROOT, f)));

  it('covers the pairing, standings, ratings, brackets and competition modules', () => {
    const folders = new Set(files.map((f) => relative(ROOT, f).split('/')[0]));
    for (const folder of ['swiss', 'standings', 'ratings', 'brackets', 'tables', 'competition']) expect(folders).toContain(folder);
  });

  it.each(files.map((f) => [relative(ROOT, f), f]))('%s reads no clock, no randomness, no I/O', (_name, file) => {
    const hits = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => FORBIDDEN.test(line));
    expect(hits).toEqual([]);
  });
});
