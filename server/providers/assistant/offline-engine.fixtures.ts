/** A small catalogue for the offline assistant's tests: the kinds of machine a Karnataka farmer asks about. */
import type { CatalogueHit } from './offline-engine.js';

export const catalogue: CatalogueHit[] = [
  {
    id: 101,
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
    categoryKey: 'tractors',
    price: 40500000, // ₹4,05,000
    rentalPricePerDay: 140000, // ₹1,400 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 4,
  },
  {
    id: 102,
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
    categoryKey: 'tractors',
    price: 71000000, // ₹7,10,000
    rentalPricePerDay: 200000, // ₹2,000 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 5,
  },
  {
    id: 103,
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
    categoryKey: 'other',
    price: 19500000, // ₹1,95,000
    rentalPricePerDay: 120000, // ₹1,200 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 6,
  },
  {
    id: 104,
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
    categoryKey: 'plows',
    price: 11800000, // ₹1,18,000
    rentalPricePerDay: 90000, // ₹900 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 8,
  },
  {
    id: 105,
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
    categoryKey: 'harvesters',
    price: 245000000, // ₹24,50,000
    rentalPricePerDay: 2000000, // ₹20,000 a day
    isAvailableForSale: false,
    isAvailableForRent: true,
    stockQuantity: 2,
  },
  {
    id: 106,
    name: 'Paddy Transplanter 4 Row (Walk-behind)',
    nameKn: 'ಭತ್ತ ನಾಟಿ ಯಂತ್ರ 4 ಸಾಲು (ಹಿಂದೆ ನಡೆದು ಓಡಿಸುವ)',
    description:
      'Walk-behind 4-row paddy transplanter with a petrol engine that plants mat-type ' +
      'nursery seedlings. Transplants 2-3 acres a day with even spacing and beats the ' +
      'labour shortage at planting time.',
    descriptionKn:
      'ಮ್ಯಾಟ್ ನರ್ಸರಿ ಸಸಿಗಳನ್ನು ನಾಟಿ ಮಾಡುವ, ಪೆಟ್ರೋಲ್ ಎಂಜಿನ್‌ನ 4 ಸಾಲಿನ ಭತ್ತ ನಾಟಿ ಯಂತ್ರ. ' +
      'ಸಮಾನ ಅಂತರದಲ್ಲಿ ದಿನಕ್ಕೆ 2-3 ಎಕರೆ ನಾಟಿ - ನಾಟಿ ಸಮಯದ ಕೂಲಿಕಾರರ ಕೊರತೆಗೆ ಪರಿಹಾರ.',
    categoryKey: 'seeders',
    price: 26500000, // ₹2,65,000
    rentalPricePerDay: 250000, // ₹2,500 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 2,
  },
  {
    id: 107,
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
    categoryKey: 'irrigation',
    price: 4800000, // ₹48,000
    rentalPricePerDay: null,
    isAvailableForSale: true,
    isAvailableForRent: false,
    stockQuantity: 12,
  },
  {
    id: 108,
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
    categoryKey: 'irrigation',
    price: 2450000, // ₹24,500
    rentalPricePerDay: null,
    isAvailableForSale: true,
    isAvailableForRent: false,
    // Sold out here, to check that stocked machines come first and the answer says so.
    stockQuantity: 0,
  },
  {
    id: 109,
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
    categoryKey: 'sprayers',
    price: 780000, // ₹7,800
    rentalPricePerDay: 30000, // ₹300 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 12,
  },
  {
    id: 110,
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
    categoryKey: 'other',
    price: 2600000, // ₹26,000
    rentalPricePerDay: 25000, // ₹250 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 6,
  },
  {
    id: 111,
    name: 'Multi-crop Thresher (PTO Driven)',
    nameKn: 'ಮಲ್ಟಿ-ಕ್ರಾಪ್ ಒಕ್ಕಣೆ ಯಂತ್ರ (ಥ್ರೆಷರ್)',
    description:
      'PTO-driven multi-crop thresher with interchangeable sieves for paddy, ragi, ' +
      'maize, tur, jowar and Bengal gram. Gives 10-15 quintals of clean grain an hour.',
    descriptionKn:
      'ಭತ್ತ, ರಾಗಿ, ಮೆಕ್ಕೆಜೋಳ, ತೊಗರಿ, ಜೋಳ, ಕಡಲೆಗೆ ಬದಲಿಸಬಹುದಾದ ಜರಡಿಗಳಿರುವ, ಟ್ರ್ಯಾಕ್ಟರ್ ' +
      'PTO ಚಾಲಿತ ಒಕ್ಕಣೆ ಯಂತ್ರ. ಗಂಟೆಗೆ 10-15 ಕ್ವಿಂಟಾಲ್ ಸ್ವಚ್ಛ ಕಾಳು.',
    categoryKey: 'harvesters',
    price: 16500000, // ₹1,65,000
    rentalPricePerDay: 150000, // ₹1,500 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 3,
  },
  {
    id: 112,
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
    categoryKey: 'irrigation',
    price: 2900000, // ₹29,000
    rentalPricePerDay: 40000, // ₹400 a day
    isAvailableForSale: true,
    isAvailableForRent: true,
    stockQuantity: 8,
  },
];

export interface RetrievalCase {
  question: string;
  language: 'en' | 'kn';
  /** Knowledge-base entries any one of which answers the question. */
  entries: string[];
  /** Catalogue kinds any one of whose items answers it. */
  categories?: string[];
}

/** Farmers' questions, about half in Kannada, with inflections, a typo and romanised Kannada among them. */
export const retrievalCases: RetrievalCase[] = [
  {
    question: 'Which tractor is good for 5 acres of paddy?',
    language: 'en',
    entries: ['machine-tractor-choose'],
    categories: ['tractors'],
  },
  {
    question: '5 ಎಕರೆ ಭತ್ತಕ್ಕೆ ಯಾವ ಟ್ರ್ಯಾಕ್ಟರ್ ಒಳ್ಳೆಯದು?',
    language: 'kn',
    entries: ['machine-tractor-choose'],
    categories: ['tractors'],
  },
  { question: 'When should I sow ragi?', language: 'en', entries: ['crop-ragi', 'season-sowing-time'] },
  { question: 'ರಾಗಿ ಬಿತ್ತನೆ ಯಾವಾಗ ಮಾಡಬೇಕು?', language: 'kn', entries: ['crop-ragi', 'season-sowing-time'] },
  { question: 'ragi bittane yavaga?', language: 'kn', entries: ['crop-ragi', 'season-sowing-time'] },
  {
    question: 'Is drip irrigation good for arecanut?',
    language: 'en',
    entries: ['irrigation-drip', 'crop-arecanut'],
    categories: ['irrigation'],
  },
  {
    question: 'ಅಡಿಕೆ ತೋಟಕ್ಕೆ ಡ್ರಿಪ್ ನೀರಾವರಿ ಒಳ್ಳೆಯದೇ?',
    language: 'kn',
    entries: ['irrigation-drip', 'crop-arecanut'],
    categories: ['irrigation'],
  },
  {
    question: 'What safety precautions should I take while spraying pesticide?',
    language: 'en',
    entries: ['safety-spraying'],
  },
  { question: 'ಕೀಟನಾಶಕ ಸಿಂಪಡಿಸುವಾಗ ಯಾವ ಸುರಕ್ಷತೆ ಬೇಕು?', language: 'kn', entries: ['safety-spraying'] },
  { question: 'Should I rent or buy a tractor?', language: 'en', entries: ['renting-vs-buying'] },
  { question: 'ಟ್ರ್ಯಾಕ್ಟರ್ ಬಾಡಿಗೆಗೆ ಪಡೆಯುವುದು ಒಳ್ಳೆಯದೋ ಖರೀದಿಸುವುದೋ?', language: 'kn', entries: ['renting-vs-buying'] },
  {
    question: 'Is there any subsidy for buying farm machinery?',
    language: 'en',
    entries: ['scheme-machinery-subsidy'],
  },
  { question: 'ಕೃಷಿ ಯಂತ್ರಗಳಿಗೆ ಸಬ್ಸಿಡಿ ಸಿಗುತ್ತದೆಯೇ?', language: 'kn', entries: ['scheme-machinery-subsidy'] },
  {
    question: 'How often should I change the engine oil of my tractor?',
    language: 'en',
    entries: ['maintenance-tractor'],
  },
  { question: 'ಟ್ರ್ಯಾಕ್ಟರ್‌ಗಳ ನಿರ್ವಹಣೆ ಹೇಗೆ?', language: 'kn', entries: ['maintenance-tractor'] },
  { question: 'Where can I get my soil tested?', language: 'en', entries: ['soil-testing-health-card'] },
  { question: 'ಮಣ್ಣು ಪರೀಕ್ಷೆ ಎಲ್ಲಿ ಮಾಡಿಸಬೇಕು?', language: 'kn', entries: ['soil-testing-health-card'] },
  {
    question: 'Can I hire a paddy transplanter?',
    language: 'en',
    entries: ['machine-transplanter'],
    categories: ['seeders'],
  },
  {
    question: 'ಭತ್ತ ನಾಟಿ ಯಂತ್ರ ಬಾಡಿಗೆಗೆ ಸಿಗುತ್ತದೆಯೇ?',
    language: 'kn',
    entries: ['machine-transplanter'],
    categories: ['seeders'],
  },
  {
    question: 'Which pump is best for my borewell?',
    language: 'en',
    entries: ['water-borewell-power', 'machine-water-pump'],
    categories: ['irrigation'],
  },
  {
    question: 'ಬೋರ್‌ವೆಲ್‌ಗೆ ಯಾವ ಪಂಪ್ ಸೂಕ್ತ?',
    language: 'kn',
    entries: ['water-borewell-power', 'machine-water-pump'],
    categories: ['irrigation'],
  },
  { question: 'ಕಬ್ಬಿಗೆ ಎಷ್ಟು ನೀರು ಬೇಕು?', language: 'kn', entries: ['crop-sugarcane', 'irrigation-drip'] },
  {
    question: 'best tracter for sugarcane',
    language: 'en',
    entries: ['machine-tractor-choose', 'crop-sugarcane'],
    categories: ['tractors'],
  },
  {
    question: 'I need a chaff cutter for my dairy cows',
    language: 'en',
    entries: ['machine-chaff-cutter'],
    categories: ['other'],
  },
  {
    question: 'ಹಸುಗಳಿಗೆ ಮೇವು ಕತ್ತರಿಸುವ ಯಂತ್ರ ಬೇಕು',
    language: 'kn',
    entries: ['machine-chaff-cutter'],
    categories: ['other'],
  },
  {
    question: 'How do I harvest paddy with a combine harvester?',
    language: 'en',
    entries: ['machine-combine-harvester'],
    categories: ['harvesters'],
  },
  {
    question: 'ಭತ್ತದ ಕೊಯ್ಲಿಗೆ ಯಾವ ಯಂತ್ರ ಬಳಸಬೇಕು?',
    language: 'kn',
    entries: ['machine-combine-harvester'],
    categories: ['harvesters'],
  },
  { question: 'ಒಕ್ಕಣೆ ಯಂತ್ರ ಬಳಸುವಾಗ ಏನು ಎಚ್ಚರಿಕೆ ಬೇಕು?', language: 'kn', entries: ['safety-thresher'] },
  {
    question: 'Can I use a power tiller for puddling wet fields?',
    language: 'en',
    entries: ['machine-power-tiller'],
    categories: ['other'],
  },
  {
    question: 'ಕಪ್ಪು ಮಣ್ಣಿನಲ್ಲಿ ರೋಟವೇಟರ್ ಬಳಸಬಹುದೇ?',
    language: 'kn',
    entries: ['machine-rotavator', 'soil-black'],
    categories: ['plows'],
  },
  {
    question: 'ಅಡಿಕೆಯ ಕೊಳೆ ರೋಗಕ್ಕೆ ಯಾವ ಸ್ಪ್ರೇಯರ್?',
    language: 'kn',
    entries: ['crop-arecanut', 'machine-sprayer'],
    categories: ['sprayers'],
  },
  {
    question: 'ಶೇಂಗಾ ಬೆಳೆಗೆ ಸ್ಪ್ರಿಂಕ್ಲರ್ ನೀರಾವರಿ ಹೇಗೆ?',
    language: 'kn',
    entries: ['irrigation-sprinkler', 'crop-groundnut'],
    categories: ['irrigation'],
  },
  { question: 'What crops grow in Kharif season?', language: 'en', entries: ['season-kharif'] },
  { question: 'ಮುಂಗಾರು ಹಂಗಾಮಿನಲ್ಲಿ ಯಾವ ಬೆಳೆ ಬೆಳೆಯಬೇಕು?', language: 'kn', entries: ['season-kharif'] },
  { question: 'My drip filter keeps clogging', language: 'en', entries: ['irrigation-drip-maintenance'] },
  {
    question: 'ಕೃಷಿ ಹೊಂಡ ನಿರ್ಮಾಣಕ್ಕೆ ಸಹಾಯಧನ ಇದೆಯೇ?',
    language: 'kn',
    entries: ['water-farm-pond', 'scheme-machinery-subsidy'],
  },
  { question: 'What is crop insurance and how do I claim it?', language: 'en', entries: ['scheme-crop-insurance'] },
  { question: 'ಬೆಳೆ ವಿಮೆ ಹೇಗೆ ಪಡೆಯುವುದು?', language: 'kn', entries: ['scheme-crop-insurance'] },
];

export const offTopicQuestions: { question: string; language: 'en' | 'kn' }[] = [
  { question: 'Who will win the next election?', language: 'en' },
  { question: 'Which movie should I watch this weekend?', language: 'en' },
  { question: 'Who won the cricket match yesterday?', language: 'en' },
  { question: 'Write Python code for a calculator', language: 'en' },
  { question: 'Tell me a joke', language: 'en' },
  { question: 'ಇವತ್ತು ಯಾವ ಸಿನಿಮಾ ನೋಡಬೇಕು?', language: 'kn' },
  { question: 'ಕ್ರಿಕೆಟ್ ಪಂದ್ಯದಲ್ಲಿ ಯಾರು ಗೆದ್ದರು?', language: 'kn' },
  { question: 'ಚುನಾವಣೆಯಲ್ಲಿ ಯಾವ ಪಕ್ಷ ಗೆಲ್ಲುತ್ತದೆ?', language: 'kn' },
  { question: 'ಒಂದು ಜೋಕ್ ಹೇಳಿ', language: 'kn' },
];
