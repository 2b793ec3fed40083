// Every picture content refers to exists in public/ as a well-formed SVG of the stated size.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGES } from '@/content/images';

describe('content pictures', () => {
  it.each(Object.entries(IMAGES))('%s is drawn at its stated size', (_name, image) => {
    const svg = readFileSync(join(process.cwd(), 'public', image.url), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain(`viewBox="0 0 ${image.width} ${image.height}"`);
    expect(svg.trim().endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/<script|href="http/i);
  });
});
