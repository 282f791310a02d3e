import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Select } from '../../components/ui';
import { diceNotation, diceSlots, reportedDice } from './dice';
import { RecordRoll, RollDice } from './api/documents';
import type { SeatPanelProps } from './actions';
import { RefusalNotice } from './RefusalNotice';
import { newEventId, useMatchCommand } from './useMatchCommand';

/**
 * A pending roll: with server dice, "roll on the server" (the dice follow from the seed the
 * server committed to before the match, shown here, and revealed after it); with physical dice,
 * a picker that asks for exactly the dice the roll needs (their count, type and colour). A roll
 * of nobody's in particular (a server shuffle) may be asked for by either player.
 */
export function DicePanel({ match, side, ui, connected, offer }: SeatPanelProps) {
  const { t } = useTranslation('match');
  const { t: tg } = useTranslation();
  const pending = match.pending;
  const slots = diceSlots(pending.dice);
  const [values, setValues] = useState<Array<number | null>>(() => slots.map(() => null));
  // A new roll (the match moved on) remounts the panel (MatchPage keys it by version): an empty picker and a fresh id.
  const [eventId] = useState(newEventId);
  const roll = useMatchCommand(RollDice, (d) => d.rollDice, offer);
  const record = useMatchCommand(RecordRoll, (d) => d.recordRoll, offer);

  if (pending.kind !== 'roll') return null;
  const mine = pending.sides.length === 0 || pending.sides.includes(side);
  const who = pending.sides.length ? pending.sides.map((s) => ui.sideName(s, tg)).join(', ') : t('dice.anyone');
  const dice = reportedDice(slots, values);
  const busy = roll.busy || record.busy;

  return (
    <section className="match-dice" aria-labelledby="match-dice-title">
      <h2 id="match-dice-title">{t('dice.title', { dice: diceNotation(pending.dice) })}</h2>
      {/* What the roll is for is said above, in the game's words (the pending decision). */}
      <p>{t('dice.who', { who })}</p>
      {!mine ? <p className="note">{t('dice.notYours')}</p> : null}
      {mine && match.dice === 'server' ? (
        <>
          <p className="note">
            {t('dice.commitment')} <code className="match-dice__commitment">{match.serverSeedCommitment ?? '—'}</code>
          </p>
          <Button
            variant="primary"
            isDisabled={!connected || busy}
            onPress={() =>
              void roll.run({
                input: { matchId: match.id, side: pending.sides.length ? side : null, expectedVersion: match.version, eventId },
              })
            }
          >
            {roll.busy ? t('dice.rolling') : t('dice.rollOnServer')}
          </Button>
          <RefusalNotice refusal={roll.refusal} />
        </>
      ) : null}
      {mine && match.dice !== 'server' ? (
        <form
          className="match-dice__picker"
          onSubmit={(e) => {
            e.preventDefault();
            if (dice)
              void record.run({
                input: {
                  matchId: match.id,
                  side: pending.sides.length ? side : null,
                  dice,
                  purpose: pending.purpose ?? null,
                  expectedVersion: match.version,
                  eventId,
                },
              });
          }}
        >
          <p className="note">{t('dice.reportHow', { dice: diceNotation(pending.dice) })}</p>
          <div className="match-dice__slots">
            {slots.map((slot, i) => (
              <Select
                key={i}
                label={
                  slot.colour
                    ? t('dice.dieColour', { number: i + 1, sides: slot.sides, colour: slot.colour })
                    : t('dice.die', { number: i + 1, sides: slot.sides })
                }
                options={Array.from({ length: slot.sides }, (_, v) => ({ id: String(v + 1), label: String(v + 1) }))}
                value={values[i] === null ? null : String(values[i])}
                onChange={(v) => setValues((old) => old.map((x, j) => (j === i ? Number(v) : x)))}
                isDisabled={busy}
              />
            ))}
          </div>
          <Button type="submit" variant="primary" isDisabled={!connected || busy || !dice}>
            {record.busy ? t('actions.sending') : t('dice.report')}
          </Button>
          <RefusalNotice refusal={record.refusal} />
        </form>
      ) : null}
    </section>
  );
}
