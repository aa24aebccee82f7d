/**
 * Measures one password hash (argon2id, m=19456 KiB, t=2, p=1) on this machine: the work each login, registration
 * and password reset costs the server.   npx tsx scripts/bench-password-hash.ts [samples]
 */
import { hashPassword, PASSWORD_HASH_OPTIONS, verifyPassword } from '../server/modules/auth/password.js';

const samples = Number(process.argv[2] ?? 30);

async function measure(run: () => Promise<unknown>): Promise<number[]> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const stored = await hashPassword('correct horse battery staple');

for (const [name, run] of [
  ['hash', () => hashPassword('correct horse battery staple')],
  ['verify', () => verifyPassword(stored, 'correct horse battery staple')],
] as const) {
  const times = await measure(run);
  console.log(
    `${name}: median ${percentile(times, 0.5).toFixed(1)} ms, p90 ${percentile(times, 0.9).toFixed(1)} ms, ` +
      `min ${times[0]!.toFixed(1)} ms (${samples} samples, m=${PASSWORD_HASH_OPTIONS.memoryCost} KiB, ` +
      `t=${PASSWORD_HASH_OPTIONS.timeCost}, p=${PASSWORD_HASH_OPTIONS.parallelism})`,
  );
}
