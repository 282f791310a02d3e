import 'i18next';
import type { CATALOGUES } from './catalogues';

// Keys given to t() are checked against the English catalogues; the catalogue test keeps Polish in step.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: (typeof CATALOGUES)['en'];
  }
}
