/**
 * jsdom, plus Node's own fetch and the classes it needs, so browser-path tests of the data
 * clients can talk to a real local server. Use with
 * `/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts *\/`.
 */
import { TestEnvironment } from 'jest-environment-jsdom';

export default class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(...args: ConstructorParameters<typeof TestEnvironment>) {
    super(...args);
    const fromNode = { fetch, Request, Response, Headers, FormData, AbortController, AbortSignal, TextEncoder, TextDecoder, ReadableStream };
    Object.assign(this.global, fromNode);
  }
}
