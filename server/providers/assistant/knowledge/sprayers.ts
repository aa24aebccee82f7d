import type { KnowledgeEntry } from './types.js';

/** Sprayers: choosing and calibrating, and spraying safely. */
export const sprayerEntries: KnowledgeEntry[] = [
  {
    id: 'machine-sprayer',
    topic: 'machine',
    keywords: [
      'sprayer',
      'spraying',
      'spray',
      'knapsack sprayer',
      'battery sprayer',
      'power sprayer',
      'boom sprayer',
      'nozzle',
      'calibration',
      'calibrate',
      'hollow cone',
      'flat fan',
      'weedicide',
      'herbicide',
    ],
    keywordsKn: [
      'ಸ್ಪ್ರೇಯರ್',
      'ಸಿಂಪರಣೆ',
      'ಸಿಂಪಡಣೆ',
      'ನಾಜಲ್',
      'ಬ್ಯಾಟರಿ ಸ್ಪ್ರೇಯರ್',
      'ಪವರ್ ಸ್ಪ್ರೇಯರ್',
      'ಕಳೆನಾಶಕ',
      'ಔಷಧಿ',
      'sprayer',
      'spray',
      'aushadhi',
      'simpadane',
    ],
    title: 'Choosing and calibrating a sprayer',
    titleKn: 'ಸ್ಪ್ರೇಯರ್ ಆಯ್ಕೆ ಮತ್ತು ಕ್ಯಾಲಿಬ್ರೇಷನ್',
    answer:
      'Choose the sprayer by area and crop: a manual or battery knapsack sprayer for ' +
      'small plots and vegetables, a petrol power sprayer for tall crops and orchards, ' +
      'and a tractor boom sprayer for large fields. Use hollow cone nozzles for most ' +
      'insecticides and fungicides and flat fan nozzles for weedicides, and keep a ' +
      'separate sprayer for weedicides, because traces left in the tank can damage ' +
      'crops. Calibrate before spraying: spray plain water over a measured area at ' +
      'your normal walking speed, see how much water was used, work out the water ' +
      'needed per acre, and then add the chemical to each tank as the label says. Wash ' +
      'the tank, nozzles and filters with water after every use, and replace worn ' +
      'nozzles, which spray unevenly.',
    answerKn:
      'ಪ್ರದೇಶ ಮತ್ತು ಬೆಳೆ ನೋಡಿ ಸ್ಪ್ರೇಯರ್ ಆರಿಸಿ: ಸಣ್ಣ ಹೊಲ ಮತ್ತು ತರಕಾರಿಗೆ ಕೈ ಅಥವಾ ಬ್ಯಾಟರಿ ' +
      'ಚಾಲಿತ ಬೆನ್ನಿನ ಸ್ಪ್ರೇಯರ್, ಎತ್ತರದ ಬೆಳೆ ಮತ್ತು ತೋಟಗಳಿಗೆ ಪೆಟ್ರೋಲ್ ಪವರ್ ಸ್ಪ್ರೇಯರ್, ' +
      'ದೊಡ್ಡ ಹೊಲಕ್ಕೆ ಟ್ರ್ಯಾಕ್ಟರ್ ಬೂಮ್ ಸ್ಪ್ರೇಯರ್. ಹೆಚ್ಚಿನ ಕೀಟನಾಶಕ ಮತ್ತು ' +
      'ಶಿಲೀಂಧ್ರನಾಶಕಗಳಿಗೆ ಹಾಲೋ ಕೋನ್ ನಾಜಲ್, ಕಳೆನಾಶಕಕ್ಕೆ ಫ್ಲಾಟ್ ಫ್ಯಾನ್ ನಾಜಲ್ ಬಳಸಿ; ' +
      'ಟ್ಯಾಂಕಿನಲ್ಲಿ ಉಳಿದ ಕಳೆನಾಶಕ ಬೆಳೆಯನ್ನು ಹಾಳು ಮಾಡಬಹುದು, ಆದ್ದರಿಂದ ಕಳೆನಾಶಕಕ್ಕೆ ಬೇರೆ ' +
      'ಸ್ಪ್ರೇಯರ್ ಇಟ್ಟುಕೊಳ್ಳಿ. ಸಿಂಪಡಿಸುವ ಮೊದಲು ಕ್ಯಾಲಿಬ್ರೇಷನ್ ಮಾಡಿ: ಅಳತೆ ಮಾಡಿದ ಜಾಗದಲ್ಲಿ ' +
      'ನಿಮ್ಮ ಸಾಮಾನ್ಯ ನಡಿಗೆಯ ವೇಗದಲ್ಲಿ ಬರೀ ನೀರು ಸಿಂಪಡಿಸಿ, ಎಷ್ಟು ನೀರು ಖರ್ಚಾಯಿತು ನೋಡಿ, ' +
      'ಎಕರೆಗೆ ಎಷ್ಟು ನೀರು ಬೇಕು ಎಂದು ಲೆಕ್ಕ ಹಾಕಿ, ನಂತರ ಲೇಬಲ್‌ನಂತೆ ಪ್ರತಿ ಟ್ಯಾಂಕಿಗೆ ಔಷಧಿ ' +
      'ಸೇರಿಸಿ. ಪ್ರತಿ ಬಳಕೆಯ ನಂತರ ಟ್ಯಾಂಕ್, ನಾಜಲ್ ಮತ್ತು ಫಿಲ್ಟರ್ ನೀರಿನಿಂದ ತೊಳೆಯಿರಿ; ಸವೆದ ' +
      'ನಾಜಲ್‌ಗಳು ಅಸಮವಾಗಿ ಸಿಂಪಡಿಸುವುದರಿಂದ ಬದಲಿಸಿ.',
    categoryKeys: ['sprayers'],
  },
  {
    id: 'safety-spraying',
    topic: 'safety',
    keywords: [
      'spray safety',
      'spraying safety',
      'spray safely',
      'sprayer safely',
      'safely',
      'pesticide safety',
      'pesticide',
      'ppe',
      'mask',
      'gloves',
      'goggles',
      'poisoning',
      'poison',
      'wind',
      'protective clothing',
      'empty container',
    ],
    keywordsKn: [
      'ಸಿಂಪರಣೆ ಸುರಕ್ಷತೆ',
      'ಕೀಟನಾಶಕ',
      'ವಿಷ',
      'ಮಾಸ್ಕ್',
      'ಕೈಗವಸು',
      'ಗಾಳಿ',
      'ರಕ್ಷಣಾ ಉಡುಪು',
      'ಸುರಕ್ಷತೆ',
      'visha',
      'mask',
      'poison',
    ],
    title: 'Spraying pesticides safely',
    titleKn: 'ಸುರಕ್ಷಿತವಾಗಿ ಸಿಂಪಡಿಸುವುದು',
    answer:
      'When spraying, wear a mask, rubber gloves, goggles, a long-sleeved shirt, full ' +
      'trousers and boots, and do not eat, drink, smoke or chew tobacco until you have ' +
      'washed. Never spray against the wind; walk so that the wind carries the spray ' +
      'away from you, and do not spray in strong wind, in the midday heat or when rain ' +
      'is expected, because the chemical drifts away or is washed off. Never clear a ' +
      'blocked nozzle by blowing with your mouth, keep children and animals away, and ' +
      'after spraying bathe with soap and wash the spray clothes separately. Store ' +
      'chemicals locked away from food and children, do not reuse empty containers, ' +
      'and if someone feels dizzy, vomits or has trouble breathing, take them to ' +
      'hospital at once with the pesticide label (call 108).',
    answerKn:
      'ಸಿಂಪಡಿಸುವಾಗ ಮಾಸ್ಕ್, ರಬ್ಬರ್ ಕೈಗವಸು, ಕನ್ನಡಕ, ಉದ್ದ ತೋಳಿನ ಅಂಗಿ, ಪೂರ್ಣ ಪ್ಯಾಂಟ್ ಮತ್ತು ' +
      'ಬೂಟು ಧರಿಸಿ; ಕೈ ತೊಳೆಯುವವರೆಗೆ ತಿನ್ನುವುದು, ಕುಡಿಯುವುದು, ಬೀಡಿ-ಸಿಗರೇಟ್ ಅಥವಾ ತಂಬಾಕು ' +
      'ಬೇಡ. ಗಾಳಿಗೆ ಎದುರಾಗಿ ಎಂದಿಗೂ ಸಿಂಪಡಿಸಬೇಡಿ, ಗಾಳಿ ಔಷಧಿಯನ್ನು ನಿಮ್ಮಿಂದ ದೂರ ಒಯ್ಯುವ ' +
      'ದಿಕ್ಕಿನಲ್ಲಿ ನಡೆಯಿರಿ; ಜೋರು ಗಾಳಿ, ಮಧ್ಯಾಹ್ನದ ಬಿಸಿಲು ಅಥವಾ ಮಳೆ ಬರುವ ಸೂಚನೆ ಇದ್ದಾಗ ' +
      'ಸಿಂಪಡಿಸಬೇಡಿ, ಔಷಧಿ ಹಾರಿ ಹೋಗುತ್ತದೆ ಅಥವಾ ತೊಳೆದು ಹೋಗುತ್ತದೆ. ಕಟ್ಟಿಕೊಂಡ ನಾಜಲ್ ಅನ್ನು ' +
      'ಬಾಯಿಂದ ಊದಬೇಡಿ, ಮಕ್ಕಳು ಮತ್ತು ಜಾನುವಾರುಗಳನ್ನು ದೂರವಿಡಿ, ಸಿಂಪರಣೆಯ ನಂತರ ಸಾಬೂನಿನಿಂದ ' +
      'ಸ್ನಾನ ಮಾಡಿ ಆ ಬಟ್ಟೆಯನ್ನು ಬೇರೆಯಾಗಿ ಒಗೆಯಿರಿ. ಔಷಧಿಗಳನ್ನು ಆಹಾರ ಮತ್ತು ಮಕ್ಕಳಿಂದ ದೂರ ' +
      'ಬೀಗ ಹಾಕಿ ಇಡಿ, ಖಾಲಿ ಡಬ್ಬಿಗಳನ್ನು ಮತ್ತೆ ಬಳಸಬೇಡಿ; ಯಾರಿಗಾದರೂ ತಲೆ ಸುತ್ತು, ವಾಂತಿ ಅಥವಾ ' +
      'ಉಸಿರಾಟದ ತೊಂದರೆಯಾದರೆ ಔಷಧಿಯ ಲೇಬಲ್ ಜೊತೆ ತಕ್ಷಣ ಆಸ್ಪತ್ರೆಗೆ ಕರೆದೊಯ್ಯಿರಿ (108 ಕರೆ ' +
      'ಮಾಡಿ).',
    categoryKeys: ['sprayers'],
  },
];
