import { type Messages, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { bookButtonText, freeDayText } from './hire-labels';

const english = import.meta.glob<Messages>('../../locales/en/*.po', { eager: true, import: 'messages' });
const kannada = import.meta.glob<Messages>('../../locales/kn/*.po', { eager: true, import: 'messages' });
const en = setupI18n({ locale: 'en', messages: { en: Object.assign({}, ...Object.values(english)) } });
const kn = setupI18n({ locale: 'kn', messages: { kn: Object.assign({}, ...Object.values(kannada)) } });

describe("an offer card's day", () => {
  it("says the farmer's date is free only when it is", () => {
    expect(freeDayText(en, '2026-12-02', '2026-12-02')).toBe('Free on your date');
    expect(freeDayText(kn, '2026-12-02', '2026-12-02')).toBe('ನಿಮ್ಮ ದಿನ ಖಾಲಿ ಇದೆ');
  });

  it('says the date is not free and names the earliest day as a reader writes it, never ISO', () => {
    expect(freeDayText(en, '2026-12-02', '2026-12-05')).toBe(
      'Not free on 2 December 2026. Earliest free day: 5 December 2026',
    );
    const text = freeDayText(kn, '2026-12-02', '2026-12-05');
    expect(text).toBe('2 ಡಿಸೆಂಬರ್ 2026 ರಂದು ಖಾಲಿ ಇಲ್ಲ. ಮೊದಲು ಖಾಲಿ ಇರೋ ದಿನ: 5 ಡಿಸೆಂಬರ್ 2026');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(freeDayText(kn, '2026-12-02', null)).toBe('ಮುಂದಿನ 30 ದಿನ ಖಾಲಿ ಇಲ್ಲ');
  });

  it("names on the book button the day it books when that is not the farmer's", () => {
    expect(bookButtonText(en, '2026-12-02', '2026-12-02')).toBe('Book this centre');
    expect(bookButtonText(en, '2026-12-02', '2026-12-05')).toBe('Book this centre for 5 December 2026');
    expect(bookButtonText(kn, '2026-12-02', '2026-12-05')).toBe('5 ಡಿಸೆಂಬರ್ 2026 ರಂದು ಈ ಕೇಂದ್ರ ಬುಕ್ ಮಾಡಿ');
  });
});
