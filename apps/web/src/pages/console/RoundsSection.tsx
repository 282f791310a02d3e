export function RoundsSection() {
  return <p>RoundsSection</p>;
}
