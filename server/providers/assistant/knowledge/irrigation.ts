import type { KnowledgeEntry } from './types.js';

/** Drip and sprinkler irrigation. */
export const irrigationEntries: KnowledgeEntry[] = [
  {
    id: 'irrigation-drip',
    topic: 'irrigation',
    keywords: [
      'drip',
      'drip irrigation',
      'micro irrigation',
      'emitter',
      'dripper',
      'lateral',
      'fertigation',
      'water saving',
      'inline drip',
      'irrigation',
    ],
    keywordsKn: [
      'ಡ್ರಿಪ್',
      'ಹನಿ ನೀರಾವರಿ',
      'ಸೂಕ್ಷ್ಮ ನೀರಾವರಿ',
      'ಡ್ರಿಪ್ಪರ್',
      'ಲ್ಯಾಟರಲ್',
      'ಫರ್ಟಿಗೇಷನ್',
      'ನೀರಾವರಿ',
      'drip',
      'hani neeravari',
      'neeravari',
    ],
    title: 'Drip irrigation',
    titleKn: 'ಡ್ರಿಪ್ (ಹನಿ) ನೀರಾವರಿ',
    answer:
      'Drip irrigation gives water drop by drop at the roots through laterals and ' +
      'drippers, so it uses much less water than flood irrigation, keeps weeds down ' +
      'between rows and lets you irrigate more land from the same borewell. It suits ' +
      'arecanut, coconut, banana, sugarcane, vegetables, mulberry and fruit crops, and ' +
      'water-soluble fertiliser can be given through it (fertigation). Get the system ' +
      'designed for your pump, water source and crop spacing, with a good filter at ' +
      'the head. Drip and sprinkler systems are supported under government ' +
      'micro-irrigation schemes, so ask the Agriculture or Horticulture Department ' +
      'about the current support before buying.',
    answerKn:
      'ಡ್ರಿಪ್ (ಹನಿ ನೀರಾವರಿ) ಲ್ಯಾಟರಲ್ ಪೈಪ್ ಮತ್ತು ಡ್ರಿಪ್ಪರ್‌ಗಳ ಮೂಲಕ ಬೇರಿನ ಬಳಿಗೆ ಹನಿ ' +
      'ಹನಿಯಾಗಿ ನೀರು ಕೊಡುತ್ತದೆ; ಹರಿ ನೀರಾವರಿಗಿಂತ ತುಂಬಾ ಕಡಿಮೆ ನೀರು ಸಾಕು, ಸಾಲುಗಳ ನಡುವೆ ಕಳೆ ' +
      'ಕಡಿಮೆ, ಅದೇ ಬೋರ್‌ವೆಲ್‌ನಿಂದ ಹೆಚ್ಚು ಜಮೀನಿಗೆ ನೀರು ಕೊಡಬಹುದು. ಅಡಿಕೆ, ತೆಂಗು, ಬಾಳೆ, ' +
      'ಕಬ್ಬು, ತರಕಾರಿ, ಹಿಪ್ಪುನೇರಳೆ ಮತ್ತು ಹಣ್ಣಿನ ಬೆಳೆಗಳಿಗೆ ಇದು ಸೂಕ್ತ, ನೀರಿನಲ್ಲಿ ಕರಗುವ ' +
      'ಗೊಬ್ಬರವನ್ನು ಇದರ ಮೂಲಕವೇ ಕೊಡಬಹುದು (ಫರ್ಟಿಗೇಷನ್). ನಿಮ್ಮ ಪಂಪ್, ನೀರಿನ ಮೂಲ ಮತ್ತು ಬೆಳೆಯ ' +
      'ಅಂತರಕ್ಕೆ ತಕ್ಕಂತೆ ವಿನ್ಯಾಸ ಮಾಡಿಸಿ, ಮುಖ್ಯ ಪೈಪ್‌ನಲ್ಲಿ ಒಳ್ಳೆಯ ಫಿಲ್ಟರ್ ಹಾಕಿಸಿ. ಡ್ರಿಪ್ ' +
      'ಮತ್ತು ಸ್ಪ್ರಿಂಕ್ಲರ್‌ಗೆ ಸರ್ಕಾರದ ಸೂಕ್ಷ್ಮ ನೀರಾವರಿ ಯೋಜನೆಗಳಲ್ಲಿ ನೆರವು ಇದೆ; ಖರೀದಿಸುವ ' +
      'ಮೊದಲು ಕೃಷಿ ಅಥವಾ ತೋಟಗಾರಿಕೆ ಇಲಾಖೆಯಲ್ಲಿ ಈಗಿನ ಸಹಾಯಧನದ ಬಗ್ಗೆ ಕೇಳಿ.',
    categoryKeys: ['irrigation'],
  },
  {
    id: 'irrigation-drip-maintenance',
    topic: 'irrigation',
    keywords: [
      'drip filter',
      'filter cleaning',
      'clogging',
      'blocked dripper',
      'flushing',
      'screen filter',
      'disc filter',
      'sand filter',
      'backwash',
      'acid treatment',
      'chlorine',
      'leak',
    ],
    keywordsKn: ['ಡ್ರಿಪ್ ಫಿಲ್ಟರ್', 'ಫಿಲ್ಟರ್', 'ಕಟ್ಟಿಕೊಂಡ', 'ಫ್ಲಶ್', 'ಸೋರಿಕೆ', 'ಡ್ರಿಪ್ಪರ್', 'ಲ್ಯಾಟರಲ್', 'filter', 'drip block'],
    title: 'Looking after a drip system',
    titleKn: 'ಡ್ರಿಪ್ ವ್ಯವಸ್ಥೆಯ ನಿರ್ವಹಣೆ',
    answer:
      'Most drip problems come from clogging, so clean the screen or disc filter ' +
      'regularly, daily when the water is dirty, and backwash the sand filter if you ' +
      'have one. Open the end caps of the laterals and flush them from time to time ' +
      'until clean water comes out. If drippers still block because of salts or algae, ' +
      'acid or chlorine treatment can clear them, but do it only as advised by your ' +
      'drip supplier or the department. Check for leaks and for damage by rats or ' +
      'tools, and roll up and store laterals in shade when they are not in use.',
    answerKn:
      'ಡ್ರಿಪ್‌ನ ಹೆಚ್ಚಿನ ತೊಂದರೆಗಳು ಕಟ್ಟಿಕೊಳ್ಳುವುದರಿಂದ ಬರುತ್ತವೆ; ಸ್ಕ್ರೀನ್ ಅಥವಾ ಡಿಸ್ಕ್ ' +
      'ಫಿಲ್ಟರ್ ಅನ್ನು ನಿಯಮಿತವಾಗಿ, ನೀರು ಕೊಳಕಾಗಿದ್ದರೆ ಪ್ರತಿದಿನ, ತೊಳೆಯಿರಿ; ಮರಳು ಫಿಲ್ಟರ್ ' +
      'ಇದ್ದರೆ ಬ್ಯಾಕ್‌ವಾಶ್ ಮಾಡಿ. ಲ್ಯಾಟರಲ್‌ಗಳ ಕೊನೆಯ ಮುಚ್ಚಳ ತೆಗೆದು ಸ್ವಚ್ಛ ನೀರು ಬರುವವರೆಗೆ ' +
      'ಆಗಾಗ ಫ್ಲಶ್ ಮಾಡಿ. ಉಪ್ಪು ಅಥವಾ ಪಾಚಿಯಿಂದ ಡ್ರಿಪ್ಪರ್ ಕಟ್ಟಿಕೊಂಡರೆ ಆಸಿಡ್ ಅಥವಾ ಕ್ಲೋರಿನ್ ' +
      'ಉಪಚಾರದಿಂದ ಸರಿಪಡಿಸಬಹುದು, ಆದರೆ ಡ್ರಿಪ್ ಕಂಪನಿ ಅಥವಾ ಇಲಾಖೆಯ ಸಲಹೆಯಂತೆ ಮಾತ್ರ ಮಾಡಿ. ' +
      'ಸೋರಿಕೆ, ಇಲಿ ಕಡಿತ ಮತ್ತು ಉಪಕರಣಗಳಿಂದ ಆದ ಹಾನಿಯನ್ನು ಗಮನಿಸಿ, ಬಳಸದಿದ್ದಾಗ ' +
      'ಲ್ಯಾಟರಲ್‌ಗಳನ್ನು ಸುತ್ತಿ ನೆರಳಿನಲ್ಲಿ ಇಡಿ.',
    categoryKeys: ['irrigation'],
  },
  {
    id: 'irrigation-sprinkler',
    topic: 'irrigation',
    keywords: [
      'sprinkler',
      'sprinkler irrigation',
      'rain gun',
      'raingun',
      'overhead irrigation',
      'nozzle',
      'riser',
      'pressure',
      'wind',
      'irrigation',
    ],
    keywordsKn: ['ಸ್ಪ್ರಿಂಕ್ಲರ್', 'ತುಂತುರು ನೀರಾವರಿ', 'ರೈನ್ ಗನ್', 'ನಾಜಲ್', 'ಗಾಳಿ', 'ನೀರಾವರಿ', 'sprinkler', 'tunturu', 'rain gun'],
    title: 'Sprinkler irrigation',
    titleKn: 'ಸ್ಪ್ರಿಂಕ್ಲರ್ (ತುಂತುರು) ನೀರಾವರಿ',
    answer:
      'Sprinklers spray water like rain and suit close-spaced crops such as groundnut, ' +
      'pulses, vegetables, leafy greens, onion and fodder, as well as blossom ' +
      'irrigation in coffee; a rain gun covers a larger area from one point. They save ' +
      'water compared with flood irrigation and can be used on uneven land without ' +
      'levelling. Do not run sprinklers in strong wind, because the water drifts and ' +
      'falls unevenly; early morning or evening is best. Run them at the recommended ' +
      'pressure, keep the nozzles clean, and shift the pipes in a fixed order so that ' +
      'every part of the field gets its share.',
    answerKn:
      'ಸ್ಪ್ರಿಂಕ್ಲರ್ ಮಳೆಯಂತೆ ನೀರು ಚಿಮುಕಿಸುತ್ತದೆ; ಶೇಂಗಾ, ದ್ವಿದಳ ಧಾನ್ಯ, ತರಕಾರಿ, ಸೊಪ್ಪು, ' +
      'ಈರುಳ್ಳಿ ಮತ್ತು ಮೇವಿನಂತಹ ಹತ್ತಿರ ಹತ್ತಿರ ಬೆಳೆಯುವ ಬೆಳೆಗಳಿಗೆ ಹಾಗೂ ಕಾಫಿಯಲ್ಲಿ ಹೂ ' +
      'ಅರಳಿಸಲು ಕೊಡುವ ನೀರಿಗೆ ಸೂಕ್ತ; ರೈನ್ ಗನ್ ಒಂದೇ ಜಾಗದಿಂದ ಹೆಚ್ಚು ಪ್ರದೇಶಕ್ಕೆ ನೀರು ' +
      'ಕೊಡುತ್ತದೆ. ಹರಿ ನೀರಾವರಿಗಿಂತ ನೀರು ಉಳಿಯುತ್ತದೆ, ಏರುತಗ್ಗಿನ ಜಮೀನನ್ನು ಸಮತಟ್ಟು ಮಾಡದೆಯೂ ' +
      'ಬಳಸಬಹುದು. ಜೋರು ಗಾಳಿ ಇರುವಾಗ ಸ್ಪ್ರಿಂಕ್ಲರ್ ಓಡಿಸಬೇಡಿ, ನೀರು ಹಾರಿ ಹೋಗಿ ಸಮವಾಗಿ ' +
      'ಬೀಳುವುದಿಲ್ಲ; ಬೆಳಗಿನ ಜಾವ ಅಥವಾ ಸಂಜೆ ಉತ್ತಮ. ಶಿಫಾರಸು ಮಾಡಿದ ಒತ್ತಡದಲ್ಲಿ ಓಡಿಸಿ, ' +
      'ನಾಜಲ್‌ಗಳನ್ನು ಸ್ವಚ್ಛವಾಗಿಡಿ, ಹೊಲದ ಎಲ್ಲ ಭಾಗಕ್ಕೂ ನೀರು ಸಿಗುವಂತೆ ಪೈಪ್‌ಗಳನ್ನು ಕ್ರಮವಾಗಿ ' +
      'ಬದಲಾಯಿಸಿ.',
    categoryKeys: ['irrigation'],
  },
];
