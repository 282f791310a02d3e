import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Button, Notice, NumberField, TextField } from '../../../components/ui';
import { fieldProblem, focusFirstInvalid } from '../../../lib/apiFields';
import { looksLikeEmail } from '../../../lib/email';
import { nameKey, MAX_NAME, characters } from './playerList';
import { SetupRegisterPlayer } from '../api/playerMutations';
import { useFieldMessage } from '../../../lib/useFieldMessage';

const FIELDS = ['name', 'club', 'email', 'seed'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Registers one player: a name, and optionally their club, the e-mail address of their account
 * (an invitation: once they accept it they report their own results and are rated) and a seed. After each one the form is
 * cleared and the name field focused again, ready for the next player in the queue.
 */
export function RegisterPlayerForm({
  competitionId,
  registeredNames,
  joinsRound,
  onRegistered,
}: {
  competitionId: string;
  registeredNames: readonly string[];
  /** The round a player registered now first plays, when round 1 is already paired. */
  joinsRound: number | null;
  onRegistered: () => Promise<void>;
}) {
  const { t } = useTranslation('setup');
  const fieldMessage = useFieldMessage();
  const form = useRef<HTMLFormElement>(null);
  const [name, setName] = useState('');
  const [club, setClub] = useState('');
  const [email, setEmail] = useState('');
  const [seed, setSeed] = useState<number | null>(null);
  const [checked, setChecked] = useState(false);
  const [done, setDone] = useState<{ name: string; invited: boolean } | null>(null);
  const [result, register] = useMutation(SetupRegisterPlayer);

  const local: Record<Field, string | null> = {
    name: !name.trim() ? t('register.nameRequired') : characters(name.trim()) > MAX_NAME ? t('problem.tooLong') : null,
    club: characters(club.trim()) > MAX_NAME ? t('problem.tooLong') : null,
    email: email.trim() && !looksLikeEmail(email) ? t('register.badEmail') : null,
    seed: seed !== null && !(Number.isInteger(seed) && seed >= 1) ? t('register.badSeed') : null,
  };
  const remote = fieldProblem(result.error, FIELDS);
  const errorOf = (field: Field) => (checked ? local[field] : null) ?? (remote?.field === field ? fieldMessage(remote) : null);
  const taken = name.trim() !== '' && registeredNames.some((n) => nameKey(n) === nameKey(name));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One request at a time: a second press while the first is under way does nothing.
    if (result.fetching) return;
    flushSync(() => {
      setChecked(true);
      setDone(null);
    });
    if (Object.values(local).some(Boolean)) return focusFirstInvalid(form.current);
    const input = {
      competitionId,
      name: name.trim(),
      ...(club.trim() ? { club: club.trim() } : {}),
      ...(email.trim() ? { email: email.trim() } : {}),
      ...(seed !== null ? { seed } : {}),
    };
    const answer = await register({ input });
    if (!answer.data) return focusFirstInvalid(form.current);
    await onRegistered();
    flushSync(() => {
      setName('');
      setClub('');
      setEmail('');
      setSeed(null);
      setChecked(false);
      setDone({ name: input.name, invited: Boolean(input.email) });
    });
    form.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  }

  return (
    <form ref={form} className="setup-register" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={t('register.name')}
        name="name"
        autoComplete="off"
        value={name}
        onChange={setName}
        error={errorOf('name')}
        description={taken ? t('register.nameTaken') : undefined}
        isRequired
      />
      <TextField label={t('register.club')} name="club" autoComplete="off" value={club} onChange={setClub} error={errorOf('club')} />
      <TextField
        label={t('register.email')}
        description={t('register.emailHint')}
        type="email"
        name="email"
        autoComplete="off"
        value={email}
        onChange={setEmail}
        error={errorOf('email')}
      />
      <NumberField
        label={t('register.seed')}
        description={t('register.seedHint')}
        name="seed"
        value={seed}
        onChange={setSeed}
        minValue={1}
        error={errorOf('seed')}
      />
      {remote ? null : <ErrorNotice error={result.error} />}
      {done ? (
        <Notice tone="success">
          {joinsRound ? t('register.doneLate', { name: done.name, round: joinsRound }) : t('register.done', { name: done.name })}
          {done.invited ? <> {t('register.doneInvited')}</> : null}
        </Notice>
      ) : null}
      <Button type="submit" variant="primary">
        {joinsRound ? t('register.submitLate') : t('register.submit')}
      </Button>
    </form>
  );
}
