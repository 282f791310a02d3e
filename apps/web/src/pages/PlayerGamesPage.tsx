export function PlayerGamesPage() {
  return <p>PlayerGamesPage</p>;
}
