import { sql, type Kysely } from 'kysely';

/**
 * Hiring search in one statement, planned once per connection (40,000 centres: see scripts/bench/hiring-search.ts).
 *
 * hire_search() returns the services of one operation whose centre reaches the field, nearest first, at most
 * p_limit, each with its centre and, from the crew calendar in the same statement, the first day in the range with
 * a crew free for a whole day and the first with a crew free for half a day (and which halves are free that day).
 * The search used to send two statements (the services in reach, then their calendar) and plan both every time:
 * planning the inlined earthdistance functions cost more than running them (about half of PGlite's time). PL/pgSQL
 * keeps the plan of its query for the connection; a generic plan, since the best plan does not depend on the field.
 *
 * The box comes from the GiST index over the centres' points (migration 0032) no wider than the largest radius;
 * each centre's own radius is then checked on the chord (cube_distance against the chord of the radius).
 * earthdistance's earth_distance cannot be inlined into a plan whose point is a parameter (sec_to_gc is not
 * strict) and would run as a SQL function for every row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Every column is qualified: the output names are variables inside the function.
  await sql`
    CREATE FUNCTION hire_search(p_operation text, p_lat double precision, p_lon double precision, p_from date,
      p_to date, p_limit integer)
    RETURNS TABLE (
      id integer, centre_id integer, operation text, machine_name text, machine_name_kn text, operator_included boolean,
      unit text, rate bigint, minimum_charge bigint, travel_per_km bigint, free_km integer, acres_per_hour_milli
        integer,
      crews integer, capacity_per_crew_day_milli integer, advance_percent integer, rating_count integer,
        rating_sum integer,
      centre_name text, centre_name_kn text, centre_village text, centre_taluk text, centre_district text,
        centre_phone text,
      centre_rating_count integer, centre_rating_sum integer, distance_km double precision,
      first_whole_day date, first_half_day date, morning_free boolean, afternoon_free boolean
    )
    LANGUAGE plpgsql STABLE
    SET plan_cache_mode = force_generic_plan
    AS $fn$
    #variable_conflict use_column
    DECLARE
      field cube := ll_to_earth(p_lat, p_lon);
    BEGIN
      RETURN QUERY
      SELECT s.id, s.centre_id, s.operation, s.machine_name, s.machine_name_kn, s.operator_included, s.unit, s.rate,
             s.minimum_charge, s.travel_per_km, s.free_km, s.acres_per_hour_milli, s.crews,
               s.capacity_per_crew_day_milli,
             s.advance_percent, s.rating_count, s.rating_sum,
             c.name, c.name_kn, c.village, c.taluk, c.district, c.phone, c.rating_count, c.rating_sum,
             2 * earth() * asin(least(1, near.chord / (2 * earth()))) / 1000, free.first_whole_day,
               free.first_half_day, free.morning_free, free.afternoon_free
      FROM (
        SELECT s.id AS service_id, cube_distance(c.earth, field) AS chord
        FROM hire_centres c
        JOIN hire_services s ON s.centre_id = c.id AND s.operation = p_operation AND s.is_active
        WHERE c.is_active
          AND c.earth <@ cube_enlarge(field, 2 * earth() * sin((SELECT max(m.service_radius_km) FROM
            hire_centres m WHERE m.is_active) * 1000 / (2 * earth())), 3)
          AND cube_distance(c.earth, field) <= 2 * earth() * sin(c.service_radius_km * 1000 / (2 * earth()))
        ORDER BY 2, 1
        LIMIT p_limit
      ) near
      JOIN hire_services s ON s.id = near.service_id
      JOIN hire_centres c ON c.id = s.centre_id
      LEFT JOIN LATERAL (
        -- Days without any booking have no row in the calendar: all crews free. Crews beyond the service's
        -- number (it had more when they were booked) do not take a crew of today's.
        SELECT (min(d.day) FILTER (WHERE coalesce(t.touched, 0) < s.crews))::date AS first_whole_day,
               (min(d.day) FILTER (WHERE coalesce(t.am, 0) < s.crews OR coalesce(t.pm, 0) < s.crews))::date AS
                 first_half_day,
               (array_agg(coalesce(t.am, 0) < s.crews ORDER BY d.day) FILTER (WHERE coalesce(t.am, 0) < s.crews
                 OR coalesce(t.pm, 0) < s.crews))[1] AS morning_free,
               (array_agg(coalesce(t.pm, 0) < s.crews ORDER BY d.day) FILTER (WHERE coalesce(t.am, 0) < s.crews
                 OR coalesce(t.pm, 0) < s.crews))[1] AS afternoon_free
        FROM generate_series(p_from, p_to, interval '1 day') AS d (day)
        LEFT JOIN (
          SELECT cs.day, count(DISTINCT cs.crew_no) AS touched,
                 count(*) FILTER (WHERE cs.half = 'am') AS am, count(*) FILTER (WHERE cs.half = 'pm') AS pm
          FROM hire_crew_slots cs
          WHERE cs.service_id = s.id AND cs.crew_no <= s.crews AND cs.day BETWEEN p_from AND p_to
          GROUP BY cs.day
        ) t ON t.day = d.day::date
      ) free ON true
      ORDER BY near.chord, s.id;
    END
    $fn$
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP FUNCTION hire_search(text, double precision, double precision, date, date, integer)`.execute(db);
}
