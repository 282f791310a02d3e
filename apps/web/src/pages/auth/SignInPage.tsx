export function SignInPage() {
  return <p>SignInPage</p>;
}
