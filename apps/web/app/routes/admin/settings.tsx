export default function AdminSettingsPage() {
  return <h1 className="font-display text-2xl">Settings</h1>;
}
