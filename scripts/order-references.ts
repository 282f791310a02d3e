/**
 * Writes the generated order references (docs/rulesets/<id>-orders.md), the shared codes
 * (docs/rulesets/codes.md) and the worked example logs (docs/examples/<id>.jsonl) from the games'
 * code: `npm run docs:orders`, after changing a game's orders, schemas or `reference`.
 * libs/releases/src/order-reference.spec.ts fails while a committed file differs from what this writes.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { orderReferenceFiles } from '../libs/releases/src/order-reference';
import { gameReferences } from '../libs/rulesets/references';

const root = process.argv[2] ?? process.cwd();
for (const { path, text } of orderReferenceFiles(gameReferences)) {
  const file = join(root, path);
  const same = existsSync(file) && readFileSync(file, 'utf8') === text;
  if (!same) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  process.stdout.write(`${same ? 'unchanged' : 'wrote    '} ${path}\n`);
}
for (const entry of gameReferences) {
  if (entry.exampleMatch() === null)
    process.stdout.write(`note: ${entry.ruleset.id} has no worked example yet (its exampleMatch() is null)\n`);
}
