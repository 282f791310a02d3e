export function PairingsPrintPage() {
  return <p>PairingsPrintPage</p>;
}
