export default function HomePage() {
  return <h1>Seoul Glow</h1>;
}
