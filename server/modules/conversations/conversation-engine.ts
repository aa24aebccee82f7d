import { randomBytes } from 'node:crypto';
import { westernDigits, parseQuestion } from '../../../shared/question.js';
import { hireOperations, MILLI_ACRES_PER_GUNTA } from '../../../shared/hiring.js';
import { addDays, kolkataDay } from '../../../shared/rental.js';
import { maskedMobile } from '../../../shared/phone.js';
import { isDomainError } from '../../errors.js';
import { accountForPhone, phoneAccountRepository } from '../auth/phone-accounts.repository.js';
import { placeOf } from '../chat/chat-answer.js';
import { gazetteer, plainPlaceName, type Place } from '../hiring/gazetteer.js';
import { BOOKING_HOLD_MS, hiringService } from '../hiring/hiring.service.js';
import { hiringRepository } from '../hiring/hiring.repository.js';
import {
  CONVERSATION_EXPIRY_MS,
  OFFERS_SHOWN,
  type Facts,
  type Inbound,
  type OfferFact,
  type PlaceFact,
  type Step,
} from './conversation-state.js';
import { conversationTexts as t, PLACES_SHOWN, type Reply } from './conversation-texts.js';
import type { AppDeps } from '../../deps.js';
import type { ConversationDeps } from './conversation-outbox.js';
import { conversationsRepository, type ConversationRow } from './conversations.repository.js';

/**
 * The booking conversation, one for WhatsApp and SMS: the work (a list), where (a shared location, a PIN code or a
 * village, through the gazetteer), the area, the day, then the two nearest offers priced by the same search as
 * /hire, the choice, and a payment link for the advance through hiring's own booking and payment. Every message is
 * first read by the assistant's parser (shared/question.ts), so "3 ಎಕರೆ ಭತ್ತ ಕಟಾವು ಮಂಡ್ಯ" skips the questions it
 * answers. "0" or "ಮೆನು" goes back to the menu; a day of silence starts again.
 */

/** A payment's short link answers a while after the hold ends, so a late tap sees where the payment stands. */
const SHORT_LINK_MARGIN_MS = 60 * 60_000;

const MENU_WORDS = new Set(['0', 'menu', 'ಮೆನು', '೦']);
const START_WORDS = new Set(['hire', 'hi', 'hello', 'start', 'ಬಾಡಿಗೆ', 'ನಮಸ್ಕಾರ', 'ನಮಸ್ತೆ', 'book']);
const KANNADA = /[\u0C80-\u0CFF]/;
const LATIN_WORD = /[a-z]{2,}/i;

/** The number the farmer sent ("2", "೨", a button's id), or null. */
function numberSent(inbound: Inbound): number | null {
  const raw = inbound.choiceId ?? inbound.text ?? '';
  const text = westernDigits(raw).trim().replace(/[.)]$/, '');
  return /^\d{1,2}$/.test(text) ? Number(text) : null;
}

function placeFact(place: Place): PlaceFact {
  return { label: `${plainPlaceName(place.name)} ${place.pinCode}`, lat: place.lat, lon: place.lon };
}

/** An area in acres ("3", "2.5") as milli-acres in whole guntas, or null. */
function acresSent(text: string): number | null {
  const plain = westernDigits(text).trim();
  if (!/^\d{1,3}(\.\d{1,3})?$/.test(plain)) return null;
  const milli = Math.round((Number(plain) * 1000) / MILLI_ACRES_PER_GUNTA) * MILLI_ACRES_PER_GUNTA;
  return milli >= MILLI_ACRES_PER_GUNTA && milli <= 200_000 ? milli : null;
}

/** What a message says beyond the question asked: the parser's work, area, day and place. */
function learn(facts: Facts, text: string, today: string): Facts {
  const parsed = parseQuestion(text, today);
  const next = { ...facts };
  if (!next.operation && parsed.works[0]) next.operation = parsed.works[0];
  if (!next.areaMilliAcres && parsed.areaMilliAcres && parsed.areaMilliAcres >= MILLI_ACRES_PER_GUNTA) {
    next.areaMilliAcres = Math.min(200_000, parsed.areaMilliAcres);
  }
  if (!next.day && parsed.day && parsed.day > today) next.day = parsed.day;
  if (!next.place) {
    const found = placeOf(parsed);
    if (found?.kind === 'found') next.place = placeFact(found.place);
  }
  return next;
}

type EngineDeps = ConversationDeps & Pick<AppDeps, 'env'>;

interface Turn {
  step: Step;
  facts: Facts;
  replies: Reply[];
  jobId: string | null;
}

/** The next question for what is still missing, or the offers once everything is known. */
async function ask(deps: EngineDeps, row: ConversationRow, facts: Facts, lead: Reply[] = []): Promise<Turn> {
  const l = row.locale;
  const today = kolkataDay(deps.clock.now());
  const turn = (step: Step, reply: Reply, f = facts): Turn => ({
    step,
    facts: f,
    replies: [...lead, reply],
    jobId: null,
  });
  if (!facts.operation) return turn('work', t.work(l));
  if (!facts.place) return turn('place', t.place(l, row.channel));
  if (!facts.areaMilliAcres) return turn('area', t.area(l));
  if (!facts.day) return turn('day', t.day(l, addDays(today, 1), addDays(today, 2)));
  const found = await hiringService.search(deps, {
    operation: facts.operation,
    lat: facts.place.lat,
    lon: facts.place.lon,
    areaMilliAcres: facts.areaMilliAcres,
    day: facts.day,
  });
  const offers: OfferFact[] = found
    .filter((o) => o.earliestDay !== null && o.freeSlots.length > 0)
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, OFFERS_SHOWN)
    .map((o) => ({
      serviceId: o.serviceId,
      centreName: o.centre.name,
      centreNameKn: o.centre.nameKn ?? o.centre.name,
      distanceKm: o.distanceKm,
      day: o.earliestDay!,
      slot: o.freeSlots[0]!,
      total: o.quote.total,
      advance: o.quote.advance,
    }));
  if (offers.length === 0) return turn('offer', t.noOffers(l), { ...facts, offers: [] });
  const work = { operation: facts.operation, areaMilliAcres: facts.areaMilliAcres };
  return turn('offer', t.offers(l, work, offers), { ...facts, offers });
}

/** Books the chosen offer for the farmer's account by this number, and answers the advance's payment link. */
async function book(deps: EngineDeps, row: ConversationRow, facts: Facts, offer: OfferFact): Promise<Turn> {
  const l = row.locale;
  const userId = await accountForPhone(deps.db, row.phone, l, deps.clock.now());
  const place = facts.place!;
  try {
    const started = await hiringService.book(
      deps,
      { id: userId },
      {
        serviceId: offer.serviceId,
        day: offer.day,
        slot: offer.slot,
        areaMilliAcres: facts.areaMilliAcres!,
        lat: place.lat,
        lon: place.lon,
        place: place.label.slice(0, 120),
        landmark: place.label.slice(0, 200),
        phone: row.phone,
      },
      { channel: 'payment_link' },
    );
    if (started.payment === null) {
      return { step: 'pay', facts, replies: [t.bookedNoAdvance(l, offer)], jobId: started.jobId };
    }
    // The job's own hold (a booking asked again is the same job, held since the first time).
    const held = (await hiringRepository.job(deps.db, started.jobId))?.reservedUntil;
    const until = held ?? new Date(deps.clock.now().getTime() + BOOKING_HOLD_MS);
    // The test provider's link is the shop's own page (its simulated UPI app): absolute for the phone.
    const given = started.url ?? '/orders';
    const target = given.startsWith('/') ? `${deps.env.APP_ORIGIN}${given}` : given;
    // A short address of it, so the Kannada SMS stays within two segments.
    const token = await conversationsRepository.shortLink(deps.db, {
      token: randomBytes(8).toString('base64url'),
      url: target,
      jobId: started.jobId,
      expiresAt: new Date(until.getTime() + SHORT_LINK_MARGIN_MS),
      createdAt: deps.clock.now(),
    });
    const url = `${deps.env.APP_ORIGIN}/l/${token}`;
    return {
      step: 'pay',
      facts,
      replies: [t.payLink(l, { offer, advance: started.amount, until, url })],
      jobId: started.jobId,
    };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    deps.log.info({ reason: error.reason, phone: maskedMobile(row.phone) }, 'conversation booking refused');
    if (['HIRE_HOLD_EXISTS', 'HIRE_TOO_MANY_HOLDS', 'HIRE_HOLD_PAUSED'].includes(error.reason)) {
      return { step: 'offer', facts, replies: [t.holdLimit(l)], jobId: null };
    }
    // The crew was taken meanwhile (or held by another): the offers as they stand now.
    const again = await ask(deps, row, { ...facts, offers: undefined }, [t.taken(l)]);
    return again;
  }
}

/** One turn: the farmer's message, read against the step the conversation is at. */
async function answer(deps: EngineDeps, row: ConversationRow, inbound: Inbound, fresh: boolean): Promise<Turn> {
  const l = row.locale;
  const today = kolkataDay(deps.clock.now());
  const text = (inbound.text ?? '').trim();
  const lower = text.toLowerCase();
  if (MENU_WORDS.has(lower) || START_WORDS.has(lower)) return ask(deps, row, {});
  const n = numberSent(inbound);
  // A number that opens a conversation answered a question asked more than a day ago: the menu, not a guess.
  if (fresh && n !== null) return ask(deps, row, {});
  let facts: Facts = { ...row.facts };
  switch (row.step) {
    case 'work':
      if (n !== null) {
        const operation = hireOperations[n - 1];
        if (!operation) return ask(deps, row, facts, [t.notUnderstood(l)]);
        facts.operation = operation;
      }
      break;
    case 'place':
      if (inbound.location) {
        const { lat, lon, name } = inbound.location;
        const label = name ?? `${lat.toFixed(5)}, ${lon.toFixed(5)}`;
        facts.place = { label, lat, lon };
      } else if (text) {
        const resolved = gazetteer.resolve(westernDigits(text));
        if (resolved.kind === 'found') facts.place = placeFact(resolved.place);
        else if (resolved.kind === 'ambiguous') {
          const places = resolved.places.slice(0, PLACES_SHOWN).map(placeFact);
          const choice = t.placeChoice(
            l,
            places.map((p) => p.label),
          );
          return { step: 'placeChoice', facts: { ...facts, places }, replies: [choice], jobId: null };
        } else {
          facts = learn(facts, text, today);
          if (!facts.place) return { step: 'place', facts, replies: [t.placeUnknown(l)], jobId: null };
        }
      }
      break;
    case 'placeChoice': {
      const chosen = n !== null ? facts.places?.[n - 1] : undefined;
      if (!chosen) return { step: 'placeChoice', facts, replies: [t.notUnderstood(l)], jobId: null };
      facts.place = chosen;
      delete facts.places;
      break;
    }
    case 'area': {
      const area = acresSent(text);
      if (area !== null) facts.areaMilliAcres = area;
      break;
    }
    case 'day':
      if (n !== null && n >= 1 && n <= 3) facts.day = addDays(today, n === 2 ? 2 : 1);
      break;
    case 'offer': {
      const offer = n !== null ? facts.offers?.[n - 1] : undefined;
      if (offer) return book(deps, row, facts, offer);
      if (facts.offers?.length && n !== null)
        return { step: 'offer', facts, replies: [t.notUnderstood(l)], jobId: null };
      facts = {};
      break;
    }
    case 'pay':
      // A new message after the link starts a new booking.
      facts = {};
      break;
  }
  // Whatever else the message says fills what is still missing (a number alone says nothing more).
  if (text && n === null) facts = learn(facts, text, today);
  const turn = await ask(deps, row, facts);
  // A number that answered nothing: say so, with the question again.
  if (n !== null && turn.step === row.step && row.step !== 'offer') turn.replies.unshift(t.notUnderstood(l));
  return turn;
}

/** The language of a message: Kannada script is Kannada, English words English, digits alone change nothing. */
function localeOf(text: string | null, before: 'en' | 'kn'): 'en' | 'kn' {
  if (!text) return before;
  if (KANNADA.test(text)) return 'kn';
  if (LATIN_WORD.test(text)) return 'en';
  return before;
}

/**
 * Answers one inbound message: reads the number's conversation (a new one after a day of silence) and takes the turn.
 * Returns where it stands and the replies to send, in the conversation's language; the caller saves both, with the
 * message marked processed, in one transaction (conversations.service.ts takeTurn).
 */
export async function converse(
  deps: EngineDeps,
  inbound: Inbound,
): Promise<{ row: ConversationRow; replies: Reply[] }> {
  const now = deps.clock.now();
  const stored = await conversationsRepository.find(deps.db, inbound.phone);
  const fresh = !stored || now.getTime() - stored.lastInboundAt.getTime() > CONVERSATION_EXPIRY_MS;
  let locale = stored?.locale;
  if (!locale) locale = (await phoneAccountRepository.findByPhone(deps.db, inbound.phone))?.locale ?? 'kn';
  const row: ConversationRow = {
    phone: inbound.phone,
    channel: inbound.channel,
    locale: localeOf(inbound.text, locale),
    step: fresh ? 'work' : stored.step,
    facts: fresh ? {} : stored.facts,
    jobId: fresh ? null : stored.jobId,
    lastInboundAt: now,
  };
  let turn: Turn;
  try {
    turn = await answer(deps, row, inbound, fresh);
  } catch (error) {
    deps.log.error({ err: error, phone: maskedMobile(inbound.phone) }, 'conversation turn failed');
    return { row, replies: [t.failed(row.locale)] };
  }
  const saved: ConversationRow = { ...row, step: turn.step, facts: turn.facts, jobId: turn.jobId ?? row.jobId };
  return { row: saved, replies: turn.replies };
}
