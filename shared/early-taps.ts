/**
 * A server-rendered page starts its code after its first paint (server/render/document.ts entryLoader), so a tap can
 * come before React listens. A button carrying this attribute, with `aria-controls` naming the element it shows and
 * hides, is toggled by a small inline script of the page until its component takes over (and removes the
 * attribute), adopting what the farmer opened: the phone menu opens at the first tap, not at the second.
 */
export const EARLY_TOGGLE_ATTRIBUTE = 'data-early-toggle';

/**
 * A tap on an island's control can also come before the islands starter (client/entry-islands.ts) runs: the page
 * paints, the farmer taps, and the starter, fetched after that paint, is still on its way. The same inline script
 * holds such a tap (a primary click on one of these controls inside an island, `[data-island]`) in the page's
 * EARLY_TAPS_GLOBAL list; the starter takes the list over as it boots (setting it to null, which ends the holding)
 * and gives each tap to its island once the island runs. Links are left to the browser: a page load is what they do
 * anyway.
 */
export const ISLAND_CONTROL_SELECTOR = 'button, [role="button"], [role="tab"], label';
export const ISLAND_SELECTOR = '[data-island]';
export const EARLY_TAPS_GLOBAL = '__ryEarlyTaps';
