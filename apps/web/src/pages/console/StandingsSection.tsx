export function StandingsSection() {
  return <p>StandingsSection</p>;
}
