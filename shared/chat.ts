/**
 * Plain-text rules for the assistant's replies, shared by the server (which cleans what a model writes) and
 * the client (which shows it). Pure: no I/O.
 */

/** Inline link or image syntax: [text](target) becomes text. */
const LINK = /!?\[([^\]\n]{0,300})\]\([^)\n]{0,500}\)/g;
/** The start of what may still become a link, at the very end of the text. */
const OPEN_LINK = /!?\[[^\]\n]{0,300}(?:\](?:\([^)\n]{0,500})?)?$/;
/** Heading markers at the start of a line, with the spaces around them. */
const HEADING = /^[ \t]*#+[ \t]*/gm;
/** A list bullet made with * or + keeps a readable dash once asterisks are gone. */
const STAR_BULLET = /^([ \t]*)[*+][ \t]+/gm;

/**
 * Markdown to plain text: headings and any other hashes, bold and italic markers, asterisks, backticks and
 * link syntax go; runs of blank lines shrink to one; the result is trimmed.
 */
export function stripMarkdown(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // Before any deletion, so that deleting a character never makes a new pair.
      .replace(/__/g, '')
      .replace(LINK, '$1')
      .replace(STAR_BULLET, '$1- ')
      .replace(HEADING, '')
      .replace(/#/g, '')
      .replace(/\*/g, '')
      .replace(/`/g, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/**
 * Where the raw text stops being final: characters that the next chunk could still turn into markup
 * (trailing spaces before a heading marker, an underscore that may become bold, an opening bracket that may
 * become a link) are held back until more text arrives.
 */
function settledLength(raw: string): number {
  let end = raw.length;
  while (end > 0 && /[\s_!*#+]/.test(raw[end - 1]!)) end--;
  const head = raw.slice(0, end);
  // A bracket inside a finished link is not an open one.
  let afterLinks = 0;
  for (const link of head.matchAll(LINK)) afterLinks = link.index + link[0].length;
  const openLink = head.slice(afterLinks).search(OPEN_LINK);
  return openLink === -1 ? end : afterLinks + openLink;
}

/**
 * Cleans a reply that arrives in pieces. Each push returns only new plain text, and the pieces joined
 * equal stripMarkdown of the whole reply, so a reader never sees a marker appear and then vanish.
 */
export function createStreamCleaner() {
  let raw = '';
  let sent = '';
  const emit = (clean: string): string => {
    // Only ever extend what was sent; text already on the screen cannot be taken back.
    if (!clean.startsWith(sent) || clean.length <= sent.length) return '';
    const delta = clean.slice(sent.length);
    sent = clean;
    return delta;
  };
  return {
    push(chunk: string): string {
      raw += chunk;
      return emit(stripMarkdown(raw.slice(0, settledLength(raw))));
    },
    finish(): string {
      return emit(stripMarkdown(raw));
    },
    /** Everything sent so far. */
    get text(): string {
      return sent;
    },
  };
}

/**
 * One hiring offer shown as a card under the assistant's answer: the same search and prices as /hire, so the card
 * says what /hire will say. Amounts in paise. The card carries no address: the centre's name, its distance and a
 * Book button that opens /hire with everything filled in.
 */
export interface ChatOffer {
  serviceId: number;
  centreName: string;
  centreNameKn: string;
  machineName: string;
  machineNameKn: string;
  operatorIncluded: boolean;
  distanceKm: number;
  areaMilliAcres: number;
  total: number;
  advance: number;
  /** The first day from the asked one with a crew free for the field; null when none in the next weeks. */
  earliestDay: string | null;
  /** The /hire address (without the language prefix) with the work, place, area, day, centre and slot filled in. */
  bookPath: string;
}

/** The offer cards of an answer, and the /hire search they come from (to see every centre). */
export interface ChatOffers {
  offers: ChatOffer[];
  searchPath: string;
}

/** What /hire needs to show a search, and to open one centre's booking. Keys as client/features/hire/hire-state.ts. */
export interface HireLinkFields {
  operation: string;
  /** The place as the farmer reads it: 'Maddur, Mandya 571428'. */
  place: string;
  lat: number;
  lon: number;
  areaMilliAcres: number;
  day: string;
  serviceId?: number;
  slot?: string | null;
}

/** The /hire address of a search or a booking: '/hire?op=…&place=…&lat=…&lon=…&area=…&day=…[&service=…&slot=…]'. */
export function hirePath(fields: HireLinkFields): string {
  const p = new URLSearchParams();
  p.set('op', fields.operation);
  p.set('place', fields.place);
  p.set('lat', String(fields.lat));
  p.set('lon', String(fields.lon));
  // Under an acre, whole guntas as farmers say it; otherwise acres.
  const guntas = fields.areaMilliAcres / 25;
  if (fields.areaMilliAcres < 1000 && Number.isInteger(guntas)) {
    p.set('area', String(guntas));
    p.set('unit', 'gunta');
  } else {
    p.set('area', String(fields.areaMilliAcres / 1000));
  }
  p.set('day', fields.day);
  if (fields.serviceId !== undefined) p.set('service', String(fields.serviceId));
  if (fields.slot) p.set('slot', fields.slot);
  return `/hire?${p.toString()}`;
}
