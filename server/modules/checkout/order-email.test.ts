import { describe, expect, it } from 'vitest';
import type { OrderView } from '../orders/orders.repository.js';
import { orderConfirmationMail } from './order-email.js';

const order = {
  id: '3f2a9c1e-0000-4000-8000-000000000001',
  status: 'paid',
  createdAt: new Date('2026-11-27T09:35:00Z'),
  paidAt: new Date('2026-11-27T09:35:00Z'),
  reservedUntil: null,
  subtotal: 300000,
  tax: 54000,
  shipping: 0,
  deposit: 500000,
  total: 854000,
  currency: 'INR',
  isRental: true,
  shippingAddress: {
    fullName: 'Ravi Kumar',
    addressLine1: 'Main road',
    addressLine2: null,
    city: 'Mandya',
    state: 'Karnataka',
    postalCode: '571401',
    country: 'India',
    phoneNumber: '9876543210',
  },
  stage: 'paid',
  returnedOn: null,
  lateDays: null,
  lateFee: null,
  damageCharge: null,
  cancelledAt: null,
  cancelReason: null,
  items: [
    {
      productId: 1,
      name: 'Power tiller',
      nameKn: 'ಪವರ್ ಟಿಲ್ಲರ್',
      imageUrl: null,
      rental: true,
      quantity: 1,
      unitPrice: 100000,
      start: '2026-12-02',
      end: '2026-12-05',
      rentalDays: 3,
      lineTotal: 300000,
      deposit: 500000,
    },
  ],
} as unknown as OrderView;

/** The rupee amounts of the money lines between the items and the total, and the total. */
function moneyLines(text: string): { parts: number[]; total: number } {
  const lines = text.split('\n');
  const totalLine = lines.findIndex((line) => /^(Total|ಒಟ್ಟು):/.test(line));
  const amount = (line: string) => Number((/₹([\d,]+)/.exec(line)?.[1] ?? '0').replace(/,/g, ''));
  const start = lines.findIndex((line) => /^(Subtotal|ಸಾಮಾನುಗಳ ಬೆಲೆ):/.test(line));
  return { parts: lines.slice(start, totalLine).map(amount), total: amount(lines[totalLine]!) };
}

describe('the order confirmation e-mail', () => {
  it.each(['en', 'kn'] as const)('has a deposit line, so its lines add up to the total (%s)', (locale) => {
    const mail = orderConfirmationMail(order, 'ravi@example.com', locale, 'https://example.com/orders');
    expect(mail.text).toContain(locale === 'kn' ? 'ವಾಪಸ್ ಸಿಗೋ ಡೆಪಾಸಿಟ್: ₹5,000' : 'Refundable deposit: ₹5,000');
    const { parts, total } = moneyLines(mail.text);
    expect(total).toBe(8540);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
  });

  it('writes Kannada dates day first with the month spelt out', () => {
    const mail = orderConfirmationMail(order, 'ravi@example.com', 'kn', 'https://example.com/orders');
    expect(mail.text).toContain('2 ಡಿಸೆಂಬರ್ 2026 ರಂದು ತೆಗೆದುಕೊಂಡು ಹೋಗಿ');
    expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}(?!\))/);
  });

  it('leaves the deposit line out of an order without one', () => {
    const bought = { ...order, deposit: 0, total: 354000 };
    const mail = orderConfirmationMail(bought, 'ravi@example.com', 'en', 'https://example.com/orders');
    expect(mail.text).not.toContain('deposit');
    const { parts, total } = moneyLines(mail.text);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
  });
});
