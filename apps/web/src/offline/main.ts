import { offlineLanguage, storedChoice } from './language';
import './offline.css';

/**
 * The offline page holds its words in every language, each in a `<section lang="…">` written by
 * the build (apps/web/pwa.mts): this shows the reader's and hides the others. It tries again by
 * itself when the browser has a network again, or when asked.
 */
const language = offlineLanguage(storedChoice(), navigator.languages);
const sections = [...document.querySelectorAll<HTMLElement>('section[lang]')];
const shown = sections.find((s) => s.lang === language) ?? sections[0];
for (const section of sections) section.hidden = section !== shown;
if (shown) {
  document.documentElement.lang = shown.lang;
  document.title = shown.dataset.title ?? document.title;
}
const retry = () => window.location.reload();
// Hidden in the markup: without this script they would do nothing.
for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-retry]')) {
  button.addEventListener('click', retry);
  button.hidden = false;
}
window.addEventListener('online', retry);
