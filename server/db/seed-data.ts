/**
 * Demo catalogue for Raitha Yantra (ರೈತ ಯಂತ್ರ): machines that Karnataka farmers buy or hire,
 * in English and Kannada. Pure data; loaded by ./seed.ts into an empty catalogue.
 *
 * Description-only search word: "sugarcane". It appears in several English descriptions but in
 * no item name, so searching for it shows that descriptions are searched. ("stubble" is rarer
 * still: only the Trash Mulcher description has it.)
 *
 * Money is integer paise (₹1 = 100 paise); the comment beside each amount gives rupees.
 * Sale prices are indicative 2025-26 Indian market prices; daily rents follow typical custom
 * hiring centre rates. Rent-only items still carry a realistic purchase value in pricePaise.
 * The first three items are featured on the home page.
 */

export type CategoryKey = 'tractors' | 'harvesters' | 'plows' | 'seeders' | 'irrigation' | 'sprayers' | 'other';

export interface SeedCategory {
  key: CategoryKey;
  name: string;
  nameKn: string;
}

export interface SeedEquipment {
  name: string;
  nameKn: string;
  description: string;
  descriptionKn: string;
  category: CategoryKey;
  /** Sale price in integer paise (₹1 = 100 paise). */
  pricePaise: number;
  /** Daily rent in integer paise; set exactly when isAvailableForRent. */
  rentalPricePerDayPaise: number | null;
  isAvailableForSale: boolean;
  isAvailableForRent: boolean;
  stockQuantity: number;
  imageUrl: string | null;
}

export const seedCategories: SeedCategory[] = [
  { key: 'tractors', name: 'Tractors', nameKn: 'ಟ್ರ್ಯಾಕ್ಟರ್‌ಗಳು' },
  { key: 'harvesters', name: 'Harvesters', nameKn: 'ಕೊಯ್ಲು ಯಂತ್ರಗಳು' },
  { key: 'plows', name: 'Plows', nameKn: 'ನೇಗಿಲುಗಳು' },
  { key: 'seeders', name: 'Seeders', nameKn: 'ಬಿತ್ತನೆ ಯಂತ್ರಗಳು' },
  { key: 'irrigation', name: 'Irrigation Equipment', nameKn: 'ನೀರಾವರಿ ಉಪಕರಣಗಳು' },
  { key: 'sprayers', name: 'Sprayers', nameKn: 'ಸ್ಪ್ರೇಯರ್‌ಗಳು' },
  { key: 'other', name: 'Other Equipment', nameKn: 'ಇತರ ಉಪಕರಣಗಳು' },
];

export const seedEquipment: SeedEquipment[] = [
  // Featured on the home page: the first three.
  {
    name: 'Tractor 45 HP 2WD',
    nameKn: 'ಟ್ರ್ಯಾಕ್ಟರ್ 45 HP 2WD',
    description:
      '45 HP three-cylinder diesel tractor with 8 forward + 2 reverse gears and 1,700 ' +
      'kg hydraulic lift. Pulls a 6 ft rotavator, cultivator or 5-tonne trolley with ' +
      'ease; ideal for 5-20 acre paddy, sugarcane and maize farms.',
    descriptionKn:
      '3 ಸಿಲಿಂಡರ್ ಡೀಸೆಲ್ ಎಂಜಿನ್, 8 ಮುಂದಿನ + 2 ಹಿಂದಿನ ಗೇರ್ ಮತ್ತು 1,700 ಕೆಜಿ ಹೈಡ್ರಾಲಿಕ್ ' +
      'ಲಿಫ್ಟ್ ಇರುವ 45 HP ಟ್ರ್ಯಾಕ್ಟರ್. 6 ಅಡಿ ರೋಟವೇಟರ್, ಕಲ್ಟಿವೇಟರ್ ಅಥವಾ 5 ಟನ್ ' +
      'ಟ್ರಾಲಿಯನ್ನು ಸುಲಭವಾಗಿ ಎಳೆಯುತ್ತದೆ; 5-20 ಎಕರೆ ಭತ್ತ, ಕಬ್ಬು, ಮೆಕ್ಕೆಜೋಳ ಬೆಳೆಯುವ ' +
      'ರೈತರಿಗೆ ಸೂಕ್ತ.',
    category: 'tractors',
    pricePaise: 71000000, // ₹7,10,000
    rentalPricePerDayPaise: 200000, // ₹2,000 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 5,
    imageUrl: '/images/equipment/tractor.svg',
  },
  {
    name: 'Power Tiller 13 HP Diesel',
    nameKn: 'ಪವರ್ ಟಿಲ್ಲರ್ 13 HP ಡೀಸೆಲ್',
    description:
      '13 HP single-cylinder diesel power tiller with rotary tiller attachment and 6 ' +
      'forward + 2 reverse gears. Perfect for puddling wet paddy fields, small plots ' +
      'and arecanut or coconut gardens; tills about 1.5-2 acres a day.',
    descriptionKn:
      'ರೋಟರಿ ಟಿಲ್ಲರ್ ಸಹಿತ 13 HP ಒಂದು ಸಿಲಿಂಡರ್ ಡೀಸೆಲ್ ಪವರ್ ಟಿಲ್ಲರ್, 6 ಮುಂದಿನ + 2 ಹಿಂದಿನ ' +
      'ಗೇರ್. ಭತ್ತದ ಗದ್ದೆ ಕೆಸರು ಮಾಡಲು, ಸಣ್ಣ ಹೊಲಗಳಿಗೆ ಮತ್ತು ಅಡಿಕೆ, ತೆಂಗಿನ ತೋಟಗಳಿಗೆ ಹೇಳಿ ' +
      'ಮಾಡಿಸಿದ್ದು; ದಿನಕ್ಕೆ ಸುಮಾರು 1.5-2 ಎಕರೆ ಉಳುಮೆ.',
    category: 'other',
    pricePaise: 19500000, // ₹1,95,000
    rentalPricePerDayPaise: 120000, // ₹1,200 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 6,
    imageUrl: '/images/equipment/power-tiller.svg',
  },
  {
    name: 'Rotavator 6 ft (42 Blades)',
    nameKn: 'ರೋಟವೇಟರ್ 6 ಅಡಿ (42 ಬ್ಲೇಡ್)',
    description:
      '6 ft tractor-mounted rotavator with 42 L-type boron steel blades and a ' +
      'multi-speed gearbox, for 40-50 HP tractors. Makes a fine seedbed in a single ' +
      'pass: about 6-8 acres a day for paddy, ragi, maize and vegetables.',
    descriptionKn:
      '40-50 HP ಟ್ರ್ಯಾಕ್ಟರ್‌ಗೆ ಜೋಡಿಸುವ 6 ಅಡಿ ರೋಟವೇಟರ್; 42 L-ಮಾದರಿ ಬೋರಾನ್ ಸ್ಟೀಲ್ ಬ್ಲೇಡ್ ' +
      'ಮತ್ತು ಮಲ್ಟಿ-ಸ್ಪೀಡ್ ಗೇರ್‌ಬಾಕ್ಸ್. ಒಂದೇ ಸುತ್ತಿನಲ್ಲಿ ಮಣ್ಣನ್ನು ನಯವಾಗಿ ಹದ ಮಾಡುತ್ತದೆ: ' +
      'ಭತ್ತ, ರಾಗಿ, ಮೆಕ್ಕೆಜೋಳ, ತರಕಾರಿ ಹೊಲಗಳಲ್ಲಿ ದಿನಕ್ಕೆ ಸುಮಾರು 6-8 ಎಕರೆ.',
    category: 'plows',
    pricePaise: 11800000, // ₹1,18,000
    rentalPricePerDayPaise: 90000, // ₹900 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 8,
    imageUrl: '/images/equipment/rotavator.svg',
  },

  {
    name: 'Mini Tractor 21 HP 4WD',
    nameKn: 'ಮಿನಿ ಟ್ರ್ಯಾಕ್ಟರ್ 21 HP 4WD',
    description:
      'Compact 21 HP 4WD tractor, only about 1 metre wide, made for grape, ' +
      'pomegranate, arecanut and coconut gardens. Runs a 4 ft rotavator or sprayer on ' +
      'roughly 2 litres of diesel an hour.',
    descriptionKn:
      'ಸುಮಾರು 1 ಮೀಟರ್ ಅಗಲದ 21 HP 4WD ಚಿಕ್ಕ ಟ್ರ್ಯಾಕ್ಟರ್ - ದ್ರಾಕ್ಷಿ, ದಾಳಿಂಬೆ, ಅಡಿಕೆ, ' +
      'ತೆಂಗಿನ ತೋಟಗಳಿಗಾಗಿ. ಗಂಟೆಗೆ ಸುಮಾರು 2 ಲೀಟರ್ ಡೀಸೆಲ್‌ನಲ್ಲಿ 4 ಅಡಿ ರೋಟವೇಟರ್ ಅಥವಾ ' +
      'ಸ್ಪ್ರೇಯರ್ ಓಡಿಸುತ್ತದೆ.',
    category: 'tractors',
    pricePaise: 40500000, // ₹4,05,000
    rentalPricePerDayPaise: 140000, // ₹1,400 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 4,
    imageUrl: '/images/equipment/mini-tractor.svg',
  },
  {
    name: 'Mini Tractor 27 HP 4WD',
    nameKn: 'ಮಿನಿ ಟ್ರ್ಯಾಕ್ಟರ್ 27 HP 4WD',
    description:
      '27 HP 4WD compact tractor with power steering and 750 kg lift capacity. Strong ' +
      'enough to puddle paddy fields and cultivate between sugarcane rows, narrow ' +
      'enough for mango orchards.',
    descriptionKn:
      'ಪವರ್ ಸ್ಟೀರಿಂಗ್ ಮತ್ತು 750 ಕೆಜಿ ಲಿಫ್ಟ್ ಸಾಮರ್ಥ್ಯದ 27 HP 4WD ಚಿಕ್ಕ ಟ್ರ್ಯಾಕ್ಟರ್. ' +
      'ಭತ್ತದ ಗದ್ದೆ ಕೆಸರು ಮಾಡಲು ಮತ್ತು ಕಬ್ಬಿನ ಸಾಲುಗಳ ನಡುವೆ ಉಳುಮೆಗೆ ಸಾಕಷ್ಟು ಶಕ್ತಿ; ಮಾವಿನ ' +
      'ತೋಟದಲ್ಲಿ ಓಡಾಡುವಷ್ಟು ಕಿರಿದು.',
    category: 'tractors',
    pricePaise: 52000000, // ₹5,20,000
    rentalPricePerDayPaise: 160000, // ₹1,600 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 3,
    imageUrl: '/images/equipment/mini-tractor.svg',
  },
  {
    name: 'Tractor 35 HP 2WD',
    nameKn: 'ಟ್ರ್ಯಾಕ್ಟರ್ 35 HP 2WD',
    description:
      'Fuel-efficient 35 HP 2WD tractor with 1,200 kg lift, well suited to dryland ' +
      'farms growing ragi, tur and groundnut. Handles a 9-tyne cultivator, seed drill ' +
      'or 3-tonne trolley.',
    descriptionKn:
      '1,200 ಕೆಜಿ ಲಿಫ್ಟ್ ಇರುವ, ಕಡಿಮೆ ಡೀಸೆಲ್ ಬಳಸುವ 35 HP 2WD ಟ್ರ್ಯಾಕ್ಟರ್. ರಾಗಿ, ತೊಗರಿ, ' +
      'ಶೇಂಗಾ ಬೆಳೆಯುವ ಒಣಭೂಮಿ ಹೊಲಗಳಿಗೆ ಸೂಕ್ತ; 9 ಹಲ್ಲಿನ ಕಲ್ಟಿವೇಟರ್, ಸೀಡ್ ಡ್ರಿಲ್ ಅಥವಾ 3 ' +
      'ಟನ್ ಟ್ರಾಲಿ ಎಳೆಯುತ್ತದೆ.',
    category: 'tractors',
    pricePaise: 58000000, // ₹5,80,000
    rentalPricePerDayPaise: 180000, // ₹1,800 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 4,
    imageUrl: '/images/equipment/tractor.svg',
  },
  {
    name: 'Tractor 50 HP 4WD',
    nameKn: 'ಟ್ರ್ಯಾಕ್ಟರ್ 50 HP 4WD',
    description:
      '50 HP 4WD tractor with 2,000 kg lift and oil-immersed brakes, giving extra grip ' +
      'in slushy paddy fields and black cotton soil. Runs a 7 ft rotavator, reversible ' +
      'MB plough or multi-crop thresher.',
    descriptionKn:
      '2,000 ಕೆಜಿ ಲಿಫ್ಟ್ ಮತ್ತು ಆಯಿಲ್ ಬ್ರೇಕ್ ಇರುವ 50 HP 4WD ಟ್ರ್ಯಾಕ್ಟರ್ - ಕೆಸರು ಗದ್ದೆ ' +
      'ಮತ್ತು ಕಪ್ಪು ಮಣ್ಣಿನಲ್ಲಿ ಹೆಚ್ಚು ಹಿಡಿತ. 7 ಅಡಿ ರೋಟವೇಟರ್, ರಿವರ್ಸಿಬಲ್ MB ನೇಗಿಲು ಅಥವಾ ' +
      'ಒಕ್ಕಣೆ ಯಂತ್ರ ಓಡಿಸುತ್ತದೆ.',
    category: 'tractors',
    pricePaise: 92000000, // ₹9,20,000
    rentalPricePerDayPaise: 250000, // ₹2,500 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 2,
    imageUrl: '/images/equipment/tractor.svg',
  },
  {
    name: 'Tractor 55 HP 2WD',
    nameKn: 'ಟ್ರ್ಯಾಕ್ಟರ್ 55 HP 2WD',
    description:
      'Heavy-duty 55 HP 2WD tractor with 2,200 kg lift and dual-clutch PTO. Built for ' +
      'sugarcane haulage, large farms and custom hiring work with trolleys and ' +
      'threshers.',
    descriptionKn:
      '2,200 ಕೆಜಿ ಲಿಫ್ಟ್ ಮತ್ತು ಡ್ಯುಯಲ್ ಕ್ಲಚ್ PTO ಇರುವ ಗಟ್ಟಿಮುಟ್ಟಾದ 55 HP 2WD ' +
      'ಟ್ರ್ಯಾಕ್ಟರ್. ಕಬ್ಬು ಸಾಗಣೆ, ದೊಡ್ಡ ಹೊಲಗಳು ಮತ್ತು ಬಾಡಿಗೆ ಕೆಲಸಕ್ಕೆ ಅತ್ಯುತ್ತಮ.',
    category: 'tractors',
    pricePaise: 86000000, // ₹8,60,000
    rentalPricePerDayPaise: 260000, // ₹2,600 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 0,
    imageUrl: '/images/equipment/tractor.svg',
  },
  {
    name: 'Tractor 45 HP with Rotavator (Hire)',
    nameKn: 'ಟ್ರ್ಯಾಕ್ಟರ್ 45 HP + ರೋಟವೇಟರ್ (ಬಾಡಿಗೆ)',
    description:
      'Hire package: 45 HP tractor with a 6 ft rotavator and an experienced driver; ' +
      'diesel extra. Covers 6-8 acres a day, so book early for the kharif and rabi ' +
      'sowing rush.',
    descriptionKn:
      'ಬಾಡಿಗೆ ಪ್ಯಾಕೇಜ್: 45 HP ಟ್ರ್ಯಾಕ್ಟರ್, 6 ಅಡಿ ರೋಟವೇಟರ್ ಮತ್ತು ಅನುಭವಿ ಚಾಲಕ; ಡೀಸೆಲ್ ' +
      'ಖರ್ಚು ಪ್ರತ್ಯೇಕ. ದಿನಕ್ಕೆ 6-8 ಎಕರೆ - ಮುಂಗಾರು ಮತ್ತು ಹಿಂಗಾರು ಬಿತ್ತನೆ ಸಮಯದಲ್ಲಿ ' +
      'ಮುಂಚಿತವಾಗಿ ಬುಕ್ ಮಾಡಿ.',
    category: 'tractors',
    pricePaise: 82800000, // ₹8,28,000
    rentalPricePerDayPaise: 300000, // ₹3,000 a day
    isAvailableForSale: false,
    isAvailableForRent: true,
    stockQuantity: 3,
    imageUrl: '/images/equipment/tractor.svg',
  },
  {
    name: 'Combine Harvester 14 ft (Wheel Type)',
    nameKn: 'ಕಂಬೈನ್ ಹಾರ್ವೆಸ್ಟರ್ 14 ಅಡಿ (ಚಕ್ರದ ಮಾದರಿ)',
    description:
      'Self-propelled wheel combine with a 14 ft cutter bar and 101 HP engine that ' +
      'cuts, threshes and cleans grain in one pass. Harvests paddy, wheat, maize (with ' +
      'kit) and soybean at 1-1.5 acres an hour; rented with operator.',
    descriptionKn:
      '14 ಅಡಿ ಕಟರ್ ಬಾರ್ ಮತ್ತು 101 HP ಎಂಜಿನ್ ಇರುವ ಕಂಬೈನ್ ಹಾರ್ವೆಸ್ಟರ್; ಕೊಯ್ಲು, ಒಕ್ಕಣೆ ' +
      'ಮತ್ತು ಕಾಳು ಸ್ವಚ್ಛ ಮಾಡುವುದು ಒಂದೇ ಬಾರಿಗೆ. ಭತ್ತ, ಗೋಧಿ, ಮೆಕ್ಕೆಜೋಳ (ಕಿಟ್ ಸಹಿತ), ' +
      'ಸೋಯಾಬೀನ್ ಗಂಟೆಗೆ 1-1.5 ಎಕರೆ; ಆಪರೇಟರ್ ಸಹಿತ ಬಾಡಿಗೆಗೆ.',
    category: 'harvesters',
    pricePaise: 245000000, // ₹24,50,000
    rentalPricePerDayPaise: 2000000, // ₹20,000 a day
    isAvailableForSale: false,
    isAvailableForRent: true,
    stockQuantity: 2,
    imageUrl: '/images/equipment/combine-harvester.svg',
  },
  {
    name: 'Paddy Harvester (Track Type)',
    nameKn: 'ಭತ್ತದ ಹಾರ್ವೆಸ್ಟರ್ (ಚೈನ್ ಮಾದರಿ)',
    description:
      'Rubber-track paddy combine that keeps working in deep, slushy fields where ' +
      'wheel machines get stuck. Ideal for the Mandya, Shivamogga and Raichur paddy ' +
      'belts; about 1 acre an hour, rented with operator.',
    descriptionKn:
      'ಚಕ್ರದ ಯಂತ್ರಗಳು ಸಿಕ್ಕಿಹಾಕಿಕೊಳ್ಳುವ ಆಳವಾದ ಕೆಸರು ಗದ್ದೆಯಲ್ಲೂ ಕೆಲಸ ಮಾಡುವ ರಬ್ಬರ್ ಚೈನ್ ' +
      '(ಟ್ರ್ಯಾಕ್) ಭತ್ತದ ಹಾರ್ವೆಸ್ಟರ್. ಮಂಡ್ಯ, ಶಿವಮೊಗ್ಗ, ರಾಯಚೂರು ಭತ್ತದ ಪ್ರದೇಶಗಳಿಗೆ ಸೂಕ್ತ; ' +
      'ಗಂಟೆಗೆ ಸುಮಾರು 1 ಎಕರೆ, ಆಪರೇಟರ್ ಸಹಿತ ಬಾಡಿಗೆಗೆ.',
    category: 'harvesters',
    pricePaise: 275000000, // ₹27,50,000
    rentalPricePerDayPaise: 2400000, // ₹24,000 a day
    isAvailableForSale: false,
    isAvailableForRent: true,
    stockQuantity: 2,
    imageUrl: '/images/equipment/paddy-harvester.svg',
  },
  {
    name: 'Multi-crop Thresher (PTO Driven)',
    nameKn: 'ಮಲ್ಟಿ-ಕ್ರಾಪ್ ಒಕ್ಕಣೆ ಯಂತ್ರ (ಥ್ರೆಷರ್)',
    description:
      'PTO-driven multi-crop thresher with interchangeable sieves for paddy, ragi, ' +
      'maize, tur, jowar and Bengal gram. Gives 10-15 quintals of clean grain an hour.',
    descriptionKn:
      'ಭತ್ತ, ರಾಗಿ, ಮೆಕ್ಕೆಜೋಳ, ತೊಗರಿ, ಜೋಳ, ಕಡಲೆಗೆ ಬದಲಿಸಬಹುದಾದ ಜರಡಿಗಳಿರುವ, ಟ್ರ್ಯಾಕ್ಟರ್ ' +
      'PTO ಚಾಲಿತ ಒಕ್ಕಣೆ ಯಂತ್ರ. ಗಂಟೆಗೆ 10-15 ಕ್ವಿಂಟಾಲ್ ಸ್ವಚ್ಛ ಕಾಳು.',
    category: 'harvesters',
    pricePaise: 16500000, // ₹1,65,000
    rentalPricePerDayPaise: 150000, // ₹1,500 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 3,
    imageUrl: '/images/equipment/thresher.svg',
  },
  {
    name: 'Paddy Thresher 5 HP Electric',
    nameKn: 'ಭತ್ತದ ಒಕ್ಕಣೆ ಯಂತ್ರ 5 HP ವಿದ್ಯುತ್',
    description:
      'Compact paddy thresher with a 5 HP three-phase motor and wheels for moving ' +
      'around the threshing yard. Threshes 4-6 quintals of paddy an hour and saves ' +
      'days of beating by hand.',
    descriptionKn:
      '5 HP ತ್ರೀ-ಫೇಸ್ ಮೋಟಾರ್ ಇರುವ ಚಿಕ್ಕ ಭತ್ತದ ಒಕ್ಕಣೆ ಯಂತ್ರ; ಕಣದಲ್ಲಿ ಅತ್ತಿತ್ತ ಸಾಗಿಸಲು ' +
      'ಚಕ್ರಗಳಿವೆ. ಗಂಟೆಗೆ 4-6 ಕ್ವಿಂಟಾಲ್ ಭತ್ತ ಒಕ್ಕುತ್ತದೆ - ಕೈಯಿಂದ ಬಡಿಯುವ ದಿನಗಟ್ಟಲೆ ಕೆಲಸ ' +
      'ಉಳಿತಾಯ.',
    category: 'harvesters',
    pricePaise: 5800000, // ₹58,000
    rentalPricePerDayPaise: 60000, // ₹600 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 5,
    imageUrl: '/images/equipment/thresher.svg',
  },
  {
    name: 'Maize Sheller (PTO Driven)',
    nameKn: 'ಮೆಕ್ಕೆಜೋಳ ಕಾಳು ಬಿಡಿಸುವ ಯಂತ್ರ (ಶೆಲ್ಲರ್)',
    description:
      'PTO-driven maize sheller that takes whole cobs, even with the husk on, and ' +
      'delivers clean grain at 2-3 tonnes an hour. Popular in the Davanagere, Haveri ' +
      'and Ballari maize belt.',
    descriptionKn:
      'ಸಿಪ್ಪೆ ಸಹಿತ ತೆನೆ ಹಾಕಿದರೂ ಗಂಟೆಗೆ 2-3 ಟನ್ ಸ್ವಚ್ಛ ಕಾಳು ಕೊಡುವ ಟ್ರ್ಯಾಕ್ಟರ್ PTO ಚಾಲಿತ ' +
      'ಮೆಕ್ಕೆಜೋಳ ಶೆಲ್ಲರ್. ದಾವಣಗೆರೆ, ಹಾವೇರಿ, ಬಳ್ಳಾರಿ ಮೆಕ್ಕೆಜೋಳ ಪ್ರದೇಶದಲ್ಲಿ ಜನಪ್ರಿಯ.',
    category: 'harvesters',
    pricePaise: 7200000, // ₹72,000
    rentalPricePerDayPaise: 90000, // ₹900 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 4,
    imageUrl: null,
  },
  {
    name: 'Disc Plough (3 Disc)',
    nameKn: 'ಡಿಸ್ಕ್ ನೇಗಿಲು (3 ಡಿಸ್ಕ್)',
    description:
      'Heavy-duty plough with three 26-inch discs for 45-55 HP tractors. Breaks hard, ' +
      'stony and root-filled soil where a mould board plough struggles; about 4-5 ' +
      'acres a day.',
    descriptionKn:
      '45-55 HP ಟ್ರ್ಯಾಕ್ಟರ್‌ಗಳಿಗೆ 26 ಇಂಚಿನ ಮೂರು ಡಿಸ್ಕ್‌ಗಳ ಗಟ್ಟಿಮುಟ್ಟಾದ ನೇಗಿಲು. ಗಟ್ಟಿ, ' +
      'ಕಲ್ಲು ಮತ್ತು ಬೇರು ತುಂಬಿದ ಮಣ್ಣನ್ನೂ ಸೀಳುತ್ತದೆ; ದಿನಕ್ಕೆ ಸುಮಾರು 4-5 ಎಕರೆ.',
    category: 'plows',
    pricePaise: 5800000, // ₹58,000
    rentalPricePerDayPaise: 70000, // ₹700 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 5,
    imageUrl: '/images/equipment/disc-plow.svg',
  },
  {
    name: 'MB Plough (2 Bottom)',
    nameKn: 'MB ನೇಗಿಲು (2 ಬಾಟಮ್)',
    description:
      'Mould board plough with two 12-inch bottoms for 35-45 HP tractors. Turns the ' +
      'soil over deeply and buries weeds and crop residue before the monsoon; 3-4 ' +
      'acres a day.',
    descriptionKn:
      '35-45 HP ಟ್ರ್ಯಾಕ್ಟರ್‌ಗಳಿಗೆ ಎರಡು 12 ಇಂಚಿನ ಬಾಟಮ್‌ಗಳ ಮೋಲ್ಡ್ ಬೋರ್ಡ್ (MB) ನೇಗಿಲು. ' +
      'ಮುಂಗಾರಿಗೆ ಮುನ್ನ ಮಣ್ಣನ್ನು ಆಳವಾಗಿ ಮಗುಚಿ ಕಳೆ ಮತ್ತು ಬೆಳೆ ಉಳಿಕೆಯನ್ನು ಮುಚ್ಚುತ್ತದೆ; ' +
      'ದಿನಕ್ಕೆ 3-4 ಎಕರೆ.',
    category: 'plows',
    pricePaise: 3800000, // ₹38,000
    rentalPricePerDayPaise: 50000, // ₹500 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 6,
    imageUrl: '/images/equipment/mb-plow.svg',
  },
  {
    name: 'Reversible Hydraulic MB Plough (2 Bottom)',
    nameKn: 'ರಿವರ್ಸಿಬಲ್ ಹೈಡ್ರಾಲಿಕ್ MB ನೇಗಿಲು (2 ಬಾಟಮ್)',
    description:
      'Hydraulically reversible 2-bottom MB plough for tractors of 50 HP and above. ' +
      'Ploughs up and back without dead furrows, leaving a level field; recommended ' +
      'for sugarcane and banana land preparation.',
    descriptionKn:
      '50 HP ಮೇಲ್ಪಟ್ಟ ಟ್ರ್ಯಾಕ್ಟರ್‌ಗಳಿಗೆ ಹೈಡ್ರಾಲಿಕ್ ರಿವರ್ಸಿಬಲ್ 2 ಬಾಟಮ್ MB ನೇಗಿಲು - ' +
      'ಹೋಗುವಾಗಲೂ ಬರುವಾಗಲೂ ಉಳುಮೆ, ಹೊಲ ಸಮತಟ್ಟಾಗಿ ಉಳಿಯುತ್ತದೆ. ಕಬ್ಬು ಮತ್ತು ಬಾಳೆ ನಾಟಿಗೆ ' +
      'ಭೂಮಿ ಸಿದ್ಧಪಡಿಸಲು ಸೂಕ್ತ.',
    category: 'plows',
    pricePaise: 14500000, // ₹1,45,000
    rentalPricePerDayPaise: 100000, // ₹1,000 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 0,
    imageUrl: '/images/equipment/mb-plow.svg',
  },
  {
    name: 'Cultivator 9 Tyne (Spring Loaded)',
    nameKn: 'ಕಲ್ಟಿವೇಟರ್ 9 ಹಲ್ಲು (ಸ್ಪ್ರಿಂಗ್)',
    description:
      'Spring-loaded 9-tyne cultivator with 7 ft working width for 35-50 HP tractors. ' +
      'The springs protect the tynes in stony red soil; use it for harrowing before ' +
      'sowing ragi, groundnut and maize.',
    descriptionKn:
      '35-50 HP ಟ್ರ್ಯಾಕ್ಟರ್‌ಗಳಿಗೆ 7 ಅಡಿ ಅಗಲದ 9 ಹಲ್ಲಿನ ಸ್ಪ್ರಿಂಗ್ ಕಲ್ಟಿವೇಟರ್. ಕಲ್ಲು ಇರುವ ' +
      'ಕೆಂಪು ಮಣ್ಣಿನಲ್ಲಿ ಸ್ಪ್ರಿಂಗ್ ಹಲ್ಲುಗಳನ್ನು ರಕ್ಷಿಸುತ್ತದೆ; ರಾಗಿ, ಶೇಂಗಾ, ಮೆಕ್ಕೆಜೋಳ ' +
      'ಬಿತ್ತನೆಗೆ ಮುನ್ನ ಹರಗಲು ಬಳಸಿ.',
    category: 'plows',
    pricePaise: 3600000, // ₹36,000
    rentalPricePerDayPaise: 45000, // ₹450 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 7,
    imageUrl: '/images/equipment/cultivator.svg',
  },
  {
    name: 'Rotavator 5 ft (36 Blades)',
    nameKn: 'ರೋಟವೇಟರ್ 5 ಅಡಿ (36 ಬ್ಲೇಡ್)',
    description:
      '5 ft rotavator with 36 blades and a single-speed gearbox, matched to 30-40 HP ' +
      'tractors. Good for smaller plots, vegetable beds and puddling paddy fields; 4-5 ' +
      'acres a day.',
    descriptionKn:
      '30-40 HP ಟ್ರ್ಯಾಕ್ಟರ್‌ಗಳಿಗೆ ಹೊಂದುವ 36 ಬ್ಲೇಡ್‌ಗಳ 5 ಅಡಿ ರೋಟವೇಟರ್. ಚಿಕ್ಕ ಹೊಲಗಳು, ' +
      'ತರಕಾರಿ ಮಡಿಗಳು ಮತ್ತು ಭತ್ತದ ಗದ್ದೆ ಕೆಸರು ಮಾಡಲು ಉತ್ತಮ; ದಿನಕ್ಕೆ 4-5 ಎಕರೆ.',
    category: 'plows',
    pricePaise: 10200000, // ₹1,02,000
    rentalPricePerDayPaise: 80000, // ₹800 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 5,
    imageUrl: '/images/equipment/rotavator.svg',
  },
  {
    name: 'Seed-cum-Fertiliser Drill (9 Row)',
    nameKn: 'ಬೀಜ-ಗೊಬ್ಬರ ಬಿತ್ತನೆ ಯಂತ್ರ (ಸೀಡ್ ಡ್ರಿಲ್) 9 ಸಾಲು',
    description:
      'Tractor-drawn 9-row drill that places seed and fertiliser at the right depth in ' +
      'one pass. Adjustable row spacing for ragi, maize, tur, jowar, soybean and ' +
      'Bengal gram; 8-10 acres a day.',
    descriptionKn:
      'ಒಂದೇ ಸುತ್ತಿನಲ್ಲಿ ಬೀಜ ಮತ್ತು ಗೊಬ್ಬರವನ್ನು ಸರಿಯಾದ ಆಳದಲ್ಲಿ ಬಿತ್ತುವ ಟ್ರ್ಯಾಕ್ಟರ್ ಚಾಲಿತ ' +
      '9 ಸಾಲಿನ ಕೂರಿಗೆ. ರಾಗಿ, ಮೆಕ್ಕೆಜೋಳ, ತೊಗರಿ, ಜೋಳ, ಸೋಯಾಬೀನ್, ಕಡಲೆಗೆ ಸಾಲಿನ ಅಂತರ ' +
      'ಹೊಂದಿಸಬಹುದು; ದಿನಕ್ಕೆ 8-10 ಎಕರೆ.',
    category: 'seeders',
    pricePaise: 5800000, // ₹58,000
    rentalPricePerDayPaise: 70000, // ₹700 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 6,
    imageUrl: '/images/equipment/seed-drill.svg',
  },
  {
    name: 'Paddy Transplanter 4 Row (Walk-behind)',
    nameKn: 'ಭತ್ತ ನಾಟಿ ಯಂತ್ರ 4 ಸಾಲು (ಹಿಂದೆ ನಡೆದು ಓಡಿಸುವ)',
    description:
      'Walk-behind 4-row paddy transplanter with a petrol engine that plants mat-type ' +
      'nursery seedlings. Transplants 2-3 acres a day with even spacing and beats the ' +
      'labour shortage at planting time.',
    descriptionKn:
      'ಮ್ಯಾಟ್ ನರ್ಸರಿ ಸಸಿಗಳನ್ನು ನಾಟಿ ಮಾಡುವ, ಪೆಟ್ರೋಲ್ ಎಂಜಿನ್‌ನ 4 ಸಾಲಿನ ಭತ್ತ ನಾಟಿ ಯಂತ್ರ. ' +
      'ಸಮಾನ ಅಂತರದಲ್ಲಿ ದಿನಕ್ಕೆ 2-3 ಎಕರೆ ನಾಟಿ - ನಾಟಿ ಸಮಯದ ಕೂಲಿಕಾರರ ಕೊರತೆಗೆ ಪರಿಹಾರ.',
    category: 'seeders',
    pricePaise: 26500000, // ₹2,65,000
    rentalPricePerDayPaise: 250000, // ₹2,500 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 2,
    imageUrl: '/images/equipment/transplanter.svg',
  },
  {
    name: 'Groundnut Planter (5 Row)',
    nameKn: 'ಶೇಂಗಾ ಬಿತ್ತನೆ ಯಂತ್ರ (5 ಸಾಲು)',
    description:
      'Inclined-plate 5-row planter that drops groundnut seed gently without breaking ' +
      'the kernels; change the plates to sow sunflower or maize. For 35-45 HP tractors.',
    descriptionKn:
      'ಬೀಜ ಒಡೆಯದಂತೆ ನಿಧಾನವಾಗಿ ಬೀಳಿಸುವ ಇಂಕ್ಲೈನ್ಡ್ ಪ್ಲೇಟ್ 5 ಸಾಲಿನ ಶೇಂಗಾ (ಕಡಲೆಕಾಯಿ) ' +
      'ಬಿತ್ತನೆ ಯಂತ್ರ; ಪ್ಲೇಟ್ ಬದಲಿಸಿ ಸೂರ್ಯಕಾಂತಿ, ಮೆಕ್ಕೆಜೋಳವನ್ನೂ ಬಿತ್ತಬಹುದು. 35-45 HP ' +
      'ಟ್ರ್ಯಾಕ್ಟರ್‌ಗಳಿಗೆ.',
    category: 'seeders',
    pricePaise: 6200000, // ₹62,000
    rentalPricePerDayPaise: 70000, // ₹700 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 0,
    imageUrl: '/images/equipment/seed-drill.svg',
  },
  {
    name: 'Drip Irrigation Kit (1 Acre)',
    nameKn: 'ಡ್ರಿಪ್ ನೀರಾವರಿ ಕಿಟ್ (1 ಎಕರೆ)',
    description:
      'Complete 1-acre drip kit: screen filter, venturi fertiliser injector, 63 mm ' +
      'main line, 16 mm laterals with 4 LPH drippers and all fittings. Uses about half ' +
      'the water of flood irrigation for arecanut, coconut, banana, sugarcane and ' +
      'vegetables; eligible for the micro-irrigation subsidy.',
    descriptionKn:
      'ಸಂಪೂರ್ಣ 1 ಎಕರೆ ಡ್ರಿಪ್ ಕಿಟ್: ಸ್ಕ್ರೀನ್ ಫಿಲ್ಟರ್, ವೆಂಚುರಿ ಗೊಬ್ಬರ ಇಂಜೆಕ್ಟರ್, 63 ಮಿಮೀ ' +
      'ಮುಖ್ಯ ಪೈಪ್, 4 LPH ಡ್ರಿಪ್ಪರ್‌ಗಳಿರುವ 16 ಮಿಮೀ ಲ್ಯಾಟರಲ್ ಮತ್ತು ಎಲ್ಲ ಫಿಟ್ಟಿಂಗ್‌ಗಳು. ' +
      'ಅಡಿಕೆ, ತೆಂಗು, ಬಾಳೆ, ಕಬ್ಬು, ತರಕಾರಿಗೆ ಹಾಯಿಸುವ ನೀರಿನ ಅರ್ಧದಷ್ಟು ಸಾಕು; ಸೂಕ್ಷ್ಮ ' +
      'ನೀರಾವರಿ ಸಬ್ಸಿಡಿಗೆ ಅರ್ಹ.',
    category: 'irrigation',
    pricePaise: 4800000, // ₹48,000
    rentalPricePerDayPaise: null,
    isAvailableForSale: true,
    isAvailableForRent: false,
    stockQuantity: 12,
    imageUrl: '/images/equipment/drip-kit.svg',
  },
  {
    name: 'Sprinkler Irrigation Kit (1 Acre)',
    nameKn: 'ಸ್ಪ್ರಿಂಕ್ಲರ್ ನೀರಾವರಿ ಕಿಟ್ (1 ಎಕರೆ)',
    description:
      'HDPE quick-coupling sprinkler set for 1 acre: 30 pipes of 63 mm x 6 m, 5 brass ' +
      'sprinkler heads with risers and fittings. Ideal for groundnut, ragi, vegetables ' +
      'and fodder on uneven land.',
    descriptionKn:
      '1 ಎಕರೆಗೆ HDPE ಕ್ವಿಕ್ ಕಪ್ಲಿಂಗ್ ಸ್ಪ್ರಿಂಕ್ಲರ್ ಸೆಟ್: 63 ಮಿಮೀ x 6 ಮೀ ಅಳತೆಯ 30 ಪೈಪ್, ' +
      '5 ಹಿತ್ತಾಳೆ ಸ್ಪ್ರಿಂಕ್ಲರ್ ಹೆಡ್, ರೈಸರ್ ಮತ್ತು ಫಿಟ್ಟಿಂಗ್‌ಗಳು. ಏರುತಗ್ಗಿನ ಭೂಮಿಯಲ್ಲಿ ' +
      'ಶೇಂಗಾ, ರಾಗಿ, ತರಕಾರಿ, ಮೇವಿನ ಬೆಳೆಗೆ ಸೂಕ್ತ.',
    category: 'irrigation',
    pricePaise: 2450000, // ₹24,500
    rentalPricePerDayPaise: null,
    isAvailableForSale: true,
    isAvailableForRent: false,
    stockQuantity: 10,
    imageUrl: '/images/equipment/sprinkler.svg',
  },
  {
    name: 'Rain Gun Sprinkler Set',
    nameKn: 'ರೈನ್ ಗನ್ ಸ್ಪ್ರಿಂಕ್ಲರ್ ಸೆಟ್',
    description:
      'Full-circle rain gun on a tripod stand that throws water up to 30 m, covering ' +
      'about 0.7 acre from one position. Good for sugarcane, maize and fodder; needs a ' +
      'pump of 5 HP or more.',
    descriptionKn:
      '30 ಮೀಟರ್ ದೂರದವರೆಗೆ ನೀರು ಹಾರಿಸುವ, ಟ್ರೈಪಾಡ್ ಸ್ಟ್ಯಾಂಡ್ ಸಹಿತ ರೈನ್ ಗನ್; ಒಂದು ಕಡೆ ' +
      'ಇಟ್ಟರೆ ಸುಮಾರು 0.7 ಎಕರೆಗೆ ನೀರು. ಕಬ್ಬು, ಮೆಕ್ಕೆಜೋಳ, ಮೇವಿನ ಬೆಳೆಗೆ ಉತ್ತಮ; 5 HP ಅಥವಾ ' +
      'ಹೆಚ್ಚಿನ ಪಂಪ್ ಬೇಕು.',
    category: 'irrigation',
    pricePaise: 1250000, // ₹12,500
    rentalPricePerDayPaise: 25000, // ₹250 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 6,
    imageUrl: '/images/equipment/sprinkler.svg',
  },
  {
    name: 'Diesel Water Pump 5 HP (3 inch)',
    nameKn: 'ಡೀಸೆಲ್ ನೀರಿನ ಪಂಪ್ 5 HP (3 ಇಂಚು)',
    description:
      '5 HP air-cooled diesel pump set with a 3 x 3 inch outlet, lifting about 45,000 ' +
      'litres an hour from canals, tanks and open wells. Burns about 0.8 litre of ' +
      "diesel an hour and keeps running when the power supply doesn't.",
    descriptionKn:
      '3x3 ಇಂಚು ಔಟ್‌ಲೆಟ್ ಇರುವ 5 HP ಏರ್-ಕೂಲ್ಡ್ ಡೀಸೆಲ್ ಪಂಪ್ ಸೆಟ್; ಕಾಲುವೆ, ಕೆರೆ, ತೆರೆದ ' +
      'ಬಾವಿಯಿಂದ ಗಂಟೆಗೆ ಸುಮಾರು 45,000 ಲೀಟರ್ ನೀರು. ಗಂಟೆಗೆ ಸುಮಾರು 0.8 ಲೀಟರ್ ಡೀಸೆಲ್ - ' +
      'ಕರೆಂಟ್ ಇಲ್ಲದಾಗಲೂ ನಂಬಬಹುದಾದ ಪಂಪ್.',
    category: 'irrigation',
    pricePaise: 2900000, // ₹29,000
    rentalPricePerDayPaise: 40000, // ₹400 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 8,
    imageUrl: '/images/equipment/water-pump.svg',
  },
  {
    name: 'Electric Submersible Pump 5 HP',
    nameKn: 'ವಿದ್ಯುತ್ ಸಬ್‌ಮರ್ಸಿಬಲ್ ಪಂಪ್ 5 HP',
    description:
      '5 HP three-phase submersible pump for 6-inch borewells: 20 stages, stainless ' +
      'steel body, lifts water from up to 450 ft. Suits IP-set borewells anywhere in ' +
      'Karnataka.',
    descriptionKn:
      '6 ಇಂಚು ಬೋರ್‌ವೆಲ್‌ಗೆ 5 HP ತ್ರೀ-ಫೇಸ್ ಸಬ್‌ಮರ್ಸಿಬಲ್ ಪಂಪ್: 20 ಸ್ಟೇಜ್, ಸ್ಟೇನ್‌ಲೆಸ್ ' +
      'ಸ್ಟೀಲ್ ಬಾಡಿ, 450 ಅಡಿ ಆಳದಿಂದ ನೀರು ಎತ್ತುತ್ತದೆ. ಕರ್ನಾಟಕದ ಐಪಿ ಸೆಟ್ ಬೋರ್‌ವೆಲ್‌ಗಳಿಗೆ ' +
      'ಸೂಕ್ತ.',
    category: 'irrigation',
    pricePaise: 4200000, // ₹42,000
    rentalPricePerDayPaise: null,
    isAvailableForSale: true,
    isAvailableForRent: false,
    stockQuantity: 9,
    imageUrl: '/images/equipment/water-pump.svg',
  },
  {
    name: 'Solar Water Pump 3 HP (with Panels)',
    nameKn: 'ಸೋಲಾರ್ ನೀರಿನ ಪಂಪ್ 3 HP (ಪ್ಯಾನೆಲ್ ಸಹಿತ)',
    description:
      '3 HP DC solar submersible pump with 3 kW of panels, mounting structure and ' +
      'controller: no electricity bill, runs 6-8 hours on sunny days. Eligible for the ' +
      'PM-KUSUM subsidy.',
    descriptionKn:
      '3 kW ಸೋಲಾರ್ ಪ್ಯಾನೆಲ್, ಸ್ಟ್ಯಾಂಡ್ ಮತ್ತು ಕಂಟ್ರೋಲರ್ ಸಹಿತ 3 HP DC ಸೋಲಾರ್ ' +
      'ಸಬ್‌ಮರ್ಸಿಬಲ್ ಪಂಪ್ - ಕರೆಂಟ್ ಬಿಲ್ ಇಲ್ಲ, ಬಿಸಿಲಿನ ದಿನಗಳಲ್ಲಿ 6-8 ಗಂಟೆ ಓಡುತ್ತದೆ. ' +
      'PM-KUSUM ಸಬ್ಸಿಡಿಗೆ ಅರ್ಹ.',
    category: 'irrigation',
    pricePaise: 22000000, // ₹2,20,000
    rentalPricePerDayPaise: null,
    isAvailableForSale: true,
    isAvailableForRent: false,
    stockQuantity: 0,
    imageUrl: '/images/equipment/solar-pump.svg',
  },
  {
    name: 'Petrol Water Pump 2 inch',
    nameKn: 'ಪೆಟ್ರೋಲ್ ನೀರಿನ ಪಂಪ್ 2 ಇಂಚು',
    description:
      'Lightweight 2 inch petrol pump set (about 3 HP) that one person can carry to ' +
      'the field, pumping about 30,000 litres an hour from farm ponds and canals. ' +
      'Handy for vegetable plots and nurseries.',
    descriptionKn:
      'ಒಬ್ಬರೇ ಹೊಲಕ್ಕೆ ಹೊತ್ತೊಯ್ಯಬಹುದಾದ ಹಗುರ 2 ಇಂಚು ಪೆಟ್ರೋಲ್ ಪಂಪ್ ಸೆಟ್ (ಸುಮಾರು 3 HP); ' +
      'ಕೃಷಿ ಹೊಂಡ, ಕಾಲುವೆಯಿಂದ ಗಂಟೆಗೆ ಸುಮಾರು 30,000 ಲೀಟರ್. ತರಕಾರಿ ಹೊಲ ಮತ್ತು ನರ್ಸರಿಗಳಿಗೆ ' +
      'ಅನುಕೂಲ.',
    category: 'irrigation',
    pricePaise: 1450000, // ₹14,500
    rentalPricePerDayPaise: 30000, // ₹300 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 7,
    imageUrl: '/images/equipment/water-pump.svg',
  },
  {
    name: 'Knapsack Power Sprayer 25 L',
    nameKn: 'ಪವರ್ ಸ್ಪ್ರೇಯರ್ (ಬೆನ್ನಿಗೆ ಹಾಕುವ) 25 ಲೀ',
    description:
      '2-stroke petrol knapsack sprayer with a 25 litre tank and adjustable brass ' +
      'nozzle; covers 6-8 acres a day. For pesticide and fungicide sprays on paddy, ' +
      'tur, chilli, grapes and arecanut.',
    descriptionKn:
      '25 ಲೀಟರ್ ಟ್ಯಾಂಕ್ ಮತ್ತು ಹಿತ್ತಾಳೆ ನಾಝಲ್ ಇರುವ 2-ಸ್ಟ್ರೋಕ್ ಪೆಟ್ರೋಲ್ ಪವರ್ ಸ್ಪ್ರೇಯರ್; ' +
      'ದಿನಕ್ಕೆ 6-8 ಎಕರೆ ಸಿಂಪಡಣೆ. ಭತ್ತ, ತೊಗರಿ, ಮೆಣಸಿನಕಾಯಿ, ದ್ರಾಕ್ಷಿ, ಅಡಿಕೆಗೆ ಕೀಟನಾಶಕ ' +
      'ಮತ್ತು ಶಿಲೀಂಧ್ರನಾಶಕ ಹೊಡೆಯಲು.',
    category: 'sprayers',
    pricePaise: 780000, // ₹7,800
    rentalPricePerDayPaise: 30000, // ₹300 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 12,
    imageUrl: '/images/equipment/knapsack-sprayer.svg',
  },
  {
    name: 'Battery Sprayer 16 L',
    nameKn: 'ಬ್ಯಾಟರಿ ಸ್ಪ್ರೇಯರ್ 16 ಲೀ',
    description:
      '16 litre battery knapsack sprayer with a 12 V 8 Ah battery: no hand pumping, ' +
      '6-8 tank loads per charge. Light and quiet, ideal for vegetables, flowers and ' +
      'kitchen gardens.',
    descriptionKn:
      '12V 8Ah ಬ್ಯಾಟರಿ ಇರುವ 16 ಲೀಟರ್ ಸ್ಪ್ರೇಯರ್ - ಕೈಯಿಂದ ಪಂಪ್ ಹೊಡೆಯಬೇಕಿಲ್ಲ, ಒಂದು ' +
      'ಚಾರ್ಜ್‌ಗೆ 6-8 ಟ್ಯಾಂಕ್. ಹಗುರ, ಶಬ್ದವಿಲ್ಲ; ತರಕಾರಿ, ಹೂವು, ಕೈತೋಟಕ್ಕೆ ಸೂಕ್ತ.',
    category: 'sprayers',
    pricePaise: 340000, // ₹3,400
    rentalPricePerDayPaise: null,
    isAvailableForSale: true,
    isAvailableForRent: false,
    stockQuantity: 12,
    imageUrl: '/images/equipment/knapsack-sprayer.svg',
  },
  {
    name: 'Manual Knapsack Sprayer 16 L',
    nameKn: 'ಕೈ ಪಂಪ್ ಸ್ಪ್ರೇಯರ್ 16 ಲೀ',
    description:
      'Hand-operated 16 litre knapsack sprayer with side lever, brass lance and three ' +
      'nozzles. No fuel, easy to repair; every farm needs one for spot spraying.',
    descriptionKn:
      'ಪಕ್ಕದ ಲಿವರ್, ಹಿತ್ತಾಳೆ ಲ್ಯಾನ್ಸ್ ಮತ್ತು ಮೂರು ನಾಝಲ್ ಇರುವ 16 ಲೀಟರ್ ಕೈ ಪಂಪ್ ' +
      'ಸ್ಪ್ರೇಯರ್. ಇಂಧನ ಬೇಡ, ರಿಪೇರಿ ಸುಲಭ - ಪ್ರತಿ ಹೊಲದಲ್ಲೂ ಒಂದು ಇರಲೇಬೇಕು.',
    category: 'sprayers',
    pricePaise: 165000, // ₹1,650
    rentalPricePerDayPaise: null,
    isAvailableForSale: true,
    isAvailableForRent: false,
    stockQuantity: 12,
    imageUrl: '/images/equipment/knapsack-sprayer.svg',
  },
  {
    name: 'Tractor-mounted Boom Sprayer 400 L',
    nameKn: 'ಟ್ರ್ಯಾಕ್ಟರ್ ಬೂಮ್ ಸ್ಪ್ರೇಯರ್ 400 ಲೀ',
    description:
      '400 litre tractor-mounted boom sprayer with a 12 m folding boom, 24 nozzles and ' +
      'PTO-driven pump. Sprays 20-25 acres a day of maize, soybean, cotton or ' +
      'sugarcane with even coverage.',
    descriptionKn:
      '12 ಮೀಟರ್ ಮಡಚುವ ಬೂಮ್, 24 ನಾಝಲ್ ಮತ್ತು PTO ಪಂಪ್ ಇರುವ 400 ಲೀಟರ್ ಟ್ರ್ಯಾಕ್ಟರ್ ಬೂಮ್ ' +
      'ಸ್ಪ್ರೇಯರ್. ಮೆಕ್ಕೆಜೋಳ, ಸೋಯಾಬೀನ್, ಹತ್ತಿ, ಕಬ್ಬಿಗೆ ದಿನಕ್ಕೆ 20-25 ಎಕರೆ ಸಮನಾಗಿ ' +
      'ಸಿಂಪಡಣೆ.',
    category: 'sprayers',
    pricePaise: 8800000, // ₹88,000
    rentalPricePerDayPaise: 100000, // ₹1,000 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 3,
    imageUrl: '/images/equipment/boom-sprayer.svg',
  },
  {
    name: 'Chaff Cutter 2 HP Electric',
    nameKn: 'ಮೇವು ಕತ್ತರಿಸುವ ಯಂತ್ರ (ಚಾಫ್ ಕಟರ್) 2 HP',
    description:
      'Electric chaff cutter with a 2 HP single-phase motor and three blades; chops ' +
      'green fodder, maize stalks and dry paddy straw into small pieces at up to 1 ' +
      'tonne an hour. Cuts fodder wastage for dairy farmers.',
    descriptionKn:
      '2 HP ಸಿಂಗಲ್-ಫೇಸ್ ಮೋಟಾರ್ ಮತ್ತು ಮೂರು ಬ್ಲೇಡ್‌ಗಳ ಚಾಫ್ ಕಟರ್; ಹಸಿರು ಮೇವು, ಮೆಕ್ಕೆಜೋಳದ ' +
      'ದಂಟು, ಒಣ ಭತ್ತದ ಹುಲ್ಲನ್ನು ಗಂಟೆಗೆ 1 ಟನ್‌ವರೆಗೆ ಸಣ್ಣ ತುಂಡು ಮಾಡುತ್ತದೆ. ಹೈನುಗಾರರಿಗೆ ' +
      'ಮೇವು ಪೋಲಾಗುವುದು ತಪ್ಪುತ್ತದೆ.',
    category: 'other',
    pricePaise: 2600000, // ₹26,000
    rentalPricePerDayPaise: 25000, // ₹250 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 6,
    imageUrl: '/images/equipment/chaff-cutter.svg',
  },
  {
    name: 'Brush Cutter 52cc',
    nameKn: 'ಬ್ರಷ್ ಕಟರ್ 52cc',
    description:
      '52cc 2-stroke brush cutter with shoulder harness, 3-tooth blade and nylon line ' +
      'head. Clears weeds in arecanut and coconut gardens, on bunds and in orchards; ' +
      'takes a paddy-cutting attachment too.',
    descriptionKn:
      'ಹೆಗಲ ಪಟ್ಟಿ, 3 ಹಲ್ಲಿನ ಬ್ಲೇಡ್ ಮತ್ತು ನೈಲಾನ್ ದಾರದ ಹೆಡ್ ಇರುವ 52cc 2-ಸ್ಟ್ರೋಕ್ ಬ್ರಷ್ ' +
      'ಕಟರ್. ಅಡಿಕೆ, ತೆಂಗಿನ ತೋಟ, ಬದು ಮತ್ತು ಹಣ್ಣಿನ ತೋಟಗಳಲ್ಲಿ ಕಳೆ ಕತ್ತರಿಸಲು; ಭತ್ತ ಕೊಯ್ಯುವ ' +
      'ಅಟ್ಯಾಚ್‌ಮೆಂಟ್ ಕೂಡ ಹಾಕಬಹುದು.',
    category: 'other',
    pricePaise: 1350000, // ₹13,500
    rentalPricePerDayPaise: 35000, // ₹350 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 9,
    imageUrl: null,
  },
  {
    name: 'Trash Mulcher 6 ft',
    nameKn: 'ಟ್ರ್ಯಾಶ್ ಮಲ್ಚರ್ 6 ಅಡಿ',
    description:
      '6 ft PTO-driven mulcher that shreds sugarcane trash, banana stems and paddy ' +
      'stubble into mulch instead of burning them. Adds organic matter to the soil; ' +
      'for 45-55 HP tractors.',
    descriptionKn:
      'ಕಬ್ಬಿನ ರವದಿ, ಬಾಳೆ ದಿಂಡು, ಭತ್ತದ ಕೂಳೆಯನ್ನು ಸುಡುವ ಬದಲು ಚೂರು ಮಾಡಿ ಹೊದಿಕೆಯಾಗಿಸುವ 6 ' +
      'ಅಡಿ PTO ಚಾಲಿತ ಮಲ್ಚರ್. ಮಣ್ಣಿನ ಸಾವಯವ ಅಂಶ ಹೆಚ್ಚುತ್ತದೆ; 45-55 HP ಟ್ರ್ಯಾಕ್ಟರ್‌ಗಳಿಗೆ.',
    category: 'other',
    pricePaise: 15500000, // ₹1,55,000
    rentalPricePerDayPaise: 150000, // ₹1,500 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 2,
    imageUrl: '/images/equipment/rotavator.svg',
  },
  {
    name: 'Power Weeder 7 HP Petrol',
    nameKn: 'ಪವರ್ ವೀಡರ್ 7 HP ಪೆಟ್ರೋಲ್',
    description:
      '7 HP petrol power weeder with adjustable working width (12-36 inch) for ' +
      'inter-row weeding and earthing up. Works between rows of sugarcane, maize and ' +
      'vegetables and in arecanut gardens; 1-1.5 acres a day.',
    descriptionKn:
      'ಸಾಲುಗಳ ನಡುವೆ ಕಳೆ ತೆಗೆಯಲು ಮತ್ತು ಮಣ್ಣು ಏರಿಸಲು, 12-36 ಇಂಚು ಅಗಲ ಹೊಂದಿಸಬಹುದಾದ 7 HP ' +
      'ಪೆಟ್ರೋಲ್ ಪವರ್ ವೀಡರ್. ಕಬ್ಬು, ಮೆಕ್ಕೆಜೋಳ, ತರಕಾರಿ ಸಾಲುಗಳಲ್ಲಿ ಮತ್ತು ಅಡಿಕೆ ತೋಟದಲ್ಲಿ ' +
      'ದಿನಕ್ಕೆ 1-1.5 ಎಕರೆ.',
    category: 'other',
    pricePaise: 5800000, // ₹58,000
    rentalPricePerDayPaise: 60000, // ₹600 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 5,
    imageUrl: '/images/equipment/power-tiller.svg',
  },
  {
    name: 'Tractor Trolley 5 Tonne',
    nameKn: 'ಟ್ರ್ಯಾಕ್ಟರ್ ಟ್ರಾಲಿ 5 ಟನ್',
    description:
      'Single-axle 5 tonne trolley with hydraulic tipping and a 10 x 6 ft body. ' +
      'Carries harvested produce, sugarcane, manure and sand; fits any tractor of 35 ' +
      'HP or more.',
    descriptionKn:
      'ಹೈಡ್ರಾಲಿಕ್ ಟಿಪ್ಪಿಂಗ್ ಇರುವ, 10 x 6 ಅಡಿ ಬಾಡಿಯ 5 ಟನ್ ಸಿಂಗಲ್ ಆಕ್ಸಲ್ ಟ್ರಾಲಿ. ಫಸಲು, ' +
      'ಕಬ್ಬು, ಗೊಬ್ಬರ, ಮರಳು ಸಾಗಿಸಲು; 35 HP ಮೇಲ್ಪಟ್ಟ ಯಾವುದೇ ಟ್ರ್ಯಾಕ್ಟರ್‌ಗೆ ಹೊಂದುತ್ತದೆ.',
    category: 'other',
    pricePaise: 16500000, // ₹1,65,000
    rentalPricePerDayPaise: 70000, // ₹700 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 3,
    imageUrl: null,
  },
];
