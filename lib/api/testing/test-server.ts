/**
 * A tiny real HTTP server for the data-client tests: it records every request and answers with
 * whatever the test's `respond` returns. Listens on an ephemeral port of 127.0.0.1.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
/** `destroy` drops the connection; `hang` never answers (until the server closes). */
type TestAnswer = { status?: number; headers?: Record<string, string>; body?: string | object; destroy?: boolean; hang?: boolean };
type Responder = (request: RecordedRequest) => TestAnswer;

export type TestServer = {
  url: string;
  requests: RecordedRequest[];
  respond: Responder;
  close(): Promise<void>;
};

export async function startTestServer(respond: Responder = () => ({ body: {} })): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const state: TestServer = { url: '', requests, respond, close: async () => undefined };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(recorded);
      const answer = state.respond(recorded);
      if (answer.destroy) {
        req.socket.destroy();
        return;
      }
      if (answer.hang) return;
      const isText = typeof answer.body === 'string';
      res.writeHead(answer.status ?? 200, { 'content-type': isText ? 'text/plain' : 'application/json', ...answer.headers });
      res.end(answer.body === undefined ? '' : isText ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return state;
}
