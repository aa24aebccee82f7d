import { sql, type Kysely } from 'kysely';

/**
 * Versions of what the public reads show (issue 22), so a server process can tell, with one tiny query and before
 * running anything, whether the answer it keeps (or the ETag a browser sends) is still the current one.
 *
 * - `public_read_versions` (public-reads): one row per kind of public answer. 'catalogue' counts changes to
 *   `equipment` (prices, stock, archiving), `equipment_photos` and `categories`; 'hire' counts changes to the hire
 *   calendar: `hire_centres`, `hire_services` (rates, crews, ratings) and `hire_crew_slots` (bookings and holds
 *   taking and freeing crews).
 * - The bump is a trigger, so every write counts whichever code makes it (a repository, a migration, psql). It is a
 *   deferred constraint trigger: it runs at commit, in the writing transaction (the new version and the new data
 *   become visible together), and holds a version row's lock only from just before the commit to its end. Each kind
 *   has STRIPES rows and a transaction bumps the one its transaction id picks, so concurrent writers (fifty
 *   checkouts) seldom wait for each other's commit; the version is the sum of the stripes, which every committed
 *   bump raises by one. One bump per kind and transaction, however many rows it wrote (a transaction-local setting
 *   remembers it). TRUNCATE, which row triggers do not see, bumps at once.
 * - The versions start from the clock (milliseconds), not from 1: a database made again from scratch does not hand
 *   out the versions (and so the ETags) an earlier one did.
 */
const CATALOGUE_TABLES = ['equipment', 'equipment_photos', 'categories'];
const HIRE_TABLES = ['hire_centres', 'hire_services', 'hire_crew_slots'];
const STRIPES = 16;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table public_read_versions (
      name text not null check (name in ('catalogue', 'hire')),
      stripe smallint not null check (stripe >= 0 and stripe < ${sql.lit(STRIPES)}),
      version bigint not null,
      primary key (name, stripe)
    )
  `.execute(db);
  await sql`
    insert into public_read_versions (name, stripe, version)
    select kind, stripe, case when stripe = 0 then (extract(epoch from clock_timestamp()) * 1000)::bigint else 0 end
    from unnest(array['catalogue', 'hire']) as kind, generate_series(0, ${sql.lit(STRIPES - 1)}) as stripe
  `.execute(db);
  await sql`
    create function bump_public_read_version() returns trigger language plpgsql as $$
    declare
      flag text := 'raitha.public_read_bumped_' || tg_argv[0];
    begin
      if coalesce(current_setting(flag, true), '') <> 'on' then
        perform set_config(flag, 'on', true);
        update public_read_versions set version = version + 1
        where name = tg_argv[0] and stripe = txid_current() % ${sql.lit(STRIPES)};
      end if;
      return null;
    end
    $$
  `.execute(db);
  for (const [kind, tables] of [
    ['catalogue', CATALOGUE_TABLES],
    ['hire', HIRE_TABLES],
  ] as const) {
    for (const table of tables) {
      await sql`
        create constraint trigger ${sql.raw(`${table}_public_read_version`)}
        after insert or update or delete on ${sql.table(table)}
        deferrable initially deferred
        for each row execute function bump_public_read_version(${sql.lit(kind)})
      `.execute(db);
      await sql`
        create trigger ${sql.raw(`${table}_public_read_version_truncate`)}
        after truncate on ${sql.table(table)}
        for each statement execute function bump_public_read_version(${sql.lit(kind)})
      `.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [...CATALOGUE_TABLES, ...HIRE_TABLES]) {
    await sql`drop trigger ${sql.raw(`${table}_public_read_version`)} on ${sql.table(table)}`.execute(db);
    await sql`drop trigger ${sql.raw(`${table}_public_read_version_truncate`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function bump_public_read_version()`.execute(db);
  await sql`drop table public_read_versions`.execute(db);
}
