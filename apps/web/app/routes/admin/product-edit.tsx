export default function AdminProductEditPage() {
  return <h1 className="font-display text-2xl">ProductEdit</h1>;
}
