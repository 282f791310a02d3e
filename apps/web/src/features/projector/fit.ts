/**
 * Text that fits its room on the projector: a name or a title is drawn at its full size when it
 * fits, shrunk to fit when it does not (down to `MIN_SCALE` of its size, still read from the back
 * of the hall), and only past that wrapped onto a second line: never cut with an ellipsis.
 */

/** The smallest a text is shrunk to, of its full size, before it wraps instead. */
export const MIN_SCALE = 0.6;

/**
 * The scale that fits `need` pixels of text into `room`: 1 when it fits, else the ratio rounded
 * down to a hundredth (so the result fits rather than overshoots by a sub-pixel), never below
 * `min`; null when there is no room to measure (not laid out yet, or hidden).
 */
export function fitScale(room: number, need: number, min = MIN_SCALE): number | null {
  if (!(room > 0) || !(need > 0)) return null;
  if (need <= room + 0.5) return 1;
  return Math.max(min, Math.floor((room / need) * 100) / 100);
}

/**
 * Fits one element's text to its box (measured: the element keeps its own width, `scrollWidth` is
 * what the text needs): its font size is set in pixels from the size its style gives it, and if
 * even the smallest does not fit, it is marked to wrap.
 */
export function fitElement(el: HTMLElement, min = MIN_SCALE): void {
  el.style.fontSize = '';
  el.classList.remove('projector-fit--wrap');
  const scale = fitScale(el.clientWidth, el.scrollWidth, min);
  if (scale === null || scale === 1) return;
  const full = parseFloat(getComputedStyle(el).fontSize);
  el.style.fontSize = `${Math.floor(full * scale * 100) / 100}px`;
  if (el.scrollWidth > el.clientWidth + 0.5) el.classList.add('projector-fit--wrap');
}
