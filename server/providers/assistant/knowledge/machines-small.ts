import type { KnowledgeEntry } from './types.js';

/** Small machines (chaff cutter, brush cutter) and off-season care of machines. */
export const smallMachineEntries: KnowledgeEntry[] = [
  {
    id: 'machine-chaff-cutter',
    topic: 'machine',
    keywords: [
      'chaff cutter',
      'fodder cutter',
      'fodder',
      'kutti',
      'cattle feed',
      'dairy',
      'stover',
      'green fodder',
      'silage',
      'finger safety',
    ],
    keywordsKn: [
      'ಮೇವು ಕತ್ತರಿಸುವ ಯಂತ್ರ',
      'ಚಾಫ್ ಕಟರ್',
      'ಮೇವು',
      'ಹೈನುಗಾರಿಕೆ',
      'ಹಸು',
      'ಹುಲ್ಲು',
      'ಕಣಿಕೆ',
      'ರಸಮೇವು',
      'chaff cutter',
      'mevu',
      'hullu',
    ],
    title: 'Chaff cutter',
    titleKn: 'ಮೇವು ಕತ್ತರಿಸುವ ಯಂತ್ರ (ಚಾಫ್ ಕಟರ್)',
    answer:
      'A chaff cutter chops green and dry fodder such as maize, jowar stover, ragi ' +
      'straw and fodder grasses into small pieces, so cattle eat more of it and much ' +
      'less is wasted in the manger. Electric models save a lot of time for dairy ' +
      'farmers, and chopped fodder is also easier to mix and to make silage from. Feed ' +
      'fodder only through the feed rollers and keep your fingers well away from them; ' +
      'never push the last bit in by hand, and keep the flywheel and blades covered. ' +
      'Switch off and wait for the wheel to stop before cleaning or adjusting, keep ' +
      'children away, and keep the blades sharp so the machine does not jam.',
    answerKn:
      'ಚಾಫ್ ಕಟರ್ ಮೆಕ್ಕೆಜೋಳ, ಜೋಳದ ಕಣಿಕೆ, ರಾಗಿ ಹುಲ್ಲು ಮತ್ತು ಮೇವಿನ ಹುಲ್ಲಿನಂತಹ ಹಸಿ ಮತ್ತು ' +
      'ಒಣ ಮೇವನ್ನು ಸಣ್ಣ ತುಂಡುಗಳಾಗಿ ಕತ್ತರಿಸುತ್ತದೆ; ದನಗಳು ಹೆಚ್ಚು ತಿನ್ನುತ್ತವೆ, ಗೋದಲಿಯಲ್ಲಿ ' +
      'ಮೇವು ವ್ಯರ್ಥವಾಗುವುದು ಬಹಳ ಕಡಿಮೆ. ವಿದ್ಯುತ್ ಚಾಲಿತ ಯಂತ್ರ ಹೈನುಗಾರರಿಗೆ ಸಾಕಷ್ಟು ಸಮಯ ' +
      'ಉಳಿಸುತ್ತದೆ, ಕತ್ತರಿಸಿದ ಮೇವನ್ನು ಬೆರೆಸಲು ಮತ್ತು ರಸಮೇವು (ಸೈಲೇಜ್) ಮಾಡಲು ಸುಲಭ. ಮೇವನ್ನು ' +
      'ಫೀಡ್ ರೋಲರ್ ಮೂಲಕ ಮಾತ್ರ ಹಾಕಿ, ಬೆರಳುಗಳನ್ನು ರೋಲರ್‌ನಿಂದ ದೂರವಿಡಿ; ಕೊನೆಯ ತುಂಡನ್ನು ' +
      'ಕೈಯಿಂದ ತಳ್ಳಬೇಡಿ, ಫ್ಲೈವೀಲ್ ಮತ್ತು ಬ್ಲೇಡ್‌ಗಳಿಗೆ ಕವಚ ಇರಲಿ. ಸ್ವಚ್ಛಗೊಳಿಸುವ ಅಥವಾ ' +
      'ಹೊಂದಿಸುವ ಮೊದಲು ಸ್ವಿಚ್ ಆಫ್ ಮಾಡಿ ಚಕ್ರ ನಿಲ್ಲುವವರೆಗೆ ಕಾಯಿರಿ, ಮಕ್ಕಳನ್ನು ದೂರವಿಡಿ, ' +
      'ಯಂತ್ರ ಸಿಕ್ಕಿಕೊಳ್ಳದಂತೆ ಬ್ಲೇಡ್‌ಗಳನ್ನು ಹರಿತವಾಗಿಡಿ.',
    categoryKeys: ['other'],
  },
  {
    id: 'machine-brush-cutter',
    topic: 'machine',
    keywords: [
      'brush cutter',
      'brushcutter',
      'grass cutter',
      'weed cutter',
      'bund weeding',
      'orchard weeding',
      'trimmer',
      '2 stroke',
      'two stroke',
      'petrol engine',
      'harvesting attachment',
    ],
    keywordsKn: [
      'ಬ್ರಷ್ ಕಟರ್',
      'ಹುಲ್ಲು ಕತ್ತರಿಸುವ ಯಂತ್ರ',
      'ಕಳೆ ಕತ್ತರಿಸುವ ಯಂತ್ರ',
      'ಕಳೆ',
      'ಬದು',
      'ಹುಲ್ಲು',
      'brush cutter',
      'grass cutter',
      'kale',
    ],
    title: 'Brush cutter',
    titleKn: 'ಬ್ರಷ್ ಕಟರ್',
    answer:
      'A brush cutter clears weeds and grass on bunds, field edges and in arecanut, ' +
      'coconut, coffee and fruit gardens much faster than a sickle, and with the right ' +
      'blade some models can also cut paddy, ragi or fodder. Most have petrol engines; ' +
      'for 2-stroke models mix oil and petrol in the ratio given in the manual, and ' +
      'clean the air filter and spark plug regularly. Wear a face shield or goggles, ' +
      'ear protection, long trousers and boots, because stones and pieces fly from the ' +
      'blade. Keep other people and animals at least 15 metres away, and stop the ' +
      'engine before removing anything wrapped around the blade.',
    answerKn:
      'ಬ್ರಷ್ ಕಟರ್ ಬದು, ಹೊಲದ ಅಂಚು ಹಾಗೂ ಅಡಿಕೆ, ತೆಂಗು, ಕಾಫಿ ಮತ್ತು ಹಣ್ಣಿನ ತೋಟಗಳಲ್ಲಿ ' +
      'ಕುಡುಗೋಲಿಗಿಂತ ಬಹಳ ಬೇಗ ಕಳೆ ಮತ್ತು ಹುಲ್ಲು ಕತ್ತರಿಸುತ್ತದೆ; ಸೂಕ್ತ ಬ್ಲೇಡ್ ಹಾಕಿದರೆ ಕೆಲವು ' +
      'ಮಾದರಿಗಳಿಂದ ಭತ್ತ, ರಾಗಿ ಅಥವಾ ಮೇವನ್ನೂ ಕೊಯ್ಯಬಹುದು. ಹೆಚ್ಚಿನವು ಪೆಟ್ರೋಲ್ ಎಂಜಿನ್; ' +
      '2-ಸ್ಟ್ರೋಕ್ ಮಾದರಿಯಲ್ಲಿ ಕೈಪಿಡಿಯಲ್ಲಿ ಹೇಳಿದ ಅನುಪಾತದಲ್ಲಿ ಆಯಿಲ್ ಮತ್ತು ಪೆಟ್ರೋಲ್ ' +
      'ಬೆರೆಸಿ, ಏರ್ ಫಿಲ್ಟರ್ ಮತ್ತು ಸ್ಪಾರ್ಕ್ ಪ್ಲಗ್ ಆಗಾಗ ಸ್ವಚ್ಛಗೊಳಿಸಿ. ಬ್ಲೇಡಿನಿಂದ ಕಲ್ಲು ' +
      'ಮತ್ತು ಚೂರುಗಳು ಹಾರುವುದರಿಂದ ಮುಖ ಕವಚ ಅಥವಾ ಕನ್ನಡಕ, ಕಿವಿ ರಕ್ಷಕ, ಉದ್ದ ಪ್ಯಾಂಟ್ ಮತ್ತು ' +
      'ಬೂಟು ಧರಿಸಿ. ಇತರರು ಮತ್ತು ಜಾನುವಾರುಗಳನ್ನು ಕನಿಷ್ಠ 15 ಮೀಟರ್ ದೂರವಿಡಿ, ಬ್ಲೇಡಿಗೆ ' +
      'ಸುತ್ತಿಕೊಂಡದ್ದನ್ನು ತೆಗೆಯುವ ಮೊದಲು ಎಂಜಿನ್ ನಿಲ್ಲಿಸಿ.',
    categoryKeys: ['other'],
  },
  {
    id: 'maintenance-off-season-storage',
    topic: 'maintenance',
    keywords: [
      'off season',
      'storage',
      'store machine',
      'storing',
      'rust',
      'shed',
      'idle machine',
      'before season',
      'pre season check',
      'machine care',
      'maintenance',
    ],
    keywordsKn: ['ಯಂತ್ರ ನಿರ್ವಹಣೆ', 'ನಿರ್ವಹಣೆ', 'ತುಕ್ಕು', 'ಶೆಡ್', 'ಸರ್ವಿಸ್', 'ಗ್ರೀಸ್', 'ಹಂಗಾಮು', 'tukku', 'service', 'nirvahane'],
    title: 'Caring for machines between seasons',
    titleKn: 'ಹಂಗಾಮುಗಳ ನಡುವೆ ಯಂತ್ರಗಳ ಆರೈಕೆ',
    answer:
      'Before putting a machine away after the season, wash off all soil, crop residue ' +
      'and chemicals, because they hold moisture and cause rust. Oil or grease the ' +
      'blades, tynes, discs and chains, tighten loose bolts, and note the parts to be ' +
      'replaced so you can buy them before the next rush. Store machines under a roof ' +
      'with the tyres at the correct pressure or raised off the ground, drain the ' +
      'petrol from small engines, and keep batteries charged. About a month before ' +
      'sowing or harvest, get the machine serviced and test it, because a breakdown in ' +
      'peak season costs the most.',
    answerKn:
      'ಹಂಗಾಮು ಮುಗಿದ ನಂತರ ಯಂತ್ರವನ್ನು ಇಡುವ ಮೊದಲು ಮಣ್ಣು, ಬೆಳೆ ಉಳಿಕೆ ಮತ್ತು ಔಷಧಿಯ ಕಲೆಯನ್ನು ' +
      'ಪೂರ್ತಿ ತೊಳೆಯಿರಿ, ಇವು ತೇವ ಹಿಡಿದು ತುಕ್ಕು ಹಿಡಿಸುತ್ತವೆ. ಬ್ಲೇಡ್, ಟೈನ್, ಡಿಸ್ಕ್ ಮತ್ತು ' +
      'ಚೈನ್‌ಗಳಿಗೆ ಎಣ್ಣೆ ಅಥವಾ ಗ್ರೀಸ್ ಹಚ್ಚಿ, ಸಡಿಲ ಬೋಲ್ಟ್ ಬಿಗಿಗೊಳಿಸಿ, ಬದಲಿಸಬೇಕಾದ ' +
      'ಭಾಗಗಳನ್ನು ಬರೆದಿಟ್ಟುಕೊಂಡು ಮುಂದಿನ ಹಂಗಾಮಿನ ಗದ್ದಲಕ್ಕೆ ಮೊದಲೇ ಖರೀದಿಸಿ. ಯಂತ್ರಗಳನ್ನು ' +
      'ಚಾವಣಿಯ ಕೆಳಗೆ ಇಡಿ, ಟೈರ್‌ಗಳಲ್ಲಿ ಸರಿಯಾದ ಗಾಳಿಯ ಒತ್ತಡ ಇರಲಿ ಅಥವಾ ನೆಲದಿಂದ ಮೇಲೆತ್ತಿ ' +
      'ಇಡಿ, ಸಣ್ಣ ಎಂಜಿನ್‌ಗಳಿಂದ ಪೆಟ್ರೋಲ್ ಖಾಲಿ ಮಾಡಿ, ಬ್ಯಾಟರಿ ಚಾರ್ಜ್ ಆಗಿರಲಿ. ಬಿತ್ತನೆ ಅಥವಾ ' +
      'ಕೊಯ್ಲಿಗೆ ಸುಮಾರು ಒಂದು ತಿಂಗಳು ಮೊದಲು ಸರ್ವಿಸ್ ಮಾಡಿಸಿ ಓಡಿಸಿ ನೋಡಿ, ಹಂಗಾಮಿನ ಮಧ್ಯೆ ' +
      'ಯಂತ್ರ ಕೆಟ್ಟರೆ ನಷ್ಟ ಹೆಚ್ಚು.',
  },
];
