/** A content picture with its size (no layout shift) and its alternative text. */
import type { ContentImage as Image } from '@/domain/content/types';

export function ContentImage({ image, className, decorative = false }: { image: Image; className?: string; decorative?: boolean }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- pictures are local SVGs, images are unoptimized
    <img
      className={className}
      src={image.url}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alternativeText}
      loading="lazy"
      decoding="async"
      style={{ maxWidth: '100%', height: 'auto' }}
    />
  );
}
