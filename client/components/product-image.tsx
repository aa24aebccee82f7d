import { useState } from 'react';
import { cn } from './cn';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/**
 * A product photo that falls back to the 600x600 placeholder when the product has none or
 * its file fails to load. Width and height reserve the space so the layout does not jump.
 */
export function ProductImage({
  src,
  alt,
  eager = false,
  priority = false,
  className,
}: {
  src: string | null;
  alt: string;
  /** Load at once: only for images visible on first paint. */
  eager?: boolean;
  /** The page's main image (its largest paint): fetched ahead of other images. */
  priority?: boolean;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const url = src && src !== failedSrc ? src : PLACEHOLDER_IMAGE;
  return (
    <img
      src={url}
      alt={alt}
      width={600}
      height={600}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => {
        if (url !== PLACEHOLDER_IMAGE) setFailedSrc(url);
      }}
      className={cn('bg-leaf-50 object-cover', className)}
    />
  );
}
