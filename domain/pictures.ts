/**
 * Food pictures: which sizes and formats exist for an item's picture and where they live, and the
 * `srcset`/`sizes` a page gives the browser so it downloads the smallest file that looks sharp.
 *
 * The contract, shared by the build step that rasterises the demo art (scripts/make-pictures.ts)
 * and by whatever stores real photos later:
 * - An item's `imageUrl` under PICTURE_ROOT names the picture. Its stem is that URL without its
 *   extension: `/images/menu/beef-brisket-lb.svg` → `/images/menu/beef-brisket-lb`.
 * - Beside it live its renditions, one file per width and format:
 *   `<stem>/<width>.<avif|webp|jpg>`, for every width in PICTURE_WIDTHS, each exactly that many
 *   pixels wide at PICTURE_ASPECT (8:5), cropped to the centre.
 * - A URL outside PICTURE_ROOT (or any other shape) has no renditions: it is shown as it is.
 */

/** Pictures under this path have renditions. */
export const PICTURE_ROOT = '/images/menu/';

/** Widths, in px, of every rendition: from a cart thumbnail at 1x to an item page at 2x. */
export const PICTURE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;

export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** The widest rendition. */
export const LARGEST_PICTURE_WIDTH: PictureWidth = 1280;

/** Formats, best first; the last is the fallback every browser shows. */
export const PICTURE_FORMATS = [
  { extension: 'avif', type: 'image/avif' },
  { extension: 'webp', type: 'image/webp' },
  { extension: 'jpg', type: 'image/jpeg' },
] as const;

export type PictureFormat = (typeof PICTURE_FORMATS)[number]['extension'];

/** Width over height of every rendition. */
export const PICTURE_ASPECT = { width: 8, height: 5 } as const;

/** Encoder quality (0-100) of the lossy formats. */
export const PICTURE_QUALITY: Record<PictureFormat, number> = { avif: 55, webp: 75, jpg: 75 };

const STEM = /^(\/images\/menu\/(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_-]*)\.(?:svg|jpe?g|png|webp|avif)$/;

/** The stem of a picture that has renditions, or null for any other URL. */
export function pictureStem(src: string): string | null {
  return STEM.exec(src)?.[1] ?? null;
}

/** The URL of one rendition. */
export function renditionUrl(stem: string, width: PictureWidth, format: PictureFormat): string {
  return `${stem}/${width}.${format}`;
}

/** The `srcset` of one format: every width, smallest first. */
export function pictureSrcSet(stem: string, format: PictureFormat, widths: readonly PictureWidth[] = PICTURE_WIDTHS): string {
  return widths.map((width) => `${renditionUrl(stem, width, format)} ${width}w`).join(', ');
}

/** The width the fallback `src` uses: the smallest rendition at least `width` wide. */
export function fallbackWidth(width: number): PictureWidth {
  return PICTURE_WIDTHS.find((candidate) => candidate >= width) ?? LARGEST_PICTURE_WIDTH;
}

/**
 * One rule of `sizes`: from `minWidth` px of viewport up (none: every viewport), the picture is
 * `width` wide (a CSS length such as '320px', '45vw' or 'calc(100vw - 32px)').
 */
export type SizeRule = { minWidth?: number; width: string };

/**
 * The `sizes` attribute from rules in any order: widest breakpoint first (the browser takes the
 * first that matches), the rule without a breakpoint last. Throws on two defaults or two rules
 * for one breakpoint, which would make the later one dead.
 */
export function pictureSizes(rules: readonly SizeRule[]): string {
  const defaults = rules.filter((rule) => rule.minWidth === undefined);
  const [fallback] = defaults;
  if (!fallback || defaults.length > 1) throw new Error(`sizes needs exactly one rule without minWidth, got ${defaults.length}`);
  const ranged = rules.filter((rule): rule is Required<SizeRule> => rule.minWidth !== undefined).sort((a, b) => b.minWidth - a.minWidth);
  ranged.forEach((rule, index) => {
    if (index > 0 && ranged[index - 1]?.minWidth === rule.minWidth) throw new Error(`sizes has two rules from ${rule.minWidth}px`);
  });
  return [...ranged.map((rule) => `(min-width: ${rule.minWidth}px) ${rule.width}`), fallback.width].join(', ');
}

/** Height of a rendition `width` px wide. */
export const pictureHeight = (width: number) => Math.round((width * PICTURE_ASPECT.height) / PICTURE_ASPECT.width);
