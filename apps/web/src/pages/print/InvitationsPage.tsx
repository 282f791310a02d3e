export function InvitationsPage() {
  return <p>InvitationsPage</p>;
}
