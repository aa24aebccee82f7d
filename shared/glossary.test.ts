import { describe, expect, it } from 'vitest';
import { glossary, glossaryViolations, kannadaLiterals } from './glossary';

describe('the Kannada glossary checker', () => {
  it('passes a sentence that uses the chosen words', () => {
    expect(glossaryViolations('ಈ ಬುಕಿಂಗ್ ರದ್ದು ಮಾಡಿ, ಮುಂಗಡ ಹಣ ವಾಪಸ್ ಬರುತ್ತೆ.')).toEqual([]);
    expect(glossaryViolations('ಡ್ರೈವರ್ ಹೊಲಕ್ಕೆ ಹೊರಟಿದ್ದಾರೆ, ಮಧ್ಯಾಹ್ನ 3:05ಕ್ಕೆ ಬರ್ತಾರೆ.')).toEqual([]);
  });

  it('fails a forbidden variant and names the word to use', () => {
    const found = glossaryViolations('ಈ ಬುಕಿಂಗ್ ಕ್ಯಾನ್ಸಲ್ ಮಾಡಿ');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ found: 'ಕ್ಯಾನ್ಸಲ್' });
    expect(found[0]!.use).toContain('ರದ್ದು');
    expect(glossaryViolations('ಕೆಸರು ಗದ್ದೆ').map((v) => v.found)).toEqual(['ಕೆಸರು ಗದ್ದೆ']);
    expect(glossaryViolations('ಕಾಯುವ ಪಟ್ಟಿಗೆ ಸೇರಿ').map((v) => v.found)).toEqual(['ಕಾಯುವ ಪಟ್ಟಿ']);
    expect(glossaryViolations('ಎಷ್ಟು ಜಾಗ?').map((v) => v.found)).toEqual(['ಜಾಗ']);
  });

  it('fails an ISO date and a Latin AM/PM', () => {
    expect(glossaryViolations('2026-11-30 ರಂದು').map((v) => v.found)).toEqual(['2026-11-30']);
    expect(glossaryViolations('3:05 PMಕ್ಕೆ ಮತ್ತೆ ಸಿಗಬಹುದು').map((v) => v.found)).toEqual(['3:05 PM']);
  });

  it('applies a sense rule only where the English names that sense', () => {
    expect(glossaryViolations('ನಮ್ಮ ತಂಡ', 'Our team')).toEqual([]);
    expect(glossaryViolations('ತಂಡಗಳು', 'Crews').map((v) => v.found)).toEqual(['ತಂಡ']);
  });

  it('names one word and at least one forbidden variant per concept', () => {
    for (const rule of glossary) {
      expect(rule.use.length, rule.concept).toBeGreaterThan(0);
      expect(rule.forbidden.length, rule.concept).toBeGreaterThan(0);
      expect(
        rule.forbidden.some((variant) => rule.use.includes(variant)),
        rule.concept,
      ).toBe(false);
    }
  });

  it("finds the Kannada literals of a server text table, split at a template's values", () => {
    const source = [
      "const a = 'English only';",
      "const b = 'ರೈತ ಯಂತ್ರ';",
      'const c = `ರೈತ ಯಂತ್ರ: ${day} ಕೆಸರು ಗದ್ದೆ ${x}`;',
    ].join('\n');
    expect(kannadaLiterals(source)).toEqual(['ರೈತ ಯಂತ್ರ', 'ರೈತ ಯಂತ್ರ: ', ' ಕೆಸರು ಗದ್ದೆ ']);
    expect(kannadaLiterals(source).flatMap((text) => glossaryViolations(text))).toHaveLength(1);
  });
});
