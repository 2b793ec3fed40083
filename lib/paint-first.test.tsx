/** @jest-environment jsdom */
import type { HtmlProps } from 'next/dist/shared/lib/html-context.shared-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { HYDRATED_MARK } from './hydrated-mark';
import { PAINT_FIRST_LOADER, PAINT_FIRST_SOURCES_ID } from './paint-first';
import { PaintFirstHead } from './paint-first-head';

const CHUNKS = ['/_next/static/chunks/framework.js', '/_next/static/chunks/page.js'];

function listScripts(sources: string[]) {
  const list = document.createElement('script');
  list.id = PAINT_FIRST_SOURCES_ID;
  list.type = 'application/json';
  list.textContent = JSON.stringify(sources);
  document.body.appendChild(list);
}

const added = () => [...document.head.querySelectorAll('script[src]')] as HTMLScriptElement[];

describe('the page scripts loader', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '<main>Brisket</main>';
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('adds the listed scripts only after a frame has been painted, in their order', () => {
    listScripts(CHUNKS);
    new Function(PAINT_FIRST_LOADER)();
    expect(added()).toHaveLength(0);
    jest.advanceTimersByTime(50);
    expect(added().map((script) => script.getAttribute('src'))).toEqual(CHUNKS);
    expect(added().every((script) => script.async === false)).toBe(true);
  });

  it('loads them at once in a hidden tab, which paints no frame', () => {
    listScripts(CHUNKS);
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    new Function(PAINT_FIRST_LOADER)();
    visibility.mockRestore();
    expect(added()).toHaveLength(2);
  });
});

/** The context Next's <Head> reads, with what the script writers use. */
function htmlContext(isDevelopment: boolean): HtmlProps {
  return {
    isDevelopment,
    assetPrefix: '',
    assetQueryString: '',
    mutableAssetQueryString: '',
    dynamicImports: ['static/chunks/dynamic.js'],
    buildManifest: {
      lowPriorityFiles: ['static/build/_buildManifest.js'],
      chunkLoadingGlobal: 'TURBOPACK',
      pagesChunkGroupBootstrapParams: { '/_app': { otherChunks: ['static/chunks/app.js'], runtimeModuleIds: [1] } },
    },
    __NEXT_DATA__: { page: '/menu' },
    scriptLoader: {},
  } as unknown as HtmlProps;
}

function scriptsOf(isDevelopment: boolean): string {
  const head = new PaintFirstHead({ nonce: 'n0nce' });
  head.context = htmlContext(isDevelopment);
  const files = { sharedFiles: [], pageFiles: [], allFiles: ['static/chunks/app.js', 'static/chunks/page.js'] };
  return renderToStaticMarkup(<>{[...head.getDynamicChunks(files), ...head.getScripts(files)]}</>);
}

describe('the head of a built page', () => {
  it('lists the chunk scripts for the loader instead of writing them as tags, after the bootstrap', () => {
    const html = scriptsOf(false);
    expect(html).not.toMatch(/<script[^>]* src=/);
    const list = html.match(new RegExp(`<script id="${PAINT_FIRST_SOURCES_ID}" type="application/json">(.*?)</script>`));
    expect(JSON.parse(list![1]!)).toEqual([
      '/_next/static/chunks/dynamic.js',
      '/_next/static/chunks/app.js',
      '/_next/static/chunks/page.js',
      '/_next/static/build/_buildManifest.js',
    ]);
    expect(html.indexOf('TURBOPACK')).toBeLessThan(html.indexOf(PAINT_FIRST_SOURCES_ID));
    expect(html).toContain(`<script nonce="n0nce">${PAINT_FIRST_LOADER}</script>`);
  });

  it('keeps the development server on deferred tags', () => {
    const html = scriptsOf(true);
    expect(html).toMatch(/<script src="\/_next\/static\/chunks\/page.js"[^>]* defer=""/);
    expect(html).not.toContain(PAINT_FIRST_SOURCES_ID);
  });
});

describe('a form submitted before the page is hydrated', () => {
  /** The marks the page has made (jsdom keeps no performance timeline). */
  let marks: string[];
  beforeEach(() => {
    document.body.innerHTML = '<form><input name="password" value="secret"><button>Sign in</button></form>';
    marks = [];
    Object.defineProperty(performance, 'getEntriesByName', {
      configurable: true,
      value: (name: string, type: string) => (type === 'mark' ? marks.filter((mark) => mark === name) : []),
    });
  });

  function submit(): boolean {
    const event = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(event);
    return event.defaultPrevented;
  }

  it('is not sent by the browser until React has hydrated the page, then is left to the page', () => {
    new Function(PAINT_FIRST_LOADER)();
    expect(submit()).toBe(true);
    marks.push(HYDRATED_MARK);
    expect(submit()).toBe(false);
  });
});
