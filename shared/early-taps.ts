/**
 * A server-rendered page starts its code after its first paint (server/render/document.ts entryLoader), so a tap can
 * come before React listens. A button carrying this attribute, with `aria-controls` naming the element it shows and
 * hides, is toggled by a small inline script of the page until its component takes over (and removes the
 * attribute), adopting what the farmer opened: the phone menu opens at the first tap, not at the second.
 */
export const EARLY_TOGGLE_ATTRIBUTE = 'data-early-toggle';
