/**
 * Uploaded machine photos as both sides see them. The server stores each photo as WebP at a few widths under one
 * key (`<machine>/<uuid>`) and never enlarges it, so a small original has fewer distinct sizes; the server sends
 * only the key, the widths asked for and the largest stored size, and this file turns them into addresses.
 */

/**
 * Widths each photo is stored at (WebP); the page picks one through srcset. 160 is for the product page's 80 px
 * thumbnails (sharp on a 2x screen): with 320 as the smallest, three thumbnails of a detailed photo cost more than
 * the main photo.
 */
export const PHOTO_WIDTHS = [160, 320, 640, 1024] as const;

/** The most pixels an uploaded photo may have (a 40 MP phone camera's), checked from its header before decoding. */
export const MAX_PHOTO_MEGAPIXELS = 40;

/** One stored photo: its key, the widths it was stored at, and the pixel size of its largest variant. */
export interface PhotoRef {
  key: string;
  widths: number[];
  width: number;
  height: number;
}

export interface PhotoVariant {
  url: string;
  /** The file's real width in pixels (a width asked for, or the original's when that was smaller). */
  width: number;
}

/** The address of one variant. A key and width name one file forever: the server caches them for a year. */
export function photoUrl(key: string, width: number): string {
  return `/media/photos/${key}/${width}.webp`;
}

/* * The distinct sizes of a photo, smallest first; asked-for widths larger than the original repeat its size and are
 * left out.*/
export function photoVariants(photo: PhotoRef): PhotoVariant[] {
  const variants: PhotoVariant[] = [];
  for (const asked of [...photo.widths].sort((a, b) => a - b)) {
    const width = Math.min(asked, photo.width);
    if (variants.at(-1)?.width !== width) variants.push({ url: photoUrl(photo.key, asked), width });
  }
  return variants;
}

/**
 * The `srcset` attribute: every distinct size with its width descriptor, up to `upTo` pixels wide (the smallest
 * size at least, when every one is wider).
 */
export function photoSrcSet(photo: PhotoRef, upTo = Number.POSITIVE_INFINITY): string {
  const variants = photoVariants(photo);
  const allowed = variants.filter((v) => v.width <= upTo);
  return (allowed.length > 0 ? allowed : variants.slice(0, 1)).map((v) => `${v.url} ${v.width}w`).join(', ');
}

/**
 * The `src` for browsers without srcset (and the address crawlers see): the smallest variant at least
 * `atLeast` pixels wide, else the largest.
 */
export function photoSrc(photo: PhotoRef, atLeast = 640): string {
  const variants = photoVariants(photo);
  return (variants.find((v) => v.width >= atLeast) ?? variants.at(-1))?.url ?? photoUrl(photo.key, photo.width);
}

/**
 * Whether staff may store `address` as a photo's address (a hire job's photo): an https address, or a path of this
 * shop (one leading '/', as `photoUrl` makes). Everything else is refused: `javascript:` and `data:` would run or
 * draw what a stranger chose on a page of the shop, `http:` is mixed content, and '//host' or '/\host' leave the
 * shop while looking like a path. No whitespace or control characters, which browsers strip from schemes.
 */
export function isAllowedPhotoAddress(address: string): boolean {
  if (/[\s\u0000-\u001f\u007f\\]/.test(address)) return false;
  if (address.startsWith('/')) return !address.startsWith('//');
  if (!/^https:\/\/[^/?#]/i.test(address)) return false;
  try {
    return new URL(address).protocol === 'https:';
  } catch {
    return false;
  }
}
