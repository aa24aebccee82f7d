/**
 * The offline assistant against the whole question set (server/modules/chat/assistant-questions.ts): the share of
 * right answers, by language, and the answer time per question (p50 / p95 / p99), in one run.
 */
import { assistantQuestions } from '../../server/modules/chat/assistant-questions.js';
import { scoreAll } from '../../server/modules/chat/assistant-score.js';
import { latencyRow, machine, type BenchResult } from './lib/report.js';
import { round } from './lib/stats.js';

export const ASSISTANT_TARGETS = { rightShare: 0.9, answerP95Ms: 300 };

export async function assistantBench(): Promise<BenchResult> {
  const started = performance.now();
  const env = machine();
  // A first pass loads the knowledge base and its index, as the first question on a server does; the second is timed.
  await scoreAll(assistantQuestions.slice(0, 3));
  const report = await scoreAll(assistantQuestions);
  const share = (r: { right: number; total: number }) =>
    `${r.right}/${r.total} (${round((100 * r.right) / r.total)} %)`;
  return {
    name: 'assistant',
    machine: env,
    durationMs: performance.now() - started,
    tables: [
      {
        title: `Offline assistant on ${report.total} questions (${report.byLanguage.kn.total} in Kannada)`,
        headers: ['questions', 'right'],
        rows: [
          ['all', share(report)],
          ['English', share(report.byLanguage.en)],
          ['Kannada', share(report.byLanguage.kn)],
        ],
        notes: report.wrong.map((w) => `wrong: [${w.language}] ${w.question} – ${w.misses.join('; ')}`),
      },
      {
        title: 'Answer time per question (in process, ms)',
        headers: ['call', 'assistant', 'n', 'p50', 'p95', 'p99'],
        rows: [latencyRow('question to answer', 'offline', report.times)],
        notes: ['The hiring search is a stand-in (no database): this times understanding and writing the answer.'],
      },
    ],
    targets: [
      {
        what: 'right answers',
        goal: `>= ${ASSISTANT_TARGETS.rightShare * 100} %`,
        measured: `${round(report.share * 100)} %`,
        met: report.share >= ASSISTANT_TARGETS.rightShare,
      },
      {
        what: 'answer time p95',
        goal: `< ${ASSISTANT_TARGETS.answerP95Ms} ms`,
        measured: `${round(report.p95Ms)} ms`,
        met: report.p95Ms < ASSISTANT_TARGETS.answerP95Ms,
      },
    ],
    data: { ...report, wrong: report.wrong.map(({ text: _text, ...w }) => w) },
  };
}
