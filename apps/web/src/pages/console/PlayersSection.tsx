export function PlayersSection() {
  return <p>PlayersSection</p>;
}
