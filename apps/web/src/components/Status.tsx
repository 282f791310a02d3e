import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';

export function Loading() {
  const { t } = useTranslation();
  return (
    <p className="status" role="status">
      {t('status.loading')}
    </p>
  );
}

export function LoadError({ error, retry }: { error: CombinedError; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="status status--error" role="alert">
      <p>{t('status.error', { message: error.message })}</p>
      <button type="button" onClick={retry}>
        {t('status.retry')}
      </button>
    </div>
  );
}

/** The tab's title: the page's own, then the app's name. */
export function useDocumentTitle(title: string | null) {
  const { t } = useTranslation();
  const app = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${app}` : app;
  }, [title, app]);
}
