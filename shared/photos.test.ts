import { describe, expect, it } from 'vitest';
import { PHOTO_WIDTHS, photoSrc, photoSrcSet, photoUrl, photoVariants } from './photos';

const THREE = [320, 640, 1024];

const key = '7/0b7e2c1a-3f7e-4a57-9d43-2b1e8f0c9a11';

describe('photo variants', () => {
  it('offers every stored width of a large photo in srcset', () => {
    const photo = { key, widths: THREE, width: 1024, height: 768 };
    expect(photoSrcSet(photo)).toBe(
      `/media/photos/${key}/320.webp 320w, /media/photos/${key}/640.webp 640w, /media/photos/${key}/1024.webp 1024w`,
    );
    expect(photoSrc(photo)).toBe(photoUrl(key, 640));
  });

  it('leaves out widths a small original never reached (they repeat its own size) and describes its real width', () => {
    // A 500 px original: 320 is a resize, 640 and 1024 are both the 500 px original.
    const photo = { key, widths: [1024, 320, 640], width: 500, height: 375 };
    expect(photoVariants(photo)).toEqual([
      { url: photoUrl(key, 320), width: 320 },
      { url: photoUrl(key, 640), width: 500 },
    ]);
    expect(photoSrc(photo)).toBe(photoUrl(key, 640));
    expect(photoSrc(photo, 1000)).toBe(photoUrl(key, 640));
  });

  it('falls to the only variant of a photo narrower than every width', () => {
    const photo = { key, widths: THREE, width: 200, height: 150 };
    expect(photoSrcSet(photo)).toBe(`/media/photos/${key}/320.webp 200w`);
    expect(photoSrc(photo)).toBe(photoUrl(key, 320));
  });

  it('stops at a largest width when asked, keeping at least the smallest size', () => {
    const photo = { key, widths: THREE, width: 1024, height: 768 };
    expect(photoSrcSet(photo, 640)).toBe(`/media/photos/${key}/320.webp 320w, /media/photos/${key}/640.webp 640w`);
    expect(photoSrcSet(photo, 100)).toBe(`/media/photos/${key}/320.webp 320w`);
  });

  it('stores widths smallest first, so the largest stored size is the last one written', () => {
    expect([...PHOTO_WIDTHS]).toEqual([...PHOTO_WIDTHS].sort((a, b) => a - b));
  });
});
