/**
 * Every picture of a menu item goes through here: menu rows, item pages, the cart, Menu At A
 * Glance, the home page's highlights and the catering packages.
 *
 * For a picture with renditions it renders `<picture>` with AVIF and WebP sources and a JPEG
 * `<img>` fallback, each with a `srcset` of every width and the `sizes` of the place it is shown
 * (food-picture-sizes.ts), so the browser downloads the smallest file that looks sharp. Width and
 * height attributes (any 8:5 pair; CSS sets the shown size) reserve the space before it loads, so
 * nothing shifts. `priority` is for the one picture likely to be the largest paint (top of the
 * page): fetched at once and first; every other picture loads lazily as it nears the viewport.
 *
 * Where files live (the contract a photo upload writes to, see domain/pictures.ts): an item whose
 * `imageUrl` is `/images/menu/<name>.<ext>` has its renditions at
 * `/images/menu/<name>/<width>.<avif|webp|jpg>` for every width of PICTURE_WIDTHS
 * (160, 320, 480, 640, 960, 1280), each exactly that wide at 8:5, cropped to the centre; the
 * back office resizes an uploaded photo with server/pictures/renditions.ts and stores them there
 * (or at the same paths on the CDN that serves /images/menu/). Any other URL is shown as it is.
 *
 * Alt text: an item's picture always sits beside the item's name, so it is decorative and its
 * alt is empty everywhere; a place that shows a picture without the name passes the translated
 * name instead.
 */
import { fallbackWidth, pictureSrcSet, pictureStem, renditionUrl } from '@/domain/pictures';
import { FOOD_PICTURE_SIZES, type FoodPicturePlace } from './food-picture-sizes';
import styles from './food-picture.module.css';

type Props = {
  src: string;
  /** Empty beside the item's name; otherwise the item's translated name. */
  alt: string;
  /** Where the picture is shown: decides `sizes`. */
  place: FoodPicturePlace;
  /** Width and height attributes: the usual shown size in CSS px, at 8:5. */
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
};

export function FoodPicture({ src, alt, place, width, height, priority = false, className }: Props) {
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  const stem = pictureStem(src);
  if (!stem) {
    return <img loading={loading} fetchPriority={fetchPriority} decoding="async" src={src} alt={alt} width={width} height={height} className={className} />;
  }
  const sizes = FOOD_PICTURE_SIZES[place];
  return (
    <picture className={styles.picture}>
      <source type="image/avif" srcSet={pictureSrcSet(stem, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={pictureSrcSet(stem, 'webp')} sizes={sizes} />
      <img
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        srcSet={pictureSrcSet(stem, 'jpg')}
        sizes={sizes}
        src={renditionUrl(stem, fallbackWidth(width), 'jpg')}
        alt={alt}
        width={width}
        height={height}
        className={className}
      />
    </picture>
  );
}
