import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CombinedError } from 'urql';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useDocumentTitle } from '../../components/Status';
import { Button, TextField } from '../../components/ui';
import type { SetupSessionFragment } from '../../gql/graphql';
import { fieldProblem, focusFirstInvalid } from '../../lib/apiFields';
import { useCompleteSignIn, useNext } from './authSession';
import { withNext } from './nextPath';
import { useFieldMessage } from '../../lib/useFieldMessage';
import '../../styles/setup.css';

/**
 * A form that opens a session (signing in, signing up), and what both do with it: each field's
 * message is the app's own check once the form was sent, else the API's refusal when it names
 * that field (any other refusal shows above the button); one request at a time; focus on the
 * first field to fix; and with the session, on to where the reader was going.
 */
export function AuthForm<F extends string>({
  title,
  intro,
  submitLabel,
  submittingLabel,
  switchPrompt,
  switchLabel,
  switchTo,
  fields,
  problems,
  fetching,
  error,
  send,
  children,
}: {
  title: string;
  intro: string;
  submitLabel: string;
  submittingLabel: string;
  /** The way to the other form, keeping where the reader was going. */
  switchPrompt: string;
  switchLabel: string;
  switchTo: string;
  fields: readonly F[];
  /** The app's own check of each field: what is wrong, or null. */
  problems: Record<F, string | null>;
  fetching: boolean;
  error: CombinedError | undefined;
  /** Sends the form: the session the API gave, or nothing when it refused. */
  send: () => Promise<SetupSessionFragment | null | undefined>;
  /** The fields, given each one's message. */
  children: (errorOf: (field: F) => string | null) => ReactNode;
}) {
  const next = useNext();
  const complete = useCompleteSignIn();
  const fieldMessage = useFieldMessage();
  const form = useRef<HTMLFormElement>(null);
  const [checked, setChecked] = useState(false);
  useDocumentTitle(title);

  const remote = fieldProblem(error, fields);
  const errorOf = (field: F) => (checked ? problems[field] : null) ?? (remote?.field === field ? fieldMessage(remote) : null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One request at a time: a second press while the first is under way does nothing.
    if (fetching) return;
    flushSync(() => setChecked(true));
    if (fields.some((field) => problems[field])) return focusFirstInvalid(form.current);
    const session = await send();
    if (session) complete(session);
    else focusFirstInvalid(form.current);
  }

  return (
    <div className="setup-auth">
      <h1>{title}</h1>
      <p className="lead">{intro}</p>
      <form ref={form} className="setup-auth__form" onSubmit={(e) => void submit(e)} noValidate>
        {children(errorOf)}
        {remote ? null : <ErrorNotice error={error} />}
        <Button type="submit" variant="primary">
          {fetching ? submittingLabel : submitLabel}
        </Button>
      </form>
      <p className="setup-auth__switch">
        {switchPrompt} <Link to={withNext(switchTo, next)}>{switchLabel}</Link>
      </p>
    </div>
  );
}

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

/** The account's e-mail address: `username` where the reader signs in, so a password manager fills it, `email` where they sign up. */
export function EmailField({ autoComplete, ...field }: FieldProps & { autoComplete: 'username' | 'email' }) {
  const { t } = useTranslation('setup');
  return <TextField {...field} label={t('auth.email')} type="email" name="email" autoComplete={autoComplete} isRequired />;
}

/** The account's password: the one it has where the reader signs in, a new one (with the API's rule said) where they sign up. */
export function PasswordField({
  autoComplete,
  description,
  ...field
}: FieldProps & { autoComplete: 'current-password' | 'new-password'; description?: string }) {
  const { t } = useTranslation('setup');
  return (
    <TextField
      {...field}
      label={t('auth.password')}
      description={description}
      type="password"
      name="password"
      autoComplete={autoComplete}
      isRequired
    />
  );
}
