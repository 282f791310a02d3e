import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { browserStorage, isLanguage, LANGUAGE_NAMES, LANGUAGES, rememberLanguage } from '../i18n';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <div className="language-switch">
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={current}
        onChange={(e) => {
          const language = e.target.value;
          if (!isLanguage(language)) return;
          rememberLanguage(browserStorage(), language);
          void i18n.changeLanguage(language);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
