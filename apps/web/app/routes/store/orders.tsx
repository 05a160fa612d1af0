export default function OrdersPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="font-display text-3xl">Orders</h1>
    </section>
  );
}
