export function JoinMatchPage() {
  return <p>JoinMatchPage</p>;
}
