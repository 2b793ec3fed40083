/** @jest-environment jsdom */
import { configFromDocument, configFromEnv, DEFAULT_API_CONFIG, PUBLIC_CONFIG_ELEMENT_ID, publicApiConfig, publicConfigJson } from './config';

function renderConfigElement(text: string | null): void {
  document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.remove();
  if (text === null) return;
  const script = document.createElement('script');
  script.id = PUBLIC_CONFIG_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

describe('configFromEnv', () => {
  it('defaults every address to the local API', () => {
    expect(configFromEnv({})).toEqual({
      orderingApiUrl: 'http://localhost:4000',
      serverlessApiUrl: 'http://localhost:4000',
      ordersGraphqlUrl: 'http://localhost:4000/graphql',
      contentGraphqlUrl: 'http://localhost:4000/content/graphql',
    });
  });

  it('reads the four settings, trimmed and without a trailing slash; blanks fall back', () => {
    expect(
      configFromEnv({
        ORDERING_API_URL: ' https://ordering.example.org/ ',
        SERVERLESS_API_URL: 'https://fn.example.org/v1//',
        ORDERS_GRAPHQL_URL: '',
        CONTENT_GRAPHQL_URL: 'https://cms.example.org/graphql',
      }),
    ).toEqual({
      orderingApiUrl: 'https://ordering.example.org',
      serverlessApiUrl: 'https://fn.example.org/v1',
      ordersGraphqlUrl: DEFAULT_API_CONFIG.ordersGraphqlUrl,
      contentGraphqlUrl: 'https://cms.example.org/graphql',
    });
  });
});

describe('configFromDocument', () => {
  it.each<[string, string | null, Partial<typeof DEFAULT_API_CONFIG>]>([
    ['no element', null, {}],
    ['unreadable JSON', '{oops', {}],
    ['a JSON array', '[1]', {}],
    ['one setting', '{"orderingApiUrl":"https://o.example.org"}', { orderingApiUrl: 'https://o.example.org' }],
    ['a wrong type', '{"orderingApiUrl":12}', {}],
  ])('%s', (_case, text, expected) => {
    renderConfigElement(text);
    expect(configFromDocument(document)).toEqual({ ...DEFAULT_API_CONFIG, ...expected });
  });
});

describe('publicApiConfig', () => {
  it('reads the page in the browser, not process.env', () => {
    process.env.ORDERING_API_URL = 'https://from-env.example.org';
    renderConfigElement(publicConfigJson({ ...DEFAULT_API_CONFIG, orderingApiUrl: 'https://from-page.example.org' }));
    expect(publicApiConfig().orderingApiUrl).toBe('https://from-page.example.org');
    delete process.env.ORDERING_API_URL;
  });
});

describe('publicConfigJson', () => {
  it('cannot close the script element it is rendered in', () => {
    const json = publicConfigJson({ ...DEFAULT_API_CONFIG, contentGraphqlUrl: 'https://x.example.org/</script><script>alert(1)</script>&\u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json).contentGraphqlUrl).toBe('https://x.example.org/</script><script>alert(1)</script>&\u2028');
  });
});
