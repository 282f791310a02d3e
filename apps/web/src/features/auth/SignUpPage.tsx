import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { TextField } from '../../components/ui';
import { looksLikeEmail } from '../../lib/email';
import { AuthForm, EmailField, PasswordField } from './AuthForm';
import { SignUpMutation } from './api/documents';

const FIELDS = ['displayName', 'email', 'password'] as const;

/** The API's rule for a password (SignUpInput): at least 10 characters. */
const MIN_PASSWORD = 10;

export function SignUpPage() {
  const { t } = useTranslation('setup');
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [result, signUp] = useMutation(SignUpMutation);

  const problems = {
    displayName: !displayName.trim() ? t('auth.required') : null,
    email: !email.trim() ? t('auth.required') : !looksLikeEmail(email) ? t('auth.badEmail') : null,
    password: !password ? t('auth.required') : password.length < MIN_PASSWORD ? t('auth.passwordTooShort', { min: MIN_PASSWORD }) : null,
  };

  return (
    <AuthForm
      title={t('auth.signUp.title')}
      intro={t('auth.signUp.intro')}
      submitLabel={t('auth.signUp.submit')}
      submittingLabel={t('auth.signUp.submitting')}
      switchPrompt={t('auth.signUp.haveAccount')}
      switchLabel={t('auth.signUp.signInLink')}
      switchTo="/signin"
      fields={FIELDS}
      problems={problems}
      fetching={result.fetching}
      error={result.error}
      send={async () => (await signUp({ input: { displayName: displayName.trim(), email: email.trim(), password } })).data?.signUp}
    >
      {(errorOf) => (
        <>
          <TextField
            label={t('auth.displayName')}
            description={t('auth.displayNameHint')}
            name="displayName"
            autoComplete="name"
            value={displayName}
            onChange={setDisplayName}
            error={errorOf('displayName')}
            isRequired
          />
          <EmailField autoComplete="email" value={email} onChange={setEmail} error={errorOf('email')} />
          <PasswordField
            autoComplete="new-password"
            description={t('auth.passwordHint', { min: MIN_PASSWORD })}
            value={password}
            onChange={setPassword}
            error={errorOf('password')}
          />
        </>
      )}
    </AuthForm>
  );
}
