import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from './components/Status';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <p>
        <Link to="/">{t('notFound.back')}</Link>
      </p>
    </>
  );
}
