import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canUseBackOffice } from '../../../shared/roles.js';
import type { AppDeps, CookieJar, SessionUser } from '../../deps.js';
import { DomainError } from '../../errors.js';
import { photoStorage } from '../../providers/storage/storage.js';
import { authenticate } from '../auth/session.js';
import { MAX_PHOTO_BYTES, photoJobs, photosService } from './photos.service.js';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const MEDIA_PATH = /^(\d{1,10})\/([0-9a-f-]{36})$/;
/** HTTP status of a refusal of the upload; any other reason is a 400. */
const STATUS: Partial<Record<string, number>> = { PHOTO_TOO_LARGE: 413, PHOTO_TOO_MANY_PIXELS: 413, NOT_FOUND: 404 };

function refusal(
  reply: FastifyReply,
  status: number,
  reason: string,
  params: Record<string, unknown>,
  message: string,
) {
  return reply.code(status).header('cache-control', 'no-store').send({ error: { reason, params, message } });
}

/** The session cookie read only (an upload never sets cookies). */
function readOnlyCookies(req: FastifyRequest): CookieJar {
  return { get: (name) => req.cookies[name], set: () => {}, clear: () => {} };
}

/**
 * Photo upload (multipart, one file of up to 10 MB, staff and owners only; the cross-site check of app.ts runs
 * first) and photo serving (WebP at each width, cached for a year: a photo's address never changes its content).
 */
export async function photoRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  const storage = photoStorage(deps.env);
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 0, parts: 1 } });

  app.post<{ Params: { id: string } }>('/admin/machines/:id/photos', async (req, reply) => {
    const user = await authenticate(deps, readOnlyCookies(req));
    if (!user) return refusal(reply, 401, 'SIGN_IN_REQUIRED', {}, 'Please log in to continue');
    if (!canUseBackOffice(user.role))
      return refusal(reply, 403, 'FORBIDDEN', {}, 'This page is for the shop’s staff only');
    const machineId = Number(req.params.id);
    if (!Number.isInteger(machineId) || machineId <= 0 || machineId > 2_147_483_647)
      return refusal(reply, 404, 'NOT_FOUND', {}, 'No such machine');
    let endJob: () => void;
    try {
      endJob = photoJobs.start(user.id);
    } catch (error) {
      if (error instanceof DomainError) return refusal(reply, 409, error.reason, error.params, error.message);
      throw error;
    }
    try {
      return await receive(req, reply, user, machineId);
    } finally {
      endJob();
    }
  });

  async function receive(req: FastifyRequest, reply: FastifyReply, user: SessionUser, machineId: number) {
    let bytes: Buffer;
    try {
      const file = await req.file();
      if (!file) return refusal(reply, 400, 'PHOTO_WRONG_TYPE', {}, 'Please choose a JPEG, PNG or WebP photo');
      bytes = await file.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        const maxMegabytes = MAX_PHOTO_BYTES / 1024 / 1024;
        return refusal(reply, 413, 'PHOTO_TOO_LARGE', { maxMegabytes }, `Photos can be up to ${maxMegabytes} MB`);
      }
      return refusal(reply, 400, 'PHOTO_WRONG_TYPE', {}, 'Please choose a JPEG, PNG or WebP photo');
    }
    try {
      const photo = await photosService.upload({ db: deps.db, clock: deps.clock, storage }, user, machineId, bytes);
      return reply.code(201).header('cache-control', 'no-store').send({ photo });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return refusal(reply, STATUS[error.reason] ?? 400, error.reason, error.params, error.message);
    }
  }

  app.get<{ Params: { machine: string; photo: string; width: string } }>(
    '/media/photos/:machine/:photo/:width',
    async (req, reply) => {
      const { machine, photo, width } = req.params;
      const match = MEDIA_PATH.exec(`${machine}/${photo}`);
      const file = /^\d{2,4}\.webp$/.test(width) && match ? await storage.get(`${machine}/${photo}/${width}`) : null;
      if (!file) return reply.code(404).send({ error: 'Not Found' });
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
        .send(file);
    },
  );
}
