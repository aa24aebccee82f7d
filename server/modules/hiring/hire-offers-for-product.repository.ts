import type { HireOperation, HireUnit } from '../../../shared/hiring.js';
import type { Db } from '../../db/db.js';

/** The lowest rate of one kind of work with one unit, over the services that bring this catalogue machine. */
export interface HireRateOfProduct {
  operation: HireOperation;
  unit: HireUnit;
  /** Paise per acre or per hour. */
  lowestRate: number;
}

/**
 * The work a centre does with a catalogue machine and a driver: services whose machine or implement is this product
 * (the link `hire_services` keeps to `equipment`), active, at an active centre, with the operator included; the
 * lowest rate of each operation and unit.
 */
export function lowestHireRatesOfProduct(db: Db, productId: number): Promise<HireRateOfProduct[]> {
  return db
    .selectFrom('hireServices')
    .innerJoin('hireCentres', 'hireCentres.id', 'hireServices.centreId')
    .select((eb) => [
      'hireServices.operation',
      'hireServices.unit',
      eb.fn.min<number>('hireServices.rate').as('lowestRate'),
    ])
    .where((eb) =>
      eb.or([
        eb('hireServices.machineEquipmentId', '=', productId),
        eb('hireServices.implementEquipmentId', '=', productId),
      ]),
    )
    .where('hireServices.operatorIncluded', '=', true)
    .where('hireServices.isActive', '=', true)
    .where('hireCentres.isActive', '=', true)
    .groupBy(['hireServices.operation', 'hireServices.unit'])
    .orderBy('hireServices.operation')
    .orderBy('hireServices.unit')
    .execute();
}
