/**
 * The floor's one page: rendered per request through getServerSideProps, calling nothing, so
 * it is the most a server-rendered page of this Next and React can do on this machine.
 */
export async function getServerSideProps() {
  return { props: { renderedAt: new Date().toISOString() } };
}

export default function FloorPage({ renderedAt }) {
  return (
    <main>
      <h1>Floor</h1>
      <p>Rendered at {renderedAt}</p>
    </main>
  );
}
