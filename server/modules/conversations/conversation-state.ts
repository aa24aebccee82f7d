import type { HireOperation, HireSlot } from '../../../shared/hiring.js';

/** Where a conversation stands and what the farmer said so far (the conversations row's step and facts). */
export type Channel = 'whatsapp' | 'sms';

export type Step = 'work' | 'place' | 'placeChoice' | 'area' | 'day' | 'offer' | 'pay';

/** One of the offers shown, as the search priced it: the choice books exactly this. */
export interface OfferFact {
  serviceId: number;
  centreName: string;
  centreNameKn: string;
  distanceKm: number;
  day: string;
  slot: HireSlot;
  total: number;
  advance: number;
}

export interface PlaceFact {
  label: string;
  lat: number;
  lon: number;
}

export interface Facts {
  operation?: HireOperation;
  place?: PlaceFact;
  /** Places of the name the farmer sent, to choose from. */
  places?: PlaceFact[];
  areaMilliAcres?: number;
  /** The day asked for; the search looks from it for the first free day. */
  day?: string;
  offers?: OfferFact[];
}

/** One message from a farmer, whichever channel brought it. */
export interface Inbound {
  channel: Channel;
  /** E.164, read with shared/phone.ts. */
  phone: string;
  messageId: string;
  text: string | null;
  location: { lat: number; lon: number; name: string | null } | null;
  /** A WhatsApp button's or list row's id: the same "1", "2", … an SMS sends. */
  choiceId: string | null;
}

/** A conversation silent this long starts again from the menu. */
export const CONVERSATION_EXPIRY_MS = 24 * 60 * 60_000;
/** Offers shown: the nearest ones with a crew free. */
export const OFFERS_SHOWN = 2;
