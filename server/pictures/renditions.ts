/**
 * Renditions of one food picture, made with sharp: every width of PICTURE_WIDTHS in every format
 * of PICTURE_FORMATS, cropped to 8:5 around the centre. The build step renders the demo art
 * through it; a photo upload resizes through it too, then stores the files at the paths the
 * storefront reads (see domain/pictures.ts).
 */
import sharp, { type Sharp } from 'sharp';
import { LARGEST_PICTURE_WIDTH as LARGEST, PICTURE_FORMATS, PICTURE_QUALITY, PICTURE_WIDTHS, pictureHeight, renditionUrl, type PictureFormat } from '@/domain/pictures';

export type Rendition = { url: string; width: number; height: number; format: PictureFormat; bytes: Buffer };

function encode(image: Sharp, format: PictureFormat): Sharp {
  const quality = PICTURE_QUALITY[format];
  if (format === 'avif') return image.avif({ quality, effort: 1 });
  if (format === 'webp') return image.webp({ quality, effort: 4 });
  return image.jpeg({ quality, mozjpeg: true, progressive: true });
}

/**
 * Every rendition of a source picture (SVG, JPEG, PNG, WebP or AVIF bytes). `svgWidth`: the
 * width an SVG source is drawn at, so it is rasterised once at the largest rendition's size.
 */
export async function renderRenditions(stem: string, source: Buffer, options: { svgWidth?: number } = {}): Promise<Rendition[]> {
  const density = options.svgWidth ? Math.round((72 * LARGEST) / options.svgWidth) : undefined;
  const master = await sharp(source, density ? { density } : {})
    .resize(LARGEST, pictureHeight(LARGEST), { fit: 'cover', position: 'centre' })
    .flatten({ background: '#2b1a12' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const out: Rendition[] = [];
  for (const width of PICTURE_WIDTHS) {
    const height = pictureHeight(width);
    const resized = await sharp(master.data, { raw: master.info })
      .resize(width, height, { fit: 'cover', kernel: 'lanczos3' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (const { extension } of PICTURE_FORMATS) {
      const bytes = await encode(sharp(resized.data, { raw: resized.info }), extension).toBuffer();
      out.push({ url: renditionUrl(stem, width, extension), width, height, format: extension, bytes });
    }
  }
  return out;
}
