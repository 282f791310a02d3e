/**
 * Values reduced to short digests that can be kept in the repository and compared, as JSON with
 * sorted keys (`canonical`). Nothing here imports the kernel's index: the release script digests
 * a frozen version's logs with the code of the commit that released it.
 */
import { createHash } from 'node:crypto';
// Relative, not `@app/rules`: the release script bundles this file with an old commit's kernel.
import { canonical } from '../rules/src/canonical';

export { canonical };

export function digest(value: unknown): string {
  return createHash('sha256').update(canonical(value)).digest('base64url').slice(0, 16);
}
