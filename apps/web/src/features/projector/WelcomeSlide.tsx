import { toString as qrCodeSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FitText } from './FitText';
import { readableUrl, svgDataUrl } from '../../lib/join-link';
import { pageOf, PLAYERS_PER_PAGE } from './slides';

export interface WelcomePlayer {
  id: string;
  name: string;
}

/** The code to scan, drawn in the page from the link (nothing loaded from elsewhere); null until drawn. */
function useQrCode(url: string): string | null {
  const [drawn, setDrawn] = useState<{ url: string; src: string } | null>(null);
  useEffect(() => {
    let current = true;
    void qrCodeSvg(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } }).then((svg) => {
      if (current) setDrawn({ url, src: svgDataUrl(svg) });
    });
    return () => {
      current = false;
    };
  }, [url]);
  return drawn?.url === url ? drawn.src : null;
}

/**
 * Before the first round: how to join (a code to scan, the link written out) and the players as
 * they register, the newest marked, a page of names at a time.
 */
export function WelcomeSlide({
  name,
  url,
  players,
  total,
  page,
  pages,
}: {
  name: string;
  url: string;
  /** In registration order. */
  players: readonly WelcomePlayer[];
  total: number;
  page: number;
  pages: number;
}) {
  const { t } = useTranslation('projector');
  const qr = useQrCode(url);
  const newest = players.at(-1)?.id;
  const shown = pageOf(players, PLAYERS_PER_PAGE, page);
  return (
    <div className="projector-welcome">
      <section className="projector-join" aria-labelledby="projector-join-heading">
        <h2 id="projector-join-heading" className="projector-join__heading">
          {t('welcome.join')}
        </h2>
        <div className="projector-join__code">
          {qr ? <img src={qr} alt={t('welcome.qrAlt', { name, url })} width={400} height={400} /> : null}
        </div>
        <p className="projector-join__url">{readableUrl(url)}</p>
      </section>
      <section className="projector-players" aria-labelledby="projector-players-heading">
        <h2 id="projector-players-heading" className="projector-players__heading">
          {t('welcome.players', { count: total })}
        </h2>
        {total === 0 ? (
          <p className="projector-players__empty">{t('welcome.noPlayers')}</p>
        ) : (
          <ol className="projector-players__list" start={page * PLAYERS_PER_PAGE + 1}>
            {shown.map((p) => (
              <li key={p.id} className={p.id === newest ? 'projector-players__newest' : undefined}>
                <FitText className="projector-players__name">{p.name}</FitText>
                {p.id === newest ? <span className="projector-players__tag">{t('welcome.newest')}</span> : null}
              </li>
            ))}
          </ol>
        )}
        {pages > 1 ? <p className="projector-page">{t('page', { page: page + 1, pages })}</p> : null}
      </section>
    </div>
  );
}
