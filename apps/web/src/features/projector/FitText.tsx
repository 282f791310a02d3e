import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { fitElement } from './fit';

/**
 * A name or a title on the projector, fitted to its room (fit.ts): fitted again whenever its box
 * changes size (the window, the page of rows, the clock beside the title) and when its text
 * changes. A block that fills what its cell or bar leaves it.
 */
export function FitText({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    fitElement(el);
    // Fonts arriving after the first layout change what the text needs.
    void document.fonts?.ready.then(() => fitElement(el));
    const observer = new ResizeObserver(() => fitElement(el));
    observer.observe(el.parentElement ?? el);
    return () => observer.disconnect();
  }, [children]);
  return (
    <span ref={ref} className={['projector-fit', className].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
}
