import { type Messages, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { workLinksFor } from './work-links';

const english = import.meta.glob<Messages>('../../locales/en/components.po', { eager: true, import: 'messages' });
const kannada = import.meta.glob<Messages>('../../locales/kn/components.po', { eager: true, import: 'messages' });
const en = setupI18n({ locale: 'en', messages: { en: Object.assign({}, ...Object.values(english)) } });
const kn = setupI18n({ locale: 'kn', messages: { kn: Object.assign({}, ...Object.values(kannada)) } });

function shown(role: Parameters<typeof workLinksFor>[0]) {
  return workLinksFor(role).map((link) => [link.href, en._(link.label), kn._(link.label)]);
}

describe("the header's links to a person's own work pages", () => {
  it('gives a village agent the agent desk, in both languages', () => {
    expect(shown('agent')).toEqual([['/agent', 'Village agent desk', 'ಊರಿನ ಏಜೆಂಟ್ ಪುಟ']]);
  });

  it("gives a machine owner their page and the driver's day", () => {
    expect(shown('provider')).toEqual([
      ['/provider', "Machine owner's page", 'ಯಂತ್ರ ಮಾಲೀಕರ ಪುಟ'],
      ['/operator', "Driver's work today", 'ಡ್ರೈವರ್: ಇವತ್ತಿನ ಕೆಲಸ'],
    ]);
  });

  it('gives farmers, staff and owners none (the back office has its own link)', () => {
    for (const role of ['customer', 'staff', 'owner'] as const) expect(workLinksFor(role)).toEqual([]);
  });
});
