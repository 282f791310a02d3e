/** Waits until `check` answers something truthy, asking every 50 ms for at most `seconds`; the last error is kept for the message. */
export async function until<T>(what: string, check: () => Promise<T | null | undefined | false>, seconds = 20): Promise<T> {
  const end = Date.now() + seconds * 1000;
  let last: unknown;
  for (;;) {
    try {
      const got = await check();
      if (got) return got;
    } catch (e) {
      last = e; // a server still starting, say: ask again
    }
    if (Date.now() > end)
      throw new Error(`timed out after ${seconds} s waiting for ${what}${last ? ` (last error: ${(last as Error).message})` : ''}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
