import { randomUUID } from 'node:crypto';
import type { GpsFix } from '../../../shared/field-area.js';
import type { HireOperation } from '../../../shared/hiring.js';
import type { AppDeps } from '../../deps.js';
import type { TestDatabase } from '../../test/test-db.js';
import { rectangleField, walkField } from '../../../scripts/bench/field-area.js';
import { person, type Caller } from '../hiring/hire-balance.fixtures.js';

/** Test support of field-work tests: a job with a crew whose operator has an account, and walks of its field. */

const good = { nameOnCard: 'Kempegowda', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
export const MANDYA = { lat: 12.52216, lon: 76.90092 };

export async function serviceAt(database: TestDatabase, operation: HireOperation): Promise<number> {
  const row = await database.db
    .selectFrom('hireServices')
    .innerJoin('hireCentres', 'hireCentres.id', 'hireServices.centreId')
    .select(['hireServices.id'])
    .where('hireCentres.pinCode', '=', '571401')
    .where('hireServices.operation', '=', operation)
    .executeTakeFirstOrThrow();
  return row.id;
}

let phoneNo = 0;
/** A person with a mobile number (E.164) on their account. */
export async function withPhone(database: TestDatabase, deps: AppDeps, role: 'customer' | 'staff' = 'customer') {
  const phone = `+9199${String(10_000_000 + phoneNo++ * 7919).slice(0, 8)}`;
  const made = await person(database, deps, role);
  await database.db.updateTable('users').set({ phone }).where('id', '=', made.user.id).execute();
  return { ...made, phone, user: { ...made.user, phone } };
}

/** A farmer's job for `day`, advance paid, its crew assigned to the operator's number. */
export async function crewJob(
  serviceId: number,
  farmer: Caller,
  staff: Caller,
  operatorPhone: string,
  options: { day: string; areaMilliAcres?: number; phone?: string },
): Promise<string> {
  const started = await farmer.hiring.book({
    serviceId,
    day: options.day,
    slot: 'whole_day',
    areaMilliAcres: options.areaMilliAcres ?? 3000,
    ...MANDYA,
    place: 'Mandya 571401',
    landmark: 'Behind the Hanuman temple',
    phone: options.phone ?? '98450 12345',
  });
  await farmer.hiring.confirmTestPayment({ clientSecret: started.payment!.clientSecret, card: good });
  const jobId = started.jobId;
  await staff.hiring.admin.assignCrew({
    jobId,
    operatorName: 'Ravi',
    operatorPhone: operatorPhone.slice(3),
    machine: 'Kartar',
  });
  return jobId;
}

/** The fixes of a walk around a rectangle of `acres` near the field, with 5 m phone noise, from `startAt`. */
export function walk(acres: number, startAt: number, seed = 7): GpsFix[] {
  const corners = rectangleField(MANDYA.lat + 0.001, MANDYA.lon + 0.001, acres, 1.6, 20);
  let a = seed;
  const random = () => {
    a = (a * 16807) % 2147483647;
    return a / 2147483647;
  };
  return walkField(corners, { sigmaM: 3.3, biasSigmaM: 2, accuracyM: 5, startAt, random }).map((f) => ({
    ...f,
    lat: Math.round(f.lat * 1e7) / 1e7,
    lon: Math.round(f.lon * 1e7) / 1e7,
  }));
}

export function reading<T extends object>(jobId: string, kind: string, takenAt: number, extra?: T) {
  return { id: randomUUID(), jobId, kind, takenAt, ...extra } as never;
}

/** The code in the last measurement SMS of a job. */
export async function codeSent(database: TestDatabase, jobId: string): Promise<string> {
  const rows = await database.db
    .selectFrom('smsOutbox')
    .select(['body'])
    .where('jobId', '=', jobId)
    .where('kind', '=', 'fieldMeasured')
    .orderBy('id', 'desc')
    .execute();
  const code = /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1];
  if (!code) throw new Error('no code was sent');
  return code;
}

export const TINY_JPEG =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8U==';
