import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, type Client, type OperationResult } from 'urql';
import { apiProblem, ErrorNotice } from '../../components/ErrorNotice';
import { LoadError, Loading, useDocumentTitle } from '../../components/Status';
import { Button, ChoiceGroup, ModalDialog, Notice, TextField, type Choice } from '../../components/ui';
import { useFormat } from '../../lib/format';
import type { AccountApiKeyFragment, AccountApiKeysQuery, AccountApiKeysQueryVariables, ApiKeyScope } from '../../gql/graphql';
import { useLoader } from '../../lib/useLoader';
import { dayBounds, EXPIRY_CHOICES, expiryOf, fieldOfRefusal, MAX_NAME_LENGTH, nameProblem, type ExpiryChoice } from './apiKeys';
import { AccountApiKeys, AccountCreateApiKey, AccountRevokeApiKey } from './api/documents';
import '../../styles/account.css';

/** Pages read at most: 1,000 keys, far more than an account makes. */
const MAX_PAGES = 10;

async function loadKeys(client: Client): Promise<AccountApiKeyFragment[]> {
  const keys: AccountApiKeyFragment[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result: OperationResult<AccountApiKeysQuery, AccountApiKeysQueryVariables> = await client
      .query(AccountApiKeys, { after }, { requestPolicy: 'network-only' })
      .toPromise();
    if (result.error) throw result.error;
    const { edges, pageInfo } = result.data!.apiKeys;
    keys.push(...edges.map((e) => e.node));
    if (!pageInfo.hasNextPage || !pageInfo.endCursor) break;
    after = pageInfo.endCursor;
  }
  return keys;
}

/**
 * The signed-in user's API keys, for other sites to read the API with: make one (its name, what
 * it may read, when it stops working), see the key once, list them, revoke one.
 */
export function ApiKeysPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('apiKeys.title'));
  const { data: keys, error, refresh } = useLoader(loadKeys);
  const [created, setCreated] = useState<{ key: string; name: string } | null>(null);

  return (
    <div className="account-keys">
      <h1>{t('apiKeys.title')}</h1>
      <p className="lead">{t('apiKeys.intro')}</p>
      {created ? <NewKey created={created} onDone={() => setCreated(null)} /> : null}
      <CreateKeyForm
        onCreated={(key, name) => {
          setCreated({ key, name });
          void refresh();
        }}
      />
      <section aria-labelledby="account-keys-list">
        <h2 id="account-keys-list">{t('apiKeys.list.title')}</h2>
        {!keys && !error ? <Loading /> : null}
        {error ? <LoadError error={error} retry={() => void refresh()} /> : null}
        {keys && keys.length === 0 ? <p className="account-keys__empty">{t('apiKeys.list.empty')}</p> : null}
        {keys && keys.length > 0 ? (
          <ul className="account-keys__list">
            {keys.map((k) => (
              <KeyCard key={k.id} apiKey={k} onRevoked={() => void refresh()} />
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (key: string, name: string) => void }) {
  const { t } = useTranslation('account');
  const dateId = useId();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('PUBLIC');
  const [expiry, setExpiry] = useState<ExpiryChoice>('never');
  const [day, setDay] = useState('');
  const [tried, setTried] = useState(false);
  const [result, create] = useMutation(AccountCreateApiKey);

  const now = new Date();
  const bounds = dayBounds(now);
  const asked = expiryOf(expiry, day, now);
  const nameError = tried ? nameProblem(name) : null;
  const expiryError = tried && 'problem' in asked ? asked.problem : null;
  // A refusal of the server is shown at the field it names, or above the form.
  const refusal = apiProblem(result.error);
  const refusedField = refusal?.code === 'VALIDATION' ? fieldOfRefusal(refusal.field) : null;

  const scopes: Choice<ApiKeyScope>[] = [
    { id: 'PUBLIC', label: t('apiKeys.scope.PUBLIC'), hint: t('apiKeys.scope.PUBLIC_hint') },
    { id: 'ORGANISER', label: t('apiKeys.scope.ORGANISER'), hint: t('apiKeys.scope.ORGANISER_hint') },
  ];
  const expiries: Choice<ExpiryChoice>[] = EXPIRY_CHOICES.map((id) => ({ id, label: t(`apiKeys.expiry.${id}`) }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (nameProblem(name) || 'problem' in asked) return;
    const answer = await create({ input: { name: name.trim(), scope, expiresAt: asked.expiresAt } });
    const made = answer.data?.createApiKey;
    if (!made) return;
    onCreated(made.key, made.apiKey.name);
    setName('');
    setScope('PUBLIC');
    setExpiry('never');
    setDay('');
    setTried(false);
  };

  return (
    <section aria-labelledby="account-keys-new" className="account-keys__new">
      <h2 id="account-keys-new">{t('apiKeys.create.title')}</h2>
      <form onSubmit={(e) => void submit(e)} noValidate>
        {result.error && !refusedField ? <ErrorNotice error={result.error} /> : null}
        <TextField
          label={t('apiKeys.create.name')}
          description={t('apiKeys.create.nameHint', { max: MAX_NAME_LENGTH })}
          value={name}
          onChange={setName}
          isRequired
          error={
            nameError ? t(`apiKeys.problem.${nameError}`, { max: MAX_NAME_LENGTH }) : refusedField === 'name' ? refusal!.message : null
          }
        />
        <ChoiceGroup label={t('apiKeys.create.scope')} choices={scopes} value={scope} onChange={setScope} layout="cards" />
        <ChoiceGroup
          label={t('apiKeys.create.expiry')}
          description={t('apiKeys.create.expiryHint')}
          choices={expiries}
          value={expiry}
          onChange={setExpiry}
          error={expiry !== 'date' && refusedField === 'expiry' ? refusal!.message : null}
        />
        {expiry === 'date' ? (
          <div className="ui-field account-keys__date">
            <label htmlFor={dateId}>{t('apiKeys.create.date')}</label>
            <input
              id={dateId}
              type="date"
              min={bounds.min}
              max={bounds.max}
              value={day}
              onChange={(e) => setDay(e.target.value)}
              aria-invalid={expiryError || refusedField === 'expiry' ? true : undefined}
              aria-describedby={expiryError || refusedField === 'expiry' ? `${dateId}-error` : undefined}
            />
            {expiryError || refusedField === 'expiry' ? (
              <p id={`${dateId}-error`} className="account-keys__error">
                {expiryError ? t(`apiKeys.problem.${expiryError}`) : refusal!.message}
              </p>
            ) : null}
          </div>
        ) : null}
        <Button type="submit" variant="primary" isDisabled={result.fetching}>
          {result.fetching ? t('apiKeys.create.submitting') : t('apiKeys.create.submit')}
        </Button>
      </form>
    </section>
  );
}

/** The key just made, shown this once, with a copy button and the warning that it will not be shown again. */
function NewKey({ created, onDone }: { created: { key: string; name: string }; onDone: () => void }) {
  const { t } = useTranslation('account');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section className="account-keys__created" aria-labelledby="account-keys-created">
      <h2 id="account-keys-created">{t('apiKeys.created.title', { name: created.name })}</h2>
      <Notice tone="info">{t('apiKeys.created.once')}</Notice>
      <p className="account-keys__secret">
        <code data-testid="new-api-key">{created.key}</code>
      </p>
      <div className="account-keys__actions">
        <Button variant="primary" onPress={() => void copy()}>
          {t('apiKeys.created.copy')}
        </Button>
        <Button variant="quiet" onPress={onDone}>
          {t('apiKeys.created.done')}
        </Button>
      </div>
      <p role="status" className="account-keys__copied">
        {copied === 'yes' ? t('apiKeys.created.copied') : copied === 'failed' ? t('apiKeys.created.copyFailed') : ''}
      </p>
      <p className="account-keys__usage">
        {t('apiKeys.created.usage')} <code>Authorization: ApiKey …</code> · <code>X-Api-Key: …</code>
      </p>
    </section>
  );
}

function KeyCard({ apiKey, onRevoked }: { apiKey: AccountApiKeyFragment; onRevoked: () => void }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const [confirming, setConfirming] = useState(false);
  const [result, revoke] = useMutation(AccountRevokeApiKey);
  const headingId = useId();
  const status = apiKey.status;

  const confirm = async () => {
    const answer = await revoke({ id: apiKey.id });
    if (answer.error) return;
    setConfirming(false);
    onRevoked();
  };

  return (
    <li className="account-key" aria-labelledby={headingId}>
      <div className="account-key__top">
        <h3 id={headingId} className="account-key__name">
          {apiKey.name}
        </h3>
        <span className={`account-key__status account-key__status--${status.toLowerCase()}`}>{t(`apiKeys.status.${status}`)}</span>
      </div>
      <dl className="account-key__facts">
        <dt>{t('apiKeys.list.prefix')}</dt>
        <dd>
          <code>{apiKey.prefix}…</code>
        </dd>
        <dt>{t('apiKeys.list.scope')}</dt>
        <dd>{t(`apiKeys.scope.${apiKey.scope}`)}</dd>
        <dt>{t('apiKeys.list.created')}</dt>
        <dd>{format.dateTime(apiKey.createdAt)}</dd>
        <dt>{status === 'EXPIRED' ? t('apiKeys.list.expired') : t('apiKeys.list.expires')}</dt>
        <dd>{apiKey.expiresAt ? format.dateTime(apiKey.expiresAt) : t('apiKeys.list.never')}</dd>
        <dt>{t('apiKeys.list.lastUsed')}</dt>
        <dd>{apiKey.lastUsedAt ? format.dateTime(apiKey.lastUsedAt) : t('apiKeys.list.neverUsed')}</dd>
        {apiKey.revokedAt ? (
          <>
            <dt>{t('apiKeys.list.revoked')}</dt>
            <dd>{format.dateTime(apiKey.revokedAt)}</dd>
          </>
        ) : null}
      </dl>
      {status !== 'REVOKED' ? (
        <Button variant="danger" onPress={() => setConfirming(true)} aria-label={t('apiKeys.revoke.buttonFor', { name: apiKey.name })}>
          {t('apiKeys.revoke.button')}
        </Button>
      ) : null}
      <ModalDialog
        title={t('apiKeys.revoke.title', { name: apiKey.name })}
        isOpen={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
      >
        <p>{t('apiKeys.revoke.warning')}</p>
        <ErrorNotice error={result.error} />
        <div className="account-keys__actions">
          <Button variant="danger" onPress={() => void confirm()} isDisabled={result.fetching}>
            {t('apiKeys.revoke.confirm')}
          </Button>
          <Button variant="quiet" onPress={() => setConfirming(false)}>
            {t('apiKeys.revoke.cancel')}
          </Button>
        </div>
      </ModalDialog>
    </li>
  );
}
