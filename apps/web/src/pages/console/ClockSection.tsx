export function ClockSection() {
  return <p>ClockSection</p>;
}
