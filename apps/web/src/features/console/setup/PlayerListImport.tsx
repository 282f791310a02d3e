import { useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useMutation, type CombinedError } from 'urql';
import { apiProblem } from '../../../components/ErrorNotice';
import { Button, Checkbox, Notice, TextField } from '../../../components/ui';
import { describeProblem, isError, parsePlayerList, rowsToRegister, rowState, type ListRow, type RowProblem } from './playerList';
import { SetupRegisterPlayer } from '../api/playerMutations';
import { readUtf8 } from './textFile';
import { PlayerClub } from './PlayerTable';

/** What registering one row came to: done, or refused with the API's words. */
type Outcome = { state: 'registering' } | { state: 'registered' } | { state: 'refused'; message: string };

/** Outcomes by line, for the text they were registered from: editing the list starts afresh. */
interface Run {
  text: string;
  outcomes: Record<number, Outcome>;
  progress: { done: number; total: number } | null;
  running: boolean;
}

function refusal(error: CombinedError | undefined): string {
  const problem = apiProblem(error);
  return problem ? problem.message + (problem.reason ? ` (${problem.reason})` : '') : '';
}

/**
 * Registers many players at once from a pasted list or a CSV file: a preview first, with every
 * row's problems by line, then one registration a row, in order, with a progress line and each
 * row's outcome. A refused row does not stop the rest: the organiser fixes it and registers it
 * again (rows already registered show as such and are not sent twice).
 */
export function PlayerListImport({
  competitionId,
  registeredNames,
  joinsRound,
  onRegistered,
}: {
  competitionId: string;
  registeredNames: readonly string[];
  joinsRound: number | null;
  onRegistered: () => Promise<void>;
}) {
  const { t } = useTranslation('setup');
  const [text, setText] = useState('');
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [includeDuplicates, setIncludeDuplicates] = useState(false);
  const [run, setRun] = useState<Run | null>(null);
  const [, register] = useMutation(SetupRegisterPlayer);
  const outcome = useRef<HTMLParagraphElement>(null);
  const current = run?.text === text ? run : null;
  const outcomeOf = (line: number): Outcome | undefined => current?.outcomes[line];

  // Names registered by this list are checked against the names registered before it, not flagged as their own duplicates.
  const list = useMemo(() => parsePlayerList(text, registeredNames), [text, registeredNames]);
  const pending = rowsToRegister(list, includeDuplicates).filter((r) => outcomeOf(r.line)?.state !== 'registered');
  const rows = list.rows.map((row): ListRow => {
    const o = outcomeOf(row.line);
    return o && o.state !== 'refused' ? { ...row, problems: row.problems.filter((p) => p.kind !== 'alreadyRegistered') } : row;
  });
  const invalid = rows.filter((r) => rowState(r) === 'invalid');
  const duplicates = rows.filter((r) => rowState(r) === 'duplicate' && !outcomeOf(r.line));

  async function registerAll() {
    // A press while a registration runs does nothing (the button stays focusable, so focus is not lost).
    if (running) return;
    const todo = pending;
    const outcomes: Record<number, Outcome> = { ...(current?.outcomes ?? {}) };
    const update = (done: number, running: boolean) =>
      setRun({ text, outcomes: { ...outcomes }, progress: { done, total: todo.length }, running });
    for (const [index, row] of todo.entries()) {
      outcomes[row.line] = { state: 'registering' };
      update(index, true);
      const answer = await register({
        input: { competitionId, name: row.name, ...(row.club ? { club: row.club } : {}), ...(row.email ? { email: row.email } : {}) },
      });
      outcomes[row.line] = answer.data ? { state: 'registered' } : { state: 'refused', message: refusal(answer.error) };
    }
    await onRegistered();
    // The button goes once nothing is left to register: focus moves to the outcome, which is read out.
    flushSync(() => update(todo.length, false));
    outcome.current?.focus();
  }

  async function upload(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    const content = await readUtf8(file);
    if (content === null) {
      setFileProblem(t('list.notUtf8', { file: file.name }));
      return;
    }
    setFileProblem(null);
    setText(content);
  }

  const problemText = (p: RowProblem): string => describeProblem(t, p);
  const outcomeText = (row: ListRow): string => {
    const o = outcomeOf(row.line);
    if (o?.state === 'registered') return t('list.outcome.registered');
    if (o?.state === 'registering') return t('list.outcome.registering');
    if (o?.state === 'refused') return t('list.outcome.refused', { message: o.message });
    const state = rowState(row);
    if (state === 'invalid') return row.problems.filter(isError).map(problemText).join('; ');
    if (state === 'duplicate')
      return `${row.problems.map(problemText).join('; ')}${includeDuplicates ? '' : ` — ${t('list.outcome.skipped')}`}`;
    return t('list.outcome.ready');
  };
  const progress = current?.progress;
  const refused = current ? Object.values(current.outcomes).filter((o) => o.state === 'refused').length : 0;
  const registered = current ? Object.values(current.outcomes).filter((o) => o.state === 'registered').length : 0;
  const running = current?.running ?? false;

  return (
    <div className="setup-import">
      <TextField
        label={t('list.label')}
        description={t('list.hint')}
        multiline
        rows={7}
        value={text}
        onChange={setText}
        isDisabled={running}
        className="setup-import__text"
      />
      <div className="setup-actions">
        <FileTrigger
          acceptedFileTypes={['.csv', '.tsv', '.txt', 'text/csv', 'text/plain', 'text/tab-separated-values']}
          onSelect={(f) => void upload(f)}
        >
          <Button isDisabled={running}>{t('list.upload')}</Button>
        </FileTrigger>
        {text ? (
          <Button variant="quiet" isDisabled={running} onPress={() => setText('')}>
            {t('list.clear')}
          </Button>
        ) : null}
      </div>
      {fileProblem ? <Notice tone="error">{fileProblem}</Notice> : null}

      {list.rows.length > 0 ? (
        <>
          <p className="setup-import__summary">
            {t('list.summary', { count: list.rows.length })} {list.header ? t('list.headerFound') : null}
          </p>
          {invalid.length > 0 ? (
            <div className="ui-notice ui-notice--error">
              <p className="setup-import__problems-title">{t('list.invalid', { count: invalid.length })}</p>
              <ul className="setup-import__problems">
                {invalid.map((r) => (
                  <li key={r.line}>
                    {t('list.line', { line: r.line })}: {r.problems.filter(isError).map(problemText).join('; ')}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {duplicates.length > 0 ? (
            <>
              <Notice tone="info">
                <p className="setup-import__problems-title">{t('list.duplicates', { count: duplicates.length })}</p>
                <ul className="setup-import__problems">
                  {duplicates.map((r) => (
                    <li key={r.line}>
                      {t('list.line', { line: r.line })}: {r.name} — {r.problems.map(problemText).join('; ')}
                    </li>
                  ))}
                </ul>
              </Notice>
              <Checkbox isSelected={includeDuplicates} onChange={setIncludeDuplicates} isDisabled={running}>
                {t('list.includeDuplicates')}
              </Checkbox>
            </>
          ) : null}
          <PreviewTable rows={rows} outcomeOf={outcomeOf} outcomeText={outcomeText} />
          {pending.length > 0 || running ? (
            <div className="setup-actions">
              <Button variant="primary" onPress={() => void registerAll()}>
                {joinsRound ? t('list.registerLate', { count: pending.length }) : t('list.register', { count: pending.length })}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
      {/* Announced as it changes: how far the registration has got, then how it ended. */}
      <p ref={outcome} className="setup-import__progress" role="status" tabIndex={-1}>
        {progress
          ? running
            ? t('list.progress', { done: progress.done, total: progress.total })
            : t('list.finished', { registered, refused })
          : null}
      </p>
    </div>
  );
}

function PreviewTable({
  rows,
  outcomeOf,
  outcomeText,
}: {
  rows: readonly ListRow[];
  outcomeOf: (line: number) => Outcome | undefined;
  outcomeText: (row: ListRow) => string;
}) {
  const { t } = useTranslation('setup');
  const stateClass = (row: ListRow) => {
    const o = outcomeOf(row.line);
    if (o) return `setup-outcome--${o.state}`;
    return `setup-outcome--${rowState(row)}`;
  };
  return (
    <div className="table-scroll" role="region" aria-label={t('list.preview')} tabIndex={0}>
      <table className="setup-table setup-table--preview">
        <caption>{t('list.preview')}</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              {t('list.lineColumn')}
            </th>
            <th scope="col">{t('players.player')}</th>
            <th scope="col">{t('list.outcomeColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line}>
              <td className="num">{row.line}</td>
              <th scope="row">
                <span className="setup-name">{row.name}</span>
                {row.club ? <PlayerClub club={row.club} /> : null}
                {row.email ? (
                  <span className="setup-club setup-table__email">
                    <span className="visually-hidden">{t('list.emailPrefix')} </span>
                    {row.email}
                  </span>
                ) : null}
              </th>
              <td className={stateClass(row)}>{outcomeText(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
