export function EventSection() {
  return <p>EventSection</p>;
}
