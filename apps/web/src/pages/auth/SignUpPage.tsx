import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation } from 'urql';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useDocumentTitle } from '../../components/Status';
import { Button, TextField } from '../../components/ui';
import { graphql } from '../../gql';
import { fieldProblem } from '../console/setup/apiFields';
import { focusFirstInvalid, useCompleteSignIn, useNext } from '../console/setup/authSession';
import { looksLikeEmail } from '../console/setup/email';
import { withNext } from '../console/setup/nextPath';
import { useFieldMessage } from '../console/setup/useFieldMessage';
import '../../styles/setup.css';

const SignUpMutation = graphql(`
  mutation SetupSignUp($input: SignUpInput!) {
    signUp(input: $input) {
      ...SetupSession
    }
  }
`);

const FIELDS = ['displayName', 'email', 'password'] as const;

/** The API's rule for a password (SignUpInput): at least 10 characters. */
const MIN_PASSWORD = 10;

export function SignUpPage() {
  const { t } = useTranslation('setup');
  const next = useNext();
  const complete = useCompleteSignIn();
  const fieldMessage = useFieldMessage();
  const form = useRef<HTMLFormElement>(null);
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const [result, signUp] = useMutation(SignUpMutation);
  useDocumentTitle(t('auth.signUp.title'));

  const local = {
    displayName: !displayName.trim() ? t('auth.required') : null,
    email: !email.trim() ? t('auth.required') : !looksLikeEmail(email) ? t('auth.badEmail') : null,
    password: !password ? t('auth.required') : password.length < MIN_PASSWORD ? t('auth.passwordTooShort', { min: MIN_PASSWORD }) : null,
  };
  const remote = fieldProblem(result.error, FIELDS);
  const errorOf = (field: (typeof FIELDS)[number]) =>
    (checked ? local[field] : null) ?? (remote?.field === field ? fieldMessage(remote) : null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One request at a time: a second press while the first is under way does nothing.
    if (result.fetching) return;
    flushSync(() => setChecked(true));
    if (local.displayName || local.email || local.password) return focusFirstInvalid(form.current);
    const answer = await signUp({ input: { displayName: displayName.trim(), email: email.trim(), password } });
    if (answer.data) complete(answer.data.signUp);
    else focusFirstInvalid(form.current);
  }

  return (
    <div className="setup-auth">
      <h1>{t('auth.signUp.title')}</h1>
      <p className="lead">{t('auth.signUp.intro')}</p>
      <form ref={form} className="setup-auth__form" onSubmit={(e) => void submit(e)} noValidate>
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
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={errorOf('email')}
          isRequired
        />
        <TextField
          label={t('auth.password')}
          description={t('auth.passwordHint', { min: MIN_PASSWORD })}
          type="password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={errorOf('password')}
          isRequired
        />
        {remote ? null : <ErrorNotice error={result.error} />}
        <Button type="submit" variant="primary">
          {result.fetching ? t('auth.signUp.submitting') : t('auth.signUp.submit')}
        </Button>
      </form>
      <p className="setup-auth__switch">
        {t('auth.signUp.haveAccount')} <Link to={withNext('/signin', next)}>{t('auth.signUp.signInLink')}</Link>
      </p>
    </div>
  );
}
