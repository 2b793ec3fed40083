/** A tiny SVG writer for the demo chain's locally made pictures. */

export const WIDTH = 480;
export const HEIGHT = 360;

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * A whole picture: background gradient and the drawing. No caption is drawn: cards crop the
 * picture's edges, and drawn text could not follow the page's language (the title and
 * aria-label name it instead, and the page shows the translated name beside it).
 */
export function picture(title: string, colors: { from: string; to: string }, drawing: string, caption: string): string {
  const label = escapeXml(caption);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${label}">`,
    `<title>${escapeXml(title)}</title>`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colors.from}"/><stop offset="1" stop-color="${colors.to}"/></linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`,
    drawing,
    '</svg>',
    '',
  ].join('\n');
}
