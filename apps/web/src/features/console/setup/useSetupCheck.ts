import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { useClient, type CombinedError } from 'urql';
import { SetupCheck } from '../api/gameQueries';

export interface SetupRefusal {
  code: string;
  rule: string;
  message: string;
  field?: string | null;
}

/** The game's answer on one setup text: taken, refused (with the API's words), or not known (no answer came). */
export type SetupVerdict =
  { kind: 'accepted' } | { kind: 'refused'; refusal: SetupRefusal } | { kind: 'unanswered'; error: CombinedError | null };

/**
 * Asks the API whether the game takes a setup document (`Ruleset.setupRefusal`), for the event
 * form: the answer is kept with the game and the text it was given for, so editing either makes
 * it stale and it is no longer shown.
 */
export function useSetupCheck() {
  const client = useClient();
  const [checking, setChecking] = useState(false);
  const [last, setLast] = useState<{ rulesetId: string; text: string; verdict: SetupVerdict } | null>(null);

  const check = useCallback(
    async (rulesetId: string, text: string, setup: unknown): Promise<SetupVerdict> => {
      setChecking(true);
      const answer = await client.query(SetupCheck, { id: rulesetId, setup }, { requestPolicy: 'network-only' }).toPromise();
      const refusal = answer.data?.ruleset?.setupRefusal;
      const verdict: SetupVerdict = answer.data
        ? refusal
          ? { kind: 'refused', refusal }
          : { kind: 'accepted' }
        : { kind: 'unanswered', error: answer.error ?? null };
      // Shown at once, so the page can move the focus to the field the answer marks.
      flushSync(() => {
        setLast({ rulesetId, text, verdict });
        setChecking(false);
      });
      return verdict;
    },
    [client],
  );

  /** The answer for this game and text, if the last check was of them. */
  const verdictFor = (rulesetId: string | null, text: string): SetupVerdict | null =>
    last && last.rulesetId === rulesetId && last.text === text ? last.verdict : null;

  return { check, checking, verdictFor };
}
