/**
 * A server-rendered page starts its code after its first paint (server/render/document.ts entryLoader), so a tap can
 * come before React listens. A button carrying this attribute, with `aria-controls` naming the element it shows and
 * hides, is toggled by a small inline script of the page until its component takes over (and removes the
 * attribute), adopting what the farmer opened: the phone menu opens at the first tap, not at the second.
 */
export const EARLY_TOGGLE_ATTRIBUTE = 'data-early-toggle';

/**
 * The controls inside an island (`ISLAND_SELECTOR`) whose tap the islands starter (client/entry-islands.ts) holds
 * until the island runs, and then gives to it.
 */
export const ISLAND_CONTROL_SELECTOR = 'button, [role="button"], [role="tab"], label';
export const ISLAND_SELECTOR = '[data-island]';

/**
 * A tap can also come before the starter runs: the page paints, the farmer taps, and the starter, fetched after that
 * paint, is still on its way. The page's inline script holds such a tap on an island's button that does nothing
 * without code (one of these that is not a form's submit or reset button, nor a link) in the page's EARLY_TAPS_GLOBAL
 * list; the starter takes the list over as it boots (setting it to null, which ends the holding) and gives each tap
 * to its island once the island runs. What works without code (a form's button, a label, a tab, which is a link) is
 * left to the browser: if the starter never came, it still works.
 */
export const EARLY_HELD_SELECTOR = 'button, [role="button"]';
export const EARLY_TAPS_GLOBAL = '__ryEarlyTaps';
