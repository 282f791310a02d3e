import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { LoadError, Loading, useDocumentTitle } from '../../components/Status';
import { Select } from '../../components/ui';
import { RatingHistory } from './RatingHistory';
import { RatingTable } from './RatingTable';
import { RatingsGames, RatingsList } from './api/documents';
import '../../styles/public.css';

/** A game system's rating list and, for the player picked from it, their history. The choice is in the address, to share. */
export function RatingsPage() {
  const { t } = useTranslation('public');
  const [params, setParams] = useSearchParams();
  useDocumentTitle(t('ratings.title'));
  const [games, reloadGames] = useQuery({ query: RatingsGames });
  // One entry a game, whatever versions the server runs.
  const options = [...new Map(games.data?.rulesets.edges.map((e) => [e.node.id, { id: e.node.id, label: e.node.name }]) ?? []).values()];
  const asked = params.get('game');
  const rulesetId = options.some((o) => o.id === asked) ? asked : (options[0]?.id ?? null);
  const gameName = options.find((o) => o.id === rulesetId)?.label ?? '';
  const [list, reloadList] = useQuery({ query: RatingsList, variables: { rulesetId: rulesetId ?? '' }, pause: rulesetId === null });
  const accountId = params.get('player');
  const rows = list.data?.ratings.edges.map((e) => e.node) ?? [];
  // A player picked from the list: their history opens above it, so the reader (and a screen reader) is taken there.
  const historyHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (accountId) historyHeading.current?.focus();
  }, [accountId]);

  const choose = (game: string) => setParams({ game }, { replace: true });
  const playerHref = (id: string) => `/ratings?${new URLSearchParams({ game: rulesetId ?? '', player: id }).toString()}`;

  return (
    <>
      <h1>{t('ratings.title')}</h1>
      <p className="lead">{t('ratings.intro')}</p>
      {/* Who is on the lists and who is not, said before the lists: a player who looks for themself and is missing reads why. */}
      <section aria-labelledby="ratings-who" className="ratings-who">
        <h2 id="ratings-who">{t('ratings.whoTitle')}</h2>
        <p>{t('ratings.who')}</p>
        <p>{t('ratings.whyNot')}</p>
      </section>
      {games.error && !games.data ? <LoadError error={games.error} retry={() => reloadGames({ requestPolicy: 'network-only' })} /> : null}
      {!games.data && !games.error ? <Loading /> : null}
      {rulesetId !== null ? (
        <>
          <Select label={t('ratings.game')} options={options} value={rulesetId} onChange={choose} />
          {/* The chosen player first: on a phone the list below can be long. */}
          {accountId ? (
            <section aria-labelledby="ratings-history" className="ratings-history">
              <h2 id="ratings-history" ref={historyHeading} tabIndex={-1}>
                {t('ratings.history')}
              </h2>
              <RatingHistory key={`${rulesetId}/${accountId}`} accountId={accountId} rulesetId={rulesetId} gameName={gameName} />
            </section>
          ) : rows.length > 0 ? (
            <p className="note">{t('ratings.pickHint')}</p>
          ) : null}
          <section aria-labelledby="ratings-list">
            <h2 id="ratings-list">{t('ratings.listTitle', { game: gameName })}</h2>
            {list.error && !list.data ? <LoadError error={list.error} retry={() => reloadList({ requestPolicy: 'network-only' })} /> : null}
            {list.fetching && !list.data ? <Loading /> : null}
            {list.data && rows.length === 0 ? <p>{t('ratings.empty')}</p> : null}
            {rows.length > 0 ? (
              <RatingTable
                className="ratings-table"
                caption={t('ratings.caption', { game: gameName })}
                numberHeading={t('ratings.rank')}
                labelHeading={t('ratings.player')}
                labelsRows
                lines={rows.map((r, i) => ({
                  key: r.accountId,
                  number: i + 1,
                  label: (
                    <Link to={playerHref(r.accountId)} aria-current={r.accountId === accountId ? 'true' : undefined}>
                      {r.name}
                    </Link>
                  ),
                  rating: r.rating,
                  deviation: r.deviation,
                  games: r.games,
                  selected: r.accountId === accountId,
                }))}
              />
            ) : null}
            {list.data && list.data.ratings.totalCount > rows.length ? (
              <p className="note">{t('ratings.partial', { shown: rows.length, total: list.data.ratings.totalCount })}</p>
            ) : null}
          </section>
        </>
      ) : null}
    </>
  );
}
