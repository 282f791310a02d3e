export function RatingsPage() {
  return <p>RatingsPage</p>;
}
