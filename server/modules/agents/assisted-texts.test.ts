import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { glossaryViolations, kannadaLiterals } from '../../../shared/glossary.js';
import { smsSize } from '../../providers/sms/sms.js';
import { callbackTexts } from '../callbacks/callback-texts.js';
import { assistedTexts } from './assisted-texts.js';

const facts = { day: '2026-12-29', slot: 'whole_day' as const, total: 12_345_600 };

describe('the SMS of assisted booking and missed calls', () => {
  it('keep the code and the call-back time within two segments in both languages', () => {
    for (const l of ['en', 'kn'] as const) {
      expect(smsSize(assistedTexts.agentCode({ ...facts, code: '012345' }, l)).segments).toBeLessThanOrEqual(2);
      expect(smsSize(assistedTexts.bookedNoAdvance(facts, l)).segments).toBeLessThanOrEqual(2);
      const by = new Date('2026-12-23T12:30:00Z');
      expect(smsSize(callbackTexts.expectCall({ by, now: by }, l)).segments).toBeLessThanOrEqual(2);
    }
  });

  it('end the code text with the code, and give the quote, the advance and the link', () => {
    expect(assistedTexts.agentCode({ ...facts, code: '012345' }, 'kn')).toMatch(/012345$/);
    const quote = assistedTexts.quote(
      { ...facts, advance: 2_469_100, until: new Date('2026-11-22T06:15:00Z'), url: 'https://rzp.io/i/abc' },
      'en',
    );
    expect(quote).toBe(
      'Raitha Yantra: work on 29 Dec whole day, price Rs 123456. Pay the advance Rs 24691 by 11:45 am to book: ' +
        'https://rzp.io/i/abc',
    );
  });

  it('use the glossary words in Kannada', () => {
    const files = ['server/modules/agents/assisted-texts.ts', 'server/modules/callbacks/callback-texts.ts'];
    const kannada = files.flatMap((f) => kannadaLiterals(readFileSync(f, 'utf8')));
    expect(kannada.length).toBeGreaterThan(5);
    expect(kannada.flatMap((text) => glossaryViolations(text))).toEqual([]);
  });
});
