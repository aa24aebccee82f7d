import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { cn } from '../../components/cn';
import { ProductImage } from '../../components/product-image';
import type { Equipment } from './add-to-cart';

/** The main photo's box: the page's full width, then half of the 1280 px page (two columns from 1024 px). */
export const PRODUCT_IMAGE_SIZES =
  '(min-width: 1280px) 584px, (min-width: 1024px) calc(50vw - 56px), (min-width: ' +
  '640px) calc(100vw - 48px), calc(100vw - 32px)';

/**
 * The machine's photos: the first large (the page's largest paint, fetched first), the others as thumbnails that
 * show in its place. Without uploaded photos, the catalogue's drawing or the placeholder.
 */
export function ProductGallery({ product, name }: { product: Equipment; name: string }) {
  const { t } = useLingui();
  const [shown, setShown] = useState(0);
  const photos = product.photos;
  const main = photos[shown] ?? photos[0] ?? null;
  const count = photos.length;
  const number = shown + 1;
  return (
    <div className="flex flex-col gap-3 lg:sticky lg:top-24 lg:self-start">
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        <ProductImage
          key={main?.key ?? 'one'}
          src={product.imageUrl}
          photo={main}
          sizes={PRODUCT_IMAGE_SIZES}
          alt={count > 1 ? t`${name}, photo ${number} of ${count}` : name}
          priority
          className="aspect-[4/3] w-full"
        />
      </div>
      {count > 1 && (
        <ul aria-label={t`Photos of ${name}`} className="flex gap-2 overflow-x-auto p-1">
          {photos.map((photo, index) => {
            const position = index + 1;
            return (
              <li key={photo.key} className="shrink-0">
                <button
                  type="button"
                  aria-pressed={index === shown}
                  aria-label={t`Show photo ${position} of ${count}`}
                  onClick={() => setShown(index)}
                  className={cn(
                    'block size-16 overflow-hidden rounded-lg border-2 sm:size-20',
                    index === shown ? 'border-leaf-700' : 'border-stone-200 hover:border-leaf-300',
                  )}
                >
                  <ProductImage src={null} photo={photo} sizes="80px" alt="" className="size-full" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
