import { useState } from 'react';
import { photoSrc, photoSrcSet, type PhotoRef } from '../../shared/photos';
import { cn } from './cn';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/**
 * The box of a card in the shop's product grids (one column, two from 640 px, three from 1024 px, inside the
 * 1280 px page with its side padding), so the browser fetches the smallest photo that fills it.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 390px, (min-width: 1024px) calc((100vw - 112px) / 3), ' +
  '(min-width: 640px) calc((100vw - 72px) / 2), calc(100vw - 32px)';

/**
 * A card is at most 390 CSS px wide: 640 px is sharp enough even on a 2x phone (1.95x), and the 1024 variant would
 * cost a farmer's phone on a slow network 1.7-2x the bytes for each card (measured on real photos: 19 -> 33 KB,
 * 61 -> 72 KB).
 */
export const CARD_IMAGE_MAX_WIDTH = 640;

/** The seed's drawings are 4:3 SVGs; they scale to any box, so one file serves every width. */
const DRAWING_SIZE = { width: 400, height: 300 };

/**
 * A product picture: an uploaded photo offers each stored width through srcset (with `sizes`, the box it fills),
 * a seeded drawing is one scalable file, and a missing or broken picture falls back to the placeholder.
 * Width and height give the box its shape before anything loads, so the layout does not jump.
 */
export function ProductImage({
  src,
  photo,
  sizes = '100vw',
  maxWidth,
  alt,
  eager = false,
  priority = false,
  className,
}: {
  src: string | null;
  /** The uploaded photo, when there is one: its variants replace `src`. */
  photo?: PhotoRef | null | undefined;
  /** How wide the image shows at each screen width (the `sizes` attribute); used with `photo`. */
  sizes?: string;
  /** The widest variant worth offering for this box (pixels); all by default. */
  maxWidth?: number;
  alt: string;
  /** Load at once: only for images visible on first paint. */
  eager?: boolean;
  /** The page's main image (its largest paint): fetched ahead of other images. */
  priority?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const wanted = photo ? photoSrc(photo) : src;
  const broken = !wanted || wanted === failed;
  const loading = eager || priority ? 'eager' : 'lazy';
  const common = {
    alt,
    loading,
    fetchPriority: priority ? 'high' : undefined,
    decoding: 'async',
    className: cn('bg-leaf-50 object-cover', className),
  } as const;
  // Attributes in this order: a browser that meets src before loading, sizes or srcset may fetch twice.
  if (broken) return <img {...common} width={600} height={600} src={PLACEHOLDER_IMAGE} />;
  if (photo) {
    return (
      <img
        {...common}
        width={photo.width}
        height={photo.height}
        sizes={sizes}
        srcSet={photoSrcSet(photo, maxWidth)}
        src={wanted}
        onError={() => setFailed(wanted)}
      />
    );
  }
  return (
    <img
      {...common}
      width={DRAWING_SIZE.width}
      height={DRAWING_SIZE.height}
      src={wanted}
      onError={() => setFailed(wanted)}
    />
  );
}
