import { describe, expect, it } from 'vitest';
import { EARLY_TOGGLE_ATTRIBUTE } from '../../shared/early-taps.js';
import { earlyTapScript } from './document.js';

/** Just enough of a document for the script: one button that controls one panel, and the click listener it adds. */
function page() {
  const attributes = new Map<string, string>([
    [EARLY_TOGGLE_ATTRIBUTE, ''],
    ['aria-controls', 'menu'],
    ['aria-expanded', 'false'],
  ]);
  const panel = { hidden: true };
  const button = {
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    closest: (selector: string) =>
      selector === `[${EARLY_TOGGLE_ATTRIBUTE}]` && attributes.has(EARLY_TOGGLE_ATTRIBUTE) ? button : null,
  };
  const outside = { closest: () => null };
  let listener: ((event: { target: unknown }) => void) | undefined;
  const document = {
    addEventListener: (type: string, handler: typeof listener, capture: boolean) => {
      expect([type, capture]).toEqual(['click', true]);
      listener = handler;
    },
    getElementById: (id: string) => (id === 'menu' ? panel : null),
  };
  const code = /<script nonce="n0nce">(.*)<\/script>/s.exec(earlyTapScript('n0nce'))![1]!;
  new Function('document', code)(document);
  const tap = (target: unknown) => listener!({ target });
  return { attributes, panel, button, outside, tap };
}

describe('earlyTapScript: a show/hide button answers before the page code starts', () => {
  it('opens and closes the panel the button controls, and says so in aria-expanded', () => {
    const { attributes, panel, button, tap } = page();
    tap(button);
    expect(panel.hidden).toBe(false);
    expect(attributes.get('aria-expanded')).toBe('true');
    tap(button);
    expect(panel.hidden).toBe(true);
    expect(attributes.get('aria-expanded')).toBe('false');
  });

  it('leaves other taps alone, and stops once the component has taken the button over', () => {
    const { attributes, panel, button, outside, tap } = page();
    tap(outside);
    expect(panel.hidden).toBe(true);
    attributes.delete(EARLY_TOGGLE_ATTRIBUTE);
    tap(button);
    expect(panel.hidden).toBe(true);
    expect(attributes.get('aria-expanded')).toBe('false');
  });
});
