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
