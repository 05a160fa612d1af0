export default function AdminOrdersPage() {
  return <h1 className="font-display text-2xl">Orders</h1>;
}
