export function SignUpPage() {
  return <p>SignUpPage</p>;
}
