/**
 * The scripts of an HTML page as a browser would run them: every <script> element with a
 * `src`, and every inline one whose type is JavaScript (not the JSON data blocks Next and
 * _document write). A small scanner rather than a full HTML parser: by the HTML tokenizer's
 * rules a script element's text ends at the first `</script`, comments hide what they hold, and
 * that is all it takes to find the elements a page carries.
 */

export type PageScript = { src: string; inline: null } | { src: null; inline: string };

const JAVASCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript']);

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of tag.matchAll(pattern)) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

function decodeEntities(value: string): string {
  return value.replace(/&(amp|quot|#39|apos|lt|gt);/g, (_all, name: string) => ({ amp: '&', quot: '"', '#39': "'", apos: "'", lt: '<', gt: '>' })[name] ?? '');
}

/** The page's scripts in document order. */
export function scriptsOfHtml(html: string): PageScript[] {
  const scripts: PageScript[] = [];
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (const match of withoutComments.matchAll(pattern)) {
    const attributes = attributesOf(match[1] ?? '');
    const type = (attributes.get('type') ?? '').trim().toLowerCase();
    if (!JAVASCRIPT_TYPES.has(type)) continue;
    const src = attributes.get('src');
    if (src !== undefined) scripts.push({ src, inline: null });
    else if ((match[2] ?? '').length > 0) scripts.push({ src: null, inline: match[2]! });
  }
  return scripts;
}
