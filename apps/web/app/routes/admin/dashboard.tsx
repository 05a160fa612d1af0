export default function AdminDashboardPage() {
  return <h1 className="font-display text-2xl">Dashboard</h1>;
}
