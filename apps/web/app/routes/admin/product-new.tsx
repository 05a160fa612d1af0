export default function AdminProductNewPage() {
  return <h1 className="font-display text-2xl">ProductNew</h1>;
}
