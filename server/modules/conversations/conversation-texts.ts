import { formatDayMonth, formatKolkataTime } from '../../../shared/format-date.js';
import { cutToFit } from '../../../shared/graphemes.js';
import { hireOperations, type HireOperation } from '../../../shared/hiring.js';
import { operationWords, rupees, slotWords, type SmsLocale } from '../hiring/sms-texts.js';
import type { OfferFact } from './conversation-state.js';

/**
 * What the conversation says, in English and Kannada, for WhatsApp and SMS alike: a text and, when the farmer is
 * to choose, numbered choices. WhatsApp shows the choices as buttons (up to 3) or a list; SMS writes them as
 * numbered lines, so a feature phone answers 1, 2, 3. Every text with its choices, in Kannada, fits two SMS
 * segments (134 UCS-2 characters) with the longest values it carries (conversation-texts.test.ts).
 */
export interface Choice {
  /** What the farmer sends back: "1", "2", … (the button's or row's id on WhatsApp). */
  id: string;
  title: string;
}

export interface Reply {
  kind: string;
  text: string;
  choices?: Choice[];
  /** The list's button on WhatsApp, when there are more than 3 choices. */
  listButton?: string;
  /** The text is a link to open (the advance's payment page). */
  link?: string;
}

type L = SmsLocale;
const pick = (l: L, en: string, kn: string) => (l === 'kn' ? kn : en);
const numbered = (titles: string[]): Choice[] => titles.map((title, i) => ({ id: String(i + 1), title }));

/** Names cut to what a line holds; /hire and the job's page show them in full. */
export const OFFER_NAME_MAX = 13;
/** Places of one name to choose from. */
export const PLACES_SHOWN = 4;

export function acresText(milliAcres: number, l: L): string {
  const acres = Math.round(milliAcres) / 1000;
  return l === 'kn' ? `${acres} ಎಕರೆ` : `${acres} ${acres === 1 ? 'acre' : 'acres'}`;
}

export const conversationTexts = {
  work(l: L): Reply {
    return {
      kind: 'work',
      text: pick(l, 'Raitha Yantra: which work? Send its number:', 'ರೈತ ಯಂತ್ರ: ಯಾವ ಕೆಲಸ? ನಂಬರ್ ಕಳಿಸಿ:'),
      choices: numbered(hireOperations.map((op) => operationWords[op][l === 'kn' ? 1 : 0])),
      listButton: pick(l, 'Choose the work', 'ಕೆಲಸ ಆರಿಸಿ'),
    };
  },
  place(l: L, channel: 'whatsapp' | 'sms'): Reply {
    if (channel === 'whatsapp') {
      return {
        kind: 'place',
        text: pick(
          l,
          'Where is the field? Share its location (📎 › Location), or send its PIN code or village.',
          'ಹೊಲ ಎಲ್ಲಿದೆ? ಲೊಕೇಶನ್ ಕಳಿಸಿ (📎 › Location), ಅಥವಾ ಪಿನ್ ಕೋಡ್ / ಊರಿನ ಹೆಸರು ಕಳಿಸಿ.',
        ),
      };
    }
    return {
      kind: 'place',
      text: pick(l, 'Where is the field? Send its PIN code or village.', 'ಹೊಲ ಎಲ್ಲಿದೆ? ಪಿನ್ ಕೋಡ್ ಅಥವಾ ಊರಿನ ಹೆಸರು ಕಳಿಸಿ.'),
    };
  },
  placeUnknown(l: L): Reply {
    return {
      kind: 'placeUnknown',
      text: pick(
        l,
        'We could not find that place. Send the 6-digit PIN code of the field.',
        'ಆ ಊರು ಸಿಗಲಿಲ್ಲ. ಹೊಲದ 6 ಅಂಕಿಯ ಪಿನ್ ಕೋಡ್ ಕಳಿಸಿ.',
      ),
    };
  },
  placeChoice(l: L, places: string[]): Reply {
    return {
      kind: 'placeChoice',
      text: pick(l, 'Which of these? Send its number:', 'ಯಾವ ಊರು? ನಂಬರ್ ಕಳಿಸಿ:'),
      choices: numbered(places.slice(0, PLACES_SHOWN).map((p) => cutToFit(p, 22))),
      listButton: pick(l, 'Choose the place', 'ಊರು ಆರಿಸಿ'),
    };
  },
  area(l: L): Reply {
    return { kind: 'area', text: pick(l, 'How many acres? (e.g. 3 or 2.5)', 'ಎಷ್ಟು ಎಕರೆ? (ಉದಾ: 3 ಅಥವಾ 2.5)') };
  },
  day(l: L, tomorrow: string, dayAfter: string): Reply {
    return {
      kind: 'day',
      text: pick(l, 'Which day? Send its number:', 'ಯಾವ ದಿನ? ನಂಬರ್ ಕಳಿಸಿ:'),
      choices: numbered([
        `${pick(l, 'Tomorrow', 'ನಾಳೆ')} ${formatDayMonth(tomorrow, l)}`,
        `${pick(l, 'Day after', 'ನಾಡಿದ್ದು')} ${formatDayMonth(dayAfter, l)}`,
        pick(l, 'First free day', 'ಮೊದಲು ಸಿಗುವ ದಿನ'),
      ]),
    };
  },
  offers(l: L, work: { operation: HireOperation; areaMilliAcres: number }, offers: OfferFact[]): Reply {
    const head = pick(
      l,
      `${operationWords[work.operation][0]}, ${acresText(work.areaMilliAcres, l)}. Nearest, full price:`,
      `${operationWords[work.operation][1]}, ${acresText(work.areaMilliAcres, l)}. ಒಟ್ಟು ಬೆಲೆ:`,
    );
    const lines = offers.map(
      (o, i) =>
        `${i + 1} ${cutToFit(l === 'kn' ? o.centreNameKn : o.centreName, OFFER_NAME_MAX)} ` +
        `${Math.round(o.distanceKm)}${pick(l, 'km', 'ಕಿಮೀ')} ${formatDayMonth(o.day, l)} ${rupees(o.total, l)}`,
    );
    return {
      kind: 'offers',
      text: `${head}\n${lines.join('\n')}`,
      choices: offers.map((o, i) => ({
        id: String(i + 1),
        title: `${i + 1}: ${rupees(o.total, l)} ${formatDayMonth(o.day, l)}`,
      })),
    };
  },
  noOffers(l: L): Reply {
    return {
      kind: 'noOffers',
      text: pick(
        l,
        'No crew is free near there within 30 days. Send 0 to start again.',
        'ಅಲ್ಲಿ 30 ದಿನದಲ್ಲಿ ಯಂತ್ರ ಖಾಲಿ ಇಲ್ಲ. ಮತ್ತೆ ಶುರು ಮಾಡಲು 0 ಕಳಿಸಿ.',
      ),
    };
  },
  payLink(l: L, f: { offer: OfferFact; advance: number; until: Date; url: string }): Reply {
    const until = formatKolkataTime(f.until, l);
    const when = `${formatDayMonth(f.offer.day, l)} ${slotWords[f.offer.slot][l === 'kn' ? 1 : 0]}`;
    return {
      kind: 'payLink',
      link: f.url,
      text: pick(
        l,
        `Held for ${when} till ${until}. Pay the advance ${rupees(f.advance, l)} to book: ${f.url}`,
        `${when} ${until} ವರೆಗೆ ಹಿಡಿದಿದೆ. ಮುಂಗಡ ${rupees(f.advance, l)} ಕಟ್ಟಿ ಬುಕ್ ಮಾಡಿ: ${f.url}`,
      ),
    };
  },
  bookedNoAdvance(l: L, offer: OfferFact): Reply {
    const when = `${formatDayMonth(offer.day, l)} ${slotWords[offer.slot][l === 'kn' ? 1 : 0]}`;
    return { kind: 'booked', text: pick(l, `Booked for ${when}.`, `${when} ಬುಕ್ ಆಯ್ತು.`) };
  },
  taken(l: L): Reply {
    return {
      kind: 'taken',
      text: pick(l, 'That crew was just taken. Here are the crews free now:', 'ಆ ಯಂತ್ರ ಈಗಷ್ಟೇ ಬುಕ್ ಆಯ್ತು. ಈಗ ಖಾಲಿ ಇರುವವು:'),
    };
  },
  holdLimit(l: L): Reply {
    return {
      kind: 'holdLimit',
      text: pick(
        l,
        'You already hold an unpaid booking like this. Pay or cancel it in My Orders, then send 0.',
        'ಇಂಥ ಬುಕಿಂಗ್ ಈಗಾಗಲೇ ಇದೆ, ಪಾವತಿ ಆಗಿಲ್ಲ. ಆರ್ಡರ್ಸ್‌ನಲ್ಲಿ ಕಟ್ಟಿ ಅಥವಾ ರದ್ದು ಮಾಡಿ, ನಂತರ 0 ಕಳಿಸಿ.',
      ),
    };
  },
  notUnderstood(l: L): Reply {
    return {
      kind: 'notUnderstood',
      text: pick(l, 'Please send one of the numbers, or 0 for the menu.', 'ದಯವಿಟ್ಟು ಒಂದು ನಂಬರ್ ಕಳಿಸಿ, ಮೆನುಗೆ 0.'),
    };
  },
  failed(l: L): Reply {
    return {
      kind: 'failed',
      text: pick(
        l,
        'Sorry, something went wrong on our side. Please send your answer again in a minute.',
        'ಕ್ಷಮಿಸಿ, ನಮ್ಮ ಕಡೆ ತೊಂದರೆ ಆಯ್ತು. ಒಂದು ನಿಮಿಷ ಬಿಟ್ಟು ಮತ್ತೆ ಕಳಿಸಿ.',
      ),
    };
  },
};

/** A reply as one SMS: the text, then the choices as numbered lines. */
export function smsTextOf(reply: Reply): string {
  if (!reply.choices?.length || reply.kind === 'offers') return reply.text;
  return `${reply.text}\n${reply.choices.map((c) => `${c.id} ${c.title}`).join('\n')}`;
}
