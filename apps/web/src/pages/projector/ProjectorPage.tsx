export function ProjectorPage() {
  return <p>ProjectorPage</p>;
}
