import { describe, expect, it } from 'vitest';
import {
  EARLY_HELD_SELECTOR,
  EARLY_TAPS_GLOBAL,
  EARLY_TOGGLE_ATTRIBUTE,
  ISLAND_SELECTOR,
} from '../../shared/early-taps.js';
import { earlyTapScript } from './document.js';

/** Just enough of an element for the script: its attributes, what `closest` finds from it, its form and type. */
interface FakeElement {
  tagName: string;
  type?: string;
  form?: object | null;
  getAttribute: (name: string) => string | null;
  setAttribute: (name: string, value: string) => void;
  hasAttribute: (name: string) => boolean;
  closest: (selector: string) => FakeElement | null;
}

function element(
  attributes: Map<string, string>,
  ancestors: Partial<Record<string, FakeElement>>,
  { tagName = 'BUTTON', type = 'button', form = null }: { tagName?: string; type?: string; form?: object | null } = {},
): FakeElement {
  const self: FakeElement = {
    tagName,
    type,
    form,
    getAttribute: (name) => attributes.get(name) ?? null,
    setAttribute: (name, value) => void attributes.set(name, value),
    hasAttribute: (name) => attributes.has(name),
    closest: (selector) => {
      if (selector === `[${EARLY_TOGGLE_ATTRIBUTE}]`) return attributes.has(EARLY_TOGGLE_ATTRIBUTE) ? self : null;
      if (selector === EARLY_HELD_SELECTOR) return attributes.has('control') ? self : null;
      return ancestors[selector] ?? null;
    },
  };
  return self;
}

interface Click {
  target: unknown;
  button?: number;
  ctrlKey?: boolean;
  defaultPrevented?: boolean;
}

/**
 * A document with a menu button that controls a panel, a button inside an island, one outside any, and a link in
 * the island; and the click listener the script adds.
 */
function page() {
  const attributes = new Map<string, string>([
    [EARLY_TOGGLE_ATTRIBUTE, ''],
    ['aria-controls', 'menu'],
    ['aria-expanded', 'false'],
  ]);
  const panel = { hidden: true };
  const island = element(new Map(), {});
  const button = element(attributes, {});
  const islandButton = element(new Map([['control', '']]), { [ISLAND_SELECTOR]: island });
  const plainButton = element(new Map([['control', '']]), {});
  const islandLink = element(new Map([['href', '/products/1']]), { [ISLAND_SELECTOR]: island }, { tagName: 'A' });
  // A form's button (a <button> in a form is a submit button unless it says otherwise) and a link styled as one.
  const submitButton = element(new Map([['control', '']]), { [ISLAND_SELECTOR]: island }, { type: 'submit', form: {} });
  const linkButton = element(
    new Map([
      ['control', ''],
      ['href', '/cart'],
    ]),
    { [ISLAND_SELECTOR]: island },
    { tagName: 'A' },
  );
  const formButton = element(new Map([['control', '']]), { [ISLAND_SELECTOR]: island }, { form: {} });
  const outside = { closest: () => null };
  let listener: ((event: Record<string, unknown>) => void) | undefined;
  const document = {
    addEventListener: (type: string, handler: typeof listener, capture: boolean) => {
      expect([type, capture]).toEqual(['click', true]);
      listener = handler;
    },
    getElementById: (id: string) => (id === 'menu' ? panel : null),
  };
  const window: Record<string, unknown> = {};
  const code = /<script nonce="n0nce">(.*)<\/script>/s.exec(earlyTapScript('n0nce'))![1]!;
  new Function('document', 'window', code)(document, window);
  /** Clicks `target`; answers whether the script kept the click from the page (held it). */
  const tap = ({ target, button = 0, ctrlKey = false, defaultPrevented = false }: Click) => {
    let held = false;
    listener!({
      target,
      button,
      ctrlKey,
      metaKey: false,
      shiftKey: false,
      altKey: false,
      defaultPrevented,
      preventDefault: () => void (held = true),
      stopImmediatePropagation: () => undefined,
    });
    return held;
  };
  const heldTaps = () => window[EARLY_TAPS_GLOBAL] as FakeElement[] | null;
  return {
    ...{ attributes, panel, button, islandButton, plainButton, islandLink, submitButton, linkButton, formButton },
    ...{ outside, tap, window, heldTaps },
  };
}

describe('earlyTapScript: a show/hide button answers before the page code starts', () => {
  it('opens and closes the panel the button controls, and says so in aria-expanded', () => {
    const { attributes, panel, button, tap } = page();
    tap({ target: button });
    expect(panel.hidden).toBe(false);
    expect(attributes.get('aria-expanded')).toBe('true');
    tap({ target: button });
    expect(panel.hidden).toBe(true);
    expect(attributes.get('aria-expanded')).toBe('false');
  });

  it('leaves other taps alone, and stops once the component has taken the button over', () => {
    const { attributes, panel, button, outside, tap } = page();
    tap({ target: outside });
    expect(panel.hidden).toBe(true);
    attributes.delete(EARLY_TOGGLE_ATTRIBUTE);
    tap({ target: button });
    expect(panel.hidden).toBe(true);
    expect(attributes.get('aria-expanded')).toBe('false');
  });
});

describe("earlyTapScript: a tap on an island's control before the islands starter runs is held for it", () => {
  it('holds a primary tap on a button inside an island, once, in the list the starter takes over', () => {
    const { islandButton, tap, heldTaps } = page();
    expect(heldTaps()).toEqual([]);
    expect(tap({ target: islandButton })).toBe(true);
    expect(tap({ target: islandButton })).toBe(true);
    expect(heldTaps()).toEqual([islandButton]);
  });

  it("holds a form's plain button (type=button), which does nothing without code", () => {
    const { formButton, tap, heldTaps } = page();
    expect(tap({ target: formButton })).toBe(true);
    expect(heldTaps()).toEqual([formButton]);
  });

  it('leaves what works without code (a submit button, a link), buttons outside islands and modified clicks', () => {
    const { islandButton, plainButton, islandLink, submitButton, linkButton, outside, tap, heldTaps } = page();
    expect(tap({ target: submitButton })).toBe(false);
    expect(tap({ target: linkButton })).toBe(false);
    expect(tap({ target: islandLink })).toBe(false);
    expect(tap({ target: plainButton })).toBe(false);
    expect(tap({ target: outside })).toBe(false);
    expect(tap({ target: islandButton, button: 1 })).toBe(false);
    expect(tap({ target: islandButton, ctrlKey: true })).toBe(false);
    expect(tap({ target: islandButton, defaultPrevented: true })).toBe(false);
    expect(heldTaps()).toEqual([]);
  });

  it('holds nothing once the starter has taken the list over (set it to null)', () => {
    const { islandButton, tap, window, heldTaps } = page();
    window[EARLY_TAPS_GLOBAL] = null;
    expect(tap({ target: islandButton })).toBe(false);
    expect(heldTaps()).toBeNull();
  });
});
