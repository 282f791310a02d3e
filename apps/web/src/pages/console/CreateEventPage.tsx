export function CreateEventPage() {
  return <p>CreateEventPage</p>;
}
