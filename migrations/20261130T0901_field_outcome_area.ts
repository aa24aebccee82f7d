import { sql, type Kysely } from 'kysely';

/**
 * field_outcomes.area_milli and area_plus_minus_milli: the field's area as walked with the operator's phone, kept for
 * hourly work too (billed by the time from start to stop, the area shown to the farmer beside it). For work by the
 * acre they repeat measured_milli and plus_minus_milli. Outcomes made before this have them as their unit says.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE field_outcomes ADD COLUMN area_milli integer CHECK (area_milli > 0)`.execute(db);
  await sql`
    ALTER TABLE field_outcomes ADD COLUMN area_plus_minus_milli integer CHECK (area_plus_minus_milli >= 0)
  `.execute(db);
  await sql`
    UPDATE field_outcomes SET area_milli = measured_milli, area_plus_minus_milli = plus_minus_milli WHERE unit = 'acre'
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE field_outcomes DROP COLUMN area_plus_minus_milli, DROP COLUMN area_milli`.execute(db);
}
