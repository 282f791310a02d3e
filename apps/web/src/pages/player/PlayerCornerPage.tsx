export function PlayerCornerPage() {
  return <p>PlayerCornerPage</p>;
}
