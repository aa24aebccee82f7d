import { describe, expect, it } from 'vitest';
import { lacksVoiceFor, voiceFor } from './speech';

const english = { lang: 'en-US' };
const indianEnglish = { lang: 'en_IN' };
const kannada = { lang: 'kn-IN' };

describe('read-aloud voices', () => {
  it('says a phone with only English voices cannot read Kannada', () => {
    expect(lacksVoiceFor('kn', [english, indianEnglish])).toBe(true);
    expect(lacksVoiceFor('kn', [])).toBe(true);
  });

  it('reads Kannada where the phone has a Kannada voice, and English with any voice', () => {
    expect(lacksVoiceFor('kn', [english, kannada])).toBe(false);
    expect(lacksVoiceFor('en', [english])).toBe(false);
    expect(lacksVoiceFor('en', [])).toBe(false);
  });

  it('picks the exact language first, then one of the same language', () => {
    expect(voiceFor('en-IN', [english, indianEnglish])).toBe(indianEnglish);
    expect(voiceFor('kn-IN', [english, { lang: 'kn' }])).toEqual({ lang: 'kn' });
    expect(voiceFor('kn-IN', [english])).toBeUndefined();
  });
});
