/**
 * The package of practices of Karnataka's main crops, as the assistant answers a farmer's practical question:
 * when to sow or plant, how much seed, the fertiliser dose, the varieties, and the remedy for the main pests and
 * diseases. Figures are per acre (the universities give them per hectare: 1 ha = 2.47 acres), from the package of
 * practices of the University of Agricultural Sciences, Bangalore (south Karnataka) and Dharwad (north
 * Karnataka), and for plantation crops the University of Horticultural Sciences, Bagalkot; each crop names its
 * source. Doses change with soil tests: the answer says so in one line.
 */
import type { Crop } from '../../../../shared/question.js';

export interface Bilingual {
  en: string;
  kn: string;
}

export interface CropProblem {
  kind: 'pest' | 'disease';
  /** Words (English or Kannada, lower case, prefixes) a farmer uses for it or its signs. */
  signs: string[];
  name: Bilingual;
  /** What to do: the product class and its dose, or the practice. */
  remedy: Bilingual;
}

export interface CropPractice {
  crop: Crop;
  name: Bilingual;
  source: Bilingual;
  sowing: Bilingual;
  seed: Bilingual;
  fertiliser: Bilingual;
  varieties: Bilingual;
  water: Bilingual;
  harvest: Bilingual;
  /** The first of each kind is the one to name when the farmer does not describe the signs. */
  problems: CropProblem[];
}

const UASB: Bilingual = {
  en: 'UAS Bangalore package of practices',
  kn: 'ಬೆಂಗಳೂರು ಕೃಷಿ ವಿಶ್ವವಿದ್ಯಾಲಯದ ಬೇಸಾಯ ಕ್ರಮಗಳು',
};
const UASD: Bilingual = {
  en: 'UAS Dharwad package of practices',
  kn: 'ಧಾರವಾಡ ಕೃಷಿ ವಿಶ್ವವಿದ್ಯಾಲಯದ ಬೇಸಾಯ ಕ್ರಮಗಳು',
};
const BOTH: Bilingual = {
  en: 'UAS Bangalore and UAS Dharwad packages of practices',
  kn: 'ಬೆಂಗಳೂರು ಮತ್ತು ಧಾರವಾಡ ಕೃಷಿ ವಿಶ್ವವಿದ್ಯಾಲಯಗಳ ಬೇಸಾಯ ಕ್ರಮಗಳು',
};
const UHS: Bilingual = {
  en: 'UHS Bagalkot and UAS Bangalore packages of practices',
  kn: 'ಬಾಗಲಕೋಟೆ ತೋಟಗಾರಿಕೆ ಮತ್ತು ಬೆಂಗಳೂರು ಕೃಷಿ ವಿಶ್ವವಿದ್ಯಾಲಯಗಳ ಬೇಸಾಯ ಕ್ರಮಗಳು',
};

export const cropPractices: CropPractice[] = [
  {
    crop: 'ragi',
    name: { en: 'Ragi', kn: 'ರಾಗಿ' },
    source: UASB,
    sowing: {
      en:
        'Sow rainfed ragi in July-August (south Karnataka, e.g. Tumakuru, Mandya, Hassan); irrigated summer ragi ' +
        'in January-February.',
      kn: 'ಮಳೆಯಾಶ್ರಿತ ರಾಗಿಯನ್ನು ಜುಲೈ-ಆಗಸ್ಟ್‌ನಲ್ಲಿ ಬಿತ್ತಿ (ತುಮಕೂರು, ಮಂಡ್ಯ, ಹಾಸನ ಕಡೆ); ನೀರಾವರಿ ಬೇಸಿಗೆ ರಾಗಿ ಜನವರಿ-ಫೆಬ್ರವರಿಯಲ್ಲಿ.',
    },
    seed: {
      en:
        'Seed rate 4 kg per acre in lines 30 cm apart (10 kg/ha); for transplanting, 2 kg per acre in the nursery ' +
        'and 3-4 week old seedlings.',
      kn: 'ಎಕರೆಗೆ 4 ಕೆಜಿ ಬೀಜ, 30 ಸೆಂ.ಮೀ ಸಾಲಿನ ಅಂತರದಲ್ಲಿ (ಹೆಕ್ಟೇರ್‌ಗೆ 10 ಕೆಜಿ); ನಾಟಿಗೆ ಎಕರೆಗೆ 2 ಕೆಜಿ ಬೀಜ ಸಸಿಮಡಿಯಲ್ಲಿ, 3-4 ವಾರದ ಸಸಿ.',
    },
    fertiliser: {
      en:
        'Per acre: 3 t farmyard manure, then 20 kg N, 16 kg P and 10 kg K (50:40:25 kg/ha); half the N at sowing, ' +
        'half at 30 days.',
      kn: 'ಎಕರೆಗೆ 3 ಟನ್ ಕೊಟ್ಟಿಗೆ ಗೊಬ್ಬರ, ಜೊತೆಗೆ 20 ಕೆಜಿ ಸಾರಜನಕ, 16 ಕೆಜಿ ರಂಜಕ, 10 ಕೆಜಿ ಪೊಟ್ಯಾಷ್ (ಹೆಕ್ಟೇರ್‌ಗೆ 50:40:25); ಅರ್ಧ ಸಾರಜನಕ ಬಿತ್ತನೆಗೆ, ಅರ್ಧ 30 ದಿನಕ್ಕೆ.',
    },
    varieties: {
      en: 'Varieties: GPU 28, ML 365, KMR 301 (blast tolerant).',
      kn: 'ತಳಿಗಳು: ಜಿಪಿಯು 28, ಎಂಎಲ್ 365, ಕೆಎಂಆರ್ 301 (ಬೆಂಕಿ ರೋಗ ತಡೆಯುವವು).',
    },
    water: {
      en: 'Rainfed ragi needs no irrigation; summer ragi needs 6-8 irrigations, most at tillering and flowering.',
      kn: 'ಮಳೆಯಾಶ್ರಿತ ರಾಗಿಗೆ ನೀರು ಬೇಕಿಲ್ಲ; ಬೇಸಿಗೆ ರಾಗಿಗೆ 6-8 ಸಲ ನೀರು, ತೆಂಡೆ ಮತ್ತು ಹೂ ಬಿಡುವಾಗ ಮುಖ್ಯ.',
    },
    harvest: {
      en: 'Harvest at 110-120 days when the ear heads turn brown; a thresher saves labour.',
      kn: '110-120 ದಿನಕ್ಕೆ ತೆನೆ ಕಂದು ಬಣ್ಣಕ್ಕೆ ತಿರುಗಿದಾಗ ಕಟಾವು; ಒಕ್ಕಣೆ ಯಂತ್ರದಿಂದ ಕೂಲಿ ಉಳಿಯುತ್ತದೆ.',
    },
    problems: [
      {
        kind: 'disease',
        signs: ['blast', 'ಬೆಂಕಿ', 'spot', 'ಚುಕ್ಕೆ', 'neck', 'ಕುತ್ತಿಗೆ'],
        name: { en: 'blast', kn: 'ಬೆಂಕಿ ರೋಗ' },
        remedy: {
          en:
            'Treat seed with carbendazim 2 g/kg; at flowering spray a fungicide, tricyclazole 75 WP 0.6 g per ' +
            'litre or carbendazim 1 g per litre.',
          kn: 'ಬೀಜಕ್ಕೆ ಕಾರ್ಬೆಂಡಜಿಮ್ ಕೆಜಿಗೆ 2 ಗ್ರಾಂ; ಹೂ ಬಿಡುವಾಗ ಶಿಲೀಂಧ್ರನಾಶಕ ಟ್ರೈಸೈಕ್ಲಜೋಲ್ 75 WP ಲೀಟರ್‌ಗೆ 0.6 ಗ್ರಾಂ ಅಥವಾ ಕಾರ್ಬೆಂಡಜಿಮ್ ಲೀಟರ್‌ಗೆ 1 ಗ್ರಾಂ ಸಿಂಪಡಿಸಿ.',
        },
      },
      {
        kind: 'pest',
        signs: ['aphid', 'ಹೇನು', 'pink', 'borer', 'ಕೊರಕ', 'worm', 'ಹುಳ'],
        name: { en: 'pink stem borer and aphids', kn: 'ಕಾಂಡ ಕೊರಕ ಮತ್ತು ಹೇನು' },
        remedy: {
          en:
            'Remove dead hearts; spray an insecticide, dimethoate 30 EC 1.7 ml per litre, only when over 10% of ' +
            'plants are hit.',
          kn: 'ಒಣಗಿದ ಸುಳಿ ಕಿತ್ತು ಹಾಕಿ; 10% ಗಿಂತ ಹೆಚ್ಚು ಗಿಡಕ್ಕೆ ಬಂದರೆ ಮಾತ್ರ ಕೀಟನಾಶಕ ಡೈಮಿಥೋಯೇಟ್ 30 EC ಲೀಟರ್‌ಗೆ 1.7 ಮಿ.ಲೀ ಸಿಂಪಡಿಸಿ.',
        },
      },
    ],
  },
  {
    crop: 'paddy',
    name: { en: 'Paddy', kn: 'ಭತ್ತ' },
    source: BOTH,
    sowing: {
      en:
        'Kharif paddy: nursery in June-July, transplant in July-August at 25-30 days; summer paddy in canal areas: ' +
        'transplant in January-February.',
      kn: 'ಮುಂಗಾರು ಭತ್ತ: ಜೂನ್-ಜುಲೈನಲ್ಲಿ ಸಸಿಮಡಿ, ಜುಲೈ-ಆಗಸ್ಟ್‌ನಲ್ಲಿ 25-30 ದಿನದ ಸಸಿ ನಾಟಿ; ಬೇಸಿಗೆ ಭತ್ತ ಕಾಲುವೆ ಪ್ರದೇಶದಲ್ಲಿ ಜನವರಿ-ಫೆಬ್ರವರಿಯಲ್ಲಿ ನಾಟಿ.',
    },
    seed: {
      en:
        'Seed rate 20-25 kg per acre for the nursery (60 kg/ha); 2-3 seedlings a hill at 20 x 10 cm; machine ' +
        'transplanting needs 15 kg in mat nursery.',
      kn: 'ಎಕರೆಗೆ 20-25 ಕೆಜಿ ಬೀಜ ಸಸಿಮಡಿಗೆ (ಹೆಕ್ಟೇರ್‌ಗೆ 60 ಕೆಜಿ); 20 x 10 ಸೆಂ.ಮೀ ಅಂತರದಲ್ಲಿ ಕುಣಿಗೆ 2-3 ಸಸಿ; ಯಂತ್ರ ನಾಟಿಗೆ ಮ್ಯಾಟ್ ಸಸಿಮಡಿಗೆ 15 ಕೆಜಿ.',
    },
    fertiliser: {
      en:
        'Per acre: 4 t farmyard manure, 40 kg N, 20 kg P and 20 kg K (100:50:50 kg/ha); N in three splits, with 8 ' +
        'kg zinc sulphate.',
      kn: 'ಎಕರೆಗೆ 4 ಟನ್ ಕೊಟ್ಟಿಗೆ ಗೊಬ್ಬರ, 40 ಕೆಜಿ ಸಾರಜನಕ, 20 ಕೆಜಿ ರಂಜಕ, 20 ಕೆಜಿ ಪೊಟ್ಯಾಷ್ (ಹೆಕ್ಟೇರ್‌ಗೆ 100:50:50); ಸಾರಜನಕ ಮೂರು ಕಂತಿನಲ್ಲಿ, 8 ಕೆಜಿ ಜಿಂಕ್ ಸಲ್ಫೇಟ್.',
    },
    varieties: {
      en: 'Varieties: MTU 1001, Jaya, IR 64, BR 2655, Gangavati Sona; KRH 4 hybrid.',
      kn: 'ತಳಿಗಳು: ಎಂಟಿಯು 1001, ಜಯ, ಐಆರ್ 64, ಬಿಆರ್ 2655, ಗಂಗಾವತಿ ಸೋನ; ಕೆಆರ್‌ಎಚ್ 4 ಹೈಬ್ರಿಡ್.',
    },
    water: {
      en: 'Keep 2-5 cm of water after transplanting; drain 10-15 days before harvest.',
      kn: 'ನಾಟಿ ನಂತರ 2-5 ಸೆಂ.ಮೀ ನೀರು ನಿಲ್ಲಿಸಿ; ಕಟಾವಿಗೆ 10-15 ದಿನ ಮೊದಲು ನೀರು ಬಿಡಿಸಿ.',
    },
    harvest: {
      en:
        'Harvest when 80-85% of the grains are straw coloured, about 30 days after flowering; a combine harvester ' +
        'does an acre in about an hour.',
      kn: 'ಹೂ ಬಿಟ್ಟು ಸುಮಾರು 30 ದಿನಕ್ಕೆ, 80-85% ಕಾಳು ಹುಲ್ಲಿನ ಬಣ್ಣಕ್ಕೆ ಬಂದಾಗ ಕಟಾವು; ಕಂಬೈನ್ ಯಂತ್ರ ಎಕರೆಗೆ ಸುಮಾರು ಒಂದು ಗಂಟೆ.',
    },
    problems: [
      {
        kind: 'disease',
        signs: ['blast', 'ಬೆಂಕಿ', 'spot', 'ಚುಕ್ಕೆ', 'eye', 'neck'],
        name: { en: 'blast', kn: 'ಬೆಂಕಿ ರೋಗ' },
        remedy: {
          en:
            'Spray a fungicide, tricyclazole 75 WP 0.6 g per litre, at the first spots and again at panicle ' +
            'emergence; avoid excess urea.',
          kn: 'ಮೊದಲ ಚುಕ್ಕೆ ಕಂಡಾಗ ಮತ್ತು ತೆನೆ ಹೊರಬರುವಾಗ ಶಿಲೀಂಧ್ರನಾಶಕ ಟ್ರೈಸೈಕ್ಲಜೋಲ್ 75 WP ಲೀಟರ್‌ಗೆ 0.6 ಗ್ರಾಂ ಸಿಂಪಡಿಸಿ; ಯೂರಿಯಾ ಹೆಚ್ಚು ಹಾಕಬೇಡಿ.',
        },
      },
      {
        kind: 'pest',
        signs: ['borer', 'ಕೊರಕ', 'dead heart', 'white ear', 'ಬಿಳಿ ತೆನೆ', 'stem', 'ಕಾಂಡ'],
        name: { en: 'stem borer', kn: 'ಕಾಂಡ ಕೊರಕ' },
        remedy: {
          en:
            'Apply an insecticide, chlorantraniliprole 0.4 G granules 4 kg per acre in standing water, or cartap ' +
            'hydrochloride 4 G 8 kg per acre.',
          kn: 'ನಿಂತ ನೀರಿಗೆ ಕೀಟನಾಶಕ ಕ್ಲೋರಾಂಟ್ರಾನಿಲಿಪ್ರೋಲ್ 0.4 G ಹರಳು ಎಕರೆಗೆ 4 ಕೆಜಿ, ಅಥವಾ ಕಾರ್ಟಾಪ್ ಹೈಡ್ರೋಕ್ಲೋರೈಡ್ 4 G ಎಕರೆಗೆ 8 ಕೆಜಿ ಹಾಕಿ.',
        },
      },
      {
        kind: 'pest',
        signs: ['hopper', 'bph', 'ಜಿಗಿ', 'hopperburn', 'ಸುಟ್ಟ'],
        name: { en: 'brown planthopper', kn: 'ಕಂದು ಜಿಗಿಹುಳು' },
        remedy: {
          en:
            'Drain the field for a few days, stop urea, and spray an insecticide at the base of the plants, ' +
            'pymetrozine 50 WG 0.6 g per litre.',
          kn: 'ಕೆಲವು ದಿನ ನೀರು ಬಿಡಿಸಿ, ಯೂರಿಯಾ ನಿಲ್ಲಿಸಿ, ಗಿಡದ ಬುಡಕ್ಕೆ ಕೀಟನಾಶಕ ಪೈಮೆಟ್ರೋಜಿನ್ 50 WG ಲೀಟರ್‌ಗೆ 0.6 ಗ್ರಾಂ ಸಿಂಪಡಿಸಿ.',
        },
      },
    ],
  },
  {
    crop: 'maize',
    name: { en: 'Maize', kn: 'ಮೆಕ್ಕೆಜೋಳ' },
    source: BOTH,
    sowing: {
      en:
        'Sow kharif maize in June-July with the monsoon; rabi maize in October-November; summer maize in ' +
        'January-February with irrigation.',
      kn: 'ಮುಂಗಾರು ಮೆಕ್ಕೆಜೋಳ ಜೂನ್-ಜುಲೈನಲ್ಲಿ ಬಿತ್ತಿ; ಹಿಂಗಾರು ಅಕ್ಟೋಬರ್-ನವೆಂಬರ್‌ನಲ್ಲಿ; ಬೇಸಿಗೆ ಜನವರಿ-ಫೆಬ್ರವರಿಯಲ್ಲಿ ನೀರಾವರಿಯೊಂದಿಗೆ.',
    },
    seed: {
      en: 'Seed rate 8 kg per acre (20 kg/ha) at 60 x 20 cm, about 33,000 plants an acre.',
      kn: 'ಎಕರೆಗೆ 8 ಕೆಜಿ ಬೀಜ (ಹೆಕ್ಟೇರ್‌ಗೆ 20 ಕೆಜಿ), 60 x 20 ಸೆಂ.ಮೀ ಅಂತರ, ಎಕರೆಗೆ ಸುಮಾರು 33,000 ಗಿಡ.',
    },
    fertiliser: {
      en:
        'Per acre: 4 t farmyard manure, 60 kg N, 30 kg P and 16 kg K (150:75:40 kg/ha irrigated) and 10 kg zinc ' +
        'sulphate; N in three splits.',
      kn:
        'ಎಕರೆಗೆ 4 ಟನ್ ಕೊಟ್ಟಿಗೆ ಗೊಬ್ಬರ, 60 ಕೆಜಿ ಸಾರಜನಕ, 30 ಕೆಜಿ ರಂಜಕ, 16 ಕೆಜಿ ಪೊಟ್ಯಾಷ್ (ನೀರಾವರಿ, ಹೆಕ್ಟೇರ್‌ಗೆ 150:75:40) ಮತ್ತು 10 ಕೆಜಿ ಜಿಂಕ್ ಸಲ್ಫೇಟ್; ಸಾರಜನಕ ' +
        'ಮೂರು ಕಂತಿನಲ್ಲಿ.',
    },
    varieties: {
      en: 'Hybrids: NAH 1137, Hema, and the private single crosses sold locally.',
      kn: 'ಹೈಬ್ರಿಡ್‌ಗಳು: ಎನ್‌ಎಎಚ್ 1137, ಹೇಮಾ, ಮತ್ತು ಸ್ಥಳೀಯ ಖಾಸಗಿ ಸಿಂಗಲ್ ಕ್ರಾಸ್.',
    },
    water: {
      en: 'Irrigate at knee height, tasselling and grain filling; do not let it stand in water.',
      kn: 'ಮೊಣಕಾಲು ಎತ್ತರ, ಗಂಡು ಹೂ ಮತ್ತು ಕಾಳು ತುಂಬುವಾಗ ನೀರು ಕೊಡಿ; ನೀರು ನಿಲ್ಲಬಾರದು.',
    },
    harvest: {
      en: 'Harvest at 100-110 days when the husk dries and a black layer forms at the grain base.',
      kn: '100-110 ದಿನಕ್ಕೆ ಸಿಪ್ಪೆ ಒಣಗಿ ಕಾಳಿನ ಬುಡದಲ್ಲಿ ಕಪ್ಪು ಪದರ ಬಂದಾಗ ಕಟಾವು.',
    },
    problems: [
      {
        kind: 'pest',
        signs: ['armyworm', 'army', 'faw', 'whorl', 'ಸೈನಿಕ', 'ಸುಳಿ', 'worm', 'ಹುಳ', 'caterpillar'],
        name: { en: 'fall armyworm', kn: 'ಲದ್ದಿ ಹುಳು (ಸೈನಿಕ ಹುಳು)' },
        remedy: {
          en:
            'Spray an insecticide into the whorl: emamectin benzoate 5 SG 0.4 g per litre or spinetoram 11.7 SC ' +
            '0.5 ml per litre; set 5 pheromone traps per acre.',
          kn: 'ಸುಳಿಯೊಳಗೆ ಕೀಟನಾಶಕ ಸಿಂಪಡಿಸಿ: ಇಮಾಮೆಕ್ಟಿನ್ ಬೆಂಜೋಯೇಟ್ 5 SG ಲೀಟರ್‌ಗೆ 0.4 ಗ್ರಾಂ ಅಥವಾ ಸ್ಪಿನೆಟೋರಾಮ್ 11.7 SC ಲೀಟರ್‌ಗೆ 0.5 ಮಿ.ಲೀ; ಎಕರೆಗೆ 5 ಮೋಹಕ ಬಲೆ ಇಡಿ.',
        },
      },
      {
        kind: 'disease',
        signs: ['blight', 'leaf', 'ಎಲೆ', 'ಅಂಗಮಾರ', 'spot', 'ಚುಕ್ಕೆ', 'streak'],
        name: { en: 'turcicum leaf blight', kn: 'ಎಲೆ ಅಂಗಮಾರಿ ರೋಗ' },
        remedy: {
          en: 'Spray a fungicide, mancozeb 75 WP 2.5 g per litre, at the first long grey spots; repeat after 15 days.',
          kn: 'ಮೊದಲ ಉದ್ದನೆಯ ಬೂದು ಚುಕ್ಕೆ ಕಂಡಾಗ ಶಿಲೀಂಧ್ರನಾಶಕ ಮ್ಯಾಂಕೋಜೆಬ್ 75 WP ಲೀಟರ್‌ಗೆ 2.5 ಗ್ರಾಂ ಸಿಂಪಡಿಸಿ; 15 ದಿನಕ್ಕೆ ಮತ್ತೆ.',
        },
      },
    ],
  },
  {
    crop: 'sugarcane',
    name: { en: 'Sugarcane', kn: 'ಕಬ್ಬು' },
    source: BOTH,
    sowing: {
      en:
        'Plant early cane in January-February, pre-seasonal cane in October-November; in north Karnataka adsali ' +
        'cane in July-August.',
      kn: 'ಸಾಮಾನ್ಯ ಕಬ್ಬು ಜನವರಿ-ಫೆಬ್ರವರಿಯಲ್ಲಿ, ಪೂರ್ವ ಹಂಗಾಮಿನ ಕಬ್ಬು ಅಕ್ಟೋಬರ್-ನವೆಂಬರ್‌ನಲ್ಲಿ ನಾಟಿ; ಉತ್ತರ ಕರ್ನಾಟಕದಲ್ಲಿ ಆಡಸಾಲಿ ಜುಲೈ-ಆಗಸ್ಟ್‌ನಲ್ಲಿ.',
    },
    seed: {
      en: 'Seed: 16,000 three-bud setts per acre (40,000/ha), or 5,000 single-bud seedlings per acre at 5 x 2 ft.',
      kn: 'ಎಕರೆಗೆ 16,000 ಮೂರು ಕಣ್ಣಿನ ತುಂಡು (ಹೆಕ್ಟೇರ್‌ಗೆ 40,000), ಅಥವಾ 5 x 2 ಅಡಿ ಅಂತರದಲ್ಲಿ ಎಕರೆಗೆ 5,000 ಒಂದು ಕಣ್ಣಿನ ಸಸಿ.',
    },
    fertiliser: {
      en:
        'Per acre: 10 t farmyard manure, 100 kg N, 30 kg P and 75 kg K (250:75:190 kg/ha); N and K in three splits ' +
        'up to 120 days.',
      kn:
        'ಎಕರೆಗೆ 10 ಟನ್ ಕೊಟ್ಟಿಗೆ ಗೊಬ್ಬರ, 100 ಕೆಜಿ ಸಾರಜನಕ, 30 ಕೆಜಿ ರಂಜಕ, 75 ಕೆಜಿ ಪೊಟ್ಯಾಷ್ (ಹೆಕ್ಟೇರ್‌ಗೆ 250:75:190); ಸಾರಜನಕ, ಪೊಟ್ಯಾಷ್ 120 ದಿನದೊಳಗೆ ಮೂರು ' +
        'ಕಂತಿನಲ್ಲಿ.',
    },
    varieties: {
      en: 'Varieties: Co 86032, CoVC 14061, VCF 0517, SNK 13374.',
      kn: 'ತಳಿಗಳು: ಕೋ 86032, ಕೋವಿಸಿ 14061, ವಿಸಿಎಫ್ 0517, ಎಸ್‌ಎನ್‌ಕೆ 13374.',
    },
    water: {
      en: 'Drip saves 40% water: about 1.5-2 hours a day in summer; furrow irrigation every 8-10 days.',
      kn: 'ಹನಿ ನೀರಾವರಿಯಿಂದ 40% ನೀರು ಉಳಿಯುತ್ತದೆ: ಬೇಸಿಗೆಯಲ್ಲಿ ದಿನಕ್ಕೆ 1.5-2 ಗಂಟೆ; ಸಾಲು ನೀರಾವರಿ 8-10 ದಿನಕ್ಕೊಮ್ಮೆ.',
    },
    harvest: {
      en: 'Harvest at 12 months (adsali 16-18) when the brix reads 18-20%.',
      kn: '12 ತಿಂಗಳಿಗೆ (ಆಡಸಾಲಿ 16-18) ಬ್ರಿಕ್ಸ್ 18-20% ಬಂದಾಗ ಕಟಾವು.',
    },
    problems: [
      {
        kind: 'pest',
        signs: ['borer', 'ಕೊರಕ', 'shoot', 'dead heart', 'ಸುಳಿ', 'worm', 'ಹುಳ'],
        name: { en: 'early shoot borer', kn: 'ಸುಳಿ ಕೊರಕ' },
        remedy: {
          en:
            'Mulch with trash and apply an insecticide, chlorantraniliprole 0.4 G granules 7.5 kg per acre, at ' +
            '30-45 days.',
          kn: 'ರವದಿ ಹೊದಿಕೆ ಮಾಡಿ, 30-45 ದಿನಕ್ಕೆ ಕೀಟನಾಶಕ ಕ್ಲೋರಾಂಟ್ರಾನಿಲಿಪ್ರೋಲ್ 0.4 G ಹರಳು ಎಕರೆಗೆ 7.5 ಕೆಜಿ ಹಾಕಿ.',
        },
      },
      {
        kind: 'disease',
        signs: ['red rot', 'rot', 'ಕೆಂಪು', 'ಕೊಳೆ', 'smut', 'ಕಾಡಿಗೆ', 'wilt'],
        name: { en: 'red rot and smut', kn: 'ಕೆಂಪು ಕೊಳೆ ಮತ್ತು ಕಾಡಿಗೆ ರೋಗ' },
        remedy: {
          en:
            'Plant healthy setts dipped in a fungicide, carbendazim 1 g per litre for 15 minutes; pull out and ' +
            'burn diseased clumps.',
          kn: 'ಆರೋಗ್ಯವಂತ ತುಂಡುಗಳನ್ನು ಶಿಲೀಂಧ್ರನಾಶಕ ಕಾರ್ಬೆಂಡಜಿಮ್ ಲೀಟರ್‌ಗೆ 1 ಗ್ರಾಂ ದ್ರಾವಣದಲ್ಲಿ 15 ನಿಮಿಷ ಅದ್ದಿ ನಾಟಿ ಮಾಡಿ; ರೋಗದ ಕುಳೆ ಕಿತ್ತು ಸುಡಿ.',
        },
      },
    ],
  },
  {
    crop: 'groundnut',
    name: { en: 'Groundnut', kn: 'ಶೇಂಗಾ' },
    source: BOTH,
    sowing: {
      en: 'Sow kharif groundnut in June-July; irrigated summer groundnut in December-January.',
      kn: 'ಮುಂಗಾರು ಶೇಂಗಾ ಜೂನ್-ಜುಲೈನಲ್ಲಿ ಬಿತ್ತಿ; ನೀರಾವರಿ ಬೇಸಿಗೆ ಶೇಂಗಾ ಡಿಸೆಂಬರ್-ಜನವರಿಯಲ್ಲಿ.',
    },
    seed: {
      en:
        'Seed rate 45-50 kg kernels per acre for bunch types (about 120 kg/ha) at 30 x 10 cm; treat with ' +
        'Trichoderma 4 g/kg.',
      kn: 'ಗೊಂಚಲು ತಳಿಗೆ ಎಕರೆಗೆ 45-50 ಕೆಜಿ ಬೀಜ (ಹೆಕ್ಟೇರ್‌ಗೆ ಸುಮಾರು 120 ಕೆಜಿ), 30 x 10 ಸೆಂ.ಮೀ ಅಂತರ; ಟ್ರೈಕೋಡರ್ಮಾ ಕೆಜಿಗೆ 4 ಗ್ರಾಂ ಬೀಜೋಪಚಾರ.',
    },
    fertiliser: {
      en:
        'Per acre: 10 kg N, 20 kg P and 10 kg K (25:50:25 kg/ha) at sowing, and 200 kg gypsum at flowering (30-35 ' +
        'days).',
      kn: 'ಎಕರೆಗೆ ಬಿತ್ತನೆಗೆ 10 ಕೆಜಿ ಸಾರಜನಕ, 20 ಕೆಜಿ ರಂಜಕ, 10 ಕೆಜಿ ಪೊಟ್ಯಾಷ್ (ಹೆಕ್ಟೇರ್‌ಗೆ 25:50:25), ಹೂ ಬಿಡುವಾಗ (30-35 ದಿನ) 200 ಕೆಜಿ ಜಿಪ್ಸಂ.',
    },
    varieties: {
      en: 'Varieties: GPBD 4 (rust tolerant), TMV 2, ICGV 91114, Kadiri Lepakshi.',
      kn: 'ತಳಿಗಳು: ಜಿಪಿಬಿಡಿ 4 (ತುಕ್ಕು ರೋಗ ತಡೆಯುವುದು), ಟಿಎಂವಿ 2, ಐಸಿಜಿವಿ 91114, ಕದಿರಿ ಲೇಪಾಕ್ಷಿ.',
    },
    water: {
      en: 'Summer groundnut: irrigate every 8-10 days; do not miss water at pegging and pod filling.',
      kn: 'ಬೇಸಿಗೆ ಶೇಂಗಾ: 8-10 ದಿನಕ್ಕೊಮ್ಮೆ ನೀರು; ಸೂಜಿ ಇಳಿಯುವಾಗ ಮತ್ತು ಕಾಯಿ ತುಂಬುವಾಗ ನೀರು ತಪ್ಪಿಸಬೇಡಿ.',
    },
    harvest: {
      en: 'Harvest at 100-110 days when the inner shell turns dark and leaves yellow.',
      kn: '100-110 ದಿನಕ್ಕೆ ಸಿಪ್ಪೆಯ ಒಳಭಾಗ ಕಪ್ಪಾಗಿ ಎಲೆ ಹಳದಿಯಾದಾಗ ಕಟಾವು.',
    },
    problems: [
      {
        kind: 'disease',
        signs: ['tikka', 'spot', 'ಚುಕ್ಕೆ', 'rust', 'ತುಕ್ಕು', 'leaf', 'ಎಲೆ'],
        name: { en: 'leaf spot (tikka) and rust', kn: 'ಎಲೆ ಚುಕ್ಕೆ (ಟಿಕ್ಕಾ) ಮತ್ತು ತುಕ್ಕು ರೋಗ' },
        remedy: {
          en:
            'Spray a fungicide, hexaconazole 5 EC 1 ml per litre or carbendazim 0.5 g + mancozeb 2 g per litre, at ' +
            '45 and 60 days.',
          kn: '45 ಮತ್ತು 60 ದಿನಕ್ಕೆ ಶಿಲೀಂಧ್ರನಾಶಕ ಹೆಕ್ಸಾಕೋನಜೋಲ್ 5 EC ಲೀಟರ್‌ಗೆ 1 ಮಿ.ಲೀ ಅಥವಾ ಕಾರ್ಬೆಂಡಜಿಮ್ 0.5 ಗ್ರಾಂ + ಮ್ಯಾಂಕೋಜೆಬ್ 2 ಗ್ರಾಂ ಲೀಟರ್‌ಗೆ ಸಿಂಪಡಿಸಿ.',
        },
      },
      {
        kind: 'pest',
        signs: ['leaf miner', 'miner', 'ಎಲೆ ಸುರಂಗ', 'thrips', 'ಥ್ರಿಪ್ಸ', 'worm', 'ಹುಳ', 'grub', 'ಗೊಣ್ಣೆ'],
        name: { en: 'leaf miner and white grub', kn: 'ಎಲೆ ಸುರಂಗ ಹುಳು ಮತ್ತು ಗೊಣ್ಣೆ ಹುಳು' },
        remedy: {
          en:
            'Spray an insecticide, profenofos 50 EC 2 ml per litre, for leaf miner; for white grub, deep summer ' +
            'ploughing and chlorpyrifos 20 EC 4 ml per litre in the furrow.',
          kn: 'ಎಲೆ ಸುರಂಗ ಹುಳುವಿಗೆ ಕೀಟನಾಶಕ ಪ್ರೊಫೆನೊಫಾಸ್ 50 EC ಲೀಟರ್‌ಗೆ 2 ಮಿ.ಲೀ; ಗೊಣ್ಣೆ ಹುಳುವಿಗೆ ಬೇಸಿಗೆಯಲ್ಲಿ ಆಳ ಉಳುಮೆ, ಸಾಲಿಗೆ ಕ್ಲೋರ್‌ಪೈರಿಫಾಸ್ 20 EC ಲೀಟರ್‌ಗೆ 4 ಮಿ.ಲೀ.',
        },
      },
    ],
  },
  {
    crop: 'tur',
    name: { en: 'Tur (red gram)', kn: 'ತೊಗರಿ' },
    source: UASD,
    sowing: {
      en:
        'Sow tur in June-July with the monsoon (Kalaburagi, Vijayapura, Bidar); late sowing up to mid-August cuts ' +
        'the yield.',
      kn: 'ತೊಗರಿಯನ್ನು ಜೂನ್-ಜುಲೈನಲ್ಲಿ ಮುಂಗಾರಿನೊಂದಿಗೆ ಬಿತ್ತಿ (ಕಲಬುರಗಿ, ವಿಜಯಪುರ, ಬೀದರ್); ಆಗಸ್ಟ್ ಮಧ್ಯದವರೆಗೆ ತಡವಾದರೆ ಇಳುವರಿ ಕಡಿಮೆ.',
    },
    seed: {
      en:
        'Seed rate 5-6 kg per acre (12-15 kg/ha) at 90 x 20 cm, or 2 kg for transplanted seedlings at 5 x 3 ft; ' +
        'treat seed with Rhizobium.',
      kn: 'ಎಕರೆಗೆ 5-6 ಕೆಜಿ ಬೀಜ (ಹೆಕ್ಟೇರ್‌ಗೆ 12-15 ಕೆಜಿ), 90 x 20 ಸೆಂ.ಮೀ ಅಂತರ, ಅಥವಾ 5 x 3 ಅಡಿ ನಾಟಿ ಸಸಿಗೆ 2 ಕೆಜಿ; ರೈಜೋಬಿಯಂ ಬೀಜೋಪಚಾರ.',
    },
    fertiliser: {
      en:
        'Per acre: 10 kg N and 20 kg P (25:50 kg/ha) at sowing, with 2 t farmyard manure; nip the top bud at 45-50 ' +
        'days.',
      kn: 'ಎಕರೆಗೆ ಬಿತ್ತನೆಗೆ 10 ಕೆಜಿ ಸಾರಜನಕ, 20 ಕೆಜಿ ರಂಜಕ (ಹೆಕ್ಟೇರ್‌ಗೆ 25:50), 2 ಟನ್ ಕೊಟ್ಟಿಗೆ ಗೊಬ್ಬರ; 45-50 ದಿನಕ್ಕೆ ಕುಡಿ ಚಿವುಟಿ.',
    },
    varieties: {
      en: 'Varieties: BSMR 736, TS 3R, GRG 811, GRG 152 (wilt tolerant).',
      kn: 'ತಳಿಗಳು: ಬಿಎಸ್‌ಎಂಆರ್ 736, ಟಿಎಸ್ 3ಆರ್, ಜಿಆರ್‌ಜಿ 811, ಜಿಆರ್‌ಜಿ 152 (ಸೊರಗು ರೋಗ ತಡೆಯುವವು).',
    },
    water: {
      en: 'Tur is rainfed; one protective irrigation at flowering raises the yield in a dry spell.',
      kn: 'ತೊಗರಿ ಮಳೆಯಾಶ್ರಿತ; ಒಣ ಹವೆಯಲ್ಲಿ ಹೂ ಬಿಡುವಾಗ ಒಂದು ಸಲ ನೀರು ಕೊಟ್ಟರೆ ಇಳುವರಿ ಹೆಚ್ಚು.',
    },
    harvest: {
      en: 'Harvest at 150-180 days when 80% of the pods turn brown.',
      kn: '150-180 ದಿನಕ್ಕೆ 80% ಕಾಯಿ ಕಂದು ಬಣ್ಣಕ್ಕೆ ಬಂದಾಗ ಕಟಾವು.',
    },
    problems: [
      {
        kind: 'pest',
        signs: ['pod borer', 'borer', 'ಕಾಯಿಕೊರಕ', 'ಕೊರಕ', 'helicoverpa', 'worm', 'ಹುಳ', 'caterpillar'],
        name: { en: 'pod borer', kn: 'ಕಾಯಿ ಕೊರಕ' },
        remedy: {
          en:
            'At flowering spray neem seed extract 5%, then an insecticide, emamectin benzoate 5 SG 0.4 g per litre ' +
            'or chlorantraniliprole 18.5 SC 0.15 ml per litre; 5 pheromone traps per acre.',
          kn:
            'ಹೂ ಬಿಡುವಾಗ 5% ಬೇವಿನ ಬೀಜದ ಕಷಾಯ, ನಂತರ ಕೀಟನಾಶಕ ಇಮಾಮೆಕ್ಟಿನ್ ಬೆಂಜೋಯೇಟ್ 5 SG ಲೀಟರ್‌ಗೆ 0.4 ಗ್ರಾಂ ಅಥವಾ ಕ್ಲೋರಾಂಟ್ರಾನಿಲಿಪ್ರೋಲ್ 18.5 SC ಲೀಟರ್‌ಗೆ 0.15 ಮಿ.ಲೀ; ' +
            'ಎಕರೆಗೆ 5 ಮೋಹಕ ಬಲೆ.',
        },
      },
      {
        kind: 'disease',
        signs: ['wilt', 'ಸೊರಗ', 'drying', 'ಒಣಗ', 'sterility', 'ಬಂಜೆ'],
        name: { en: 'wilt', kn: 'ಸೊರಗು ರೋಗ' },
        remedy: {
          en:
            'Grow a wilt-tolerant variety (GRG 152, BSMR 736), treat seed with Trichoderma 4 g/kg and rotate with ' +
            'sorghum; a fungicide does not cure a wilted plant.',
          kn: 'ಸೊರಗು ತಡೆಯುವ ತಳಿ (ಜಿಆರ್‌ಜಿ 152, ಬಿಎಸ್‌ಎಂಆರ್ 736) ಬೆಳೆಯಿರಿ, ಟ್ರೈಕೋಡರ್ಮಾ ಕೆಜಿಗೆ 4 ಗ್ರಾಂ ಬೀಜೋಪಚಾರ, ಜೋಳದೊಂದಿಗೆ ಬೆಳೆ ಬದಲಿಸಿ; ಸೊರಗಿದ ಗಿಡ ಔಷಧಿಯಿಂದ ಸರಿಯಾಗಲ್ಲ.',
        },
      },
    ],
  },
  {
    crop: 'cotton',
    name: { en: 'Cotton', kn: 'ಹತ್ತಿ' },
    source: UASD,
    sowing: {
      en: 'Sow irrigated cotton in May-June and rainfed cotton in June-July (Dharwad, Haveri, Raichur, Ballari).',
      kn: 'ನೀರಾವರಿ ಹತ್ತಿ ಮೇ-ಜೂನ್‌ನಲ್ಲಿ, ಮಳೆಯಾಶ್ರಿತ ಹತ್ತಿ ಜೂನ್-ಜುಲೈನಲ್ಲಿ ಬಿತ್ತಿ (ಧಾರವಾಡ, ಹಾವೇರಿ, ರಾಯಚೂರು, ಬಳ್ಳಾರಿ).',
    },
    seed: {
      en:
        'Seed: two 450 g packets of Bt hybrid per acre at 90 x 60 cm rainfed (120 x 60 cm irrigated), with the ' +
        'refuge seed sown around.',
      kn: 'ಎಕರೆಗೆ ಎರಡು 450 ಗ್ರಾಂ ಬಿಟಿ ಹೈಬ್ರಿಡ್ ಪ್ಯಾಕೆಟ್, ಮಳೆಯಾಶ್ರಿತ 90 x 60 ಸೆಂ.ಮೀ (ನೀರಾವರಿ 120 x 60), ಸುತ್ತ ಆಶ್ರಯ ಬೀಜ ಬಿತ್ತಿ.',
    },
    fertiliser: {
      en:
        'Per acre: 2 t farmyard manure and 32 kg N, 16 kg P, 16 kg K rainfed (80:40:40 kg/ha), 60:30:30 irrigated; ' +
        'N in two splits, and magnesium sulphate against reddening.',
      kn:
        'ಎಕರೆಗೆ 2 ಟನ್ ಕೊಟ್ಟಿಗೆ ಗೊಬ್ಬರ, ಮಳೆಯಾಶ್ರಿತಕ್ಕೆ 32 ಕೆಜಿ ಸಾರಜನಕ, 16 ಕೆಜಿ ರಂಜಕ, 16 ಕೆಜಿ ಪೊಟ್ಯಾಷ್ (ಹೆಕ್ಟೇರ್‌ಗೆ 80:40:40), ನೀರಾವರಿಗೆ 60:30:30; ಎಲೆ ' +
        'ಕೆಂಪಾದರೆ ಮೆಗ್ನೀಷಿಯಂ ಸಲ್ಫೇಟ್.',
    },
    varieties: {
      en: 'Approved Bt hybrids for your zone; DCH 32 and Sahana are UAS Dharwad cottons.',
      kn: 'ನಿಮ್ಮ ವಲಯಕ್ಕೆ ಅನುಮೋದಿತ ಬಿಟಿ ಹೈಬ್ರಿಡ್; ಡಿಸಿಎಚ್ 32, ಸಹನಾ ಧಾರವಾಡ ಕೃಷಿ ವಿವಿಯ ಹತ್ತಿ.',
    },
    water: {
      en: 'Irrigate every 12-15 days; most water is needed at flowering and boll formation.',
      kn: '12-15 ದಿನಕ್ಕೊಮ್ಮೆ ನೀರು; ಹೂ ಮತ್ತು ಕಾಯಿ ಕಟ್ಟುವಾಗ ಹೆಚ್ಚು ನೀರು ಬೇಕು.',
    },
    harvest: {
      en: 'Pick in 3-4 rounds from about 150 days, when the bolls burst open, in the morning dew off.',
      kn: 'ಸುಮಾರು 150 ದಿನದಿಂದ ಕಾಯಿ ಒಡೆದಾಗ 3-4 ಸುತ್ತು ಬಿಡಿಸಿ.',
    },
    problems: [
      {
        kind: 'pest',
        signs: ['pink', 'bollworm', 'ಗುಲಾಬಿ', 'ಕಾಯಿಹುಳ', 'boll', 'ಕಾಯಿ', 'worm', 'ಹುಳ'],
        name: { en: 'pink bollworm', kn: 'ಗುಲಾಬಿ ಕಾಯಿಹುಳು' },
        remedy: {
          en:
            'Set 5 pheromone traps per acre; when 8 moths a trap a night, spray an insecticide, profenofos 50 EC 2 ' +
            'ml per litre or thiodicarb 75 WP 1.5 g per litre; end the crop by December.',
          kn:
            'ಎಕರೆಗೆ 5 ಮೋಹಕ ಬಲೆ ಇಡಿ; ಬಲೆಗೆ ರಾತ್ರಿಗೆ 8 ಪತಂಗ ಬಂದರೆ ಕೀಟನಾಶಕ ಪ್ರೊಫೆನೊಫಾಸ್ 50 EC ಲೀಟರ್‌ಗೆ 2 ಮಿ.ಲೀ ಅಥವಾ ಥಯೋಡಿಕಾರ್ಬ್ 75 WP ಲೀಟರ್‌ಗೆ 1.5 ಗ್ರಾಂ ಸಿಂಪಡಿಸಿ; ' +
            'ಡಿಸೆಂಬರ್‌ಗೆ ಬೆಳೆ ಮುಗಿಸಿ.',
        },
      },
      {
        kind: 'pest',
        signs: ['sucking', 'jassid', 'whitefly', 'aphid', 'ರಸ ಹೀರ', 'ಬಿಳಿನೊಣ', 'ಜಿಗಿ', 'ಹೇನು'],
        name: { en: 'sucking pests', kn: 'ರಸ ಹೀರುವ ಕೀಟಗಳು' },
        remedy: {
          en:
            'Spray an insecticide, flonicamid 50 WG 0.3 g per litre, or neem oil 5 ml per litre for light attacks; ' +
            'set yellow sticky traps.',
          kn: 'ಕೀಟನಾಶಕ ಫ್ಲೋನಿಕಾಮಿಡ್ 50 WG ಲೀಟರ್‌ಗೆ 0.3 ಗ್ರಾಂ, ಕಡಿಮೆ ಇದ್ದರೆ ಬೇವಿನ ಎಣ್ಣೆ ಲೀಟರ್‌ಗೆ 5 ಮಿ.ಲೀ ಸಿಂಪಡಿಸಿ; ಹಳದಿ ಅಂಟು ಬಲೆ ಇಡಿ.',
        },
      },
    ],
  },
  {
    crop: 'sunflower',
    name: { en: 'Sunflower', kn: 'ಸೂರ್ಯಕಾಂತಿ' },
    source: BOTH,
    sowing: {
      en: 'Sow sunflower in June-July (kharif), October-November (rabi) or January-February (summer, irrigated).',
      kn: 'ಸೂರ್ಯಕಾಂತಿ ಜೂನ್-ಜುಲೈ (ಮುಂಗಾರು), ಅಕ್ಟೋಬರ್-ನವೆಂಬರ್ (ಹಿಂಗಾರು) ಅಥವಾ ಜನವರಿ-ಫೆಬ್ರವರಿ (ಬೇಸಿಗೆ, ನೀರಾವರಿ) ಬಿತ್ತಿ.',
    },
    seed: {
      en: 'Seed rate 2-2.5 kg of hybrid per acre (5-6 kg/ha) at 60 x 30 cm.',
      kn: 'ಎಕರೆಗೆ 2-2.5 ಕೆಜಿ ಹೈಬ್ರಿಡ್ ಬೀಜ (ಹೆಕ್ಟೇರ್‌ಗೆ 5-6 ಕೆಜಿ), 60 x 30 ಸೆಂ.ಮೀ ಅಂತರ.',
    },
    fertiliser: {
      en:
        'Per acre: 14 kg N, 20 kg P and 14 kg K rainfed (35:50:35 kg/ha), 36:36:24 irrigated; spray borax 2 g per ' +
        'litre at ray-floret opening.',
      kn:
        'ಎಕರೆಗೆ ಮಳೆಯಾಶ್ರಿತಕ್ಕೆ 14 ಕೆಜಿ ಸಾರಜನಕ, 20 ಕೆಜಿ ರಂಜಕ, 14 ಕೆಜಿ ಪೊಟ್ಯಾಷ್ (ಹೆಕ್ಟೇರ್‌ಗೆ 35:50:35), ನೀರಾವರಿಗೆ 36:36:24; ಹೂ ಅರಳುವಾಗ ಬೋರಾಕ್ಸ್ ಲೀಟರ್‌ಗೆ 2 ಗ್ರಾಂ ' +
        'ಸಿಂಪಡಿಸಿ.',
    },
    varieties: {
      en: 'Hybrids: KBSH 44, KBSH 53, RSFH 1887.',
      kn: 'ಹೈಬ್ರಿಡ್‌ಗಳು: ಕೆಬಿಎಸ್‌ಎಚ್ 44, ಕೆಬಿಎಸ್‌ಎಚ್ 53, ಆರ್‌ಎಸ್‌ಎಫ್‌ಎಚ್ 1887.',
    },
    water: {
      en: 'Irrigate at bud, flowering and seed filling; keep bee boxes (2 per acre) for better seed set.',
      kn: 'ಮೊಗ್ಗು, ಹೂ ಮತ್ತು ಕಾಳು ತುಂಬುವಾಗ ನೀರು; ಕಾಳು ಚೆನ್ನಾಗಿ ಕಟ್ಟಲು ಎಕರೆಗೆ 2 ಜೇನು ಪೆಟ್ಟಿಗೆ ಇಡಿ.',
    },
    harvest: {
      en: 'Harvest at 90-100 days when the back of the head turns lemon yellow.',
      kn: '90-100 ದಿನಕ್ಕೆ ತೆನೆಯ ಹಿಂಭಾಗ ನಿಂಬೆ ಹಳದಿ ಬಣ್ಣಕ್ಕೆ ಬಂದಾಗ ಕಟಾವು.',
    },
    problems: [
      {
        kind: 'disease',
        signs: ['alternaria', 'spot', 'ಚುಕ್ಕೆ', 'blight', 'ಅಂಗಮಾರ', 'leaf', 'ಎಲೆ'],
        name: { en: 'Alternaria leaf blight', kn: 'ಎಲೆ ಅಂಗಮಾರಿ ರೋಗ' },
        remedy: {
          en: 'Spray a fungicide, mancozeb 75 WP 2.5 g per litre, twice 15 days apart from the first spots.',
          kn: 'ಮೊದಲ ಚುಕ್ಕೆ ಕಂಡಾಗಿನಿಂದ 15 ದಿನದ ಅಂತರದಲ್ಲಿ ಎರಡು ಸಲ ಶಿಲೀಂಧ್ರನಾಶಕ ಮ್ಯಾಂಕೋಜೆಬ್ 75 WP ಲೀಟರ್‌ಗೆ 2.5 ಗ್ರಾಂ ಸಿಂಪಡಿಸಿ.',
        },
      },
      {
        kind: 'pest',
        signs: ['head borer', 'borer', 'ಕೊರಕ', 'worm', 'ಹುಳ', 'caterpillar'],
        name: { en: 'head borer', kn: 'ತೆನೆ ಕೊರಕ' },
        remedy: {
          en: 'Spray an insecticide, emamectin benzoate 5 SG 0.4 g per litre, on the heads at flowering.',
          kn: 'ಹೂ ಬಿಡುವಾಗ ತೆನೆಗೆ ಕೀಟನಾಶಕ ಇಮಾಮೆಕ್ಟಿನ್ ಬೆಂಜೋಯೇಟ್ 5 SG ಲೀಟರ್‌ಗೆ 0.4 ಗ್ರಾಂ ಸಿಂಪಡಿಸಿ.',
        },
      },
    ],
  },
  {
    crop: 'jowar',
    name: { en: 'Jowar (sorghum)', kn: 'ಜೋಳ' },
    source: UASD,
    sowing: {
      en:
        'Sow rabi jowar in September-October on black soils (Vijayapura, Kalaburagi, Belagavi); kharif jowar in ' +
        'June-July.',
      kn: 'ಹಿಂಗಾರು ಜೋಳ ಸೆಪ್ಟೆಂಬರ್-ಅಕ್ಟೋಬರ್‌ನಲ್ಲಿ ಕಪ್ಪು ಮಣ್ಣಿನಲ್ಲಿ ಬಿತ್ತಿ (ವಿಜಯಪುರ, ಕಲಬುರಗಿ, ಬೆಳಗಾವಿ); ಮುಂಗಾರು ಜೋಳ ಜೂನ್-ಜುಲೈನಲ್ಲಿ.',
    },
    seed: {
      en:
        'Seed rate 3-4 kg per acre (8-10 kg/ha) at 45 x 15 cm; treat seed with thiamethoxam 70 WS 3 g/kg against ' +
        'shoot fly.',
      kn: 'ಎಕರೆಗೆ 3-4 ಕೆಜಿ ಬೀಜ (ಹೆಕ್ಟೇರ್‌ಗೆ 8-10 ಕೆಜಿ), 45 x 15 ಸೆಂ.ಮೀ ಅಂತರ; ಸುಳಿ ನೊಣಕ್ಕೆ ಥಯಾಮೆಥಾಕ್ಸಾಮ್ 70 WS ಕೆಜಿಗೆ 3 ಗ್ರಾಂ ಬೀಜೋಪಚಾರ.',
    },
    fertiliser: {
      en: 'Per acre: rabi 20 kg N, 10 kg P, 10 kg K (50:25:25 kg/ha); kharif hybrids 40:30:16 kg, N in two splits.',
      kn: 'ಎಕರೆಗೆ ಹಿಂಗಾರು 20 ಕೆಜಿ ಸಾರಜನಕ, 10 ಕೆಜಿ ರಂಜಕ, 10 ಕೆಜಿ ಪೊಟ್ಯಾಷ್ (ಹೆಕ್ಟೇರ್‌ಗೆ 50:25:25); ಮುಂಗಾರು ಹೈಬ್ರಿಡ್‌ಗೆ 40:30:16 ಕೆಜಿ, ಸಾರಜನಕ ಎರಡು ಕಂತಿನಲ್ಲಿ.',
    },
    varieties: {
      en: 'Varieties: M 35-1 and BJV 44 (rabi), CSH 16 and SPV 2217 (kharif).',
      kn: 'ತಳಿಗಳು: ಎಂ 35-1, ಬಿಜೆವಿ 44 (ಹಿಂಗಾರು), ಸಿಎಸ್‌ಎಚ್ 16, ಎಸ್‌ಪಿವಿ 2217 (ಮುಂಗಾರು).',
    },
    water: {
      en: 'Rabi jowar grows on stored moisture; one irrigation at boot stage helps.',
      kn: 'ಹಿಂಗಾರು ಜೋಳ ಮಣ್ಣಿನ ತೇವಾಂಶದಲ್ಲಿ ಬೆಳೆಯುತ್ತದೆ; ತೆನೆ ಬರುವ ಮುಂಚೆ ಒಂದು ನೀರು ಸಹಾಯ.',
    },
    harvest: {
      en: 'Harvest at 110-120 days when the grains are hard and the leaves dry.',
      kn: '110-120 ದಿನಕ್ಕೆ ಕಾಳು ಗಟ್ಟಿಯಾಗಿ ಎಲೆ ಒಣಗಿದಾಗ ಕಟಾವು.',
    },
    problems: [
      {
        kind: 'pest',
        signs: ['shoot fly', 'fly', 'ನೊಣ', 'dead heart', 'ಸುಳಿ', 'worm', 'ಹುಳ', 'borer', 'ಕೊರಕ'],
        name: { en: 'shoot fly', kn: 'ಸುಳಿ ನೊಣ' },
        remedy: {
          en:
            'Sow on time and treat seed with an insecticide, thiamethoxam 70 WS 3 g/kg; in standing crop spray ' +
            'emamectin benzoate 5 SG 0.4 g per litre for stem borer.',
          kn: 'ಸಮಯಕ್ಕೆ ಬಿತ್ತಿ, ಕೀಟನಾಶಕ ಥಯಾಮೆಥಾಕ್ಸಾಮ್ 70 WS ಕೆಜಿಗೆ 3 ಗ್ರಾಂ ಬೀಜೋಪಚಾರ; ಕಾಂಡ ಕೊರಕಕ್ಕೆ ಇಮಾಮೆಕ್ಟಿನ್ ಬೆಂಜೋಯೇಟ್ 5 SG ಲೀಟರ್‌ಗೆ 0.4 ಗ್ರಾಂ ಸಿಂಪಡಿಸಿ.',
        },
      },
      {
        kind: 'disease',
        signs: ['charcoal', 'rot', 'ಕೊಳೆ', 'lodging', 'ಬೀಳ', 'mould', 'ಬೂಷ್ಟ'],
        name: { en: 'charcoal rot', kn: 'ಇದ್ದಿಲು ಕೊಳೆ ರೋಗ' },
        remedy: {
          en:
            'Keep plant numbers moderate, add potash, and treat seed with Trichoderma 4 g/kg; grow a tolerant ' +
            'variety (M 35-1).',
          kn: 'ಗಿಡ ಸಂಖ್ಯೆ ಮಿತವಾಗಿರಲಿ, ಪೊಟ್ಯಾಷ್ ಕೊಡಿ, ಟ್ರೈಕೋಡರ್ಮಾ ಕೆಜಿಗೆ 4 ಗ್ರಾಂ ಬೀಜೋಪಚಾರ; ತಡೆಯುವ ತಳಿ (ಎಂ 35-1) ಬೆಳೆಯಿರಿ.',
        },
      },
    ],
  },
  {
    crop: 'tomato',
    name: { en: 'Tomato', kn: 'ಟೊಮೆಟೊ' },
    source: UASB,
    sowing: {
      en: 'Raise the nursery and transplant at 25-30 days in June-July, October-November or January-February.',
      kn: 'ಸಸಿಮಡಿ ಮಾಡಿ 25-30 ದಿನದ ಸಸಿ ಜೂನ್-ಜುಲೈ, ಅಕ್ಟೋಬರ್-ನವೆಂಬರ್ ಅಥವಾ ಜನವರಿ-ಫೆಬ್ರವರಿಯಲ್ಲಿ ನಾಟಿ ಮಾಡಿ.',
    },
    seed: {
      en:
        'Seed rate 60-80 g of hybrid per acre (150-200 g/ha), 160 g for open-pollinated; plant at 90 x 45 cm, ' +
        'about 10,000 plants an acre.',
      kn: 'ಎಕರೆಗೆ 60-80 ಗ್ರಾಂ ಹೈಬ್ರಿಡ್ ಬೀಜ (ಹೆಕ್ಟೇರ್‌ಗೆ 150-200 ಗ್ರಾಂ), ಸಾಮಾನ್ಯ ತಳಿಗೆ 160 ಗ್ರಾಂ; 90 x 45 ಸೆಂ.ಮೀ ಅಂತರ, ಎಕರೆಗೆ ಸುಮಾರು 10,000 ಗಿಡ.',
    },
    fertiliser: {
      en:
        'Per acre: 10 t farmyard manure, 100 kg N, 100 kg P and 100 kg K for hybrids (250:250:250 kg/ha) in ' +
        'splits, plus 4 kg borax.',
      kn:
        'ಹೈಬ್ರಿಡ್‌ಗೆ ಎಕರೆಗೆ 10 ಟನ್ ಕೊಟ್ಟಿಗೆ ಗೊಬ್ಬರ, 100 ಕೆಜಿ ಸಾರಜನಕ, 100 ಕೆಜಿ ರಂಜಕ, 100 ಕೆಜಿ ಪೊಟ್ಯಾಷ್ (ಹೆಕ್ಟೇರ್‌ಗೆ 250:250:250) ಕಂತುಗಳಲ್ಲಿ, ಜೊತೆಗೆ 4 ಕೆಜಿ ' +
        'ಬೋರಾಕ್ಸ್.',
    },
    varieties: {
      en: 'Hybrids: Arka Rakshak and Arka Samrat (IIHR, leaf curl and wilt tolerant); Arka Vikas open-pollinated.',
      kn: 'ಹೈಬ್ರಿಡ್‌ಗಳು: ಅರ್ಕಾ ರಕ್ಷಕ್, ಅರ್ಕಾ ಸಾಮ್ರಾಟ್ (ಎಲೆ ಮುದುರು, ಸೊರಗು ತಡೆಯುವವು); ಅರ್ಕಾ ವಿಕಾಸ್ ಸಾಮಾನ್ಯ ತಳಿ.',
    },
    water: {
      en: 'Drip irrigation daily for 30-60 minutes; irregular water splits the fruit.',
      kn: 'ಹನಿ ನೀರಾವರಿ ದಿನಕ್ಕೆ 30-60 ನಿಮಿಷ; ನೀರು ಏರುಪೇರಾದರೆ ಹಣ್ಣು ಒಡೆಯುತ್ತದೆ.',
    },
    harvest: {
      en: 'First picking at 65-70 days after transplanting, then every 3-4 days at the turning stage.',
      kn: 'ನಾಟಿ ಮಾಡಿ 65-70 ದಿನಕ್ಕೆ ಮೊದಲ ಕೊಯ್ಲು, ನಂತರ 3-4 ದಿನಕ್ಕೊಮ್ಮೆ ಬಣ್ಣ ತಿರುಗುವಾಗ.',
    },
    problems: [
      {
        kind: 'disease',
        signs: ['ring', 'rings', 'concentric', 'early blight', 'ಉಂಗುರ', 'spot', 'ಚುಕ್ಕೆ', 'ಕಲೆ', 'leaf spot'],
        name: { en: 'early blight (leaf spots with rings)', kn: 'ಎಲೆ ಚುಕ್ಕೆ ರೋಗ (ಉಂಗುರದ ಚುಕ್ಕೆ)' },
        remedy: {
          en:
            'Pick off the spotted lower leaves and spray a fungicide, mancozeb 75 WP 2.5 g per litre or ' +
            'chlorothalonil 75 WP 2 g per litre, every 10-15 days.',
          kn: 'ಚುಕ್ಕೆಯಿರುವ ಕೆಳಗಿನ ಎಲೆ ಕಿತ್ತು, ಶಿಲೀಂಧ್ರನಾಶಕ ಮ್ಯಾಂಕೋಜೆಬ್ 75 WP ಲೀಟರ್‌ಗೆ 2.5 ಗ್ರಾಂ ಅಥವಾ ಕ್ಲೋರೋಥಲೋನಿಲ್ 75 WP ಲೀಟರ್‌ಗೆ 2 ಗ್ರಾಂ 10-15 ದಿನಕ್ಕೊಮ್ಮೆ ಸಿಂಪಡಿಸಿ.',
        },
      },
      {
        kind: 'disease',
        signs: ['curl', 'ಮುದುರ', 'ಮುರುಟ', 'virus', 'ವೈರಸ', 'whitefly', 'ಬಿಳಿನೊಣ'],
        name: { en: 'leaf curl virus', kn: 'ಎಲೆ ಮುದುರು ರೋಗ' },
        remedy: {
          en:
            'No spray cures the virus: pull out curled plants, set 10 yellow sticky traps per acre and control ' +
            'whitefly with an insecticide, imidacloprid 17.8 SL 0.3 ml per litre; next time grow Arka Rakshak.',
          kn:
            'ವೈರಸ್‌ಗೆ ಔಷಧಿ ಇಲ್ಲ: ಮುದುರಿದ ಗಿಡ ಕಿತ್ತು, ಎಕರೆಗೆ 10 ಹಳದಿ ಅಂಟು ಬಲೆ ಇಡಿ, ಬಿಳಿನೊಣಕ್ಕೆ ಕೀಟನಾಶಕ ಇಮಿಡಾಕ್ಲೋಪ್ರಿಡ್ 17.8 SL ಲೀಟರ್‌ಗೆ 0.3 ಮಿ.ಲೀ ಸಿಂಪಡಿಸಿ; ಮುಂದೆ ' +
            'ಅರ್ಕಾ ರಕ್ಷಕ್ ಬೆಳೆಯಿರಿ.',
        },
      },
      {
        kind: 'disease',
        signs: ['late blight', 'black', 'ಕಪ್ಪು', 'rot', 'ಕೊಳೆ', 'water soaked'],
        name: { en: 'late blight', kn: 'ಕೊನೆ ಅಂಗಮಾರಿ ರೋಗ' },
        remedy: {
          en: 'In cool wet weather spray a fungicide, metalaxyl + mancozeb 72 WP 2 g per litre, every 10 days.',
          kn: 'ತಂಪು ತೇವದ ಹವೆಯಲ್ಲಿ ಶಿಲೀಂಧ್ರನಾಶಕ ಮೆಟಲಾಕ್ಸಿಲ್ + ಮ್ಯಾಂಕೋಜೆಬ್ 72 WP ಲೀಟರ್‌ಗೆ 2 ಗ್ರಾಂ 10 ದಿನಕ್ಕೊಮ್ಮೆ ಸಿಂಪಡಿಸಿ.',
        },
      },
      {
        kind: 'pest',
        signs: ['fruit borer', 'borer', 'ಕೊರಕ', 'hole', 'ತೂತು', 'worm', 'ಹುಳ', 'caterpillar'],
        name: { en: 'fruit borer', kn: 'ಹಣ್ಣು ಕೊರಕ' },
        remedy: {
          en:
            'Set 5 pheromone traps per acre, pick bored fruits, and spray an insecticide, emamectin benzoate 5 SG ' +
            '0.4 g per litre or chlorantraniliprole 18.5 SC 0.3 ml per litre.',
          kn:
            'ಎಕರೆಗೆ 5 ಮೋಹಕ ಬಲೆ ಇಡಿ, ತೂತಾದ ಹಣ್ಣು ಕಿತ್ತು, ಕೀಟನಾಶಕ ಇಮಾಮೆಕ್ಟಿನ್ ಬೆಂಜೋಯೇಟ್ 5 SG ಲೀಟರ್‌ಗೆ 0.4 ಗ್ರಾಂ ಅಥವಾ ಕ್ಲೋರಾಂಟ್ರಾನಿಲಿಪ್ರೋಲ್ 18.5 SC ಲೀಟರ್‌ಗೆ 0.3 ಮಿ.ಲೀ ' +
            'ಸಿಂಪಡಿಸಿ.',
        },
      },
    ],
  },
  {
    crop: 'onion',
    name: { en: 'Onion', kn: 'ಈರುಳ್ಳಿ' },
    source: BOTH,
    sowing: {
      en:
        'Kharif onion: sow in May-June (Chitradurga, Davanagere, Vijayapura); late kharif in August-September; ' +
        'rabi in October-November.',
      kn: 'ಮುಂಗಾರು ಈರುಳ್ಳಿ ಮೇ-ಜೂನ್‌ನಲ್ಲಿ ಬಿತ್ತಿ (ಚಿತ್ರದುರ್ಗ, ದಾವಣಗೆರೆ, ವಿಜಯಪುರ); ತಡ ಮುಂಗಾರು ಆಗಸ್ಟ್-ಸೆಪ್ಟೆಂಬರ್; ಹಿಂಗಾರು ಅಕ್ಟೋಬರ್-ನವೆಂಬರ್.',
    },
    seed: {
      en:
        'Seed rate 3-4 kg per acre for the nursery (8-10 kg/ha), transplant at 6 weeks at 15 x 10 cm; direct ' +
        'sowing needs 5 kg.',
      kn: 'ಸಸಿಮಡಿಗೆ ಎಕರೆಗೆ 3-4 ಕೆಜಿ ಬೀಜ (ಹೆಕ್ಟೇರ್‌ಗೆ 8-10 ಕೆಜಿ), 6 ವಾರದ ಸಸಿ 15 x 10 ಸೆಂ.ಮೀ ಅಂತರದಲ್ಲಿ ನಾಟಿ; ನೇರ ಬಿತ್ತನೆಗೆ 5 ಕೆಜಿ.',
    },
    fertiliser: {
      en:
        'Per acre: 10 t farmyard manure, 50 kg N, 20 kg P and 50 kg K (125:50:125 kg/ha) and 10 kg sulphur; stop N ' +
        '60 days after planting.',
      kn:
        'ಎಕರೆಗೆ 10 ಟನ್ ಕೊಟ್ಟಿಗೆ ಗೊಬ್ಬರ, 50 ಕೆಜಿ ಸಾರಜನಕ, 20 ಕೆಜಿ ರಂಜಕ, 50 ಕೆಜಿ ಪೊಟ್ಯಾಷ್ (ಹೆಕ್ಟೇರ್‌ಗೆ 125:50:125), 10 ಕೆಜಿ ಗಂಧಕ; ನಾಟಿ ಮಾಡಿ 60 ದಿನದ ನಂತರ ' +
        'ಸಾರಜನಕ ಬೇಡ.',
    },
    varieties: {
      en: 'Varieties: Arka Kalyan and Arka Niketan (IIHR), Bellary Red, Bhima Super.',
      kn: 'ತಳಿಗಳು: ಅರ್ಕಾ ಕಲ್ಯಾಣ್, ಅರ್ಕಾ ನಿಕೇತನ್, ಬಳ್ಳಾರಿ ಕೆಂಪು, ಭೀಮಾ ಸೂಪರ್.',
    },
    water: {
      en: 'Light irrigation every 7-10 days; stop 10-15 days before harvest.',
      kn: '7-10 ದಿನಕ್ಕೊಮ್ಮೆ ಹಗುರ ನೀರು; ಕಟಾವಿಗೆ 10-15 ದಿನ ಮೊದಲು ನಿಲ್ಲಿಸಿ.',
    },
    harvest: {
      en: 'Harvest when 50-75% of the tops fall over; cure the bulbs in shade for 10 days.',
      kn: '50-75% ಸೊಪ್ಪು ಬಿದ್ದಾಗ ಕಟಾವು; ಗಡ್ಡೆಯನ್ನು 10 ದಿನ ನೆರಳಿನಲ್ಲಿ ಒಣಗಿಸಿ.',
    },
    problems: [
      {
        kind: 'pest',
        signs: ['thrips', 'ಥ್ರಿಪ್ಸ', 'ನುಸಿ', 'silver', 'ಬೆಳ್ಳಿ', 'ಹುಳ', 'pest'],
        name: { en: 'thrips', kn: 'ಥ್ರಿಪ್ಸ್ (ನುಸಿ)' },
        remedy: {
          en:
            'Spray an insecticide with a sticker, fipronil 5 SC 1 ml per litre or profenofos 50 EC 1 ml per litre, ' +
            'alternating every 10-12 days.',
          kn: 'ಅಂಟು ದ್ರಾವಣದೊಂದಿಗೆ ಕೀಟನಾಶಕ ಫಿಪ್ರೋನಿಲ್ 5 SC ಲೀಟರ್‌ಗೆ 1 ಮಿ.ಲೀ ಅಥವಾ ಪ್ರೊಫೆನೊಫಾಸ್ 50 EC ಲೀಟರ್‌ಗೆ 1 ಮಿ.ಲೀ, 10-12 ದಿನಕ್ಕೊಮ್ಮೆ ಬದಲಿಸಿ ಸಿಂಪಡಿಸಿ.',
        },
      },
      {
        kind: 'disease',
        signs: ['purple', 'blotch', 'ನೇರಳೆ', 'spot', 'ಚುಕ್ಕೆ', 'blight', 'ಅಂಗಮಾರ'],
        name: { en: 'purple blotch', kn: 'ನೇರಳೆ ಮಚ್ಚೆ ರೋಗ' },
        remedy: {
          en:
            'Spray a fungicide, mancozeb 75 WP 2.5 g per litre with a sticker, or tebuconazole 1 ml per litre, ' +
            'every 10-15 days.',
          kn: 'ಅಂಟು ದ್ರಾವಣದೊಂದಿಗೆ ಶಿಲೀಂಧ್ರನಾಶಕ ಮ್ಯಾಂಕೋಜೆಬ್ 75 WP ಲೀಟರ್‌ಗೆ 2.5 ಗ್ರಾಂ ಅಥವಾ ಟೆಬುಕೋನಜೋಲ್ ಲೀಟರ್‌ಗೆ 1 ಮಿ.ಲೀ 10-15 ದಿನಕ್ಕೊಮ್ಮೆ ಸಿಂಪಡಿಸಿ.',
        },
      },
    ],
  },
  {
    crop: 'chilli',
    name: { en: 'Chilli', kn: 'ಮೆಣಸಿನಕಾಯಿ' },
    source: UASD,
    sowing: {
      en:
        'Raise the nursery in May-June and transplant in June-July (Byadgi, Haveri, Dharwad, Ballari); rabi chilli ' +
        'in October.',
      kn: 'ಮೇ-ಜೂನ್‌ನಲ್ಲಿ ಸಸಿಮಡಿ, ಜೂನ್-ಜುಲೈನಲ್ಲಿ ನಾಟಿ (ಬ್ಯಾಡಗಿ, ಹಾವೇರಿ, ಧಾರವಾಡ, ಬಳ್ಳಾರಿ); ಹಿಂಗಾರು ಮೆಣಸಿನಕಾಯಿ ಅಕ್ಟೋಬರ್‌ನಲ್ಲಿ.',
    },
    seed: {
      en:
        'Seed rate 200 g per acre open-pollinated (500 g/ha), 80-100 g hybrid; transplant 40-day seedlings at 75 x ' +
        '45 cm.',
      kn: 'ಎಕರೆಗೆ 200 ಗ್ರಾಂ ಸಾಮಾನ್ಯ ತಳಿ ಬೀಜ (ಹೆಕ್ಟೇರ್‌ಗೆ 500 ಗ್ರಾಂ), ಹೈಬ್ರಿಡ್ 80-100 ಗ್ರಾಂ; 40 ದಿನದ ಸಸಿ 75 x 45 ಸೆಂ.ಮೀ ಅಂತರದಲ್ಲಿ ನಾಟಿ.',
    },
    fertiliser: {
      en:
        'Per acre: 6 t farmyard manure, 40 kg N, 20 kg P and 20 kg K rainfed (100:50:50 kg/ha), 60:30:30 ' +
        'irrigated; N in three splits.',
      kn:
        'ಎಕರೆಗೆ 6 ಟನ್ ಕೊಟ್ಟಿಗೆ ಗೊಬ್ಬರ, ಮಳೆಯಾಶ್ರಿತಕ್ಕೆ 40 ಕೆಜಿ ಸಾರಜನಕ, 20 ಕೆಜಿ ರಂಜಕ, 20 ಕೆಜಿ ಪೊಟ್ಯಾಷ್ (ಹೆಕ್ಟೇರ್‌ಗೆ 100:50:50), ನೀರಾವರಿಗೆ 60:30:30; ಸಾರಜನಕ ' +
        'ಮೂರು ಕಂತಿನಲ್ಲಿ.',
    },
    varieties: {
      en: 'Varieties: Byadgi Kaddi, Byadgi Dabbi, Arka Lohit; hybrid Arka Meghana.',
      kn: 'ತಳಿಗಳು: ಬ್ಯಾಡಗಿ ಕಡ್ಡಿ, ಬ್ಯಾಡಗಿ ಡಬ್ಬಿ, ಅರ್ಕಾ ಲೋಹಿತ್; ಹೈಬ್ರಿಡ್ ಅರ್ಕಾ ಮೇಘನಾ.',
    },
    water: {
      en: 'Irrigate every 5-7 days; drip with mulch saves water and keeps leaves dry.',
      kn: '5-7 ದಿನಕ್ಕೊಮ್ಮೆ ನೀರು; ಹೊದಿಕೆಯೊಂದಿಗೆ ಹನಿ ನೀರಾವರಿಯಿಂದ ನೀರು ಉಳಿಯುತ್ತದೆ.',
    },
    harvest: {
      en: 'Pick green chilli from 60 days; red chilli for drying in 4-6 pickings when fully red.',
      kn: '60 ದಿನದಿಂದ ಹಸಿ ಮೆಣಸಿನಕಾಯಿ; ಒಣ ಮೆಣಸಿಗೆ ಪೂರ್ತಿ ಕೆಂಪಾದಾಗ 4-6 ಕೊಯ್ಲು.',
    },
    problems: [
      {
        kind: 'disease',
        signs: ['curl', 'murda', 'ಮುದುರ', 'ಮುಟುರ', 'ಮುರುಟ', 'thrips', 'ಥ್ರಿಪ್ಸ', 'mite', 'ನುಸಿ'],
        name: { en: 'leaf curl (murda) from thrips and mites', kn: 'ಎಲೆ ಮುಟುರು (ಥ್ರಿಪ್ಸ್, ನುಸಿ)' },
        remedy: {
          en:
            'For thrips spray an insecticide, fipronil 5 SC 1 ml per litre; for mites a miticide, spiromesifen 240 ' +
            'SC 0.8 ml per litre; set blue sticky traps.',
          kn: 'ಥ್ರಿಪ್ಸ್‌ಗೆ ಕೀಟನಾಶಕ ಫಿಪ್ರೋನಿಲ್ 5 SC ಲೀಟರ್‌ಗೆ 1 ಮಿ.ಲೀ; ನುಸಿಗೆ ನುಸಿನಾಶಕ ಸ್ಪೈರೋಮೆಸಿಫೆನ್ 240 SC ಲೀಟರ್‌ಗೆ 0.8 ಮಿ.ಲೀ ಸಿಂಪಡಿಸಿ; ನೀಲಿ ಅಂಟು ಬಲೆ ಇಡಿ.',
        },
      },
      {
        kind: 'disease',
        signs: ['fruit rot', 'die back', 'dieback', 'anthracnose', 'rot', 'ಕೊಳೆ', 'ಒಣಗ', 'spot', 'ಚುಕ್ಕೆ'],
        name: { en: 'fruit rot and die-back', kn: 'ಹಣ್ಣು ಕೊಳೆ ಮತ್ತು ಕುಡಿ ಒಣಗುವ ರೋಗ' },
        remedy: {
          en:
            'Spray a fungicide, propiconazole 25 EC 1 ml per litre or mancozeb 75 WP 2.5 g per litre, three times ' +
            '15 days apart from fruiting.',
          kn: 'ಕಾಯಿ ಕಟ್ಟಿದಾಗಿನಿಂದ 15 ದಿನದ ಅಂತರದಲ್ಲಿ ಮೂರು ಸಲ ಶಿಲೀಂಧ್ರನಾಶಕ ಪ್ರೊಪಿಕೊನಜೋಲ್ 25 EC ಲೀಟರ್‌ಗೆ 1 ಮಿ.ಲೀ ಅಥವಾ ಮ್ಯಾಂಕೋಜೆಬ್ 75 WP ಲೀಟರ್‌ಗೆ 2.5 ಗ್ರಾಂ ಸಿಂಪಡಿಸಿ.',
        },
      },
      {
        kind: 'pest',
        signs: ['fruit borer', 'borer', 'ಕೊರಕ', 'worm', 'ಹುಳ', 'caterpillar'],
        name: { en: 'fruit borer', kn: 'ಕಾಯಿ ಕೊರಕ' },
        remedy: {
          en: 'Spray an insecticide, emamectin benzoate 5 SG 0.4 g per litre; set 5 pheromone traps per acre.',
          kn: 'ಕೀಟನಾಶಕ ಇಮಾಮೆಕ್ಟಿನ್ ಬೆಂಜೋಯೇಟ್ 5 SG ಲೀಟರ್‌ಗೆ 0.4 ಗ್ರಾಂ ಸಿಂಪಡಿಸಿ; ಎಕರೆಗೆ 5 ಮೋಹಕ ಬಲೆ ಇಡಿ.',
        },
      },
    ],
  },
  {
    crop: 'areca',
    name: { en: 'Arecanut', kn: 'ಅಡಿಕೆ' },
    source: UHS,
    sowing: {
      en:
        'Plant 12-18 month old seedlings in June-July with the monsoon, or in September-October where it rains ' +
        'heavily.',
      kn: '12-18 ತಿಂಗಳ ಸಸಿಯನ್ನು ಜೂನ್-ಜುಲೈನಲ್ಲಿ ಮುಂಗಾರಿನೊಂದಿಗೆ, ಜೋರು ಮಳೆಯ ಕಡೆ ಸೆಪ್ಟೆಂಬರ್-ಅಕ್ಟೋಬರ್‌ನಲ್ಲಿ ನೆಡಿ.',
    },
    seed: {
      en: 'Plant at 9 x 9 ft (2.7 m): about 550 seedlings per acre (1,370/ha), in 90 cm pits.',
      kn: '9 x 9 ಅಡಿ (2.7 ಮೀ) ಅಂತರ: ಎಕರೆಗೆ ಸುಮಾರು 550 ಸಸಿ (ಹೆಕ್ಟೇರ್‌ಗೆ 1,370), 90 ಸೆಂ.ಮೀ ಗುಂಡಿಯಲ್ಲಿ.',
    },
    fertiliser: {
      en:
        'Per palm a year: 12 kg farmyard manure and 100 g N, 40 g P, 140 g K (about 220 g urea, 250 g rock ' +
        'phosphate, 235 g potash), in September-October and February.',
      kn:
        'ಪ್ರತಿ ಮರಕ್ಕೆ ವರ್ಷಕ್ಕೆ 12 ಕೆಜಿ ಕೊಟ್ಟಿಗೆ ಗೊಬ್ಬರ, 100 ಗ್ರಾಂ ಸಾರಜನಕ, 40 ಗ್ರಾಂ ರಂಜಕ, 140 ಗ್ರಾಂ ಪೊಟ್ಯಾಷ್ (ಸುಮಾರು 220 ಗ್ರಾಂ ಯೂರಿಯಾ, 250 ಗ್ರಾಂ ರಾಕ್ ಫಾಸ್ಫೇಟ್, 235 ' +
        'ಗ್ರಾಂ ಪೊಟ್ಯಾಷ್), ಸೆಪ್ಟೆಂಬರ್-ಅಕ್ಟೋಬರ್ ಮತ್ತು ಫೆಬ್ರವರಿಯಲ್ಲಿ.',
    },
    varieties: {
      en: 'Varieties: Thirthahalli local, Mangala, Sumangala, Sreemangala.',
      kn: 'ತಳಿಗಳು: ತೀರ್ಥಹಳ್ಳಿ ಸ್ಥಳೀಯ, ಮಂಗಳ, ಸುಮಂಗಳ, ಶ್ರೀಮಂಗಳ.',
    },
    water: {
      en: 'In summer water every 4-7 days, or drip 15-20 litres a palm a day; shade young palms.',
      kn: 'ಬೇಸಿಗೆಯಲ್ಲಿ 4-7 ದಿನಕ್ಕೊಮ್ಮೆ ನೀರು, ಅಥವಾ ಹನಿ ನೀರಾವರಿಯಲ್ಲಿ ಮರಕ್ಕೆ ದಿನಕ್ಕೆ 15-20 ಲೀಟರ್; ಎಳೆ ಸಸಿಗೆ ನೆರಳು.',
    },
    harvest: {
      en: 'Palms bear from the 5th-6th year; harvest ripe nuts for chali and tender nuts for kempu adike.',
      kn: '5-6ನೇ ವರ್ಷದಿಂದ ಫಸಲು; ಚಾಲಿಗೆ ಹಣ್ಣಡಿಕೆ, ಕೆಂಪಡಿಕೆಗೆ ಎಳೆ ಅಡಿಕೆ ಕೊಯ್ಲು.',
    },
    problems: [
      {
        kind: 'disease',
        signs: ['koleroga', 'fruit rot', 'ಕೊಳೆ', 'rot', 'nut fall', 'ಉದುರ', 'mahali'],
        name: { en: 'fruit rot (koleroga)', kn: 'ಕೊಳೆ ರೋಗ' },
        remedy: {
          en:
            'Spray 1% Bordeaux mixture (1 kg copper sulphate + 1 kg lime in 100 litres) on the bunches before the ' +
            'monsoon and again after 40-45 days.',
          kn: 'ಮುಂಗಾರಿಗೆ ಮೊದಲು ಮತ್ತು 40-45 ದಿನದ ನಂತರ ಗೊನೆಗಳಿಗೆ 1% ಬೋರ್ಡೋ ದ್ರಾವಣ (100 ಲೀಟರ್ ನೀರಿಗೆ 1 ಕೆಜಿ ಮೈಲುತುತ್ತು + 1 ಕೆಜಿ ಸುಣ್ಣ) ಸಿಂಪಡಿಸಿ.',
        },
      },
      {
        kind: 'disease',
        signs: ['yellow', 'ಹಳದಿ', 'yld', 'leaf', 'ಎಲೆ'],
        name: { en: 'yellow leaf disease', kn: 'ಎಲೆ ಹಳದಿ ರೋಗ' },
        remedy: {
          en:
            'There is no cure: give full manure and fertiliser with extra potash, drain water-logging, and replant ' +
            'with healthy seedlings.',
          kn: 'ಇದಕ್ಕೆ ಔಷಧಿ ಇಲ್ಲ: ಪೂರ್ತಿ ಗೊಬ್ಬರ, ಹೆಚ್ಚು ಪೊಟ್ಯಾಷ್ ಕೊಡಿ, ನೀರು ನಿಲ್ಲದಂತೆ ಬಸಿಗಾಲುವೆ ಮಾಡಿ, ಆರೋಗ್ಯವಂತ ಸಸಿ ನೆಡಿ.',
        },
      },
      {
        kind: 'pest',
        signs: ['spindle bug', 'mite', 'ನುಸಿ', 'ತಿಗಣೆ', 'bug', 'pest', 'ಕೀಟ', 'ಹುಳ'],
        name: { en: 'spindle bug and mites', kn: 'ಸುಳಿ ತಿಗಣೆ ಮತ್ತು ನುಸಿ' },
        remedy: {
          en:
            'Spray an insecticide into the spindle, dimethoate 30 EC 1.7 ml per litre; for mites a sulphur spray 3 ' +
            'g per litre.',
          kn: 'ಸುಳಿಗೆ ಕೀಟನಾಶಕ ಡೈಮಿಥೋಯೇಟ್ 30 EC ಲೀಟರ್‌ಗೆ 1.7 ಮಿ.ಲೀ ಸಿಂಪಡಿಸಿ; ನುಸಿಗೆ ಗಂಧಕ ಲೀಟರ್‌ಗೆ 3 ಗ್ರಾಂ.',
        },
      },
    ],
  },
  {
    crop: 'coconut',
    name: { en: 'Coconut', kn: 'ತೆಂಗು' },
    source: UHS,
    sowing: {
      en:
        'Plant 9-12 month old seedlings in June-July at the start of the monsoon, or in September-October where ' +
        'irrigated.',
      kn: '9-12 ತಿಂಗಳ ಸಸಿಯನ್ನು ಜೂನ್-ಜುಲೈನಲ್ಲಿ ಮುಂಗಾರು ಆರಂಭದಲ್ಲಿ, ನೀರಾವರಿ ಇದ್ದರೆ ಸೆಪ್ಟೆಂಬರ್-ಅಕ್ಟೋಬರ್‌ನಲ್ಲಿ ನೆಡಿ.',
    },
    seed: {
      en: 'Plant at 25 x 25 ft (7.5 m): about 70 seedlings per acre (175/ha), in 1 m pits.',
      kn: '25 x 25 ಅಡಿ (7.5 ಮೀ) ಅಂತರ: ಎಕರೆಗೆ ಸುಮಾರು 70 ಸಸಿ (ಹೆಕ್ಟೇರ್‌ಗೆ 175), 1 ಮೀ ಗುಂಡಿಯಲ್ಲಿ.',
    },
    fertiliser: {
      en:
        'Per palm a year: 25-50 kg farmyard manure and 500 g N, 320 g P, 1,200 g K (1.1 kg urea, 2 kg rock ' +
        'phosphate, 2 kg potash) in two splits, June and September.',
      kn:
        'ಪ್ರತಿ ಮರಕ್ಕೆ ವರ್ಷಕ್ಕೆ 25-50 ಕೆಜಿ ಕೊಟ್ಟಿಗೆ ಗೊಬ್ಬರ, 500 ಗ್ರಾಂ ಸಾರಜನಕ, 320 ಗ್ರಾಂ ರಂಜಕ, 1,200 ಗ್ರಾಂ ಪೊಟ್ಯಾಷ್ (1.1 ಕೆಜಿ ಯೂರಿಯಾ, 2 ಕೆಜಿ ರಾಕ್ ಫಾಸ್ಫೇಟ್, 2 ' +
        'ಕೆಜಿ ಪೊಟ್ಯಾಷ್), ಜೂನ್ ಮತ್ತು ಸೆಪ್ಟೆಂಬರ್‌ನಲ್ಲಿ ಎರಡು ಕಂತು.',
    },
    varieties: {
      en: 'Varieties: Tiptur Tall, Arsikere Tall; hybrids Chandra Sankara and Kera Sankara.',
      kn: 'ತಳಿಗಳು: ತಿಪಟೂರು ಎತ್ತರ, ಅರಸೀಕೆರೆ ಎತ್ತರ; ಹೈಬ್ರಿಡ್ ಚಂದ್ರ ಸಂಕರ, ಕೇರ ಸಂಕರ.',
    },
    water: {
      en:
        'In summer give 40-50 litres a palm a day by drip, or basin irrigation every 5-7 days; husk burial in the ' +
        'basin keeps moisture.',
      kn: 'ಬೇಸಿಗೆಯಲ್ಲಿ ಹನಿ ನೀರಾವರಿಯಲ್ಲಿ ಮರಕ್ಕೆ ದಿನಕ್ಕೆ 40-50 ಲೀಟರ್, ಅಥವಾ 5-7 ದಿನಕ್ಕೊಮ್ಮೆ ಪಾತಿ ನೀರು; ಪಾತಿಯಲ್ಲಿ ತೆಂಗಿನ ಸಿಪ್ಪೆ ಹೂಳಿದರೆ ತೇವ ಉಳಿಯುತ್ತದೆ.',
    },
    harvest: {
      en: 'Tall palms bear from the 6th-7th year; harvest mature nuts every 45-60 days.',
      kn: 'ಎತ್ತರ ತಳಿ 6-7ನೇ ವರ್ಷದಿಂದ ಫಸಲು; 45-60 ದಿನಕ್ಕೊಮ್ಮೆ ಬಲಿತ ಕಾಯಿ ಕೊಯ್ಲು.',
    },
    problems: [
      {
        kind: 'pest',
        signs: ['rhinoceros', 'beetle', 'ದುಂಬಿ', 'ಕೊಂಬಿನ', 'weevil', 'ಕೆಂಪು ಮೂತಿ', 'pest', 'ಕೀಟ', 'ಹುಳ'],
        name: { en: 'rhinoceros beetle and red palm weevil', kn: 'ಕೊಂಬಿನ ದುಂಬಿ ಮತ್ತು ಕೆಂಪು ಮೂತಿ ಹುಳು' },
        remedy: {
          en:
            'Hook out beetles and fill the top leaf axils with neem cake and sand (1:1); for weevil, seal holes ' +
            'with an insecticide, chlorantraniliprole 0.4 ml per litre, and keep manure pits clean.',
          kn:
            'ದುಂಬಿಯನ್ನು ಕೊಕ್ಕೆಯಿಂದ ತೆಗೆದು, ಮೇಲಿನ ಎಲೆ ಕಂಕುಳಿಗೆ ಬೇವಿನ ಹಿಂಡಿ + ಮರಳು (1:1) ತುಂಬಿ; ಕೆಂಪು ಮೂತಿ ಹುಳುವಿಗೆ ತೂತುಗಳಿಗೆ ಕೀಟನಾಶಕ ಕ್ಲೋರಾಂಟ್ರಾನಿಲಿಪ್ರೋಲ್ ಲೀಟರ್‌ಗೆ 0.4 ಮಿ.ಲೀ ಹಾಕಿ ' +
            'ಮುಚ್ಚಿ, ಗೊಬ್ಬರದ ಗುಂಡಿ ಸ್ವಚ್ಛವಾಗಿಡಿ.',
        },
      },
      {
        kind: 'disease',
        signs: ['bud rot', 'ಸುಳಿ ಕೊಳೆ', 'ganoderma', 'basal', 'ಬುಡ', 'rot', 'ಕೊಳೆ', 'wilt', 'ಸೊರಗ'],
        name: { en: 'bud rot and Ganoderma basal stem rot', kn: 'ಸುಳಿ ಕೊಳೆ ಮತ್ತು ಬುಡ ಕೊಳೆ (ಗ್ಯಾನೋಡರ್ಮಾ)' },
        remedy: {
          en:
            'For bud rot clean the crown and apply Bordeaux paste (10%); for basal stem rot drench the basin with ' +
            'a fungicide, hexaconazole 5 EC 2 ml per litre, and add neem cake 5 kg a palm.',
          kn: 'ಸುಳಿ ಕೊಳೆಗೆ ಸುಳಿ ಸ್ವಚ್ಛ ಮಾಡಿ ಬೋರ್ಡೋ ಪೇಸ್ಟ್ (10%) ಹಚ್ಚಿ; ಬುಡ ಕೊಳೆಗೆ ಪಾತಿಗೆ ಶಿಲೀಂಧ್ರನಾಶಕ ಹೆಕ್ಸಾಕೋನಜೋಲ್ 5 EC ಲೀಟರ್‌ಗೆ 2 ಮಿ.ಲೀ ಸುರಿಯಿರಿ, ಮರಕ್ಕೆ 5 ಕೆಜಿ ಬೇವಿನ ಹಿಂಡಿ.',
        },
      },
      {
        kind: 'pest',
        signs: ['mite', 'eriophyid', 'ನುಸಿ', 'crack', 'ಬಿರುಕ'],
        name: { en: 'eriophyid mite', kn: 'ನುಸಿ' },
        remedy: {
          en:
            'Spray neem oil (azadirachtin 1%) 4 ml per litre on the bunches, or root-feed 10 ml in 10 ml water, ' +
            'three times a year.',
          kn: 'ಗೊನೆಗಳಿಗೆ ಬೇವಿನ ಎಣ್ಣೆ (ಅಜಾಡಿರಕ್ಟಿನ್ 1%) ಲೀಟರ್‌ಗೆ 4 ಮಿ.ಲೀ ಸಿಂಪಡಿಸಿ, ಅಥವಾ 10 ಮಿ.ಲೀ + 10 ಮಿ.ಲೀ ನೀರು ಬೇರಿಗೆ ವರ್ಷಕ್ಕೆ ಮೂರು ಸಲ.',
        },
      },
    ],
  },
  {
    crop: 'banana',
    name: { en: 'Banana', kn: 'ಬಾಳೆ' },
    source: UHS,
    sowing: {
      en: 'Plant in June-July or September-October; with drip, tissue-culture plants also in February-March.',
      kn: 'ಜೂನ್-ಜುಲೈ ಅಥವಾ ಸೆಪ್ಟೆಂಬರ್-ಅಕ್ಟೋಬರ್‌ನಲ್ಲಿ ನೆಡಿ; ಹನಿ ನೀರಾವರಿ ಇದ್ದರೆ ಅಂಗಾಂಶ ಕೃಷಿ ಸಸಿ ಫೆಬ್ರವರಿ-ಮಾರ್ಚ್‌ನಲ್ಲೂ.',
    },
    seed: {
      en: 'About 1,200 tissue-culture plants or sword suckers per acre at 6 x 6 ft (1.8 m; 3,086/ha).',
      kn: '6 x 6 ಅಡಿ (1.8 ಮೀ) ಅಂತರದಲ್ಲಿ ಎಕರೆಗೆ ಸುಮಾರು 1,200 ಅಂಗಾಂಶ ಕೃಷಿ ಸಸಿ ಅಥವಾ ಕತ್ತಿ ಕಂದು (ಹೆಕ್ಟೇರ್‌ಗೆ 3,086).',
    },
    fertiliser: {
      en:
        'Per plant: 10 kg farmyard manure and 200 g N, 100 g P, 300 g K (about 435 g urea, 625 g single super ' +
        'phosphate, 500 g potash) in 4-5 splits up to flowering.',
      kn:
        'ಪ್ರತಿ ಗಿಡಕ್ಕೆ 10 ಕೆಜಿ ಕೊಟ್ಟಿಗೆ ಗೊಬ್ಬರ, 200 ಗ್ರಾಂ ಸಾರಜನಕ, 100 ಗ್ರಾಂ ರಂಜಕ, 300 ಗ್ರಾಂ ಪೊಟ್ಯಾಷ್ (ಸುಮಾರು 435 ಗ್ರಾಂ ಯೂರಿಯಾ, 625 ಗ್ರಾಂ ಸೂಪರ್ ಫಾಸ್ಫೇಟ್, 500 ಗ್ರಾಂ ' +
        'ಪೊಟ್ಯಾಷ್), ಹೂ ಬಿಡುವವರೆಗೆ 4-5 ಕಂತು.',
    },
    varieties: {
      en: 'Varieties: Grand Naine (G9), Robusta, Elakki bale, Nendran, Rasabale.',
      kn: 'ತಳಿಗಳು: ಗ್ರ್ಯಾಂಡ್ ನೈನ್ (ಜಿ9), ರೋಬಸ್ಟಾ, ಏಲಕ್ಕಿ ಬಾಳೆ, ನೇಂದ್ರನ್, ರಸಬಾಳೆ.',
    },
    water: {
      en: 'Drip 10-15 litres a plant a day in summer; never let the bed dry at bunch formation.',
      kn: 'ಬೇಸಿಗೆಯಲ್ಲಿ ಹನಿ ನೀರಾವರಿಯಲ್ಲಿ ಗಿಡಕ್ಕೆ ದಿನಕ್ಕೆ 10-15 ಲೀಟರ್; ಗೊನೆ ಬರುವಾಗ ಮಡಿ ಒಣಗಬಾರದು.',
    },
    harvest: {
      en: 'Harvest 11-13 months after planting, when the fingers are round and three-quarters full.',
      kn: 'ನೆಟ್ಟು 11-13 ತಿಂಗಳಿಗೆ ಕಾಯಿ ದುಂಡಾಗಿ ಮುಕ್ಕಾಲು ತುಂಬಿದಾಗ ಕಟಾವು.',
    },
    problems: [
      {
        kind: 'disease',
        signs: ['sigatoka', 'spot', 'ಚುಕ್ಕೆ', 'streak', 'leaf', 'ಎಲೆ', 'ಕಲೆ'],
        name: { en: 'Sigatoka leaf spot', kn: 'ಎಲೆ ಚುಕ್ಕೆ (ಸಿಗಟೋಕಾ) ರೋಗ' },
        remedy: {
          en:
            'Cut and burn spotted leaves and spray a fungicide, propiconazole 25 EC 1 ml per litre with mineral ' +
            'oil, 3-4 times 20 days apart.',
          kn: 'ಚುಕ್ಕೆ ಎಲೆ ಕತ್ತರಿಸಿ ಸುಡಿ, ಶಿಲೀಂಧ್ರನಾಶಕ ಪ್ರೊಪಿಕೊನಜೋಲ್ 25 EC ಲೀಟರ್‌ಗೆ 1 ಮಿ.ಲೀ ಖನಿಜ ಎಣ್ಣೆಯೊಂದಿಗೆ 20 ದಿನದ ಅಂತರದಲ್ಲಿ 3-4 ಸಲ ಸಿಂಪಡಿಸಿ.',
        },
      },
      {
        kind: 'disease',
        signs: ['wilt', 'panama', 'ಸೊರಗ', 'yellow', 'ಹಳದಿ', 'bunchy', 'ಗುಚ್ಛ', 'virus'],
        name: { en: 'Panama wilt and bunchy top', kn: 'ಪನಾಮಾ ಸೊರಗು ಮತ್ತು ಗುಚ್ಛ ತುದಿ ರೋಗ' },
        remedy: {
          en:
            'Plant disease-free tissue-culture plants; drench wilt-hit clumps with a fungicide, carbendazim 2 g ' +
            'per litre; pull out bunchy-top plants and control aphids.',
          kn: 'ರೋಗವಿಲ್ಲದ ಅಂಗಾಂಶ ಕೃಷಿ ಸಸಿ ನೆಡಿ; ಸೊರಗಿದ ಗಿಡದ ಬುಡಕ್ಕೆ ಶಿಲೀಂಧ್ರನಾಶಕ ಕಾರ್ಬೆಂಡಜಿಮ್ ಲೀಟರ್‌ಗೆ 2 ಗ್ರಾಂ ಸುರಿಯಿರಿ; ಗುಚ್ಛ ತುದಿ ಗಿಡ ಕಿತ್ತು ಹೇನು ನಿಯಂತ್ರಿಸಿ.',
        },
      },
      {
        kind: 'pest',
        signs: ['weevil', 'borer', 'ಕೊರಕ', 'ಹುಳ', 'pest', 'ಕೀಟ'],
        name: { en: 'stem and rhizome weevil', kn: 'ಕಾಂಡ ಮತ್ತು ಗಡ್ಡೆ ಕೊರಕ' },
        remedy: {
          en:
            'Use clean suckers, remove dried leaves, and inject an insecticide, chlorpyrifos 20 EC 2 ml per litre, ' +
            'into the stem at 5-6 months.',
          kn: 'ಸ್ವಚ್ಛ ಕಂದು ಬಳಸಿ, ಒಣ ಎಲೆ ತೆಗೆಯಿರಿ, 5-6 ತಿಂಗಳಿಗೆ ಕಾಂಡಕ್ಕೆ ಕೀಟನಾಶಕ ಕ್ಲೋರ್‌ಪೈರಿಫಾಸ್ 20 EC ಲೀಟರ್‌ಗೆ 2 ಮಿ.ಲೀ ಚುಚ್ಚಿ.',
        },
      },
    ],
  },
];

export function practiceOf(crop: Crop): CropPractice {
  return cropPractices.find((p) => p.crop === crop)!;
}
