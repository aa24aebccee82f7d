import { createHash } from 'node:crypto';
import {
  EARLY_HELD_SELECTOR,
  EARLY_TAPS_GLOBAL,
  EARLY_TOGGLE_ATTRIBUTE,
  ISLAND_SELECTOR,
} from '../../shared/early-taps.js';
import { SITE_HEADER_ID } from '../../shared/first-paint.js';
import type { UiLocale } from '../../shared/money.js';
import type { PageMeta } from './server-entry.js';

/** Escapes text for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface HeadInput {
  meta: PageMeta;
  locale: UiLocale;
  /** Absolute addresses of this page in each language (hreflang alternates; the current one is canonical). */
  addresses: Record<UiLocale, string>;
  /** Default description when the page set none (the template's English one would be wrong in Kannada). */
  fallbackDescription: string;
  /** <link> elements for the page's fonts and style sheets; its code comes with the entry (entryLoader). */
  preloads: string[];
}

export function headHtml({ meta, locale, addresses, fallbackDescription, preloads }: HeadInput): string {
  const description = meta.description ?? fallbackDescription;
  return [
    `<title>${escapeHtml(meta.title ?? 'Raitha Yantra')}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    // A 404 answer is not a page of the shop: no canonical address, no alternates.
    ...(meta.status === 200
      ? [
          `<link rel="canonical" href="${escapeHtml(addresses[locale])}" />`,
          `<link rel="alternate" hreflang="en" href="${escapeHtml(addresses.en)}" />`,
          `<link rel="alternate" hreflang="kn" href="${escapeHtml(addresses.kn)}" />`,
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(addresses.en)}" />`,
        ]
      : []),
    // No frame before the header is whole (shared/first-paint.ts): its controls do not move when the last arrives.
    `<link rel="expect" href="#${SITE_HEADER_ID}" blocking="render" />`,
    ...preloads,
  ].join('\n    ');
}

/** The template (index.html, built or transformed by Vite) cut where the server writes. */
export interface Template {
  beforeRoot: string;
  betweenRootAndState: string;
  afterState: string;
}

export function splitTemplate(html: string): Template {
  const [beforeRoot, rest] = html.split('<!--ry-root-->');
  const [betweenRootAndState, afterState] = (rest ?? '').split('<!--ry-state-->');
  if (beforeRoot === undefined || rest === undefined || afterState === undefined) {
    throw new Error('client/index.html lacks the <!--ry-root--> or <!--ry-state--> marker');
  }
  return { beforeRoot, betweenRootAndState: betweenRootAndState!, afterState };
}

/** The document's start with the page's language and head filled in. */
export function documentStart(template: Template, locale: UiLocale, head: string): string {
  return template.beforeRoot.replace('<html lang="en">', `<html lang="${locale}">`).replace('<!--ry-head-->', head);
}

/** The data the page rendered with, for hydration; a JSON data block, which the content security policy allows. */
export function stateScript(stateJson: string): string {
  return `<script type="application/json" id="ry-state">${stateJson}</script>`;
}

/** Style sheets larger than this stay links (a page would carry them on every visit instead of once). */
const INLINE_STYLESHEET_MAX_BYTES = 64 * 1024;

/**
 * The template with its own style sheet (the built index.css, ~9 KB gzipped) written into the page instead of
 * linked: the first paint then waits for the HTML alone, not for one more request on a slow network. The returned
 * hashes are what the content security policy allows these <style> elements by; a sheet that cannot be read or is
 * too large stays a link. Each <style> names its file (data-href): a public page's islands starter tells the code's
 * loader that sheet is already on the page (client/entry-islands.ts), so starting the islands adds it no second time.
 */
export function inlineStylesheets(
  template: Template,
  readSheet: (href: string) => string | null,
): { template: Template; styleHashes: string[] } {
  const styleHashes: string[] = [];
  const beforeRoot = template.beforeRoot.replace(
    /<link rel="stylesheet"[^>]*\shref="(\/assets\/[^"]+\.css)"[^>]*>/g,
    (link, href: string) => {
      const css = readSheet(href);
      if (css === null || Buffer.byteLength(css) > INLINE_STYLESHEET_MAX_BYTES || css.includes('</')) return link;
      styleHashes.push(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
      return `<style data-href="${href}">${css}</style>`;
    },
  );
  return { template: { ...template, beforeRoot }, styleHashes };
}

/** The entry of a built page, taken out of the template's head so that a rendered page starts it after painting. */
export interface DeferredEntry {
  /** The entry module's address. */
  src: string;
  /** What the template preloaded with it (the bundler's runtime chunk). */
  modules: string[];
}

/**
 * The template without its entry script and module preloads, and what they named. A server-rendered page is whole
 * without its code (links and the catalogue's search are plain HTML), so its code waits for the first paint
 * (entryLoader): on a slow network the fonts, the first picture and the main thread go to the page the farmer is
 * waiting to see, and the code follows at once. A template without an entry script is returned as it is.
 */
export function deferEntry(template: Template): { template: Template; entry: DeferredEntry | null } {
  let src: string | null = null;
  const modules: string[] = [];
  const beforeRoot = template.beforeRoot
    .replace(/[ \t]*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\n?/g, (_tag, href: string) => {
      src = href;
      return '';
    })
    .replace(/[ \t]*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\n?/g, (_tag, href: string) => {
      modules.push(href);
      return '';
    });
  if (src === null) return { template, entry: null };
  return { template: { ...template, beforeRoot }, entry: { src, modules } };
}

/** JSON for a script element: no '<' that could close it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The inline script (allowed by the response's nonce) that starts a rendered page's code once its first frame is
 * painted: a requestAnimationFrame callback runs just before that paint, and a task it queues runs just after. The
 * page's chunks are fetched with the entry, as module preloads, at low priority so the pictures still on their way
 * keep the bandwidth. A page opened in a background tab paints nothing until it is shown, so there it starts at once.
 */
export function entryLoader({ src, modules }: DeferredEntry, nonce: string): string {
  const code =
    `(function(src,modules){function ` +
    `start(){modules.forEach(function(href){var ` +
    `link=document.createElement('link');link.rel='modulepreload';link.fetchPriority='low';` +
    `link.crossOrigin='';link.href=href;document.head.appendChild(link)});var ` +
    `script=document.createElement('script');script.type='module';script.fetchPriority='low';` +
    `script.crossOrigin='';script.src=src;document.head.appendChild(script)}` +
    `if(document.visibilityState==='hidden')start();else ` +
    `requestAnimationFrame(function(){setTimeout(start,0)})})(${scriptJson(src)},${scriptJson(modules)})`;
  return `<script nonce="${escapeHtml(nonce)}">${code}</script>`;
}

/**
 * The inline script (allowed by the response's nonce) that answers a tap before the page's code does
 * (shared/early-taps.ts): a show/hide button opens what it controls at once, and its component adopts the state when
 * it starts; a tap on an island's button that does nothing without code, before the islands starter runs, is held
 * for the starter. Links, forms and tabs that are links need no script before then.
 */
export function earlyTapScript(nonce: string): string {
  const toggle = scriptJson(`[${EARLY_TOGGLE_ATTRIBUTE}]`);
  const taps = scriptJson(EARLY_TAPS_GLOBAL);
  const code = [
    `(function(d,w){w[${taps}]=[];d.addEventListener('click',function(e){`,
    `var n=e.target;if(!n||!n.closest)return;var b=n.closest(${toggle});if(b){`,
    `var t=d.getElementById(b.getAttribute('aria-controls')||'');if(!t)return;`,
    `var open=t.hidden;t.hidden=!open;b.setAttribute('aria-expanded',open?'true':'false');return}`,
    // Held until the starter takes the list over (it sets it to null).
    `var q=w[${taps}];var c=n.closest(${scriptJson(EARLY_HELD_SELECTOR)});`,
    `if(!q||!c||!c.closest(${scriptJson(ISLAND_SELECTOR)}))return;`,
    // What works without code is the browser's: a form's submit or reset button, a link.
    `if((c.form&&c.type!=='button')||(c.tagName==='A'&&c.hasAttribute('href')))return;`,
    `if(e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;`,
    `e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(c)<0)q.push(c)`,
    `},true)})(document,window)`,
  ].join('');
  return `<script nonce="${escapeHtml(nonce)}">${code}</script>`;
}

/** What the islands starter (client/entry-islands.ts) reads: the chunks to fetch when the page is idle. */
export function islandsScript({ prefetch }: { prefetch: string[] }): string {
  return `<script type="application/json" id="ry-islands">${scriptJson({ prefetch })}</script>`;
}
