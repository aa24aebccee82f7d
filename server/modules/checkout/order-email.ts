import { formatRupees, type UiLocale } from '../../../shared/money.js';
import type { CalendarDay } from '../../../shared/rental.js';
import type { MailMessage } from '../../providers/mail.js';
import type { OrderItemView, OrderView } from '../orders/orders.repository.js';

interface Words {
  subject: (shortId: string) => string;
  greeting: string;
  thanks: string;
  orderNumber: string;
  placedOn: string;
  items: string;
  purchase: string;
  rental: string;
  rentalPeriod: (from: string, returnDay: string, days: number) => string;
  perDay: string;
  subtotal: string;
  tax: string;
  shipping: string;
  free: string;
  total: string;
  shipTo: string;
  phone: string;
  seeOrders: string;
  signOff: string;
}

const words: Record<UiLocale, Words> = {
  en: {
    subject: (id) => `Your Raitha Yantra order ${id} is confirmed`,
    greeting: 'Namaskara,',
    thanks: 'Thank you for your order. Your payment was received and your order is confirmed.',
    orderNumber: 'Order',
    placedOn: 'Placed on',
    items: 'Items',
    purchase: 'Purchase',
    rental: 'Rental',
    rentalPeriod: (from, returnDay, days) => `from ${from}, return on ${returnDay} (${days} ${days === 1 ? 'day' : 'days'})`,
    perDay: 'per day',
    subtotal: 'Subtotal',
    tax: 'Tax (18%)',
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total',
    shipTo: 'Shipping address',
    phone: 'Phone',
    seeOrders: 'You can see your orders at any time here:',
    signOff: 'Raitha Yantra',
  },
  kn: {
    subject: (id) => `ನಿಮ್ಮ ರೈತ ಯಂತ್ರ ಆರ್ಡರ್ ${id} ದೃಢಪಟ್ಟಿದೆ`,
    greeting: 'ನಮಸ್ಕಾರ,',
    thanks: 'ನಿಮ್ಮ ಆರ್ಡರ್‌ಗೆ ಧನ್ಯವಾದಗಳು. ನಿಮ್ಮ ಪಾವತಿ ತಲುಪಿದೆ ಮತ್ತು ಆರ್ಡರ್ ದೃಢಪಟ್ಟಿದೆ.',
    orderNumber: 'ಆರ್ಡರ್',
    placedOn: 'ಆರ್ಡರ್ ಮಾಡಿದ ದಿನಾಂಕ',
    items: 'ವಸ್ತುಗಳು',
    purchase: 'ಖರೀದಿ',
    rental: 'ಬಾಡಿಗೆ',
    rentalPeriod: (from, returnDay, days) => `${from} ರಿಂದ, ${returnDay} ರಂದು ಹಿಂತಿರುಗಿಸಿ (${days} ದಿನ)`,
    perDay: 'ದಿನಕ್ಕೆ',
    subtotal: 'ಉಪಮೊತ್ತ',
    tax: 'ತೆರಿಗೆ (18%)',
    shipping: 'ಸಾಗಣೆ',
    free: 'ಉಚಿತ',
    total: 'ಒಟ್ಟು ಮೊತ್ತ',
    shipTo: 'ಸಾಗಣೆ ವಿಳಾಸ',
    phone: 'ಫೋನ್',
    seeOrders: 'ನಿಮ್ಮ ಆರ್ಡರ್‌ಗಳನ್ನು ಯಾವಾಗ ಬೇಕಾದರೂ ಇಲ್ಲಿ ನೋಡಬಹುದು:',
    signOff: 'ರೈತ ಯಂತ್ರ',
  },
};

/** The first block of the order id: enough for a farmer to quote on the phone. */
export function shortOrderId(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

function formatDay(day: CalendarDay, locale: UiLocale): string {
  // A calendar day read at UTC midnight and printed in UTC is the same day everywhere.
  return new Intl.DateTimeFormat(locale === 'kn' ? 'kn-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

function formatInstant(instant: Date, locale: UiLocale): string {
  return new Intl.DateTimeFormat(locale === 'kn' ? 'kn-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(instant);
}

function itemLine(item: OrderItemView, locale: UiLocale, w: Words): string {
  const name = locale === 'kn' ? item.nameKn : item.name;
  const money = (paise: number) => formatRupees(paise, locale);
  if (item.rental && item.start && item.end && item.rentalDays) {
    const period = w.rentalPeriod(formatDay(item.start, locale), formatDay(item.end, locale), item.rentalDays);
    return `- ${name} — ${w.rental} × ${item.quantity}, ${period}: ${money(item.unitPrice)} ${w.perDay} × ${item.rentalDays} × ${item.quantity} = ${money(item.lineTotal)}`;
  }
  return `- ${name} — ${w.purchase} × ${item.quantity}: ${money(item.unitPrice)} × ${item.quantity} = ${money(item.lineTotal)}`;
}

/** The order confirmation in the customer's language: items, rental dates, totals as charged, shipping address. */
export function orderConfirmationMail(order: OrderView, to: string, locale: UiLocale, ordersUrl: string): MailMessage {
  const w = words[locale];
  const money = (paise: number) => formatRupees(paise, locale);
  const a = order.shippingAddress;
  const lines = [
    w.greeting,
    '',
    w.thanks,
    '',
    `${w.orderNumber}: ${shortOrderId(order.id)} (${order.id})`,
    `${w.placedOn}: ${formatInstant(order.paidAt ?? order.createdAt, locale)}`,
    '',
    `${w.items}:`,
    ...order.items.map((item) => itemLine(item, locale, w)),
    '',
    `${w.subtotal}: ${money(order.subtotal)}`,
    `${w.tax}: ${money(order.tax)}`,
    `${w.shipping}: ${order.shipping === 0 ? w.free : money(order.shipping)}`,
    `${w.total}: ${money(order.total)}`,
    '',
    `${w.shipTo}:`,
    a.fullName,
    a.addressLine1,
    ...(a.addressLine2 ? [a.addressLine2] : []),
    `${a.city}, ${a.state} ${a.postalCode}`,
    a.country,
    `${w.phone}: ${a.phoneNumber}`,
    '',
    w.seeOrders,
    ordersUrl,
    '',
    w.signOff,
  ];
  return { to, subject: w.subject(shortOrderId(order.id)), text: lines.join('\n') };
}
