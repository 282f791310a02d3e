/**
 * "Live": the page follows the server's pushes, so what it shows changes by itself. A status
 * line, so a screen reader says so once when the subscription starts.
 */
export function LiveBadge({ label }: { label: string }) {
  return (
    <p className="live" role="status">
      <span className="live__dot" aria-hidden="true" />
      {label}
    </p>
  );
}
