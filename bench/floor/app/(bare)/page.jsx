export default function Page() {
  return (
    <main>
      <h1>A bare Next page</h1>
      <p>What every page of the site pays for the framework before any of its own code.</p>
    </main>
  );
}
