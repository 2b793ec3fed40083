/** Port checks: a benchmark or test stack must not talk to some other server left running. */
import net from 'node:net';

/** Resolves true when nothing listens on `port` (localhost, IPv4 and IPv6). */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port);
  });
}

/** Throws a message naming every busy port of `ports`. */
export async function assertPortsFree(ports, purpose) {
  const busy = [];
  for (const port of ports) {
    if (!(await portIsFree(port))) busy.push(port);
  }
  if (busy.length > 0) {
    throw new Error(`Port ${busy.join(' and ')} already in use; ${purpose} needs it. Stop what listens there and retry.`);
  }
}
