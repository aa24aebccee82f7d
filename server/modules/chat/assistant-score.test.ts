import { describe, expect, it } from 'vitest';
import { assistantQuestions } from './assistant-questions.js';
import { scoreAll } from './assistant-score.js';

/**
 * A fixed subset of the question set (every fourth question, both languages, every kind), scored as the bench
 * scores the whole set (`npm run bench -- --only assistant`). No timing here: the bench reports the answer times.
 */
const subset = assistantQuestions.filter((_, i) => i % 4 === 0);

describe('the offline assistant on the question set', () => {
  it('holds at least 200 questions, about half in Kannada', () => {
    expect(assistantQuestions.length).toBeGreaterThanOrEqual(200);
    const kannada = assistantQuestions.filter(([language]) => language === 'kn').length;
    expect(kannada / assistantQuestions.length).toBeGreaterThanOrEqual(0.45);
  });

  it('answers at least 90 % of the subset right, in each language', async () => {
    const report = await scoreAll(subset);
    const wrong = report.wrong.map((w) => `[${w.language}] ${w.question}: ${w.misses.join('; ')}`);
    expect(report.share, wrong.join('\n')).toBeGreaterThanOrEqual(0.9);
    for (const language of ['en', 'kn'] as const) {
      const { right, total } = report.byLanguage[language];
      expect(right / total, `${language}: ${wrong.join('\n')}`).toBeGreaterThanOrEqual(0.9);
    }
  });
});
