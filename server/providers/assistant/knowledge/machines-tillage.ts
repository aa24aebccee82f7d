import type { KnowledgeEntry } from './types.js';

/** Tillage and sowing implements: rotavator, ploughs, cultivator, seed drill. */
export const tillageMachineEntries: KnowledgeEntry[] = [
  {
    id: 'machine-rotavator',
    topic: 'machine',
    keywords: [
      'rotavator',
      'rotovator',
      'rotary tiller',
      'seedbed',
      'seed bed',
      'puddling',
      'blades',
      'l blade',
      'stony soil',
      'hard pan',
      'one pass',
    ],
    keywordsKn: ['ರೋಟವೇಟರ್', 'ರೋಟೋವೇಟರ್', 'ರೊಟವೇಟರ್', 'ಬ್ಲೇಡ್', 'ಹದ', 'ಕೆಸರು', 'rotavator', 'rotovator', 'rotor'],
    title: 'Rotavator',
    titleKn: 'ರೋಟವೇಟರ್',
    answer:
      'A rotavator cuts and mixes the soil and crop residue and can prepare a fine ' +
      'seedbed in one or two passes, saving time and diesel compared with several ' +
      'rounds of ploughing and harrowing; in wet paddy fields it does the puddling ' +
      'well. Do not use it in stony or very hard, dry soil, because the blades bend or ' +
      'break and the gearbox is strained. Check the blades before each season and ' +
      'replace worn or broken ones as a set so that the rotor stays balanced, keep the ' +
      'bolts tight and the gearbox oil at the right level, and keep the PTO shaft ' +
      'guard in place. Using only a rotavator at the same shallow depth year after ' +
      'year can form a hard layer below, so plough deeper once in a while.',
    answerKn:
      'ರೋಟವೇಟರ್ ಮಣ್ಣು ಮತ್ತು ಬೆಳೆ ಉಳಿಕೆಯನ್ನು ಕತ್ತರಿಸಿ ಬೆರೆಸಿ ಒಂದೆರಡು ಸುತ್ತಿನಲ್ಲೇ ನಯವಾದ ' +
      'ಬಿತ್ತನೆ ಹದ ಮಾಡುತ್ತದೆ; ಹಲವು ಬಾರಿ ಉಳುಮೆ ಮತ್ತು ಕುಂಟೆ ಹೊಡೆಯುವುದಕ್ಕಿಂತ ಸಮಯ ಮತ್ತು ' +
      'ಡೀಸೆಲ್ ಉಳಿಯುತ್ತದೆ, ಭತ್ತದ ಗದ್ದೆಯಲ್ಲಿ ಕೆಸರು ಚೆನ್ನಾಗಿ ಮಾಡುತ್ತದೆ. ಕಲ್ಲು ಇರುವ ಅಥವಾ ' +
      'ತುಂಬಾ ಗಟ್ಟಿಯಾದ ಒಣ ಮಣ್ಣಿನಲ್ಲಿ ಬಳಸಬೇಡಿ, ಬ್ಲೇಡ್‌ಗಳು ಬಾಗುತ್ತವೆ ಅಥವಾ ಮುರಿಯುತ್ತವೆ, ' +
      'ಗೇರ್‌ಬಾಕ್ಸ್ ಮೇಲೆ ಒತ್ತಡ ಬೀಳುತ್ತದೆ. ಪ್ರತಿ ಹಂಗಾಮಿಗೆ ಮೊದಲು ಬ್ಲೇಡ್‌ಗಳನ್ನು ಪರಿಶೀಲಿಸಿ, ' +
      'ರೋಟರ್ ಸಮತೋಲನದಲ್ಲಿರಲು ಸವೆದ ಅಥವಾ ಮುರಿದವನ್ನು ಸೆಟ್ ಆಗಿ ಬದಲಿಸಿ; ಬೋಲ್ಟ್ ಬಿಗಿಯಾಗಿರಲಿ, ' +
      'ಗೇರ್‌ಬಾಕ್ಸ್ ಆಯಿಲ್ ಸರಿಯಾದ ಮಟ್ಟದಲ್ಲಿರಲಿ, ಪಿಟಿಒ ಶಾಫ್ಟ್ ಕವಚ ಇರಲಿ. ಪ್ರತಿ ವರ್ಷ ಒಂದೇ ' +
      'ಕಡಿಮೆ ಆಳದಲ್ಲಿ ರೋಟವೇಟರ್ ಮಾತ್ರ ಬಳಸಿದರೆ ಕೆಳಗೆ ಗಟ್ಟಿ ಪದರ ಉಂಟಾಗಬಹುದು, ಆದ್ದರಿಂದ ಆಗಾಗ ' +
      'ಆಳವಾದ ಉಳುಮೆ ಮಾಡಿ.',
    categoryKeys: ['plows', 'tractors'],
  },
  {
    id: 'machine-plough',
    topic: 'machine',
    keywords: [
      'plough',
      'plow',
      'ploughing',
      'plowing',
      'disc plough',
      'disc plow',
      'mb plough',
      'mould board',
      'mouldboard',
      'reversible plough',
      'summer ploughing',
      'deep ploughing',
      'primary tillage',
    ],
    keywordsKn: [
      'ನೇಗಿಲು',
      'ಉಳುಮೆ',
      'ಡಿಸ್ಕ್ ನೇಗಿಲು',
      'ಎಂಬಿ ನೇಗಿಲು',
      'ಬೇಸಿಗೆ ಉಳುಮೆ',
      'ಆಳ ಉಳುಮೆ',
      'ರಿವರ್ಸಿಬಲ್',
      'negilu',
      'ulume',
      'uluma',
    ],
    title: 'Ploughs and summer ploughing',
    titleKn: 'ನೇಗಿಲು ಮತ್ತು ಬೇಸಿಗೆ ಉಳುಮೆ',
    answer:
      'A disc plough works best in hard, dry, stony or trashy soils and in heavy black ' +
      'soils, because the discs roll over obstacles instead of breaking. A mouldboard ' +
      '(MB) plough cuts and turns the soil over, burying weeds and crop residue, and a ' +
      'reversible MB plough throws all furrows to one side so that no dead furrow is ' +
      'left in the middle of the field. Summer ploughing soon after harvest or after ' +
      'the first pre-monsoon shower exposes insect pupae and weed seeds to the sun and ' +
      'helps rain soak in; plough across the slope to reduce soil loss. Ploughing ' +
      'needs more power than most jobs, so match the plough size to your tractor.',
    answerKn:
      'ಗಟ್ಟಿಯಾದ, ಒಣ, ಕಲ್ಲು ಅಥವಾ ಕಸ ಹೆಚ್ಚಿರುವ ಮಣ್ಣಿನಲ್ಲಿ ಮತ್ತು ಭಾರವಾದ ಕಪ್ಪು ಮಣ್ಣಿನಲ್ಲಿ ' +
      'ಡಿಸ್ಕ್ ನೇಗಿಲು ಉತ್ತಮ, ಡಿಸ್ಕ್‌ಗಳು ಅಡ್ಡಿಗಳ ಮೇಲೆ ಉರುಳಿ ಹೋಗುವುದರಿಂದ ಮುರಿಯುವುದಿಲ್ಲ. ' +
      'ಎಂಬಿ (ಮೋಲ್ಡ್ ಬೋರ್ಡ್) ನೇಗಿಲು ಮಣ್ಣನ್ನು ಕತ್ತರಿಸಿ ಮಗುಚಿ ಹಾಕಿ ಕಳೆ ಮತ್ತು ಬೆಳೆ ' +
      'ಉಳಿಕೆಯನ್ನು ಮಣ್ಣಿನಲ್ಲಿ ಹೂಳುತ್ತದೆ; ರಿವರ್ಸಿಬಲ್ ಎಂಬಿ ನೇಗಿಲು ಎಲ್ಲ ಸಾಲುಗಳನ್ನು ಒಂದೇ ' +
      'ಕಡೆ ಮಗುಚುವುದರಿಂದ ಹೊಲದ ನಡುವೆ ಖಾಲಿ ಸಾಲು ಉಳಿಯುವುದಿಲ್ಲ. ಕೊಯ್ಲಿನ ತಕ್ಷಣ ಅಥವಾ ಮುಂಗಾರು ' +
      'ಪೂರ್ವದ ಮೊದಲ ಮಳೆಯ ನಂತರ ಮಾಡುವ ಬೇಸಿಗೆ ಉಳುಮೆಯಿಂದ ಮಣ್ಣಿನಲ್ಲಿರುವ ಕೀಟಗಳ ಕೋಶಾವಸ್ಥೆ ' +
      'ಮತ್ತು ಕಳೆ ಬೀಜಗಳು ಬಿಸಿಲಿಗೆ ಒಡ್ಡಿಕೊಳ್ಳುತ್ತವೆ, ಮಳೆ ನೀರು ಮಣ್ಣಿನಲ್ಲಿ ಇಂಗುತ್ತದೆ; ' +
      'ಮಣ್ಣು ಕೊಚ್ಚಿ ಹೋಗದಂತೆ ಇಳಿಜಾರಿಗೆ ಅಡ್ಡವಾಗಿ ಉಳುಮೆ ಮಾಡಿ. ಉಳುಮೆಗೆ ಬೇರೆ ಕೆಲಸಗಳಿಗಿಂತ ' +
      'ಹೆಚ್ಚು ಶಕ್ತಿ ಬೇಕು, ಆದ್ದರಿಂದ ನಿಮ್ಮ ಟ್ರ್ಯಾಕ್ಟರ್‌ಗೆ ತಕ್ಕ ಗಾತ್ರದ ನೇಗಿಲು ಆರಿಸಿ.',
    categoryKeys: ['plows', 'tractors'],
  },
  {
    id: 'machine-cultivator',
    topic: 'machine',
    keywords: [
      'cultivator',
      'tyne',
      'tine',
      'secondary tillage',
      'harrow',
      'harrowing',
      'clods',
      'inter cultivation',
      'intercultivation',
      'weeding',
      'hoe',
      'spring loaded',
    ],
    keywordsKn: [
      'ಕಲ್ಟಿವೇಟರ್',
      'ಕುಂಟೆ',
      'ಎಡೆಕುಂಟೆ',
      'ಎಡೆ',
      'ಹರಗು',
      'ಹೆಂಟೆ',
      'ಕಳೆ',
      'kunte',
      'edekunte',
      'yede kunte',
      'cultivator',
    ],
    title: 'Cultivator and inter-cultivation',
    titleKn: 'ಕಲ್ಟಿವೇಟರ್ ಮತ್ತು ಎಡೆಕುಂಟೆ',
    answer:
      'A cultivator is used for secondary tillage after ploughing, to break clods, ' +
      'loosen the soil and pull out weeds before sowing; spring-loaded tynes are safer ' +
      'in soils with hidden stones and roots. By removing some tynes and setting the ' +
      'rest to the row spacing, it can also weed and loosen the soil between the rows ' +
      'of wide-spaced crops such as maize, cotton, tur and sugarcane. Bullock-drawn ' +
      'edekunte and small weeders do the same job in narrower rows. Inter-cultivation ' +
      'at the right time also breaks the surface crust and saves soil moisture in ' +
      'rainfed crops.',
    answerKn:
      'ಕಲ್ಟಿವೇಟರ್ ಅನ್ನು ಉಳುಮೆಯ ನಂತರ ಹೆಂಟೆ ಒಡೆಯಲು, ಮಣ್ಣು ಸಡಿಲಿಸಲು ಮತ್ತು ಬಿತ್ತನೆಗೆ ಮೊದಲು ' +
      'ಕಳೆ ಕೀಳಲು ಬಳಸುತ್ತಾರೆ; ಮಣ್ಣಿನಲ್ಲಿ ಅಡಗಿರುವ ಕಲ್ಲು ಮತ್ತು ಬೇರು ಇದ್ದರೆ ಸ್ಪ್ರಿಂಗ್ ಇರುವ ' +
      'ಟೈನ್‌ಗಳು ಸುರಕ್ಷಿತ. ಕೆಲವು ಟೈನ್‌ಗಳನ್ನು ತೆಗೆದು ಉಳಿದವನ್ನು ಸಾಲಿನ ಅಂತರಕ್ಕೆ ಹೊಂದಿಸಿದರೆ ' +
      'ಮೆಕ್ಕೆಜೋಳ, ಹತ್ತಿ, ತೊಗರಿ, ಕಬ್ಬಿನಂತಹ ಅಗಲ ಸಾಲಿನ ಬೆಳೆಗಳಲ್ಲಿ ಸಾಲುಗಳ ನಡುವೆ ಕಳೆ ತೆಗೆದು ' +
      'ಮಣ್ಣು ಸಡಿಲಿಸಬಹುದು. ಕಿರಿದಾದ ಸಾಲುಗಳಲ್ಲಿ ಎತ್ತಿನ ಎಡೆಕುಂಟೆ ಮತ್ತು ಸಣ್ಣ ವೀಡರ್‌ಗಳು ಇದೇ ' +
      'ಕೆಲಸ ಮಾಡುತ್ತವೆ. ಸರಿಯಾದ ಸಮಯದಲ್ಲಿ ಎಡೆ ಹೊಡೆದರೆ ಮೇಲ್ಮಣ್ಣಿನ ಗಟ್ಟಿ ಪದರ ಒಡೆದು ' +
      'ಮಳೆಯಾಶ್ರಿತ ಬೆಳೆಗಳಲ್ಲಿ ತೇವಾಂಶ ಉಳಿಯುತ್ತದೆ.',
    categoryKeys: ['plows', 'tractors'],
  },
  {
    id: 'machine-seed-drill',
    topic: 'machine',
    keywords: [
      'seed drill',
      'seed cum fertiliser drill',
      'seed cum fertilizer drill',
      'planter',
      'line sowing',
      'row sowing',
      'calibration',
      'calibrate',
      'seed rate',
      'sowing machine',
      'koorige',
    ],
    keywordsKn: [
      'ಬಿತ್ತನೆ ಯಂತ್ರ',
      'ಕೂರಿಗೆ',
      'ಸಾಲು ಬಿತ್ತನೆ',
      'ಬೀಜ ಪ್ರಮಾಣ',
      'ಪ್ಲಾಂಟರ್',
      'ಬಿತ್ತನೆ',
      'koorige',
      'kurige',
      'bittane yantra',
      'seed drill',
    ],
    title: 'Seed drill and line sowing',
    titleKn: 'ಬಿತ್ತನೆ ಯಂತ್ರ (ಕೂರಿಗೆ) ಮತ್ತು ಸಾಲು ಬಿತ್ತನೆ',
    answer:
      'A seed drill, or seed-cum-fertiliser drill, sows in straight lines at an even ' +
      'depth and places fertiliser near the seed, so you use less seed, get an even ' +
      'crop stand and can weed, spray and harvest by machine more easily. Calibrate it ' +
      'before sowing: lift the drive wheel, turn it the number of times that covers a ' +
      'known area, collect and weigh the seed from each tube, and adjust until it ' +
      'matches the recommended seed rate. While sowing, check often that no tube is ' +
      'blocked and that the seed is reaching moist soil. After use, empty and clean ' +
      'the fertiliser box, because fertiliser left inside rusts the metal.',
    answerKn:
      'ಬಿತ್ತನೆ ಯಂತ್ರ ಅಥವಾ ಬೀಜ ಮತ್ತು ಗೊಬ್ಬರ ಕೂರಿಗೆ ನೇರ ಸಾಲುಗಳಲ್ಲಿ ಸಮಾನ ಆಳಕ್ಕೆ ಬೀಜ ' +
      'ಬಿತ್ತಿ ಗೊಬ್ಬರವನ್ನು ಬೀಜದ ಹತ್ತಿರ ಇಡುತ್ತದೆ; ಇದರಿಂದ ಬೀಜ ಕಡಿಮೆ ಸಾಕು, ಗಿಡಗಳು ಸಮವಾಗಿ ' +
      'ಬರುತ್ತವೆ, ಕಳೆ ತೆಗೆಯುವುದು, ಸಿಂಪರಣೆ ಮತ್ತು ಯಂತ್ರದ ಕೊಯ್ಲು ಸುಲಭ. ಬಿತ್ತುವ ಮೊದಲು ' +
      'ಕ್ಯಾಲಿಬ್ರೇಷನ್ ಮಾಡಿ: ಚಾಲನಾ ಚಕ್ರವನ್ನು ಮೇಲೆತ್ತಿ ನಿಗದಿತ ಪ್ರದೇಶಕ್ಕೆ ಸಮನಾದಷ್ಟು ಸುತ್ತು ' +
      'ತಿರುಗಿಸಿ, ಪ್ರತಿ ಕೊಳವೆಯಿಂದ ಬಿದ್ದ ಬೀಜ ಸಂಗ್ರಹಿಸಿ ತೂಕ ಮಾಡಿ, ಶಿಫಾರಸು ಮಾಡಿದ ಬೀಜ ' +
      'ಪ್ರಮಾಣಕ್ಕೆ ಸರಿಯಾಗುವವರೆಗೆ ಹೊಂದಿಸಿ. ಬಿತ್ತುವಾಗ ಯಾವುದೇ ಕೊಳವೆ ಕಟ್ಟಿಕೊಂಡಿಲ್ಲ ಮತ್ತು ' +
      'ಬೀಜ ತೇವ ಮಣ್ಣಿಗೆ ತಲುಪುತ್ತಿದೆ ಎಂದು ಆಗಾಗ ನೋಡಿ. ಬಳಸಿದ ನಂತರ ಗೊಬ್ಬರದ ಡಬ್ಬಿಯನ್ನು ಖಾಲಿ ' +
      'ಮಾಡಿ ಸ್ವಚ್ಛಗೊಳಿಸಿ, ಒಳಗೆ ಉಳಿದ ಗೊಬ್ಬರ ಕಬ್ಬಿಣಕ್ಕೆ ತುಕ್ಕು ಹಿಡಿಸುತ್ತದೆ.',
    categoryKeys: ['seeders'],
  },
];
