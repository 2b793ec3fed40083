/** A tiny SVG writer for the demo chain's locally made pictures. */

export const WIDTH = 480;
export const HEIGHT = 360;

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A whole picture: background gradient, the drawing, and a caption band. */
export function picture(title: string, colors: { from: string; to: string }, drawing: string, caption: string): string {
  const label = escapeXml(caption);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${label}">`,
    `<title>${escapeXml(title)}</title>`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colors.from}"/><stop offset="1" stop-color="${colors.to}"/></linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`,
    drawing,
    `<rect y="300" width="${WIDTH}" height="60" fill="#1f130d" opacity="0.82"/>`,
    `<text x="240" y="338" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${caption.length > 30 ? 20 : 24}" fill="#fbead0">${label}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
