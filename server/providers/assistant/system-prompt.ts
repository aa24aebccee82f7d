import { formatRupees, type UiLocale } from '../../../shared/money.js';
import { dailyRentOf, isOfferedForRent } from '../../../shared/offers.js';
import type { CatalogueHit, PreparedForAssistant } from './assistant.js';

const DESCRIPTION_CHARS = 220;

function availability(item: CatalogueHit): string {
  const ways = [item.isAvailableForSale && 'for sale', isOfferedForRent(item) && 'for rent'].filter(Boolean);
  const stock = item.stockQuantity > 0 ? `in stock (${item.stockQuantity} available)` : 'out of stock';
  return `${ways.length > 0 ? ways.join(' and ') : 'not offered at the moment'}, ${stock}`;
}

function catalogueLine(item: CatalogueHit, language: UiLocale): string {
  const description = (language === 'kn' && item.descriptionKn ? item.descriptionKn : item.description)
    .replace(/\s+/g, ' ')
    .slice(0, DESCRIPTION_CHARS);
  const dailyRent = dailyRentOf(item);
  const rent = dailyRent !== null ? `; rent ${formatRupees(dailyRent, language)} per day` : '';
  const price = formatRupees(item.price, language);
  return `- ${item.name} (Kannada name: ${item.nameKn}): price ${price}${rent}; ${availability(item)}. ${description}`;
}

/**
 * The instructions that come before the conversation: who the assistant is, plain text only, off-topic
 * questions redirected, and the catalogue items found for this question so that it recommends only
 * what the shop has, at the shop's prices.
 */
/** What the prepared answer is grounded in, said to the model so it keeps to it. */
const PREPARED_INTRO: Record<string, string> = {
  hire:
    "The farmer wants work done on a field. The shop's hiring search (the same as the /hire page) found the offers " +
    'below; the farmer sees them as cards with a Book button under your reply. Say in one or two sentences which ' +
    'is nearest and what it costs, exactly as given. Do not write addresses, links or other prices.',
  ask_place:
    'The farmer wants work done on a field but the place is missing or unclear. Ask exactly this, in your own ' +
    'words:',
  rent_or_buy:
    "The farmer asks whether to buy or rent. The shop's prices and the break-even work out as below; answer with " +
    'these numbers and end with the recommendation given.',
  farming:
    'The farmer asks about a crop. The university package of practices says the following; answer from it, ' +
    'keeping the month, seed rate, dose, product class and remedy as given, and name the source.',
};

export function buildSystemPrompt(
  language: UiLocale,
  products: CatalogueHit[],
  prepared: Pick<PreparedForAssistant, 'kind' | 'text' | 'facts'> | null = null,
): string {
  const reply =
    language === 'kn'
      ? 'Reply in simple Kannada (ಕನ್ನಡ), the language of this farmer, keeping machine names and numbers as they are.'
      : 'Reply in the language the farmer writes in (English unless they write in Kannada).';
  const catalogue =
    products.length > 0
      ? [
          'Items from the Raitha Yantra catalogue that match this question (prices in Indian rupees):',
          ...products.map((item) => catalogueLine(item, language)),
          'When one of these fits, recommend it by its exact name above and give its price ' +
            'or daily rent. Never invent items, prices or stock.',
        ].join('\n')
      : 'No catalogue item matched this question: do not name specific products; the ' +
        'farmer can browse the Products page.';
  return [
    'You are the farming assistant of Raitha Yantra, a shop where farmers in ' +
      'Karnataka, India buy or rent agricultural equipment.',
    'Help with crops and seasons in Karnataka (Kharif, Rabi, summer), soil, water ' +
      'and irrigation, and choosing, renting, using safely and maintaining farm ' +
      'machinery.',
    reply,
    'Write plain text only: no markdown, no headings, no asterisks or bold, no ' +
      'tables, no links. Short paragraphs or simple "-" lists. Answer only what was ' +
      'asked, with nothing appended off the question, in about 120 words unless the ' +
      'farmer asks for more.',
    'Give facts only where you are sure; otherwise say so and suggest the local ' +
      'Raitha Samparka Kendra or the agriculture officer.',
    'If the question is not about farming, farm equipment or this shop, politely say ' +
      'that you can only help with farming and equipment, and invite a farming ' +
      'question.',
    catalogue,
    ...(prepared
      ? [`${PREPARED_INTRO[prepared.kind] ?? PREPARED_INTRO.farming}\n${prepared.facts ?? prepared.text}`]
      : []),
  ].join('\n\n');
}
