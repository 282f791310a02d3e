export function ResultsSection() {
  return <p>ResultsSection</p>;
}
