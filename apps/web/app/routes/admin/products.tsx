export default function AdminProductsPage() {
  return <h1 className="font-display text-2xl">Products</h1>;
}
