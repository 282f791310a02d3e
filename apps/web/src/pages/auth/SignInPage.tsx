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

const SignInMutation = graphql(`
  mutation SetupSignIn($input: SignInInput!) {
    signIn(input: $input) {
      ...SetupSession
    }
  }
`);

const FIELDS = ['email', 'password'] as const;

export function SignInPage() {
  const { t } = useTranslation('setup');
  const next = useNext();
  const complete = useCompleteSignIn();
  const fieldMessage = useFieldMessage();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const [result, signIn] = useMutation(SignInMutation);
  useDocumentTitle(t('auth.signIn.title'));

  const local = {
    email: !email.trim() ? t('auth.required') : !looksLikeEmail(email) ? t('auth.badEmail') : null,
    password: !password ? t('auth.required') : null,
  };
  const remote = fieldProblem(result.error, FIELDS);
  const errorOf = (field: (typeof FIELDS)[number]) =>
    (checked ? local[field] : null) ?? (remote?.field === field ? fieldMessage(remote) : null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One request at a time: a second press while the first is under way does nothing.
    if (result.fetching) return;
    flushSync(() => setChecked(true));
    if (local.email || local.password) return focusFirstInvalid(form.current);
    const answer = await signIn({ input: { email: email.trim(), password } });
    if (answer.data) complete(answer.data.signIn);
    else focusFirstInvalid(form.current);
  }

  return (
    <div className="setup-auth">
      <h1>{t('auth.signIn.title')}</h1>
      <p className="lead">{t('auth.signIn.intro')}</p>
      <form ref={form} className="setup-auth__form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          error={errorOf('email')}
          isRequired
        />
        <TextField
          label={t('auth.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errorOf('password')}
          isRequired
        />
        {remote ? null : <ErrorNotice error={result.error} />}
        <Button type="submit" variant="primary">
          {result.fetching ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
        </Button>
      </form>
      <p className="setup-auth__switch">
        {t('auth.signIn.noAccount')} <Link to={withNext('/signup', next)}>{t('auth.signIn.signUpLink')}</Link>
      </p>
    </div>
  );
}
