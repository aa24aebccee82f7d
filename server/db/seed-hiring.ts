import type { HireOperation, HireUnit } from '../../shared/hiring.js';
import type { Db } from './db.js';

/**
 * Demo hiring centres across Karnataka, each with services priced the way custom hiring centres charge: by the
 * acre for harvesting, transplanting, sowing, spraying and baling; by the hour for tillage and threshing.
 *
 * Rates: ESTIMATES for 2025-26, in the ranges Karnataka farmers report for Krishi Yantra Dhare custom hiring
 * centres and private hirers (tractor + rotavator ₹1,000-1,400 an hour; tractor + plough ₹900-1,200 an hour;
 * track-type paddy combine ₹2,200-3,000 an acre at peak season; 4-row transplanter ₹3,000-3,500 an acre; seed
 * drill ₹800-1,100 an acre; boom spraying ₹350-500 an acre; baling about ₹1,500-2,000 an acre at ₹30-35 a bale).
 * The centres publish district rate cards that change each season; none was checked against a named card here,
 * so every figure below is an estimate, and Raichur's paddy combine is priced at the top of the range because
 * harvesters are scarcest there at peak season. Phone numbers are fictitious (the 00000 series).
 * Coordinates are those of the centre's PIN code in the gazetteer (server/modules/hiring/gazetteer).
 */
interface SeedService {
  operation: HireOperation;
  machine: string;
  implement: string | null;
  machineName: string;
  machineNameKn: string;
  unit: HireUnit;
  /** Rupees per acre or per hour. */
  rate: number;
  minimum: number;
  travelPerKm: number;
  freeKm: number;
  /** Per-hour services: acres a crew does in an hour. */
  acresPerHour: number | null;
  crews: number;
  /** Acres or hours a crew does in a day. */
  perCrewDay: number;
}

interface SeedCentre {
  name: string;
  nameKn: string;
  address: string;
  village: string;
  taluk: string;
  district: string;
  pinCode: string;
  lat: number;
  lon: number;
  radiusKm: number;
  phone: string;
  services: SeedService[];
}

const TRACTOR = 'Tractor 45 HP 2WD';

const rotavating = (rate: number, crews: number): SeedService => ({
  operation: 'rotavating',
  machine: TRACTOR,
  implement: 'Rotavator 6 ft (42 Blades)',
  machineName: '45 HP tractor with 6 ft rotavator',
  machineNameKn: '45 HP ಟ್ರ್ಯಾಕ್ಟರ್ + 6 ಅಡಿ ರೋಟವೇಟರ್',
  unit: 'hour',
  rate,
  minimum: rate,
  travelPerKm: 25,
  freeKm: 8,
  acresPerHour: 0.8,
  crews,
  perCrewDay: 9,
});

const ploughing = (rate: number, crews: number): SeedService => ({
  operation: 'ploughing',
  machine: TRACTOR,
  implement: 'MB Plough (2 Bottom)',
  machineName: '45 HP tractor with 2-bottom MB plough',
  machineNameKn: '45 HP ಟ್ರ್ಯಾಕ್ಟರ್ + 2 ಬಾಟಮ್ ನೇಗಿಲು',
  unit: 'hour',
  rate,
  minimum: rate,
  travelPerKm: 25,
  freeKm: 8,
  acresPerHour: 0.7,
  crews,
  perCrewDay: 9,
});

const sowing = (rate: number): SeedService => ({
  operation: 'sowing',
  machine: TRACTOR,
  implement: 'Seed-cum-Fertiliser Drill (9 Row)',
  machineName: 'Tractor with 9-row seed-cum-fertiliser drill',
  machineNameKn: 'ಟ್ರ್ಯಾಕ್ಟರ್ + 9 ಸಾಲಿನ ಬಿತ್ತನೆ ಕೂರಿಗೆ',
  unit: 'acre',
  rate,
  minimum: 1_500,
  travelPerKm: 25,
  freeKm: 8,
  acresPerHour: null,
  crews: 1,
  perCrewDay: 10,
});

const paddyHarvesting = (rate: number, crews: number): SeedService => ({
  operation: 'paddy_harvesting',
  machine: 'Paddy Harvester (Track Type)',
  implement: null,
  machineName: 'Track-type paddy combine harvester',
  machineNameKn: 'ಚೈನ್ ಭತ್ತ ಕಟಾವು ಯಂತ್ರ',
  unit: 'acre',
  rate,
  minimum: rate,
  travelPerKm: 40,
  freeKm: 10,
  acresPerHour: null,
  crews,
  perCrewDay: 8,
});

const puddling = (rate: number, crews: number): SeedService => ({
  operation: 'puddling',
  machine: TRACTOR,
  implement: 'Rotavator 6 ft (42 Blades)',
  machineName: 'Tractor with cage wheels and rotavator',
  machineNameKn: 'ಕೇಜ್ ವೀಲ್ ಟ್ರ್ಯಾಕ್ಟರ್ + ರೋಟವೇಟರ್',
  unit: 'hour',
  rate,
  minimum: rate,
  travelPerKm: 25,
  freeKm: 8,
  acresPerHour: 0.6,
  crews,
  perCrewDay: 9,
});

const transplanting = (rate: number, crews: number): SeedService => ({
  operation: 'transplanting',
  machine: 'Paddy Transplanter 4 Row (Walk-behind)',
  implement: null,
  machineName: '4-row walk-behind paddy transplanter',
  machineNameKn: '4 ಸಾಲಿನ ಭತ್ತ ನಾಟಿ ಯಂತ್ರ',
  unit: 'acre',
  rate,
  minimum: rate,
  travelPerKm: 25,
  freeKm: 8,
  acresPerHour: null,
  crews,
  perCrewDay: 4,
});

const centres: SeedCentre[] = [
  {
    name: 'Raitha Yantra Hiring Centre, Mandya',
    nameKn: 'ರೈತ ಯಂತ್ರ ಬಾಡಿಗೆ ಕೇಂದ್ರ, ಮಂಡ್ಯ',
    address: 'APMC Yard, Bengaluru-Mysuru Road, Mandya',
    village: 'Mandya',
    taluk: 'Mandya',
    district: 'Mandya',
    pinCode: '571401',
    lat: 12.52216,
    lon: 76.90092,
    radiusKm: 40,
    phone: '+919000000001',
    services: [
      paddyHarvesting(2_400, 2),
      rotavating(1_200, 3),
      ploughing(1_100, 2),
      puddling(1_300, 2),
      transplanting(3_200, 1),
    ],
  },
  {
    name: 'Maddur Custom Hiring Centre',
    nameKn: 'ಮದ್ದೂರು ಬಾಡಿಗೆ ಯಂತ್ರ ಕೇಂದ್ರ',
    address: 'Near TAPCMS, Maddur',
    village: 'Maddur',
    taluk: 'Maddur',
    district: 'Mandya',
    pinCode: '571428',
    lat: 12.56743,
    lon: 77.0219,
    radiusKm: 35,
    phone: '+919000000002',
    services: [
      {
        operation: 'paddy_harvesting',
        machine: 'Combine Harvester 14 ft (Wheel Type)',
        implement: null,
        machineName: 'Wheel-type combine harvester 14 ft',
        machineNameKn: 'ಚಕ್ರದ ಕಂಬೈನ್ ಕಟಾವು ಯಂತ್ರ',
        unit: 'acre',
        rate: 2_200,
        minimum: 2_200,
        travelPerKm: 40,
        freeKm: 10,
        acresPerHour: null,
        crews: 1,
        perCrewDay: 10,
      },
      {
        operation: 'threshing',
        machine: TRACTOR,
        implement: 'Multi-crop Thresher (PTO Driven)',
        machineName: 'Tractor with multi-crop thresher',
        machineNameKn: 'ಟ್ರ್ಯಾಕ್ಟರ್ + ಒಕ್ಕಣೆ ಯಂತ್ರ',
        unit: 'hour',
        rate: 900,
        minimum: 1_800,
        travelPerKm: 25,
        freeKm: 8,
        acresPerHour: 0.5,
        crews: 1,
        perCrewDay: 8,
      },
    ],
  },
  {
    name: 'Hassan Krishi Yantra Centre',
    nameKn: 'ಹಾಸನ ಕೃಷಿ ಯಂತ್ರ ಕೇಂದ್ರ',
    address: 'B M Road, Hassan',
    village: 'Hassan',
    taluk: 'Hassan',
    district: 'Hassan',
    pinCode: '573201',
    lat: 13.01863,
    lon: 76.09498,
    radiusKm: 40,
    phone: '+919000000003',
    services: [
      ploughing(1_000, 2),
      rotavating(1_150, 2),
      sowing(1_000),
      {
        operation: 'baling',
        machine: TRACTOR,
        implement: null,
        machineName: 'Tractor with square baler',
        machineNameKn: 'ಟ್ರ್ಯಾಕ್ಟರ್ + ಬೇಲರ್',
        unit: 'acre',
        rate: 1_800,
        minimum: 2_000,
        travelPerKm: 30,
        freeKm: 8,
        acresPerHour: null,
        crews: 1,
        perCrewDay: 8,
      },
    ],
  },
  {
    name: 'Tumakuru Farm Machinery Bank',
    nameKn: 'ತುಮಕೂರು ಕೃಷಿ ಯಂತ್ರ ಬ್ಯಾಂಕ್',
    address: 'B H Road, Tumakuru',
    village: 'Tumakuru',
    taluk: 'Tumakuru',
    district: 'Tumakuru',
    pinCode: '572101',
    lat: 13.34662,
    lon: 77.09386,
    radiusKm: 40,
    phone: '+919000000004',
    services: [
      ploughing(1_000, 2),
      rotavating(1_100, 2),
      sowing(900),
      {
        operation: 'other_harvesting',
        machine: 'Combine Harvester 14 ft (Wheel Type)',
        implement: null,
        machineName: 'Combine harvester for ragi and maize',
        machineNameKn: 'ರಾಗಿ, ಮೆಕ್ಕೆಜೋಳ ಕಟಾವು ಯಂತ್ರ',
        unit: 'acre',
        rate: 2_600,
        minimum: 2_600,
        travelPerKm: 40,
        freeKm: 10,
        acresPerHour: null,
        crews: 1,
        perCrewDay: 8,
      },
      {
        operation: 'threshing',
        machine: TRACTOR,
        implement: 'Multi-crop Thresher (PTO Driven)',
        machineName: 'Tractor with multi-crop thresher',
        machineNameKn: 'ಟ್ರ್ಯಾಕ್ಟರ್ + ಒಕ್ಕಣೆ ಯಂತ್ರ',
        unit: 'hour',
        rate: 800,
        minimum: 1_600,
        travelPerKm: 25,
        freeKm: 8,
        acresPerHour: 0.5,
        crews: 1,
        perCrewDay: 8,
      },
    ],
  },
  {
    name: 'Dharwad Raitha Samparka Hiring Centre',
    nameKn: 'ಧಾರವಾಡ ರೈತ ಸಂಪರ್ಕ ಬಾಡಿಗೆ ಕೇಂದ್ರ',
    address: 'Near Agricultural University, Dharwad',
    village: 'Dharwad',
    taluk: 'Dharwad',
    district: 'Dharwad',
    pinCode: '580001',
    lat: 15.45935,
    lon: 75.02023,
    radiusKm: 45,
    phone: '+919000000005',
    services: [
      ploughing(1_050, 3),
      rotavating(1_200, 2),
      sowing(950),
      {
        operation: 'spraying',
        machine: TRACTOR,
        implement: 'Tractor-mounted Boom Sprayer 400 L',
        machineName: 'Tractor-mounted boom sprayer 400 L',
        machineNameKn: 'ಟ್ರ್ಯಾಕ್ಟರ್ ಬೂಮ್ ಸ್ಪ್ರೇಯರ್ 400 ಲೀ',
        unit: 'acre',
        rate: 400,
        minimum: 1_200,
        travelPerKm: 25,
        freeKm: 8,
        acresPerHour: null,
        crews: 1,
        perCrewDay: 20,
      },
      {
        operation: 'other_harvesting',
        machine: 'Combine Harvester 14 ft (Wheel Type)',
        implement: null,
        machineName: 'Combine harvester for soybean and maize',
        machineNameKn: 'ಸೋಯಾಬೀನ್, ಮೆಕ್ಕೆಜೋಳ ಕಟಾವು ಯಂತ್ರ',
        unit: 'acre',
        rate: 2_500,
        minimum: 2_500,
        travelPerKm: 40,
        freeKm: 10,
        acresPerHour: null,
        crews: 1,
        perCrewDay: 8,
      },
    ],
  },
  {
    name: 'Raichur Paddy Machinery Centre',
    nameKn: 'ರಾಯಚೂರು ಭತ್ತದ ಯಂತ್ರ ಕೇಂದ್ರ',
    address: 'Station Road, Raichur',
    village: 'Raichur',
    taluk: 'Raichur',
    district: 'Raichur',
    pinCode: '584101',
    lat: 16.2351,
    lon: 77.34393,
    radiusKm: 50,
    phone: '+919000000006',
    services: [
      paddyHarvesting(2_800, 1),
      puddling(1_250, 2),
      transplanting(3_000, 1),
      {
        operation: 'spraying',
        machine: TRACTOR,
        implement: 'Tractor-mounted Boom Sprayer 400 L',
        machineName: 'Tractor-mounted boom sprayer 400 L',
        machineNameKn: 'ಟ್ರ್ಯಾಕ್ಟರ್ ಬೂಮ್ ಸ್ಪ್ರೇಯರ್ 400 ಲೀ',
        unit: 'acre',
        rate: 380,
        minimum: 1_200,
        travelPerKm: 25,
        freeKm: 8,
        acresPerHour: null,
        crews: 1,
        perCrewDay: 20,
      },
    ],
  },
  {
    name: 'Belagavi Custom Hiring Centre',
    nameKn: 'ಬೆಳಗಾವಿ ಬಾಡಿಗೆ ಯಂತ್ರ ಕೇಂದ್ರ',
    address: 'Khanapur Road, Belagavi',
    village: 'Belagavi',
    taluk: 'Belagavi',
    district: 'Belagavi',
    pinCode: '590001',
    lat: 15.85963,
    lon: 74.50824,
    radiusKm: 45,
    phone: '+919000000007',
    services: [
      ploughing(1_100, 2),
      rotavating(1_250, 2),
      sowing(1_000),
      {
        operation: 'baling',
        machine: TRACTOR,
        implement: null,
        machineName: 'Tractor with square baler',
        machineNameKn: 'ಟ್ರ್ಯಾಕ್ಟರ್ + ಬೇಲರ್',
        unit: 'acre',
        rate: 1_700,
        minimum: 2_000,
        travelPerKm: 30,
        freeKm: 8,
        acresPerHour: null,
        crews: 1,
        perCrewDay: 8,
      },
    ],
  },
];

export const seedHiringCentres = centres;

/** Loads the demo centres into an empty hiring table; leaves existing centres untouched. */
export async function seedHiring(db: Db): Promise<{ centres: number; services: number; skipped: boolean }> {
  const existing = await db
    .selectFrom('hireCentres')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (existing.n > 0) return { centres: 0, services: 0, skipped: true };
  const equipment = await db.selectFrom('equipment').select(['id', 'name']).execute();
  const equipmentId = (name: string | null) => (name ? (equipment.find((e) => e.name === name)?.id ?? null) : null);
  let services = 0;
  for (const c of centres) {
    const { id } = await db
      .insertInto('hireCentres')
      .values({
        name: c.name,
        nameKn: c.nameKn,
        address: c.address,
        village: c.village,
        taluk: c.taluk,
        district: c.district,
        pinCode: c.pinCode,
        lat: c.lat,
        lon: c.lon,
        serviceRadiusKm: c.radiusKm,
        phone: c.phone,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('hireServices')
      .values(
        c.services.map((s) => ({
          centreId: id,
          operation: s.operation,
          machineEquipmentId: equipmentId(s.machine),
          implementEquipmentId: equipmentId(s.implement),
          machineName: s.machineName,
          machineNameKn: s.machineNameKn,
          unit: s.unit,
          rate: s.rate * 100,
          minimumCharge: s.minimum * 100,
          travelPerKm: s.travelPerKm * 100,
          freeKm: s.freeKm,
          acresPerHourMilli: s.acresPerHour === null ? null : Math.round(s.acresPerHour * 1000),
          crews: s.crews,
          capacityPerCrewDayMilli: s.perCrewDay * 1000,
        })),
      )
      .execute();
    services += c.services.length;
  }
  return { centres: centres.length, services, skipped: false };
}
