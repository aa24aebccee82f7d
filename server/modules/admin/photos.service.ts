import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { SessionUser } from '../../deps.js';
import { MAX_PHOTO_MEGAPIXELS, PHOTO_WIDTHS, photoUrl } from '../../../shared/photos.js';
import { refuse } from '../../errors.js';
import type { FileStorage } from '../../providers/storage/storage.js';
import type { Db, Trx } from '../../db/db.js';
import { auditRepository } from './audit.repository.js';
import { photosRepository } from './photos.repository.js';

export const MAX_PHOTO_MEGABYTES = 10;
export const MAX_PHOTO_BYTES = MAX_PHOTO_MEGABYTES * 1024 * 1024;
const MAX_PHOTO_PIXELS = MAX_PHOTO_MEGAPIXELS * 1_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

type PhotoDeps = { db: Db; clock: { now(): Date }; storage: FileStorage };

export function photoTooLarge(): never {
  return refuse(
    'PHOTO_TOO_LARGE',
    { maxMegabytes: MAX_PHOTO_MEGABYTES },
    `Photos can be up to ${MAX_PHOTO_MEGABYTES} MB`,
  );
}

function photoWrongType(): never {
  return refuse('PHOTO_WRONG_TYPE', {}, 'Please choose a JPEG, PNG or WebP photo');
}

const running = new Set<string>();

async function photoOrRefuse(trx: Trx, photoId: string) {
  const photo = await photosRepository.findById(trx, photoId);
  if (!photo) refuse('NOT_FOUND', {}, 'No such photo');
  return photo;
}

interface PhotosChange {
  actor: SessionUser;
  /** photo.added, photo.moved or photo.removed */
  action: string;
  machineId: number;
  before: unknown;
  after: unknown;
  at: Date;
}

/** After any change to a machine's photos: its first photo becomes its main image, and the audit log records it. */
async function photosChanged(trx: Trx, { actor, action, machineId, before, after, at }: PhotosChange) {
  await photosRepository.setMainImage(trx, machineId);
  const entry = { actorId: actor.id, action, entity: 'machine', entityId: String(machineId), before, after, at };
  await auditRepository.record(trx, entry);
}

/**
 * One photo job at a time per staff member, in this process: decoding a photo takes a core and tens of MB for a
 * second or more, so one account cannot start a dozen at once. `start` refuses while the member's other job runs
 * and returns the function that ends this one (safe to call twice).
 */
export const photoJobs = {
  start(userId: string): () => void {
    if (running.has(userId)) refuse('PHOTO_UPLOAD_BUSY', {}, 'Please wait for your other photo to finish');
    running.add(userId);
    let ended = false;
    return () => {
      if (!ended) running.delete(userId);
      ended = true;
    };
  },
};

/**
 * The photo turned upright and shrunk to the largest stored width, as raw pixels: the upload is decoded once, and
 * only after its header showed a JPEG, PNG or WebP of at most 40 megapixels (a small file can claim 268 million,
 * which would take gigabytes to decode).
 */
async function decodeOnce(bytes: Buffer) {
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header?.format || !ACCEPTED.has(header.format) || !header.width || !header.height) photoWrongType();
  if (header.width * header.height > MAX_PHOTO_PIXELS) {
    const message = `Photos can be up to ${MAX_PHOTO_MEGAPIXELS} megapixels`;
    refuse('PHOTO_TOO_MANY_PIXELS', { maxMegapixels: MAX_PHOTO_MEGAPIXELS }, message);
  }
  return sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, sequentialRead: true })
    .rotate()
    .resize({ width: Math.max(...PHOTO_WIDTHS), withoutEnlargement: true })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
    .catch(() => photoWrongType());
}

/**
 * Photos of a machine: a JPEG, PNG or WebP of up to 10 MB and 40 megapixels (judged by its content, not its name) is
 * turned upright, resized to each width (never enlarged) and stored as WebP; anything else is refused with a reason.
 */
export const photosService = {
  async upload(deps: PhotoDeps, actor: SessionUser, machineId: number, bytes: Buffer) {
    if (bytes.length > MAX_PHOTO_BYTES) photoTooLarge();
    if (!(await photosRepository.machineExists(deps.db, machineId))) refuse('NOT_FOUND', {}, 'No such machine');
    const { data: pixels, info } = await decodeOnce(bytes);

    const storageKey = `${machineId}/${randomUUID()}`;
    for (const width of PHOTO_WIDTHS) {
      const data = await sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer();
      await deps.storage.put(`${storageKey}/${width}.webp`, data);
    }
    const now = deps.clock.now();
    return deps.db.transaction().execute(async (trx) => {
      await photosRepository.lockMachine(trx, machineId);
      const photo = await photosRepository.insert(trx, {
        equipmentId: machineId,
        position: await photosRepository.nextPosition(trx, machineId),
        storageKey,
        widths: [...PHOTO_WIDTHS],
        width: info.width,
        height: info.height,
        createdAt: now,
      });
      await photosChanged(trx, { actor, action: 'photo.added', machineId, before: null, after: photo, at: now });
      return { ...photo, url: photoUrl(storageKey, 640) };
    });
  },

  /** Moves a photo to `position` among its machine's photos (0 is first, and the main image). */
  async move(deps: PhotoDeps, actor: SessionUser, photoId: string, position: number) {
    return deps.db.transaction().execute(async (trx) => {
      const photo = await photoOrRefuse(trx, photoId);
      await photosRepository.lockMachine(trx, photo.equipmentId);
      const ordered = await photosRepository.orderedIds(trx, photo.equipmentId);
      const ids = ordered.filter((id) => id !== photoId);
      ids.splice(Math.min(position, ids.length), 0, photoId);
      for (const [index, id] of ids.entries()) await photosRepository.setPosition(trx, id, index);
      const change = { actor, action: 'photo.moved', machineId: photo.equipmentId, before: ordered, after: ids };
      await photosChanged(trx, { ...change, at: deps.clock.now() });
      return { order: ids };
    });
  },

  async remove(deps: PhotoDeps, actor: SessionUser, photoId: string) {
    const removed = await deps.db.transaction().execute(async (trx) => {
      const photo = await photoOrRefuse(trx, photoId);
      await photosRepository.remove(trx, photoId);
      const change = { actor, action: 'photo.removed', machineId: photo.equipmentId, before: photo, after: null };
      await photosChanged(trx, { ...change, at: deps.clock.now() });
      return photo;
    });
    await deps.storage.removeAll(removed.storageKey);
    return { id: photoId };
  },
};
