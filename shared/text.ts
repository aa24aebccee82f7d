/**
 * Characters text fields refuse. Shared so a form can say so before sending, and the server checks the same.
 */

/**
 * Half of a UTF-16 surrogate pair with no other half: no character at all. UTF-8 (and so Postgres) cannot hold
 * it, so the shared input check refuses it like NUL instead of letting the database fail on it.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Unicode's explicit direction embeddings and overrides (U+202A-U+202E) and isolates (U+2066-U+2069): they make
 * text display as something other than what it holds ("Trojan Source"), e.g. a name or address on a parcel label
 * or in the back office. Kannada needs none of them (its joiners U+200C/U+200D stay allowed).
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

export const DIRECTION_CONTROLS_MESSAGE = 'Text must not contain direction control characters';

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

export function hasDirectionControls(text: string): boolean {
  return DIRECTION_CONTROLS.test(text);
}
