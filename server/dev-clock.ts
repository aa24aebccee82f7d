import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MovableClock } from './clock.js';
import type { Env } from './env.js';
import { isFromLoopback } from './providers/dev-mailbox.js';

const advanceInput = z.object({ days: z.number().int().min(0).max(400) });

/**
 * POST /dev/clock {"days": n}: moves a test server's clock n days ahead and answers the new time. Registered only
 * when the server runs with TEST_CLOCK=true, which env.ts refuses in production; like the dev mailbox, it answers
 * only a development server's own machine (404 otherwise, as if it did not exist).
 */
export async function devClockRoutes(
  app: FastifyInstance,
  { clock, env }: { clock: MovableClock; env: Pick<Env, 'NODE_ENV'> },
): Promise<void> {
  app.post('/dev/clock', async (req, reply) => {
    if (env.NODE_ENV === 'production' || !isFromLoopback(req)) return reply.callNotFound();
    const parsed = advanceInput.safeParse(req.body);
    if (!parsed.success)
      return reply.code(400).send({ error: 'Bad Request', message: 'Send {"days": a whole number from 0 to 400}' });
    clock.advance(parsed.data.days * 86_400_000);
    return reply.header('cache-control', 'no-store').send({ now: clock.now().toISOString() });
  });
}
