/**
 * `npm run pictures`: draws every menu item's picture (server/seed/art-menu.ts) and writes it into
 * public/images/menu as the SVG its imageUrl names plus its AVIF, WebP and JPEG renditions
 * (domain/pictures.ts says where). Runs before every storefront build (`npm run build`, `npm start`,
 * the journeys) and before `npm run dev`, because Next serves only the public files that existed
 * at build time. The files are generated, not committed: a picture whose drawing, widths,
 * formats, quality and sharp version are unchanged is skipped (public/images/menu/.renditions.json
 * remembers them), so a run without changes takes about a second.
 */
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PICTURE_FORMATS, PICTURE_QUALITY, PICTURE_WIDTHS, pictureStem, renditionUrl } from '@/domain/pictures';
import { menuPicture } from '@/server/seed/art-menu';
import { ART_WIDTH } from '@/server/seed/art/kit';
import { catalogItems, menuImageUrl } from '@/server/seed/catalog';
import { renderRenditions } from '@/server/pictures/renditions';

const publicDir = path.resolve(__dirname, '../public');
const manifestPath = path.join(publicDir, 'images/menu/.renditions.json');
const settings = JSON.stringify({ widths: PICTURE_WIDTHS, formats: PICTURE_FORMATS, quality: PICTURE_QUALITY, sharp: sharp.versions });

type Manifest = Record<string, string>;

function readManifest(): Manifest {
  try {
    return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

const fileOf = (url: string) => path.join(publicDir, url);

function complete(stem: string, sourceUrl: string): boolean {
  if (!existsSync(fileOf(sourceUrl))) return false;
  return PICTURE_WIDTHS.every((width) => PICTURE_FORMATS.every(({ extension }) => existsSync(fileOf(renditionUrl(stem, width, extension)))));
}

async function main() {
  const started = Date.now();
  const previous = readManifest();
  const next: Manifest = {};
  const stale: { url: string; stem: string; svg: string }[] = [];
  for (const { item } of catalogItems()) {
    const url = menuImageUrl(item);
    const stem = pictureStem(url);
    if (!stem) throw new Error(`${url} is not a picture URL with renditions`);
    const svg = menuPicture(item);
    next[stem] = createHash('sha256').update(settings).update(svg).digest('hex').slice(0, 16);
    if (previous[stem] !== next[stem] || !complete(stem, url)) stale.push({ url, stem, svg });
  }
  if (stale.length) console.log(`Menu pictures: drawing ${stale.length} of ${Object.keys(next).length} (the first time takes a minute or two)...`);
  // Drawing an SVG uses one core; one picture per core keeps them all busy.
  const queue = [...stale];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      mkdirSync(fileOf(job.stem), { recursive: true });
      for (const rendition of await renderRenditions(job.stem, Buffer.from(job.svg), { svgWidth: ART_WIDTH })) writeFileSync(fileOf(rendition.url), rendition.bytes);
      writeFileSync(fileOf(job.url), job.svg);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  const made = stale.length;
  // Pictures of items no longer on the menu; files this script did not make are left alone.
  for (const stem of Object.keys(previous)) {
    if (next[stem]) continue;
    rmSync(fileOf(stem), { recursive: true, force: true });
    rmSync(fileOf(`${stem}.svg`), { force: true });
  }
  const manifest = `${JSON.stringify(next, null, 1)}\n`;
  mkdirSync(path.dirname(manifestPath), { recursive: true });
  if (!existsSync(manifestPath) || readFileSync(manifestPath, 'utf8') !== manifest) writeFileSync(manifestPath, manifest);
  const total = Object.keys(next).length;
  console.log(made ? `Menu pictures: drew ${made} of ${total} in ${Math.round((Date.now() - started) / 100) / 10} s` : `Menu pictures: all ${total} up to date`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
