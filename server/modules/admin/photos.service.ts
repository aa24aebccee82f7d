import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { SessionUser } from '../../deps.js';
import { PHOTO_WIDTHS, photoUrl } from '../../../shared/photos.js';
import { refuse } from '../../errors.js';
import type { FileStorage } from '../../providers/storage/storage.js';
import type { Db } from '../../db/db.js';
import { auditRepository } from './audit.repository.js';

export const MAX_PHOTO_MEGABYTES = 10;
export const MAX_PHOTO_BYTES = MAX_PHOTO_MEGABYTES * 1024 * 1024;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

type PhotoDeps = { db: Db; clock: { now(): Date }; storage: FileStorage };

export function photoTooLarge(): never {
  return refuse('PHOTO_TOO_LARGE', { maxMegabytes: MAX_PHOTO_MEGABYTES }, `Photos can be up to ${MAX_PHOTO_MEGABYTES} MB`);
}

/** The machine's main image is its first photo (the medium width), so cards and lists show it. */
async function setMainImage(db: Db, machineId: number): Promise<void> {
  const first = await db
    .selectFrom('equipmentPhotos')
    .select('storageKey')
    .where('equipmentId', '=', machineId)
    .orderBy('position')
    .orderBy('createdAt')
    .executeTakeFirst();
  await db
    .updateTable('equipment')
    .set({ imageUrl: first ? photoUrl(first.storageKey, 640) : null })
    .where('id', '=', machineId)
    .execute();
}

/**
 * Photos of a machine: a JPEG, PNG or WebP of up to 10 MB (judged by its content, not its name) is turned upright,
 * resized to each width (never enlarged) and stored as WebP; anything else is refused with a reason.
 */
export const photosService = {
  async upload(deps: PhotoDeps, actor: SessionUser, machineId: number, bytes: Buffer) {
    if (bytes.length > MAX_PHOTO_BYTES) photoTooLarge();
    const machine = await deps.db.selectFrom('equipment').select('id').where('id', '=', machineId).executeTakeFirst();
    if (!machine) refuse('NOT_FOUND', {}, 'No such machine');
    const meta = await sharp(bytes)
      .metadata()
      .catch(() => null);
    if (!meta?.format || !ACCEPTED.has(meta.format)) refuse('PHOTO_WRONG_TYPE', {}, 'Please choose a JPEG, PNG or WebP photo');

    const storageKey = `${machineId}/${randomUUID()}`;
    let size = { width: 0, height: 0 };
    for (const width of PHOTO_WIDTHS) {
      const { data, info } = await sharp(bytes)
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer({ resolveWithObject: true });
      await deps.storage.put(`${storageKey}/${width}.webp`, data);
      size = { width: info.width, height: info.height };
    }
    const now = deps.clock.now();
    return deps.db.transaction().execute(async (trx) => {
      const last = await trx
        .selectFrom('equipmentPhotos')
        .select((eb) => eb.fn.max('position').as('position'))
        .where('equipmentId', '=', machineId)
        .executeTakeFirst();
      const position = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
      const photo = await trx
        .insertInto('equipmentPhotos')
        .values({ equipmentId: machineId, position, storageKey, widths: [...PHOTO_WIDTHS], width: size.width, height: size.height, createdAt: now })
        .returning(['id', 'position', 'storageKey', 'width', 'height'])
        .executeTakeFirstOrThrow();
      await setMainImage(trx, machineId);
      await auditRepository.record(trx, { actorId: actor.id, action: 'photo.added', entity: 'machine', entityId: String(machineId), before: null, after: photo, at: now });
      return { ...photo, url: photoUrl(storageKey, 640) };
    });
  },

  /** Moves a photo to `position` among its machine's photos (0 is first, and the main image). */
  async move(deps: PhotoDeps, actor: SessionUser, photoId: string, position: number) {
    return deps.db.transaction().execute(async (trx) => {
      const photo = await trx.selectFrom('equipmentPhotos').select(['id', 'equipmentId']).where('id', '=', photoId).executeTakeFirst();
      if (!photo) refuse('NOT_FOUND', {}, 'No such photo');
      await trx.selectFrom('equipment').select('id').where('id', '=', photo.equipmentId).forUpdate().execute();
      const ordered = await trx
        .selectFrom('equipmentPhotos')
        .select('id')
        .where('equipmentId', '=', photo.equipmentId)
        .orderBy('position')
        .orderBy('createdAt')
        .execute();
      const ids = ordered.map((p) => p.id).filter((id) => id !== photoId);
      ids.splice(Math.min(position, ids.length), 0, photoId);
      for (const [index, id] of ids.entries()) await trx.updateTable('equipmentPhotos').set({ position: index }).where('id', '=', id).execute();
      await setMainImage(trx, photo.equipmentId);
      await auditRepository.record(trx, { actorId: actor.id, action: 'photo.moved', entity: 'machine', entityId: String(photo.equipmentId), before: ordered.map((p) => p.id), after: ids, at: deps.clock.now() });
      return { order: ids };
    });
  },

  async remove(deps: PhotoDeps, actor: SessionUser, photoId: string) {
    const removed = await deps.db.transaction().execute(async (trx) => {
      const photo = await trx.selectFrom('equipmentPhotos').selectAll().where('id', '=', photoId).executeTakeFirst();
      if (!photo) refuse('NOT_FOUND', {}, 'No such photo');
      await trx.deleteFrom('equipmentPhotos').where('id', '=', photoId).execute();
      await setMainImage(trx, photo.equipmentId);
      await auditRepository.record(trx, { actorId: actor.id, action: 'photo.removed', entity: 'machine', entityId: String(photo.equipmentId), before: photo, after: null, at: deps.clock.now() });
      return photo;
    });
    await deps.storage.removeAll(removed.storageKey);
    return { id: photoId };
  },
};
