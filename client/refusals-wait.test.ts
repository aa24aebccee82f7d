/** The lockout's wait as the visitor reads it: rounded and human, in English and in Kannada. */
import { type Messages, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { sentenceFor } from './refusals';

const english = import.meta.glob<Messages>('./locales/en/*.po', { eager: true, import: 'messages' });
const kannada = import.meta.glob<Messages>('./locales/kn/*.po', { eager: true, import: 'messages' });
const i18nEn = setupI18n({ locale: 'en', messages: { en: Object.assign({}, ...Object.values(english)) } });
const i18nKn = setupI18n({ locale: 'kn', messages: { kn: Object.assign({}, ...Object.values(kannada)) } });

const limited = (retryAfterSeconds: number) => ({ reason: 'RATE_LIMITED', params: { retryAfterSeconds } }) as const;

describe('a refusal over the login limit', () => {
  it('says an hour as "in about an hour", not thousands of seconds', () => {
    expect(sentenceFor(i18nEn, limited(3597))).toBe('Too many attempts. Please try again in about an hour.');
    expect(sentenceFor(i18nKn, limited(3597))).toBe('ತುಂಬಾ ಸಲ ಪ್ರಯತ್ನಿಸಿದ್ದೀರಿ. ದಯವಿಟ್ಟು ಸುಮಾರು ಒಂದು ಗಂಟೆ ಬಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.');
  });

  it('says minutes rounded, and seconds under a minute', () => {
    expect(sentenceFor(i18nEn, limited(3000))).toBe('Too many attempts. Please try again in about 50 minutes.');
    expect(sentenceFor(i18nKn, limited(3000))).toBe('ತುಂಬಾ ಸಲ ಪ್ರಯತ್ನಿಸಿದ್ದೀರಿ. ದಯವಿಟ್ಟು ಸುಮಾರು 50 ನಿಮಿಷ ಬಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.');
    expect(sentenceFor(i18nEn, limited(45))).toBe('Too many attempts. Please try again in 45 seconds.');
    expect(sentenceFor(i18nKn, limited(45))).toBe('ತುಂಬಾ ಸಲ ಪ್ರಯತ್ನಿಸಿದ್ದೀರಿ. ದಯವಿಟ್ಟು 45 ಸೆಕೆಂಡ್ ಬಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.');
  });
});
