import { describe, expect, it } from 'vitest';
import { glossaryViolations } from '../../../shared/glossary.js';
import { hireOperations } from '../../../shared/hiring.js';
import { smsSize } from '../../providers/sms/sms.js';
import { conversationTexts as t, smsTextOf, type Reply } from './conversation-texts.js';
import type { OfferFact } from './conversation-state.js';

/** The longest values a text carries: a long centre name, 149 km, a six-figure price, 200 acres less a gunta. */
const offer: OfferFact = {
  serviceId: 1,
  centreName: 'Sri Manjunatha Agro Machinery Service Centre',
  centreNameKn: 'ಶ್ರೀ ಮಂಜುನಾಥ ಕೃಷಿ ಯಂತ್ರ ಸೇವಾ ಕೇಂದ್ರ',
  distanceKm: 148.7,
  day: '2026-12-22',
  slot: 'whole_day',
  total: 12_345_600,
  advance: 3_086_400,
};
const url = 'https://raithayantra.example.in/l/AbCdEfGhIjK';

function everyReply(l: 'en' | 'kn'): Reply[] {
  const places = ['Hosahalli Bommanahalli 577777', ...[1, 2, 3, 4].map((i) => `Kyathanahalli 57142${i}`)];
  return [
    t.work(l),
    t.place(l, 'sms'),
    t.placeUnknown(l),
    t.placeChoice(l, places),
    t.area(l),
    t.day(l, '2026-12-23', '2026-12-24'),
    ...hireOperations.map((operation) => t.offers(l, { operation, areaMilliAcres: 199_975 }, [offer, offer])),
    t.noOffers(l),
    t.payLink(l, { offer, advance: offer.advance, until: new Date('2026-11-22T06:45:00Z'), url }),
    t.bookedNoAdvance(l, offer),
    t.taken(l),
    t.holdLimit(l),
    t.notUnderstood(l),
    t.failed(l),
  ];
}

describe('conversation texts', () => {
  it.each(['en', 'kn'] as const)('every %s SMS, choices included, fits two segments with the longest values', (l) => {
    for (const reply of everyReply(l)) {
      const text = smsTextOf(reply);
      expect(smsSize(text).segments, `${reply.kind}: ${text}`).toBeLessThanOrEqual(2);
    }
  });

  it('English SMS stay GSM-7 (no ₹), Kannada follows the glossary and shows no ISO dates', () => {
    for (const reply of everyReply('en')) expect(smsSize(smsTextOf(reply)).encoding, reply.kind).toBe('gsm7');
    for (const reply of everyReply('kn')) {
      expect(glossaryViolations(smsTextOf(reply)), reply.kind).toEqual([]);
      for (const choice of reply.choices ?? []) expect(glossaryViolations(choice.title)).toEqual([]);
    }
  });

  it('the work list names all ten services, numbered as a feature phone answers', () => {
    const work = t.work('kn');
    expect(work.choices?.map((c) => c.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(work.choices?.[5]?.title).toBe('ಭತ್ತ ಕಟಾವು');
  });
});
