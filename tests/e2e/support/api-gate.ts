/**
 * The door between the "offline" storefront of the journeys (tests/e2e/run.mjs starts it with
 * every API address pointing at the gate's port) and the real API. A journey opens the gate
 * (requests pass through to the API), closes it (nothing listens: connections are refused), or
 * makes it hang (connections are accepted and never answered). A plain node:http proxy.
 */
import { createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export type GateMode = 'open' | 'hang';

export class ApiGate {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private mode: GateMode = 'open';

  constructor(
    private readonly port: number,
    private readonly target: URL,
  ) {}

  /** Listens (when not already) and lets requests through, or holds them, as `mode` says. */
  async listen(mode: GateMode): Promise<void> {
    this.mode = mode;
    if (this.server) return;
    const server = createServer((req, res) => this.handle(req, res));
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  /** Stops listening and drops every connection: the API is unreachable. */
  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    if (this.mode === 'hang') return;
    const upstream = forward(
      { hostname: this.target.hostname, port: this.target.port, method: req.method, path: req.url, headers: { ...req.headers, host: this.target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  }
}
