import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { looksLikeEmail } from '../../lib/email';
import { AuthForm, EmailField, PasswordField } from './AuthForm';
import { SignInMutation } from './api/documents';

const FIELDS = ['email', 'password'] as const;

export function SignInPage() {
  const { t } = useTranslation('setup');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [result, signIn] = useMutation(SignInMutation);

  const problems = {
    email: !email.trim() ? t('auth.required') : !looksLikeEmail(email) ? t('auth.badEmail') : null,
    password: !password ? t('auth.required') : null,
  };

  return (
    <AuthForm
      title={t('auth.signIn.title')}
      intro={t('auth.signIn.intro')}
      submitLabel={t('auth.signIn.submit')}
      submittingLabel={t('auth.signIn.submitting')}
      switchPrompt={t('auth.signIn.noAccount')}
      switchLabel={t('auth.signIn.signUpLink')}
      switchTo="/signup"
      fields={FIELDS}
      problems={problems}
      fetching={result.fetching}
      error={result.error}
      send={async () => (await signIn({ input: { email: email.trim(), password } })).data?.signIn}
    >
      {(errorOf) => (
        <>
          <EmailField autoComplete="username" value={email} onChange={setEmail} error={errorOf('email')} />
          <PasswordField autoComplete="current-password" value={password} onChange={setPassword} error={errorOf('password')} />
        </>
      )}
    </AuthForm>
  );
}
