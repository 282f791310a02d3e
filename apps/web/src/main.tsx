import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { OfflineNotice } from './components/OfflineNotice';
import { browserStorage, createI18n, pickLanguage, storedLanguage } from './i18n';
import { AppProviders } from './providers';
import { registerServiceWorker } from './serviceWorker';
import './styles.css';

async function start(): Promise<void> {
  // The strings every page shares; each area's come with its first page (AreaBoundary).
  const i18n = await createI18n(pickLanguage(storedLanguage(browserStorage()), navigator.languages), ['translation']);
  // Screen readers pick their voice by the page's language: it follows every switch.
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <OfflineNotice />
        <AppProviders>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </AppProviders>
      </I18nextProvider>
    </StrictMode>,
  );
  registerServiceWorker();
}

void start();
