/**
 * A small JSON client over Node's fetch (keep-alive), the HTTP stack the checkout benchmark and
 * its /health ceiling share. Answers are { status, body }; a refusal is data, not an exception.
 */

/** A client for `baseUrl` that sends `headers` (brand, country) on every request. */
export function jsonClient(baseUrl, headers = {}) {
  async function request(method, path, { body, extra = {} } = {}) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...headers, ...extra, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await readBody(response) };
  }
  return {
    get: (path, extra) => request('GET', path, { extra }),
    post: (path, body, extra) => request('POST', path, { body, extra }),
    put: (path, body, extra) => request('PUT', path, { body, extra }),
  };
}

/** A response's JSON body; a body that is not JSON becomes { message } with its first 200 characters. */
export async function readBody(response) {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return { message: text.slice(0, 200) };
  }
}

/** The answer's body when its status is `expected`; otherwise an error naming the step. */
export function expectStatus(answer, expected, step) {
  if (answer.status === expected) return answer.body;
  const message = answer.body?.message ?? 'no message';
  throw Object.assign(new Error(`${step} answered ${answer.status}: ${message}`), { status: answer.status, step });
}

/** The list inside a WireList envelope, or the array itself. */
export const listOf = (body) => (Array.isArray(body) ? body : (body?.data ?? []));
