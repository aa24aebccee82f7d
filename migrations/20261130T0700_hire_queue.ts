import { sql, type Kysely } from 'kysely';

/**
 * The hire waiting list as a queue (issue 25, item 5; server/modules/hire-queue):
 * - hire_queue_places: each waiting-list entry's ticket in its service's queue, given once, under a lock on the
 *   service's queue, so two farmers joining at the same moment never share a place (unique per service);
 * - hire_queue_skips: every time freed crew time went to a farmer later in the queue than one still waiting, the
 *   one passed over, the one served, why, and how far each field lay from the crews' work that day.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE hire_queue_places (
      waitlist_id uuid PRIMARY KEY REFERENCES hire_waitlist (id) ON DELETE CASCADE,
      service_id integer NOT NULL REFERENCES hire_services (id) ON DELETE CASCADE,
      ticket integer NOT NULL CHECK (ticket >= 1),
      CONSTRAINT hire_queue_places_ticket_once UNIQUE (service_id, ticket)
    )
  `.execute(db);
  await sql`
    CREATE TABLE hire_queue_skips (
      id bigserial PRIMARY KEY,
      waitlist_id uuid NOT NULL REFERENCES hire_waitlist (id) ON DELETE CASCADE,
      passed_for_waitlist_id uuid NOT NULL REFERENCES hire_waitlist (id) ON DELETE CASCADE,
      centre_id integer NOT NULL REFERENCES hire_centres (id) ON DELETE CASCADE,
      service_id integer NOT NULL REFERENCES hire_services (id) ON DELETE CASCADE,
      day date NOT NULL,
      reason text NOT NULL CHECK (reason IN ('village_route', 'overdue_first', 'no_crew_time')),
      detour_km double precision NOT NULL CHECK (detour_km >= 0),
      passed_for_detour_km double precision NOT NULL CHECK (passed_for_detour_km >= 0),
      at timestamptz NOT NULL,
      CHECK (waitlist_id <> passed_for_waitlist_id)
    )
  `.execute(db);
  await sql`CREATE INDEX hire_queue_skips_centre_day_idx ON hire_queue_skips (centre_id, day, id)`.execute(db);
  await sql`CREATE INDEX hire_queue_skips_waitlist_idx ON hire_queue_skips (waitlist_id)`.execute(db);
  await sql`CREATE INDEX hire_queue_skips_passed_for_idx ON hire_queue_skips (passed_for_waitlist_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE hire_queue_skips`.execute(db);
  await sql`DROP TABLE hire_queue_places`.execute(db);
}
