import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ChoiceGroup, Select } from '../../components/ui';
import { actorField, asOrder, isMeasured, typeWords, type LegalOrder, type SeatPanelProps } from './actions';
import { IssueOrder } from './api/documents';
import { OrderForm } from './OrderForm';
import { draftFromOrder, orderFromDraft, type Draft, type DraftProblem, type OrderVariant } from './orderSchema';
import { RefusalNotice } from './RefusalNotice';
import { newEventId, useMatchCommand } from './useMatchCommand';

interface Chosen {
  /** The entry of "what may I do now", or null for a form of the order schema alone (an older version of the game). */
  legal: LegalOrder | null;
  variant: OrderVariant;
  /** For a finite choice: the index of the offered option picked. */
  option: number | null;
  draft: Draft;
  /** One id per decision: a retry of it after a lost answer is applied once. */
  eventId: string;
  /** The match version the player decided on. */
  version: number;
}

/**
 * What the player may order now, from the rules ("what may I do now"), as buttons; each opens
 * the order: its offered options to pick from, or a form built from the order's schema for
 * measured values, with the rule's bounds. A match under a version of the game that does not
 * say what a side may do gets the forms of its order schema alone. Nothing is sent while the
 * connection is down, and every order carries the version it was decided on.
 */
export function Actions({ match, side, ui, variants, connected, offer }: SeatPanelProps & { variants: OrderVariant[] | null }) {
  const { t } = useTranslation('match');
  // The game's words are given the common catalogue's t: each game's keys carry their namespace.
  const { t: tg } = useTranslation();
  const [picked, setChosen] = useState<Chosen | null>(null);
  // An order decided on before the match moved on (the opponent acted, a clock ran out) is decided anew.
  const chosen = picked && picked.version === match.version ? picked : null;
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const panel = useRef<HTMLElement>(null);
  const send = useMatchCommand(IssueOrder, (d) => d.issueOrder, offer);
  const legal = useMemo(() => match.pending.legal.find((l) => l.side === side)?.orders ?? [], [match.pending.legal, side]);
  const myTurn = match.pending.kind === 'order' && match.pending.sides.includes(side);
  const unlisted = myTurn && legal.length === 0;
  const fallback = unlisted
    ? (variants ?? []).filter((v) => match.pending.orders.length === 0 || match.pending.orders.includes(v.type))
    : [];

  // Focus moves to an order as it is opened (each opening has its own id), not on every redraw.
  useEffect(() => {
    if (chosen) panel.current?.focus();
  }, [chosen?.eventId]); // eslint-disable-line react-hooks/exhaustive-deps

  const variantOf = (type: string): OrderVariant => variants?.find((v) => v.type === type) ?? { type, fields: [] };
  const actionLabel = (l: LegalOrder) => {
    if (l.options?.length === 1 && !isMeasured(l)) return ui.describeOrder(asOrder(l.options[0].order), match.state, tg);
    return (
      ui.describeAction?.(l.type, l.actor ?? null, match.state, tg) ?? (l.actor ? `${l.actor}: ${typeWords(l.type)}` : typeWords(l.type))
    );
  };
  const open = (l: LegalOrder | null, type: string) => {
    send.clear();
    setProblems([]);
    const variant = variantOf(type);
    const template = l?.options?.[0]?.order as Record<string, unknown> | undefined;
    const field = l ? actorField(l) : null;
    const draft = template ? draftFromOrder(variant, template) : field && l?.actor ? { [field]: l.actor } : {};
    setChosen({
      legal: l,
      variant,
      option: l && !isMeasured(l) && l.options?.length === 1 ? 0 : null,
      draft,
      eventId: newEventId(),
      version: match.version,
    });
  };

  const order = (() => {
    if (!chosen) return null;
    if (chosen.legal && !isMeasured(chosen.legal)) {
      return chosen.option === null ? null : (chosen.legal.options?.[chosen.option]?.order as Record<string, unknown>);
    }
    const built = orderFromDraft(chosen.variant, chosen.draft);
    return 'order' in built ? built.order : null;
  })();

  const submit = async () => {
    if (!chosen) return;
    let toSend = order;
    if (!chosen.legal || isMeasured(chosen.legal)) {
      const built = orderFromDraft(chosen.variant, chosen.draft);
      if ('problems' in built) {
        setProblems(built.problems);
        return;
      }
      toSend = built.order;
    }
    if (!toSend) return;
    const sent = await send.run({
      input: { matchId: match.id, side, order: toSend, expectedVersion: chosen.version, eventId: chosen.eventId },
    });
    if (sent) setChosen(null);
  };

  if (!myTurn) return null;
  return (
    <section className="match-actions" aria-labelledby="match-actions-title">
      <h2 id="match-actions-title">{t('actions.title')}</h2>
      {unlisted ? <p className="note">{t('actions.unlisted')}</p> : null}
      <ul className="match-actions__list">
        {legal.map((l, i) => (
          <li key={`${l.type}-${l.actor ?? ''}-${i}`}>
            <Button variant={chosen?.legal === l ? 'primary' : 'secondary'} onPress={() => open(l, l.type)}>
              {actionLabel(l)}
            </Button>
            {l.rule ? <span className="match-actions__rule">{l.rule}</span> : null}
          </li>
        ))}
        {fallback.map((v) => (
          <li key={v.type}>
            <Button variant={chosen?.variant === v ? 'primary' : 'secondary'} onPress={() => open(null, v.type)}>
              {typeWords(v.type)}
            </Button>
          </li>
        ))}
      </ul>
      {chosen ? (
        <section className="order-panel" aria-labelledby="order-panel-title" tabIndex={-1} ref={panel}>
          <h3 id="order-panel-title">{chosen.legal ? actionLabel(chosen.legal) : typeWords(chosen.variant.type)}</h3>
          {chosen.legal?.rule ? <p className="note">{t('actions.rule', { rule: chosen.legal.rule })}</p> : null}
          {chosen.legal && !isMeasured(chosen.legal) && (chosen.legal.options?.length ?? 0) > 1 ? (
            <ChoiceGroup
              label={t('actions.pick')}
              layout="cards"
              value={chosen.option === null ? null : String(chosen.option)}
              onChange={(v) => setChosen({ ...chosen, option: Number(v) })}
              choices={(chosen.legal.options ?? []).map((o, i) => ({
                id: String(i),
                label: ui.describeOrder(asOrder(o.order), match.state, tg),
                ...(o.label ? { hint: o.label } : {}),
              }))}
            />
          ) : null}
          {!chosen.legal || isMeasured(chosen.legal) ? (
            <>
              {chosen.legal && (chosen.legal.options?.length ?? 0) > 1 ? (
                <Select
                  label={t('actions.startFrom')}
                  options={(chosen.legal.options ?? []).map((o, i) => ({
                    id: String(i),
                    label: o.label ?? ui.describeOrder(asOrder(o.order), match.state, tg),
                  }))}
                  value={null}
                  onChange={(v) =>
                    setChosen({ ...chosen, draft: draftFromOrder(chosen.variant, asOrder(chosen.legal!.options![Number(v)].order)) })
                  }
                />
              ) : null}
              <OrderForm
                variant={chosen.variant}
                draft={chosen.draft}
                onChange={(draft) => {
                  setProblems([]);
                  setChosen({ ...chosen, draft });
                }}
                problems={problems}
                limits={chosen.legal?.limits ?? []}
                ui={ui}
                state={match.state}
                viewerSide={side}
                isDisabled={send.busy}
              />
            </>
          ) : null}
          {order ? (
            <p className="order-panel__preview">
              {t('actions.preview')} <strong>{ui.describeOrder(asOrder(order), match.state, tg)}</strong>
            </p>
          ) : null}
          <RefusalNotice refusal={send.refusal} />
          {!connected ? <p className="note">{t('connection.notSending')}</p> : null}
          <div className="order-panel__buttons">
            <Button
              variant="primary"
              isDisabled={!connected || send.busy || (!order && chosen.legal !== null && !isMeasured(chosen.legal))}
              onPress={() => void submit()}
            >
              {send.busy ? t('actions.sending') : t('actions.send')}
            </Button>
            <Button variant="quiet" onPress={() => setChosen(null)}>
              {t('actions.cancel')}
            </Button>
          </div>
        </section>
      ) : null}
    </section>
  );
}
