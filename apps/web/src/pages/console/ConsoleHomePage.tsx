export function ConsoleHomePage() {
  return <p>ConsoleHomePage</p>;
}
