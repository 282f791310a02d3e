import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * docs/rulesets/warzone.md maps every rule of the seed to its tests. This keeps the map honest:
 * every row has a status, and every test it names (in backticks) is the start of a test title
 * that exists in the Warzone specs (unit and integration) or the end-to-end test.
 */
const root = join(__dirname, '..', '..', '..', '..');
const doc = readFileSync(join(root, 'docs', 'rulesets', 'warzone.md'), 'utf8');
const specs = [
  ...readdirSync(__dirname)
    .filter((f) => /[.-]spec\.ts$/.test(f) && f !== 'coverage.spec.ts')
    .map((f) => readFileSync(join(__dirname, f), 'utf8')),
  readFileSync(join(root, 'test', 'warzone.e2e-spec.ts'), 'utf8'),
].join('\n');

/** Every string literal of the specs: test titles, and the names of table-driven cases. */
const literals = [...specs.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`([^`]*)`/g)].map((m) =>
  (m[1] ?? m[2] ?? m[3]).replace(/\\(['"])/g, '$1'),
);

interface Row {
  post: string;
  lines: string;
  status: string;
  tests: string;
}

function coverageRows(): Row[] {
  const start = doc.indexOf('## Coverage');
  const end = doc.indexOf('\n## ', start + 1);
  return doc
    .slice(start, end)
    .split('\n')
    .filter((l) => /^\|\s*P\d+\s*\|/.test(l))
    .map((l) => {
      // Cells are padded to the column's width (the formatter aligns the table).
      const cells = l.split(' | ').map((c) => c.trim());
      return { post: cells[0].replace(/^\|\s*/, ''), lines: cells[1], status: cells[6], tests: cells[7].replace(/\s*\|$/, '') };
    });
}

describe('the Warzone coverage document', () => {
  const rows = coverageRows();

  it('has a row for every post P1–P10', () => {
    expect(new Set(rows.map((r) => r.post))).toEqual(new Set(['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8', 'P9', 'P10']));
    expect(rows.length).toBeGreaterThan(200);
  });

  it('gives every row a status: implemented, option, or not applicable with a reason', () => {
    const bad = rows.filter((r) => !/^(implemented|option|not applicable)\b/.test(r.status));
    expect(bad.map((r) => `${r.post} ${r.lines}: ${r.status}`)).toEqual([]);
  });

  it('names, for every implemented row, tests that exist', () => {
    const missing: string[] = [];
    for (const r of rows) {
      const names = [...r.tests.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
      if (r.status.startsWith('implemented') && names.length === 0) missing.push(`${r.post} ${r.lines}: no test named`);
      for (const n of names) if (!literals.some((l) => l.startsWith(n))) missing.push(`${r.post} ${r.lines}: no test "${n}"`);
    }
    expect(missing).toEqual([]);
  });

  it('gives every ambiguity its reading and the option that stands for it (or none)', () => {
    const rows = doc
      .slice(doc.indexOf('## Ambiguities'))
      .split('\n')
      .filter((l) => /^\|\s*A\d+\s*\|/.test(l))
      .map((l) => l.split(' | ').map((c) => c.trim()));
    expect(rows.length).toBeGreaterThanOrEqual(53); // the digest's A1–A30 and the seed check's A31–A53, at least
    expect(rows.filter((c) => !c[3] || /TODO/.test(c[3].replace(/ \|$/, ''))).map((c) => c[0])).toEqual([]);
  });
});
