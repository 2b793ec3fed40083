/**
 * A small HTTP load balancer for `npm run start:cluster`: round robin over the instances that
 * accept connections, with the client's address and scheme passed on.
 *
 * - An instance that refuses a connection, or drops one mid-request, is skipped until a probe
 *   of its health path answers again (every `probeMs`).
 * - A request is retried on the next instance only when the connection was refused, so no byte
 *   reached the first one, and only when repeating it is safe: an idempotent method (GET, HEAD,
 *   PUT, DELETE, OPTIONS) or a request carrying an Idempotency-Key. Anything else that fails gets
 *   a 502 in the API's error shape; the client decides whether to retry.
 * - X-Forwarded-For gets the client's address appended, X-Forwarded-Proto and X-Forwarded-Host
 *   are set from this listener: the instances trust proxies on loopback (TRUST_PROXY=loopback).
 * - Every answer names the instance that produced it in X-Hickory-Upstream, so a load test can
 *   tell which instance a failure came from.
 */
import http from 'node:http';

export const UPSTREAM_HEADER = 'x-hickory-upstream';
/** Bodies are held in memory so that a refused connection can be retried; the API's own limit is lower. */
export const MAX_BODY_BYTES = 64 * 2 ** 20;
const UPSTREAM_TIMEOUT_MS = 60_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade']);
/** The body is read in full before forwarding, so the client's Expect: 100-continue is answered here. */
const NOT_FORWARDED = new Set([...HOP_BY_HOP, 'expect']);

/** True when the request may be sent again to another instance after a refused connection. */
export function isRetryable(method, headers) {
  return SAFE_METHODS.has(method) || typeof headers['idempotency-key'] === 'string';
}

/** The headers sent upstream: hop-by-hop ones dropped, the forwarding ones set for one trusted hop. */
export function forwardedHeaders(headers, remoteAddress, proto = 'http') {
  const out = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!NOT_FORWARDED.has(name)) out[name] = value;
  }
  const client = (remoteAddress ?? '').replace(/^::ffff:/, '');
  const prior = headers['x-forwarded-for'];
  out['x-forwarded-for'] = prior ? `${prior}, ${client}` : client;
  out['x-forwarded-proto'] = proto;
  if (headers.host) out['x-forwarded-host'] = headers.host;
  return out;
}

function errorBody(statusCode, message) {
  return JSON.stringify({ statusCode, error: http.STATUS_CODES[statusCode], message });
}

function sendError(res, statusCode, message, upstream) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const headers = { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' };
  if (upstream) headers[UPSTREAM_HEADER] = upstream;
  res.writeHead(statusCode, headers).end(errorBody(statusCode, message));
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(Object.assign(new Error('Request body too large'), { statusCode: 413 }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * A balancer over `upstreams` ([{ name, host, port }]). `healthPath` is probed on instances
 * marked down; `healthy(status)` decides whether the answer puts one back in rotation.
 * Returns { server, upstreams, close() }; call server.listen() yourself.
 */
export function createBalancer({ upstreams, healthPath = '/', healthy = () => true, probeMs = 250, log = () => undefined }) {
  const pool = upstreams.map((upstream) => ({ ...upstream, up: true }));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  let turn = 0;

  const markDown = (upstream, why) => {
    if (!upstream.up) return;
    upstream.up = false;
    log(`${upstream.name} out of rotation (${why})`);
  };

  /** Instances in round-robin order, those up first; the down ones last, in case all are down. */
  const candidates = () => {
    const start = turn++ % pool.length;
    const rotated = [...pool.slice(start), ...pool.slice(0, start)];
    return [...rotated.filter((u) => u.up), ...rotated.filter((u) => !u.up)];
  };

  const forward = (req, res, body, order, index) => {
    const upstream = order[index];
    const proxied = http.request({
      host: upstream.host,
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers: forwardedHeaders(req.headers, req.socket.remoteAddress),
      agent,
      timeout: UPSTREAM_TIMEOUT_MS,
    });
    proxied.on('response', (answer) => {
      const headers = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (!HOP_BY_HOP.has(name)) headers[name] = value;
      }
      headers[UPSTREAM_HEADER] = upstream.name;
      res.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(res);
      answer.on('error', () => res.destroy());
      answer.on('aborted', () => {
        markDown(upstream, 'connection lost mid-answer');
        res.destroy();
      });
    });
    proxied.on('timeout', () => proxied.destroy(Object.assign(new Error('upstream timeout'), { code: 'ETIMEDOUT' })));
    proxied.on('error', (error) => {
      if (error.code === 'ECONNREFUSED') {
        markDown(upstream, 'connection refused');
        if (index + 1 < order.length && isRetryable(req.method, req.headers)) {
          forward(req, res, body, order, index + 1);
          return;
        }
        sendError(res, 502, 'No instance accepted the connection; try again in a moment', upstream.name);
        return;
      }
      if (error.code === 'ETIMEDOUT') {
        sendError(res, 504, 'The instance did not answer in time', upstream.name);
        return;
      }
      markDown(upstream, error.code ?? error.message);
      sendError(res, 502, 'The instance stopped before it answered; try again in a moment', upstream.name);
    });
    proxied.end(body);
  };

  const server = http.createServer((req, res) => {
    readBody(req)
      .then((body) => forward(req, res, body, candidates(), 0))
      .catch((error) => sendError(res, error.statusCode ?? 400, error.message));
  });
  server.keepAliveTimeout = 65_000;

  const probe = (upstream) => {
    const check = http.get({ host: upstream.host, port: upstream.port, path: healthPath, timeout: 2_000 }, (answer) => {
      answer.resume();
      if (healthy(answer.statusCode ?? 0) && !upstream.up) {
        upstream.up = true;
        log(`${upstream.name} back in rotation`);
      }
    });
    check.on('timeout', () => check.destroy());
    check.on('error', () => undefined);
  };
  const timer = setInterval(() => pool.filter((u) => !u.up).forEach(probe), probeMs);
  timer.unref();

  return {
    server,
    upstreams: pool,
    close: () =>
      new Promise((resolve) => {
        clearInterval(timer);
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections?.();
      }),
  };
}
