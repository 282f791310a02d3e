import 'i18next';
import type en from './en.json';

// Keys given to t() are checked against the English catalogue; the catalogue test keeps Polish in step.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
