export function MatchSlipsPage() {
  return <p>MatchSlipsPage</p>;
}
