/**
 * The id of the shop's header. A server-rendered page's head asks the browser not to paint before the header has
 * been parsed whole (`<link rel="expect" blocking="render">`, server/render/document.ts). A loaded machine's HTML
 * parser may stop for a frame anywhere in the page, and a header painted without its last control (the Login
 * button) moved its other controls 103 px to the left when that control arrived: a layout shift a farmer sees.
 * Browsers without rel=expect (Firefox, Safari today) ignore the link and paint as before.
 */
export const SITE_HEADER_ID = 'site-header';
