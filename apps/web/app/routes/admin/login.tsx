export default function AdminLoginPage() {
  return <h1>Admin sign-in</h1>;
}
