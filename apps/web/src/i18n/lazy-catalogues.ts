import type { BackendModule } from 'i18next';
// Types only: catalogues.ts imports every catalogue, which the app itself must not.
import type { Namespace } from './catalogues';

/**
 * Every catalogue file (catalogues.ts lists the same ones), each loaded only when asked for:
 * the build makes each one a small file of its own, so a page downloads its language's strings
 * for its own areas and no others.
 */
const FILES = import.meta.glob<{ default: object }>(['./en.json', './pl.json', './en/*.json', './pl/*.json']);

const fileOf = (language: string, namespace: string) =>
  namespace === 'translation' ? `./${language}.json` : `./${language}/${namespace}.json`;

/** The namespaces, from the English files: `translation` (en.json), then one per file of en/. */
export const NAMESPACES: readonly Namespace[] = [
  'translation',
  ...Object.keys(FILES).flatMap((path) => /^\.\/en\/(\w+)\.json$/.exec(path)?.[1] ?? []),
] as Namespace[];

/**
 * i18next's source of strings: a namespace in a language, read the first time a page uses it
 * (react-i18next waits for it in AreaBoundary's suspense). A load that fails (the network
 * dropped) is tried again by i18next; a catalogue that does not exist is not.
 */
export const lazyCatalogues: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = FILES[fileOf(language, namespace)];
    if (!load) {
      callback(new Error(`there is no catalogue ${namespace} in ${language}`), false);
      return;
    }
    load().then(
      (file) => callback(null, file.default as Record<string, unknown>),
      (e: unknown) => callback(e instanceof Error ? e : String(e), true),
    );
  },
};
