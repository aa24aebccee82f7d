import { formatCalendarDay } from '../../../shared/format-date.js';
import { formatRupees, type UiLocale } from '../../../shared/money.js';
import type { RefundMethod } from '../../db/admin-tables.js';
import type { MailMessage } from '../../providers/mail.js';
import { shortOrderId } from '../../../shared/order-id.js';

/** The e-mails of an order's life, in the farmer's language. */
export type OrderLifeMail =
  | { kind: 'dispatched'; note: string }
  | { kind: 'ready'; pickUp: string | null }
  | { kind: 'handed_over'; returnDay: string | null }
  | { kind: 'due_tomorrow'; returnDay: string }
  | { kind: 'returned'; lateDays: number; lateFee: number }
  | { kind: 'cancelled'; refund: number }
  | { kind: 'refunded'; amount: number; deposit: boolean; method: RefundMethod | null; arrivesBy: string };

/** Where a refund goes back to, by the way the farmer paid. */
const refundWay: Record<UiLocale, Record<RefundMethod, string>> = {
  en: { upi: 'your UPI account', card: 'your card', netbanking: 'your bank account' },
  kn: { upi: 'ನಿಮ್ಮ ಯುಪಿಐ ಖಾತೆಗೆ', card: 'ನಿಮ್ಮ ಕಾರ್ಡ್‌ಗೆ', netbanking: 'ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಖಾತೆಗೆ' },
};

interface Words {
  subject: (mail: OrderLifeMail, id: string) => string;
  body: (mail: OrderLifeMail, money: (paise: number) => string, day: (d: string) => string) => string;
  greeting: string;
  seeOrders: string;
  signOff: string;
}

const words: Record<UiLocale, Words> = {
  en: {
    subject: (mail, id) =>
      ({
        dispatched: `Your order ${id} is on its way`,
        ready: `Your rental ${id} is ready`,
        handed_over: `You have your rental ${id}`,
        due_tomorrow: `Your rental ${id} is due back tomorrow`,
        returned: `We have your rental ${id} back`,
        cancelled: `Your order ${id} is cancelled`,
        refunded: `Your refund for order ${id}`,
      })[mail.kind],
    body: (mail, money, day) => {
      switch (mail.kind) {
        case 'dispatched':
          return `Your order has left the shop.${mail.note ? ` ${mail.note}` : ''}`;
        case 'ready':
          return mail.pickUp
            ? `Your rental is ready for you from ${day(mail.pickUp)}.`
            : 'Your rental is ready for you.';
        case 'handed_over':
          return mail.returnDay
            ? `You have the machine now. Please bring it back on ${day(mail.returnDay)}.`
            : 'You have the machine now.';
        case 'due_tomorrow':
          return [
            `Please bring the machine back tomorrow, ${day(mail.returnDay)}.`,
            "Each late day costs one more day's rent, taken from your deposit.",
          ].join(' ');
        case 'returned':
          return mail.lateDays > 0
            ? [
                'Thank you for bringing the machine back.',
                `It came back ${mail.lateDays} ${mail.lateDays === 1 ? 'day' : 'days'} late:`,
                `a late fee of ${money(mail.lateFee)} is taken from your deposit.`,
              ].join(' ')
            : 'Thank you for bringing the machine back on time.';
        case 'cancelled':
          return mail.refund > 0
            ? `Your order is cancelled. We are refunding ${money(mail.refund)} to your card.`
            : 'Your order is cancelled.';
        case 'refunded':
          return [
            `A refund of ${money(mail.amount)}${mail.deposit ? ' (your deposit)' : ''} is on its way to`,
            `${refundWay.en[mail.method ?? 'card']}.`,
            `It should arrive by ${day(mail.arrivesBy)}.`,
          ].join(' ');
      }
    },
    greeting: 'Namaskara,',
    seeOrders: 'See your order here:',
    signOff: 'Raitha Yantra',
  },
  kn: {
    subject: (mail, id) =>
      ({
        dispatched: `ನಿಮ್ಮ ಆರ್ಡರ್ ${id} ಕಳಿಸಿದ್ದೇವೆ`,
        ready: `ನಿಮ್ಮ ಬಾಡಿಗೆ ${id} ರೆಡಿ ಇದೆ`,
        handed_over: `ನಿಮ್ಮ ಬಾಡಿಗೆ ${id} ನಿಮ್ಮ ಕೈಗೆ ಬಂತು`,
        due_tomorrow: `ನಿಮ್ಮ ಬಾಡಿಗೆ ${id} ನಾಳೆ ವಾಪಸ್ ಕೊಡಬೇಕು`,
        returned: `ನಿಮ್ಮ ಬಾಡಿಗೆ ${id} ವಾಪಸ್ ಬಂತು`,
        cancelled: `ನಿಮ್ಮ ಆರ್ಡರ್ ${id} ರದ್ದಾಗಿದೆ`,
        refunded: `ಆರ್ಡರ್ ${id} ನ ಹಣ ವಾಪಸ್`,
      })[mail.kind],
    body: (mail, money, day) => {
      switch (mail.kind) {
        case 'dispatched':
          return `ನಿಮ್ಮ ಆರ್ಡರ್ ಅಂಗಡಿಯಿಂದ ಹೊರಟಿದೆ.${mail.note ? ` ${mail.note}` : ''}`;
        case 'ready':
          return mail.pickUp ? `ನಿಮ್ಮ ಬಾಡಿಗೆ ಯಂತ್ರ ${day(mail.pickUp)} ರಿಂದ ರೆಡಿ ಇದೆ.` : 'ನಿಮ್ಮ ಬಾಡಿಗೆ ಯಂತ್ರ ರೆಡಿ ಇದೆ.';
        case 'handed_over':
          return mail.returnDay
            ? `ಯಂತ್ರ ಈಗ ನಿಮ್ಮ ಹತ್ರ ಇದೆ. ${day(mail.returnDay)} ರಂದು ವಾಪಸ್ ತಂದುಕೊಡಿ.`
            : 'ಯಂತ್ರ ಈಗ ನಿಮ್ಮ ಹತ್ರ ಇದೆ.';
        case 'due_tomorrow':
          return [
            `ನಾಳೆ, ${day(mail.returnDay)} ರಂದು ಯಂತ್ರ ವಾಪಸ್ ತಂದುಕೊಡಿ.`,
            'ತಡ ಆದ ಪ್ರತಿ ದಿನಕ್ಕೆ ಒಂದು ದಿನದ ಬಾಡಿಗೆ ನಿಮ್ಮ ಡೆಪಾಸಿಟ್‌ನಿಂದ ಮುರಿದುಕೊಳ್ತೀವಿ.',
          ].join(' ');
        case 'returned':
          return mail.lateDays > 0
            ? [
                'ಯಂತ್ರ ವಾಪಸ್ ತಂದಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದ.',
                `${mail.lateDays} ದಿನ ತಡ ಆಯ್ತು: ${money(mail.lateFee)} ತಡದ ಶುಲ್ಕ ನಿಮ್ಮ ಡೆಪಾಸಿಟ್‌ನಿಂದ ಮುರಿದಿದ್ದೇವೆ.`,
              ].join(' ')
            : 'ಯಂತ್ರ ಸಮಯಕ್ಕೆ ಸರಿಯಾಗಿ ವಾಪಸ್ ತಂದಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದ.';
        case 'cancelled':
          return mail.refund > 0
            ? `ನಿಮ್ಮ ಆರ್ಡರ್ ರದ್ದಾಗಿದೆ. ${money(mail.refund)} ನಿಮ್ಮ ಕಾರ್ಡ್‌ಗೆ ವಾಪಸ್ ಹಾಕ್ತಾ ಇದ್ದೀವಿ.`
            : 'ನಿಮ್ಮ ಆರ್ಡರ್ ರದ್ದಾಗಿದೆ.';
        case 'refunded':
          return [
            `${money(mail.amount)}${mail.deposit ? ' (ನಿಮ್ಮ ಡೆಪಾಸಿಟ್)' : ''} ರೀಫಂಡ್`,
            refundWay.kn[mail.method ?? 'card'],
            `ಕಳಿಸಿದ್ದೇವೆ. ${day(mail.arrivesBy)} ರೊಳಗೆ ಬರುತ್ತೆ.`,
          ].join(' ');
      }
    },
    greeting: 'ನಮಸ್ಕಾರ,',
    seeOrders: 'ನಿಮ್ಮ ಆರ್ಡರ್ ಇಲ್ಲಿ ನೋಡಿ:',
    signOff: 'ರೈತ ಯಂತ್ರ',
  },
};

export function orderLifeMail(
  mail: OrderLifeMail,
  order: { id: string },
  to: string,
  locale: UiLocale,
  ordersUrl: string,
): MailMessage {
  const w = words[locale];
  const money = (paise: number) => formatRupees(paise, locale);
  const day = (d: string) => formatCalendarDay(d, locale, 'long');
  const id = shortOrderId(order.id);
  const text = [w.greeting, '', w.body(mail, money, day), '', w.seeOrders, ordersUrl, '', w.signOff].join('\n');
  return { to, subject: w.subject(mail, id), text };
}
