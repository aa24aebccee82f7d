import type { KnowledgeEntry } from './types.js';

/** Rainfed farming, farm ponds and borewells. */
export const waterEntries: KnowledgeEntry[] = [
  {
    id: 'water-rainfed',
    topic: 'water',
    keywords: [
      'rainfed',
      'dryland',
      'dry land',
      'drought',
      'dry spell',
      'moisture conservation',
      'contour bund',
      'compartment bunding',
      'mulching',
      'intercropping',
      'rain',
    ],
    keywordsKn: [
      'ಮಳೆಯಾಶ್ರಿತ',
      'ಒಣಬೇಸಾಯ',
      'ಖುಷ್ಕಿ',
      'ಬರ',
      'ತೇವಾಂಶ',
      'ಬದು',
      'ಅಂತರ ಬೆಳೆ',
      'ಮಳೆ',
      'maleyashrita',
      'khushki',
      'bara',
    ],
    title: 'Rainfed (dryland) farming',
    titleKn: 'ಮಳೆಯಾಶ್ರಿತ (ಒಣ) ಬೇಸಾಯ',
    answer:
      'Most farmland in Karnataka is rainfed, so the aim is to catch every rain and ' +
      'keep it in the soil. Plough and sow across the slope, build contour or field ' +
      'bunds (small compartment bunds in black soils), mulch with crop residue and ' +
      'keep weeds down, because weeds drink the stored moisture. Grow drought-hardy ' +
      'crops and varieties such as ragi, jowar, tur, horse gram and groundnut, and use ' +
      'intercrops like ragi with field bean or groundnut with tur to spread the risk. ' +
      'A farm pond can give one or two life-saving irrigations during a long dry spell.',
    answerKn:
      'ಕರ್ನಾಟಕದ ಹೆಚ್ಚಿನ ಕೃಷಿ ಭೂಮಿ ಮಳೆಯಾಶ್ರಿತ, ಆದ್ದರಿಂದ ಬಿದ್ದ ಪ್ರತಿ ಮಳೆಯನ್ನೂ ಹಿಡಿದು ' +
      'ಮಣ್ಣಿನಲ್ಲೇ ಉಳಿಸುವುದು ಮುಖ್ಯ. ಇಳಿಜಾರಿಗೆ ಅಡ್ಡವಾಗಿ ಉಳುಮೆ ಮತ್ತು ಬಿತ್ತನೆ ಮಾಡಿ, ' +
      'ಸಮಪಾತಳಿ ಬದು ಅಥವಾ ಹೊಲದ ಬದು (ಕಪ್ಪು ಮಣ್ಣಿನಲ್ಲಿ ಸಣ್ಣ ಚೌಕಾಕಾರದ ಬದುಗಳು) ಹಾಕಿ, ಬೆಳೆ ' +
      'ಉಳಿಕೆಯಿಂದ ಹೊದಿಕೆ ಮಾಡಿ, ಕಳೆ ತೆಗೆಯಿರಿ; ಕಳೆಗಳು ಮಣ್ಣಿನ ತೇವಾಂಶವನ್ನು ಕುಡಿಯುತ್ತವೆ. ' +
      'ರಾಗಿ, ಜೋಳ, ತೊಗರಿ, ಹುರುಳಿ, ಶೇಂಗಾದಂತಹ ಬರ ತಡೆಯುವ ಬೆಳೆ ಮತ್ತು ತಳಿಗಳನ್ನು ಬೆಳೆಯಿರಿ; ' +
      'ರಾಗಿ ಜೊತೆ ಅವರೆ, ಶೇಂಗಾ ಜೊತೆ ತೊಗರಿಯಂತಹ ಅಂತರ ಬೆಳೆಗಳಿಂದ ನಷ್ಟದ ಅಪಾಯ ಕಡಿಮೆಯಾಗುತ್ತದೆ. ' +
      'ದೀರ್ಘ ಮಳೆ ಬಿಡುವಿನಲ್ಲಿ ಕೃಷಿ ಹೊಂಡದ ನೀರಿನಿಂದ ಒಂದೆರಡು ಜೀವರಕ್ಷಕ ನೀರಾವರಿ ಕೊಡಬಹುದು.',
    categoryKeys: ['seeders', 'irrigation'],
  },
  {
    id: 'water-farm-pond',
    topic: 'water',
    keywords: [
      'farm pond',
      'pond',
      'krishi honda',
      'rainwater harvesting',
      'runoff',
      'lining',
      'polythene lining',
      'krishi bhagya',
      'protective irrigation',
      'water storage',
    ],
    keywordsKn: [
      'ಕೃಷಿ ಹೊಂಡ',
      'ಹೊಂಡ',
      'ಮಳೆನೀರು',
      'ಮಳೆನೀರು ಕೊಯ್ಲು',
      'ಕೃಷಿ ಭಾಗ್ಯ',
      'ಲೈನಿಂಗ್',
      'krishi honda',
      'honda',
      'krishi bhagya',
    ],
    title: 'Farm ponds (krishi honda)',
    titleKn: 'ಕೃಷಿ ಹೊಂಡ',
    answer:
      'A farm pond stores the rain runoff from your own field, so that you can give ' +
      'protective irrigation to crops during dry spells or grow some vegetables after ' +
      'the rains. Dig it at the lowest part of the field where runoff collects, with a ' +
      'silt trap at the inlet and a safe outlet for overflow; in red soils a lining ' +
      'reduces seepage losses. Always fence the pond and keep children and animals ' +
      'away, because ponds are dangerous. Lift the water with a diesel or solar pump ' +
      'and apply it through sprinkler or drip to make it last; the state has supported ' +
      'farm ponds under schemes such as Krishi Bhagya, so ask your Raitha Samparka ' +
      'Kendra what is available now.',
    answerKn:
      'ಕೃಷಿ ಹೊಂಡ ನಿಮ್ಮ ಹೊಲದಲ್ಲೇ ಹರಿದು ಹೋಗುವ ಮಳೆ ನೀರನ್ನು ಸಂಗ್ರಹಿಸುತ್ತದೆ; ಮಳೆ ' +
      'ಬಿಡುವಿನಲ್ಲಿ ಬೆಳೆಗೆ ಜೀವರಕ್ಷಕ ನೀರು ಕೊಡಲು ಅಥವಾ ಮಳೆಗಾಲದ ನಂತರ ಸ್ವಲ್ಪ ತರಕಾರಿ ಬೆಳೆಯಲು ' +
      'ಇದು ಸಹಾಯ. ನೀರು ಬಂದು ಸೇರುವ ಹೊಲದ ತಗ್ಗು ಭಾಗದಲ್ಲಿ ಹೊಂಡ ತೆಗೆಯಿರಿ, ಒಳಹರಿವಿನಲ್ಲಿ ಹೂಳು ' +
      'ತಡೆ ಗುಂಡಿ ಮತ್ತು ಹೆಚ್ಚುವರಿ ನೀರು ಹೋಗಲು ಸುರಕ್ಷಿತ ಹೊರದಾರಿ ಮಾಡಿ; ಕೆಂಪು ಮಣ್ಣಿನಲ್ಲಿ ' +
      'ಪ್ಲಾಸ್ಟಿಕ್ ಹೊದಿಕೆ (ಲೈನಿಂಗ್) ಹಾಕಿದರೆ ನೀರು ಇಂಗಿ ಹೋಗುವುದು ಕಡಿಮೆ. ಹೊಂಡಗಳು ಅಪಾಯಕಾರಿ, ' +
      'ಸುತ್ತ ಕಡ್ಡಾಯವಾಗಿ ಬೇಲಿ ಹಾಕಿ, ಮಕ್ಕಳು ಮತ್ತು ಜಾನುವಾರುಗಳನ್ನು ದೂರವಿಡಿ. ಡೀಸೆಲ್ ಅಥವಾ ' +
      'ಸೋಲಾರ್ ಪಂಪ್‌ನಿಂದ ನೀರೆತ್ತಿ ಸ್ಪ್ರಿಂಕ್ಲರ್ ಅಥವಾ ಡ್ರಿಪ್ ಮೂಲಕ ಕೊಟ್ಟರೆ ನೀರು ಹೆಚ್ಚು ದಿನ ' +
      'ಬರುತ್ತದೆ; ಕೃಷಿ ಭಾಗ್ಯದಂತಹ ಯೋಜನೆಗಳಲ್ಲಿ ಸರ್ಕಾರ ಕೃಷಿ ಹೊಂಡಕ್ಕೆ ನೆರವು ನೀಡಿದೆ, ಈಗ ಏನು ' +
      'ಲಭ್ಯವಿದೆ ಎಂದು ರೈತ ಸಂಪರ್ಕ ಕೇಂದ್ರದಲ್ಲಿ ಕೇಳಿ.',
    categoryKeys: ['irrigation'],
  },
  {
    id: 'water-borewell-power',
    topic: 'water',
    keywords: [
      'borewell',
      'bore well',
      'bore',
      'submersible',
      'pump set',
      'ip set',
      'three phase',
      'power supply',
      'electricity',
      'night power',
      'voltage',
      'starter',
      'recharge',
      'escom',
      'bescom',
    ],
    keywordsKn: [
      'ಕೊಳವೆ ಬಾವಿ',
      'ಬೋರ್‌ವೆಲ್',
      'ಬೋರ್',
      'ಪಂಪ್‌ಸೆಟ್',
      'ಕರೆಂಟ್',
      'ವಿದ್ಯುತ್',
      'ತ್ರೀ ಫೇಸ್',
      'ಸ್ಟಾರ್ಟರ್',
      'ವೋಲ್ಟೇಜ್',
      'borewell',
      'current',
      'pumpset',
    ],
    title: 'Borewell pumps and power timing',
    titleKn: 'ಬೋರ್‌ವೆಲ್ ಪಂಪ್ ಮತ್ತು ವಿದ್ಯುತ್ ಸಮಯ',
    answer:
      'Farm pump sets in Karnataka get three-phase power only for fixed hours, often ' +
      'in shifts that change between day and night, so check the current schedule with ' +
      'your ESCOM (BESCOM, HESCOM, GESCOM, MESCOM or CESC) and plan irrigation around ' +
      'it. Use a proper starter with overload and single-phasing protection, add ' +
      'dry-run protection for submersible pumps, and do not run the pump at very low ' +
      'voltage. Set the pump at a safe depth below the lowest water level, keep the ' +
      'earthing in good condition, and never touch the starter or wires with wet ' +
      'hands. Drip or sprinkler lets you irrigate more land in the limited power ' +
      'hours, a recharge pit near the borewell helps keep it alive, and a solar pump ' +
      'runs on daytime sunshine without depending on the power schedule.',
    answerKn:
      'ಕರ್ನಾಟಕದಲ್ಲಿ ಕೃಷಿ ಪಂಪ್‌ಸೆಟ್‌ಗಳಿಗೆ ತ್ರೀ-ಫೇಸ್ ವಿದ್ಯುತ್ ನಿಗದಿತ ಗಂಟೆಗಳಲ್ಲಿ ಮಾತ್ರ ' +
      'ಸಿಗುತ್ತದೆ, ಅನೇಕ ಕಡೆ ಹಗಲು-ರಾತ್ರಿ ಪಾಳಿಯಲ್ಲಿ ಬದಲಾಗುತ್ತದೆ; ನಿಮ್ಮ ಎಸ್ಕಾಂ (ಬೆಸ್ಕಾಂ, ' +
      'ಹೆಸ್ಕಾಂ, ಜೆಸ್ಕಾಂ, ಮೆಸ್ಕಾಂ ಅಥವಾ ಸೆಸ್ಕ್) ವೇಳಾಪಟ್ಟಿ ತಿಳಿದು ಅದರಂತೆ ನೀರಾವರಿ ಯೋಜಿಸಿ. ' +
      'ಓವರ್‌ಲೋಡ್ ಮತ್ತು ಸಿಂಗಲ್-ಫೇಸ್ ರಕ್ಷಣೆ ಇರುವ ಸರಿಯಾದ ಸ್ಟಾರ್ಟರ್ ಹಾಗೂ ಸಬ್‌ಮರ್ಸಿಬಲ್ ' +
      'ಪಂಪಿಗೆ ಡ್ರೈ-ರನ್ ರಕ್ಷಣೆ ಬಳಸಿ, ತುಂಬಾ ಕಡಿಮೆ ವೋಲ್ಟೇಜ್‌ನಲ್ಲಿ ಪಂಪ್ ಓಡಿಸಬೇಡಿ. ಪಂಪನ್ನು ' +
      'ಕನಿಷ್ಠ ನೀರಿನ ಮಟ್ಟಕ್ಕಿಂತ ಕೆಳಗೆ ಸುರಕ್ಷಿತ ಆಳದಲ್ಲಿ ಇಳಿಸಿ, ಅರ್ಥಿಂಗ್ ಸರಿಯಾಗಿಡಿ, ಒದ್ದೆ ' +
      'ಕೈಯಿಂದ ಸ್ಟಾರ್ಟರ್ ಅಥವಾ ವೈರ್ ಮುಟ್ಟಲೇಬೇಡಿ. ಸೀಮಿತ ವಿದ್ಯುತ್ ಸಮಯದಲ್ಲಿ ಹೆಚ್ಚು ಜಮೀನಿಗೆ ' +
      'ನೀರು ಕೊಡಲು ಡ್ರಿಪ್ ಅಥವಾ ಸ್ಪ್ರಿಂಕ್ಲರ್ ಸಹಾಯ ಮಾಡುತ್ತದೆ, ಬೋರ್‌ವೆಲ್ ಹತ್ತಿರ ಮರುಪೂರಣ ' +
      'ಗುಂಡಿ ಮಾಡಿದರೆ ಬೋರ್ ಬತ್ತದಂತೆ ಸಹಾಯವಾಗುತ್ತದೆ; ಸೋಲಾರ್ ಪಂಪ್ ವಿದ್ಯುತ್ ವೇಳಾಪಟ್ಟಿಯನ್ನು ' +
      'ಅವಲಂಬಿಸದೆ ಹಗಲಿನ ಬಿಸಿಲಿನಲ್ಲಿ ಓಡುತ್ತದೆ.',
    categoryKeys: ['irrigation'],
  },
];
