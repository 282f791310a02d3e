import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, type CombinedError } from 'urql';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Button, Select } from '../../../components/ui';
import { useFormat } from '../../../lib/format';
import type { StandingsMode } from '../../../gql/graphql';
import { CSV_TYPE, defaultSeparator, exportFileName, LOG_TYPE, saveText, type CsvSeparator } from './download';
import { EventLogQuery, PairingsCsvQuery, StandingsCsvQuery } from '../api/results';

/** Which export is being fetched: the button shows it is busy, and the others wait. */
type Busy = 'standings' | 'log' | `round-${number}` | null;

/**
 * The event's files: the standings as shown (mode and round), each round's pairings, and the
 * whole event log. Each is read from the API when asked for, so it is as current as the event.
 */
export function Exports({
  competitionId,
  name,
  mode,
  throughRound,
  rounds,
}: {
  competitionId: string;
  name: string;
  mode: StandingsMode;
  throughRound: number | null;
  /** The rounds paired so far. */
  rounds: readonly number[];
}) {
  const { t } = useTranslation('results');
  const client = useClient();
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<CombinedError | null>(null);
  // Semicolons for a spreadsheet in a locale with a decimal comma; every CSV file starts with a byte-order mark, so Excel reads it as UTF-8.
  const format = useFormat();
  const [separator, setSeparator] = useState<CsvSeparator>(() => defaultSeparator(format.locale));

  /** Fetches one export and saves it; a refusal is shown and nothing is saved. */
  const run = async (
    which: Exclude<Busy, null>,
    fetchText: () => Promise<{ text?: string | null; error?: CombinedError }>,
    file: string,
    type: string,
  ) => {
    setBusy(which);
    setError(null);
    try {
      const { text, error: refused } = await fetchText();
      if (refused) setError(refused);
      else if (typeof text === 'string') saveText(text, file, type);
    } finally {
      setBusy(null);
    }
  };

  const standingsFile = exportFileName(
    name,
    [mode === 'live' ? 'live-' : '', 'standings', throughRound ? `-after-round-${throughRound}` : ''].join(''),
    'csv',
  );
  const standings = () =>
    run(
      'standings',
      async () => {
        const r = await client
          .query(StandingsCsvQuery, { id: competitionId, mode, throughRound, separator }, { requestPolicy: 'network-only' })
          .toPromise();
        return { text: r.data?.competition?.standingsCsv, error: r.error };
      },
      standingsFile,
      CSV_TYPE,
    );
  const pairings = (round: number) =>
    run(
      `round-${round}`,
      async () => {
        const r = await client
          .query(PairingsCsvQuery, { id: competitionId, round, separator }, { requestPolicy: 'network-only' })
          .toPromise();
        return { text: r.data?.competition?.pairingsCsv, error: r.error };
      },
      exportFileName(name, `round-${round}-pairings`, 'csv'),
      CSV_TYPE,
    );
  const log = () =>
    run(
      'log',
      async () => {
        const r = await client.query(EventLogQuery, { id: competitionId }, { requestPolicy: 'network-only' }).toPromise();
        return { text: r.data?.competition?.log, error: r.error };
      },
      exportFileName(name, 'log', 'jsonl'),
      LOG_TYPE,
    );

  return (
    <section aria-labelledby="exports-title" className="results-exports">
      <h3 id="exports-title">{t('exports.title')}</h3>
      <p className="note">{t('exports.intro')}</p>
      <Select
        label={t('exports.separator')}
        description={t('exports.separatorHint')}
        options={[
          { id: 'semicolon', label: t('exports.semicolon') },
          { id: 'comma', label: t('exports.comma') },
        ]}
        value={separator}
        onChange={(v) => setSeparator(v === 'semicolon' ? 'semicolon' : 'comma')}
        className="results-exports__separator"
      />
      <div className="results-exports__group">
        <Button onPress={() => void standings()} isDisabled={busy !== null}>
          {busy === 'standings' ? t('exports.preparing') : t('exports.standings')}
        </Button>
        <Button onPress={() => void log()} isDisabled={busy !== null}>
          {busy === 'log' ? t('exports.preparing') : t('exports.log')}
        </Button>
      </div>
      {rounds.length > 0 ? (
        <div className="results-exports__group" role="group" aria-label={t('exports.pairings')}>
          {rounds.map((round) => (
            <Button key={round} onPress={() => void pairings(round)} isDisabled={busy !== null}>
              {busy === `round-${round}` ? t('exports.preparing') : t('exports.pairingsRound', { round })}
            </Button>
          ))}
        </div>
      ) : null}
      <ErrorNotice error={error} />
    </section>
  );
}
