import type { Equipment } from './add-to-cart';

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

const rupees = (paise: number) => (paise / 100).toFixed(2);

/**
 * The product as schema.org data for search engines: its sale price and, when it is rented out, its price per
 * day, both in INR with their availability. Rendered on the server with the page.
 */
export function ProductJsonLd({
  product,
  name,
  description,
}: {
  product: Equipment;
  name: string;
  description: string;
}) {
  const availability = product.stockQuantity > 0 ? IN_STOCK : OUT_OF_STOCK;
  const offers: object[] = [];
  if (product.isAvailableForSale) {
    offers.push({ '@type': 'Offer', priceCurrency: 'INR', price: rupees(product.price), availability });
  }
  if (product.isAvailableForRent && product.rentalPricePerDay != null) {
    offers.push({
      '@type': 'Offer',
      priceCurrency: 'INR',
      price: rupees(product.rentalPricePerDay),
      availability,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: rupees(product.rentalPricePerDay),
        priceCurrency: 'INR',
        unitCode: 'DAY',
      },
    });
  }
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    sku: String(product.id),
    name,
    description,
    ...(product.imageUrl ? { image: product.imageUrl } : {}),
    ...(offers.length > 0 ? { offers: offers.length === 1 ? offers[0] : offers } : {}),
  };
  // '<' escaped: the text cannot close the script element.
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
