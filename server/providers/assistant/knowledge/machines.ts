import type { KnowledgeEntry } from './types.js';

/** Tractors (choosing, maintaining, driving safely) and power tillers. */
export const machineEntries: KnowledgeEntry[] = [
  {
    id: 'machine-tractor-choose',
    topic: 'machine',
    keywords: [
      'tractor',
      'choose tractor',
      'which tractor',
      'hp',
      'horsepower',
      'mini tractor',
      '4wd',
      '2wd',
      'orchard tractor',
      'haulage',
      'trailer',
      'puddling',
      'cage wheel',
    ],
    keywordsKn: ['ಟ್ರ್ಯಾಕ್ಟರ್', 'ಮಿನಿ ಟ್ರ್ಯಾಕ್ಟರ್', 'ಎಚ್‌ಪಿ', 'ಅಶ್ವಶಕ್ತಿ', 'ಟ್ರೇಲರ್', 'ಕೇಜ್ ವೀಲ್', 'tractor', 'traktar', 'mini tractor'],
    title: 'Choosing a tractor',
    titleKn: 'ಟ್ರ್ಯಾಕ್ಟರ್ ಆರಿಸುವುದು ಹೇಗೆ',
    answer:
      'Choose a tractor by your land size, soil and the implements you will run, not ' +
      'by the biggest HP you can afford. A 20 to 30 HP mini tractor suits small plots, ' +
      'orchards and plantations such as arecanut, coconut and grapes, and inter-row ' +
      'work where a big tractor cannot turn. For paddy puddling with a rotavator and ' +
      'cage wheels, heavy black soils, a disc plough and trailer haulage, 35 to 50 HP ' +
      'is the usual range, and 4WD helps in wet or sticky fields. Check that the ' +
      'implements you need match the tractor HP and hydraulic lift and that service ' +
      'and spare parts are available nearby; if you farm only a few acres, hiring may ' +
      'cost less than owning.',
    answerKn:
      'ನಿಮ್ಮಿಂದ ಸಾಧ್ಯವಿರುವ ಅತಿ ಹೆಚ್ಚು ಎಚ್‌ಪಿ ನೋಡಿ ಅಲ್ಲ, ನಿಮ್ಮ ಜಮೀನಿನ ಗಾತ್ರ, ಮಣ್ಣು ' +
      'ಮತ್ತು ಬಳಸುವ ಉಪಕರಣಗಳನ್ನು ನೋಡಿ ಟ್ರ್ಯಾಕ್ಟರ್ ಆರಿಸಿ. 20 ರಿಂದ 30 ಎಚ್‌ಪಿ ಮಿನಿ ' +
      'ಟ್ರ್ಯಾಕ್ಟರ್ ಸಣ್ಣ ಹೊಲ, ಅಡಿಕೆ, ತೆಂಗು, ದ್ರಾಕ್ಷಿಯಂತಹ ತೋಟಗಳು ಮತ್ತು ದೊಡ್ಡ ಟ್ರ್ಯಾಕ್ಟರ್ ' +
      'ತಿರುಗಲು ಆಗದ ಸಾಲುಗಳ ನಡುವಿನ ಕೆಲಸಕ್ಕೆ ಸೂಕ್ತ. ರೋಟವೇಟರ್ ಮತ್ತು ಕೇಜ್ ವೀಲ್‌ನಿಂದ ಭತ್ತದ ' +
      'ಗದ್ದೆ ಕೆಸರು ಮಾಡಲು, ಗಟ್ಟಿ ಕಪ್ಪು ಮಣ್ಣು, ಡಿಸ್ಕ್ ನೇಗಿಲು ಮತ್ತು ಟ್ರೇಲರ್ ಸಾಗಾಣಿಕೆಗೆ ' +
      'ಸಾಮಾನ್ಯವಾಗಿ 35 ರಿಂದ 50 ಎಚ್‌ಪಿ ಬೇಕು; ಕೆಸರು ಅಥವಾ ಅಂಟು ಮಣ್ಣಿನಲ್ಲಿ 4WD ಸಹಾಯ ' +
      'ಮಾಡುತ್ತದೆ. ನಿಮಗೆ ಬೇಕಾದ ಉಪಕರಣಗಳು ಟ್ರ್ಯಾಕ್ಟರ್‌ನ ಎಚ್‌ಪಿ ಮತ್ತು ಹೈಡ್ರಾಲಿಕ್ ಎತ್ತುವ ' +
      'ಶಕ್ತಿಗೆ ಹೊಂದುತ್ತವೆಯೇ, ಹತ್ತಿರದಲ್ಲಿ ಸರ್ವಿಸ್ ಮತ್ತು ಬಿಡಿಭಾಗಗಳು ಸಿಗುತ್ತವೆಯೇ ಎಂದು ' +
      'ನೋಡಿ; ಕೆಲವೇ ಎಕರೆ ಇದ್ದರೆ ಸ್ವಂತ ಟ್ರ್ಯಾಕ್ಟರ್‌ಗಿಂತ ಬಾಡಿಗೆಯೇ ಕಡಿಮೆ ಖರ್ಚಾಗಬಹುದು.',
    categoryKeys: ['tractors'],
  },
  {
    id: 'maintenance-tractor',
    topic: 'maintenance',
    keywords: [
      'tractor maintenance',
      'tractor service',
      'service',
      'engine oil',
      'oil change',
      'air filter',
      'tyre pressure',
      'tire pressure',
      'greasing',
      'grease',
      'coolant',
      'radiator',
      'battery',
      'fan belt',
    ],
    keywordsKn: [
      'ಟ್ರ್ಯಾಕ್ಟರ್ ಸರ್ವಿಸ್',
      'ಸರ್ವಿಸ್',
      'ನಿರ್ವಹಣೆ',
      'ಎಂಜಿನ್ ಆಯಿಲ್',
      'ಆಯಿಲ್',
      'ಏರ್ ಫಿಲ್ಟರ್',
      'ಟೈರ್',
      'ಗ್ರೀಸ್',
      'ರೇಡಿಯೇಟರ್',
      'ಬ್ಯಾಟರಿ',
      'service',
      'oil change',
      'grease',
    ],
    title: 'Tractor maintenance',
    titleKn: 'ಟ್ರ್ಯಾಕ್ಟರ್ ನಿರ್ವಹಣೆ',
    answer:
      'Before each day of work, check the engine oil level, radiator coolant, fuel and ' +
      'air filter, and look for leaks and loose bolts. Clean the air filter often in ' +
      'dusty work, because a choked filter wastes diesel and wears the engine; in an ' +
      'oil-bath filter, change the oil when it gets dirty. Keep the tyre pressure ' +
      'given in the operator manual, grease all grease nipples at the intervals given, ' +
      'and check fan belt tension, battery terminals and brake and clutch play. Change ' +
      'the engine oil and filters by the hour meter as the manual says, and keep a ' +
      'simple logbook of service dates.',
    answerKn:
      'ಪ್ರತಿ ದಿನ ಕೆಲಸ ಶುರು ಮಾಡುವ ಮೊದಲು ಎಂಜಿನ್ ಆಯಿಲ್ ಮಟ್ಟ, ರೇಡಿಯೇಟರ್ ನೀರು (ಕೂಲಂಟ್), ' +
      'ಡೀಸೆಲ್ ಮತ್ತು ಏರ್ ಫಿಲ್ಟರ್ ಪರಿಶೀಲಿಸಿ, ಸೋರಿಕೆ ಮತ್ತು ಸಡಿಲ ಬೋಲ್ಟ್‌ಗಳನ್ನು ನೋಡಿ. ಧೂಳಿನ ' +
      'ಕೆಲಸದಲ್ಲಿ ಏರ್ ಫಿಲ್ಟರ್ ಅನ್ನು ಆಗಾಗ ಸ್ವಚ್ಛಗೊಳಿಸಿ, ಕಟ್ಟಿಕೊಂಡ ಫಿಲ್ಟರ್‌ನಿಂದ ಡೀಸೆಲ್ ' +
      'ವ್ಯರ್ಥವಾಗುತ್ತದೆ ಮತ್ತು ಎಂಜಿನ್ ಸವೆಯುತ್ತದೆ; ಆಯಿಲ್-ಬಾತ್ ಫಿಲ್ಟರ್ ಇದ್ದರೆ ಎಣ್ಣೆ ' +
      'ಕೊಳಕಾದಾಗ ಬದಲಿಸಿ. ಆಪರೇಟರ್ ಕೈಪಿಡಿಯಲ್ಲಿ ಹೇಳಿದಷ್ಟು ಟೈರ್ ಗಾಳಿಯ ಒತ್ತಡ ಇಡಿ, ಹೇಳಿದ ' +
      'ಅವಧಿಗೆ ಎಲ್ಲ ಗ್ರೀಸ್ ನಿಪ್ಪಲ್‌ಗಳಿಗೆ ಗ್ರೀಸ್ ಹಾಕಿ, ಫ್ಯಾನ್ ಬೆಲ್ಟ್ ಬಿಗಿತ, ಬ್ಯಾಟರಿ ' +
      'ಟರ್ಮಿನಲ್, ಬ್ರೇಕ್ ಮತ್ತು ಕ್ಲಚ್ ಸಡಿಲತೆ ಪರಿಶೀಲಿಸಿ. ಕೈಪಿಡಿಯಂತೆ ಅವರ್ ಮೀಟರ್ ನೋಡಿ ' +
      'ಎಂಜಿನ್ ಆಯಿಲ್ ಮತ್ತು ಫಿಲ್ಟರ್ ಬದಲಿಸಿ, ಸರ್ವಿಸ್ ದಿನಾಂಕಗಳನ್ನು ಒಂದು ಪುಸ್ತಕದಲ್ಲಿ ' +
      'ಬರೆದಿಡಿ.',
    categoryKeys: ['tractors'],
  },
  {
    id: 'safety-tractor',
    topic: 'safety',
    keywords: [
      'tractor safety',
      'overturn',
      'rollover',
      'slope',
      'pto',
      'pto shaft',
      'hitch',
      'drawbar',
      'passenger',
      'road safety',
      'reflector',
      'accident',
    ],
    keywordsKn: [
      'ಟ್ರ್ಯಾಕ್ಟರ್ ಸುರಕ್ಷತೆ',
      'ಸುರಕ್ಷತೆ',
      'ಪಲ್ಟಿ',
      'ಅಪಘಾತ',
      'ಇಳಿಜಾರು',
      'ಪಿಟಿಒ',
      'ಡ್ರಾಬಾರ್',
      'palti',
      'accident',
      'suraksha',
    ],
    title: 'Driving a tractor safely',
    titleKn: 'ಟ್ರ್ಯಾಕ್ಟರ್ ಸುರಕ್ಷತೆ',
    answer:
      'Tractors overturn most often on slopes, bund edges and ditches, and when a ' +
      'heavy load is hitched too high, so hitch only to the drawbar, drive slowly ' +
      'across slopes and keep away from the edges of wells, ponds and canals. Never ' +
      'carry passengers on the mudguards or drawbar, and do not let children drive or ' +
      'ride. Keep the PTO shaft guard in place, stop the PTO and the engine before ' +
      'clearing a blocked implement, and keep loose clothes away from rotating parts. ' +
      'On roads, use reflectors and lights on the tractor and trailer, do not overload ' +
      'the trailer, and never drive after drinking.',
    answerKn:
      'ಇಳಿಜಾರು, ಬದುವಿನ ಅಂಚು, ಗುಂಡಿಗಳಲ್ಲಿ ಹಾಗೂ ಭಾರವನ್ನು ಎತ್ತರದಲ್ಲಿ ಕಟ್ಟಿ ಎಳೆದಾಗ ' +
      'ಟ್ರ್ಯಾಕ್ಟರ್ ಹೆಚ್ಚಾಗಿ ಪಲ್ಟಿಯಾಗುತ್ತದೆ; ಆದ್ದರಿಂದ ಡ್ರಾಬಾರ್‌ಗೆ ಮಾತ್ರ ಜೋಡಿಸಿ, ' +
      'ಇಳಿಜಾರಿನಲ್ಲಿ ನಿಧಾನವಾಗಿ ಓಡಿಸಿ, ಬಾವಿ, ಹೊಂಡ ಮತ್ತು ಕಾಲುವೆಯ ಅಂಚಿನಿಂದ ದೂರವಿರಿ. ' +
      'ಮಡ್‌ಗಾರ್ಡ್ ಅಥವಾ ಡ್ರಾಬಾರ್ ಮೇಲೆ ಯಾರನ್ನೂ ಕೂರಿಸಿಕೊಳ್ಳಬೇಡಿ, ಮಕ್ಕಳಿಗೆ ಓಡಿಸಲು ಅಥವಾ ' +
      'ಸವಾರಿ ಮಾಡಲು ಬಿಡಬೇಡಿ. ಪಿಟಿಒ ಶಾಫ್ಟ್‌ನ ರಕ್ಷಣಾ ಕವಚ ಯಾವಾಗಲೂ ಇರಲಿ, ಉಪಕರಣದಲ್ಲಿ ' +
      'ಸಿಕ್ಕಿಕೊಂಡದ್ದನ್ನು ತೆಗೆಯುವ ಮೊದಲು ಪಿಟಿಒ ಮತ್ತು ಎಂಜಿನ್ ನಿಲ್ಲಿಸಿ, ಸಡಿಲ ಬಟ್ಟೆಯನ್ನು ' +
      'ತಿರುಗುವ ಭಾಗಗಳಿಂದ ದೂರವಿಡಿ. ರಸ್ತೆಯಲ್ಲಿ ಟ್ರ್ಯಾಕ್ಟರ್ ಮತ್ತು ಟ್ರೇಲರ್‌ಗೆ ರಿಫ್ಲೆಕ್ಟರ್ ' +
      'ಮತ್ತು ದೀಪ ಇರಲಿ, ಟ್ರೇಲರ್‌ಗೆ ಮಿತಿ ಮೀರಿ ಹೇರಬೇಡಿ, ಕುಡಿದು ಎಂದಿಗೂ ಓಡಿಸಬೇಡಿ.',
    categoryKeys: ['tractors'],
  },
  {
    id: 'machine-power-tiller',
    topic: 'machine',
    keywords: [
      'power tiller',
      'tiller',
      'walk behind tractor',
      'hand tractor',
      'small farm',
      'puddling',
      'wet land',
      'terrace',
      'orchard',
      'inter cultivation',
      'weeder',
    ],
    keywordsKn: ['ಪವರ್ ಟಿಲ್ಲರ್', 'ಟಿಲ್ಲರ್', 'ಕೆಸರು ಗದ್ದೆ', 'ಗದ್ದೆ', 'ವೀಡರ್', 'ಅಂತರ ಬೇಸಾಯ', 'tiller', 'power tiller', 'tillar'],
    title: 'Power tiller',
    titleKn: 'ಪವರ್ ಟಿಲ್ಲರ್',
    answer:
      'A power tiller is a walk-behind machine, usually around 8 to 15 HP, that suits ' +
      'small and scattered holdings, terraced Malnad fields and wet paddy fields where ' +
      'a tractor gets stuck or cannot turn. With rotary blades and cage wheels it ' +
      'puddles paddy fields well, and it can also do inter-cultivation in arecanut, ' +
      'coconut and vegetable gardens and pull a small trailer. It costs much less than ' +
      'a tractor but is tiring to operate for long hours, so two people can take ' +
      'turns. Take care when reversing and on slopes, keep your feet away from the ' +
      'blades, and let nobody stand in front of the machine while starting it.',
    answerKn:
      'ಪವರ್ ಟಿಲ್ಲರ್ ಹಿಂದೆ ನಡೆಯುತ್ತಾ ಓಡಿಸುವ ಯಂತ್ರ, ಸಾಮಾನ್ಯವಾಗಿ ಸುಮಾರು 8 ರಿಂದ 15 ಎಚ್‌ಪಿ; ' +
      'ಸಣ್ಣ ಮತ್ತು ಚದುರಿದ ಹಿಡುವಳಿ, ಮಲೆನಾಡಿನ ಮೆಟ್ಟಿಲು ಗದ್ದೆಗಳು ಹಾಗೂ ಟ್ರ್ಯಾಕ್ಟರ್ ' +
      'ಸಿಕ್ಕಿಕೊಳ್ಳುವ ಅಥವಾ ತಿರುಗಲು ಆಗದ ಕೆಸರು ಗದ್ದೆಗಳಿಗೆ ಇದು ಸೂಕ್ತ. ರೋಟರಿ ಬ್ಲೇಡ್ ಮತ್ತು ' +
      'ಕೇಜ್ ವೀಲ್‌ನಿಂದ ಗದ್ದೆಯನ್ನು ಚೆನ್ನಾಗಿ ಕೆಸರು ಮಾಡುತ್ತದೆ, ಅಡಿಕೆ, ತೆಂಗು ಮತ್ತು ತರಕಾರಿ ' +
      'ತೋಟಗಳಲ್ಲಿ ಅಂತರ ಬೇಸಾಯ ಮಾಡಲು ಮತ್ತು ಸಣ್ಣ ಟ್ರೇಲರ್ ಎಳೆಯಲು ಬಳಸಬಹುದು. ಟ್ರ್ಯಾಕ್ಟರ್‌ಗಿಂತ ' +
      'ಬಹಳ ಕಡಿಮೆ ಬೆಲೆ, ಆದರೆ ದೀರ್ಘ ಹೊತ್ತು ಓಡಿಸುವುದು ಆಯಾಸ, ಇಬ್ಬರು ಸರದಿಯಲ್ಲಿ ಕೆಲಸ ' +
      'ಮಾಡಬಹುದು. ರಿವರ್ಸ್ ಮಾಡುವಾಗ ಮತ್ತು ಇಳಿಜಾರಿನಲ್ಲಿ ಎಚ್ಚರವಿರಲಿ, ಕಾಲುಗಳನ್ನು ' +
      'ಬ್ಲೇಡ್‌ಗಳಿಂದ ದೂರವಿಡಿ, ಸ್ಟಾರ್ಟ್ ಮಾಡುವಾಗ ಯಂತ್ರದ ಮುಂದೆ ಯಾರೂ ನಿಲ್ಲಬಾರದು.',
    categoryKeys: ['other'],
  },
];
