export default function AdminCategoriesPage() {
  return <h1 className="font-display text-2xl">Categories</h1>;
}
