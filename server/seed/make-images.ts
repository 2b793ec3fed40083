/**
 * Writes the demo chain's pictures (SVG, made here, nothing fetched) into public/images/menu
 * and public/images/stores. Run after changing menu or store data: `npx tsx server/seed/make-images.ts`.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderImages } from './images';

const publicDir = path.resolve(__dirname, '../../public');
const images = renderImages();

for (const folder of ['images/menu', 'images/stores']) {
  const dir = path.join(publicDir, folder);
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(dir)) {
    if (file.endsWith('.svg') && !images.has(`/${folder}/${file}`)) rmSync(path.join(dir, file));
  }
}
let bytes = 0;
for (const [url, svg] of images) {
  writeFileSync(path.join(publicDir, url), svg);
  bytes += Buffer.byteLength(svg);
}
console.log(`Wrote ${images.size} pictures, ${Math.round(bytes / 1024)} KB, into public/images/menu and public/images/stores`);
