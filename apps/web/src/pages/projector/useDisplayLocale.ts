import { useTranslation } from 'react-i18next';
import { displayLocale } from './locale';

/** The locale the projector writes times and numbers in (locale.ts). */
export function useDisplayLocale(): string {
  const { i18n } = useTranslation('projector');
  return displayLocale(i18n.language, navigator.languages);
}
