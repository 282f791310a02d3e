import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { Provider as GraphQLProvider } from 'urql';
import { App } from './App';
import { createClient } from './client';
import { browserStorage, createI18n, pickLanguage, storedLanguage } from './i18n';
import './styles.css';

async function start(): Promise<void> {
  const i18n = await createI18n(pickLanguage(storedLanguage(browserStorage()), navigator.languages));
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
        <GraphQLProvider value={createClient(window.location)}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </GraphQLProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
