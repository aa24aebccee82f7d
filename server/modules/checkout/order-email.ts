import { formatCalendarDay, formatKolkataDate } from '../../../shared/format-date.js';
import { formatRupees, type UiLocale } from '../../../shared/money.js';
import { shortOrderId } from '../../../shared/order-id.js';
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
  deposit: string;
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
    rentalPeriod: (from, returnDay, days) =>
      `from ${from}, return on ${returnDay} (${days} ${days === 1 ? 'day' : 'days'})`,
    perDay: 'per day',
    subtotal: 'Subtotal',
    deposit: 'Refundable deposit',
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
    subject: (id) => `ನಿಮ್ಮ ರೈತ ಯಂತ್ರ ಆರ್ಡರ್ ${id} ಕನ್ಫರ್ಮ್ ಆಗಿದೆ`,
    greeting: 'ನಮಸ್ಕಾರ,',
    thanks: 'ಆರ್ಡರ್ ಮಾಡಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದ. ನಿಮ್ಮ ಹಣ ನಮಗೆ ಬಂದಿದೆ, ಆರ್ಡರ್ ಕನ್ಫರ್ಮ್ ಆಗಿದೆ.',
    orderNumber: 'ಆರ್ಡರ್',
    placedOn: 'ಆರ್ಡರ್ ಮಾಡಿದ ದಿನ',
    items: 'ವಸ್ತುಗಳು',
    purchase: 'ಖರೀದಿ',
    rental: 'ಬಾಡಿಗೆ',
    rentalPeriod: (from, returnDay, days) => `${from} ರಂದು ತೆಗೆದುಕೊಂಡು ಹೋಗಿ, ${returnDay} ರಂದು ವಾಪಸ್ ಕೊಡಿ (${days} ದಿನ)`,
    perDay: 'ದಿನಕ್ಕೆ',
    subtotal: 'ಸಾಮಾನುಗಳ ಬೆಲೆ',
    deposit: 'ವಾಪಸ್ ಸಿಗೋ ಡೆಪಾಸಿಟ್',
    tax: 'ಜಿಎಸ್‌ಟಿ (18%)',
    shipping: 'ಡೆಲಿವರಿ',
    free: 'ಉಚಿತ',
    total: 'ಒಟ್ಟು',
    shipTo: 'ಡೆಲಿವರಿ ವಿಳಾಸ',
    phone: 'ಫೋನ್',
    seeOrders: 'ನಿಮ್ಮ ಆರ್ಡರ್‌ಗಳನ್ನ ಯಾವಾಗ ಬೇಕಾದ್ರೂ ಇಲ್ಲಿ ನೋಡಿ:',
    signOff: 'ರೈತ ಯಂತ್ರ',
  },
};

function itemLine(item: OrderItemView, locale: UiLocale, w: Words): string {
  const name = locale === 'kn' ? item.nameKn : item.name;
  const money = (paise: number) => formatRupees(paise, locale);
  if (item.rental && item.start && item.end && item.rentalDays) {
    const period = w.rentalPeriod(
      formatCalendarDay(item.start, locale),
      formatCalendarDay(item.end, locale),
      item.rentalDays,
    );
    return (
      `- ${name} — ${w.rental} × ${item.quantity}, ${period}: ${money(item.unitPrice)} ${w.perDay} ` +
      `× ${item.rentalDays} × ${item.quantity} = ${money(item.lineTotal)}`
    );
  }
  return (
    `- ${name} — ${w.purchase} × ${item.quantity}: ${money(item.unitPrice)} ` +
    `× ${item.quantity} = ${money(item.lineTotal)}`
  );
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
    `${w.placedOn}: ${formatKolkataDate(order.paidAt ?? order.createdAt, locale)}`,
    '',
    `${w.items}:`,
    ...order.items.map((item) => itemLine(item, locale, w)),
    '',
    `${w.subtotal}: ${money(order.subtotal)}`,
    `${w.tax}: ${money(order.tax)}`,
    `${w.shipping}: ${order.shipping === 0 ? w.free : money(order.shipping)}`,
    // The deposit is part of the total: without its line the lines would not add up to it.
    ...(order.deposit > 0 ? [`${w.deposit}: ${money(order.deposit)}`] : []),
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
