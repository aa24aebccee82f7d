import { describe, expect, it } from 'vitest';
import { retryAfterPhrase } from './retry-after';

const say = (seconds: number) => [retryAfterPhrase(seconds, 'en'), retryAfterPhrase(seconds, 'kn')];

describe('the wait before trying again', () => {
  it('says the hour of a lockout as about an hour, never as thousands of seconds', () => {
    expect(say(3597)).toEqual(['in about an hour', 'ಸುಮಾರು ಒಂದು ಗಂಟೆ ಬಿಟ್ಟು']);
    expect(say(3600)).toEqual(['in about an hour', 'ಸುಮಾರು ಒಂದು ಗಂಟೆ ಬಿಟ್ಟು']);
    expect(say(55 * 60)).toEqual(['in about an hour', 'ಸುಮಾರು ಒಂದು ಗಂಟೆ ಬಿಟ್ಟು']);
  });

  it('says minutes, rounded to five from ten minutes on', () => {
    expect(say(3000)).toEqual(['in about 50 minutes', 'ಸುಮಾರು 50 ನಿಮಿಷ ಬಿಟ್ಟು']);
    expect(retryAfterPhrase(47 * 60 + 20, 'en')).toBe('in about 45 minutes');
    expect(retryAfterPhrase(12 * 60 + 40, 'en')).toBe('in about 15 minutes');
    expect(say(7 * 60 + 10)).toEqual(['in about 7 minutes', 'ಸುಮಾರು 7 ನಿಮಿಷ ಬಿಟ್ಟು']);
    expect(say(60)).toEqual(['in about a minute', 'ಸುಮಾರು ಒಂದು ನಿಮಿಷ ಬಿಟ್ಟು']);
    expect(retryAfterPhrase(89, 'en')).toBe('in about a minute');
  });

  it('says a wait under a minute in seconds, and at least one', () => {
    expect(say(45)).toEqual(['in 45 seconds', '45 ಸೆಕೆಂಡ್ ಬಿಟ್ಟು']);
    expect(say(1)).toEqual(['in 1 second', '1 ಸೆಕೆಂಡ್ ಬಿಟ್ಟು']);
    expect(retryAfterPhrase(0, 'en')).toBe('in 1 second');
    expect(retryAfterPhrase(0.2, 'en')).toBe('in 1 second');
  });

  it('says hours beyond an hour and a half', () => {
    expect(say(2 * 3600 + 100)).toEqual(['in about 2 hours', 'ಸುಮಾರು 2 ಗಂಟೆ ಬಿಟ್ಟು']);
    expect(retryAfterPhrase(90 * 60, 'en')).toBe('in about 2 hours');
  });
});
