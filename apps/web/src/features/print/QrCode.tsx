import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * A QR code of `text`, drawn here as SVG (nothing is fetched from elsewhere) and shown as an
 * image with its alternative text. Medium error correction survives a crease in the paper.
 */
export function QrCode({ text, alt, size = 160 }: { text: string; alt: string; size?: number }) {
  const [drawn, setDrawn] = useState<{ text: string; src: string } | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
      .then((svg) => {
        if (current) setDrawn({ text, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      })
      .catch(() => {
        // Only text too long for any QR code fails: the link printed beside it still works.
        if (current) setDrawn(null);
      });
    return () => {
      current = false;
    };
  }, [text]);
  // A code drawn for an earlier text (a reissued invitation) is never shown for the new one.
  if (!drawn || drawn.text !== text) return <span className="qr qr--pending" style={{ width: size, height: size }} aria-hidden="true" />;
  return <img className="qr" src={drawn.src} alt={alt} width={size} height={size} />;
}
