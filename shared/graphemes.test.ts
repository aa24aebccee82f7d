import { describe, expect, it } from 'vitest';
import { cutToFit, graphemes, initialsOf } from './graphemes';

const VIRAMA = '\u0CCD';
/** A cut that ends in a virama: a conjunct cut in half. */
const endsInHalfLetter = (text: string) => text.replace(/\.$/, '').endsWith(VIRAMA);

describe('graphemes', () => {
  it('keeps a Kannada conjunct and its vowel sign together', () => {
    expect(graphemes('ಲಕ್ಷ್ಮಿ')).toEqual(['ಲ', 'ಕ್ಷ್ಮಿ']);
    expect(graphemes('ರಾಮ')).toEqual(['ರಾ', 'ಮ']);
  });
});

describe('cutToFit', () => {
  it('leaves a text that fits as it is', () => {
    expect(cutToFit('ರಾಮಣ್ಣ', 20)).toBe('ರಾಮಣ್ಣ');
  });

  it('cuts between letters, never inside one', () => {
    const name = 'ಶ್ರೀನಿವಾಸ ಲಕ್ಷ್ಮೀನಾರಾಯಣ';
    for (let max = 3; max <= name.length; max += 1) {
      const cut = cutToFit(name, max);
      expect(cut.length, `max ${max}`).toBeLessThanOrEqual(max);
      const kept = cut.slice(0, -1);
      expect(name.startsWith(kept), `max ${max}`).toBe(true);
      // The next character of the name after the cut starts a new letter (not a vowel sign or a virama).
      expect(graphemes(name).join('').startsWith(kept)).toBe(true);
      expect(
        graphemes(kept).every((letter) => graphemes(name).includes(letter)),
        `max ${max}: ${cut}`,
      ).toBe(true);
    }
  });

  it('does not leave a virama dangling where a slice would', () => {
    const name = 'ಲಕ್ಷ್ಮಿನಾರಾಯಣ ಗೌಡ';
    const sliced = `${name.slice(0, 3)}.`;
    expect(sliced.slice(0, -1).endsWith(VIRAMA)).toBe(true);
    expect(cutToFit(name, 8)).toBe('ಲಕ್ಷ್ಮಿ.');
    for (let max = 3; max < 8; max += 1) expect(cutToFit(name, max)).toBe('ಲ.');
    expect(endsInHalfLetter(cutToFit(name, 4))).toBe(false);
    expect(endsInHalfLetter(sliced)).toBe(true);
  });

  it('cuts English names too', () => {
    expect(cutToFit('Basavarajappa Hanumanthappa', 20)).toBe('Basavarajappa Hanum.');
  });
});

describe('initialsOf', () => {
  it('takes the first whole letter of the first two words, in the name’s own script', () => {
    expect(initialsOf('Ramesh Gowda')).toBe('RG');
    expect(initialsOf('ರಮೇಶ್ ಗೌಡ')).toBe('ರಗೌ');
    expect(initialsOf('ಲಕ್ಷ್ಮೀ ಹೆಗಡೆ')).toBe('ಲಹೆ');
    expect(initialsOf('ಶ್ರೀನಿವಾಸ')).toBe('ಶ್ರೀ');
  });
});
