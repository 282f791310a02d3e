import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Where `npm run codegen:web` writes the typed documents (codegen.ts). */
const GQL_DIR = here('src/gql/');
const DOCUMENTS = here('src/gql/graphql.ts');
const MAP = here('src/gql/gql.ts');

/** `graphql(`…`)` as the app writes every operation: one template literal (codegen allows nothing interpolated). */
const CALL = /\bgraphql\(\s*`([^`\\]*)`\s*\)/g;

/** How graphql.ts writes a document: `export const MeDocument = {"kind":"Document",…} as unknown as DocumentNode<…>;`, one a line. */
const DOCUMENT = /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/gm;

/** Imports of one document each, answered by this plugin. */
const PREFIX = 'virtual:tabletop-document/';
const RESOLVED = '\0tabletop-document:';

/**
 * The generated map from each operation's text to the name of its document in graphql.ts:
 * `"\n  query Me {…}\n": types.MeDocument,`.
 */
function readDocumentNames(): Map<string, string> {
  const source = readFileSync(MAP, 'utf8');
  const start = source.search(/const documents(?::\s*\w+)?\s*=\s*\{/);
  if (start === -1) throw new Error(`${MAP} has no map of documents: run npm run codegen:web`);
  const names = new Map<string, string>();
  for (const m of source.slice(start).matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),?$/gm)) names.set(JSON.parse(m[1]) as string, m[2]);
  return names;
}

/** Each document's syntax tree as graphql.ts writes it (JSON, fragments it uses included), by name. */
function readDocuments(): Map<string, string> {
  const documents = new Map<string, string>();
  for (const m of readFileSync(DOCUMENTS, 'utf8').matchAll(DOCUMENT)) documents.set(m[1], m[2]);
  return documents;
}

/**
 * Each `graphql(`…`)` of the app replaced, at build time, by an import of a module holding that
 * one document (what the client preset's Babel plugin does, one step further). The `graphql`
 * function looks documents up in a map of every operation of the app, and graphql.ts holds them
 * all in one module: either would put every document, the console's and the match page's too,
 * in the download of any page. A module per document goes with the pages that use it.
 * Types are unchanged: TypeScript still reads the `graphql` overloads. An operation that
 * graphql.ts does not have (codegen not run since it changed) fails the build rather than
 * leaving the whole map in.
 */
export function typedDocuments(): Plugin {
  let names = new Map<string, string>();
  let documents = new Map<string, string>();
  return {
    name: 'tabletop:typed-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      names = readDocumentNames();
      documents = readDocuments();
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      const document = documents.get(name);
      if (!document) this.error(`${DOCUMENTS} has no document ${name}: run npm run codegen:web`);
      return `export default ${document};`;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(GQL_DIR) || !code.includes('graphql(')) return null;
      const used = new Set<string>();
      const replaced = code.replace(CALL, (_call, text: string) => {
        const name = names.get(text);
        if (!name || !documents.has(name)) this.error(`an operation in ${id} is not in ${DOCUMENTS}: run npm run codegen:web`);
        used.add(name);
        return `__document_${name}`;
      });
      if (used.size === 0) return null;
      // On the first line, before the rest: no line of the module moves.
      const imports = [...used].map((n) => `import __document_${n} from ${JSON.stringify(PREFIX + n)};`).join(' ');
      return { code: imports + replaced, map: null };
    },
  };
}
