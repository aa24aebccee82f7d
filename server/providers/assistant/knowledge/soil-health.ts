import type { KnowledgeEntry } from './types.js';

/** Soil testing, the Soil Health Card, organic matter and green manure. */
export const soilHealthEntries: KnowledgeEntry[] = [
  {
    id: 'soil-testing-health-card',
    topic: 'soil',
    keywords: [
      'soil test',
      'soil testing',
      'soil health card',
      'shc',
      'soil sample',
      'sampling',
      'nutrients',
      'fertiliser',
      'fertilizer',
      'ph',
      'npk',
    ],
    keywordsKn: [
      'ಮಣ್ಣು ಪರೀಕ್ಷೆ',
      'ಮಣ್ಣು ಆರೋಗ್ಯ ಚೀಟಿ',
      'ಮಣ್ಣಿನ ಮಾದರಿ',
      'ಪರೀಕ್ಷೆ',
      'ಪೋಷಕಾಂಶ',
      'ರಸಗೊಬ್ಬರ',
      'ಗೊಬ್ಬರ',
      'mannu pareekshe',
      'arogya cheeti',
    ],
    title: 'Soil testing and the Soil Health Card',
    titleKn: 'ಮಣ್ಣು ಪರೀಕ್ಷೆ ಮತ್ತು ಮಣ್ಣು ಆರೋಗ್ಯ ಚೀಟಿ',
    answer:
      'A soil test tells you which nutrients your field lacks, so that you apply the ' +
      'right fertiliser instead of guessing. Take the sample after harvest and before ' +
      'the next sowing: at 8 to 10 spots in a zig-zag across the field, dig a V-shaped ' +
      'pit about 15 cm deep, take a thin slice from its side, mix all the soil and ' +
      'keep about half a kilo in a clean cloth bag marked with your name and survey ' +
      'number. Do not take soil near bunds, trees, manure heaps or where fertiliser ' +
      'was just applied. The Soil Health Card gives the nutrient status of your field ' +
      'and fertiliser advice; ask your Raitha Samparka Kendra how to get the soil ' +
      'tested, and repeat the test every two to three years.',
    answerKn:
      'ಮಣ್ಣು ಪರೀಕ್ಷೆಯಿಂದ ನಿಮ್ಮ ಹೊಲದಲ್ಲಿ ಯಾವ ಪೋಷಕಾಂಶ ಕಡಿಮೆ ಇದೆ ಎಂದು ತಿಳಿದು, ಅಂದಾಜಿನ ' +
      'ಬದಲು ಸರಿಯಾದ ಗೊಬ್ಬರ ಹಾಕಬಹುದು. ಕೊಯ್ಲಿನ ನಂತರ ಮತ್ತು ಮುಂದಿನ ಬಿತ್ತನೆಗೆ ಮೊದಲು ಹೊಲದಲ್ಲಿ ' +
      'ಅಂಕುಡೊಂಕಾಗಿ 8 ರಿಂದ 10 ಕಡೆ ಸುಮಾರು 15 ಸೆಂ.ಮೀ. ಆಳದ V ಆಕಾರದ ಗುಂಡಿ ತೆಗೆದು ಅದರ ' +
      'ಪಕ್ಕದಿಂದ ತೆಳುವಾದ ಮಣ್ಣಿನ ಪದರ ತೆಗೆದುಕೊಳ್ಳಿ; ಎಲ್ಲವನ್ನೂ ಬೆರೆಸಿ ಸುಮಾರು ಅರ್ಧ ಕಿಲೋ ' +
      'ಮಣ್ಣನ್ನು ನಿಮ್ಮ ಹೆಸರು ಮತ್ತು ಸರ್ವೆ ನಂಬರ್ ಬರೆದ ಸ್ವಚ್ಛ ಬಟ್ಟೆಯ ಚೀಲದಲ್ಲಿ ಇಡಿ. ಬದು, ' +
      'ಮರ, ಗೊಬ್ಬರದ ಗುಂಡಿಯ ಹತ್ತಿರ ಅಥವಾ ಈಗ ತಾನೇ ಗೊಬ್ಬರ ಹಾಕಿದ ಜಾಗದಿಂದ ಮಣ್ಣು ತೆಗೆಯಬೇಡಿ. ' +
      'ಮಣ್ಣು ಆರೋಗ್ಯ ಚೀಟಿಯಲ್ಲಿ ನಿಮ್ಮ ಹೊಲದ ಪೋಷಕಾಂಶ ಸ್ಥಿತಿ ಮತ್ತು ಗೊಬ್ಬರದ ಶಿಫಾರಸು ' +
      'ಇರುತ್ತದೆ; ಪರೀಕ್ಷೆ ಮಾಡಿಸುವ ಬಗ್ಗೆ ರೈತ ಸಂಪರ್ಕ ಕೇಂದ್ರದಲ್ಲಿ ಕೇಳಿ, ಎರಡು-ಮೂರು ' +
      'ವರ್ಷಕ್ಕೊಮ್ಮೆ ಪರೀಕ್ಷೆ ಮಾಡಿಸಿ.',
  },
  {
    id: 'soil-organic-matter',
    topic: 'soil',
    keywords: [
      'organic matter',
      'farmyard manure',
      'fym',
      'manure',
      'compost',
      'vermicompost',
      'organic',
      'humus',
      'residue burning',
      'mulch',
      'soil fertility',
    ],
    keywordsKn: [
      'ಸಾವಯವ',
      'ಸಾವಯವ ಗೊಬ್ಬರ',
      'ಕೊಟ್ಟಿಗೆ ಗೊಬ್ಬರ',
      'ಕಾಂಪೋಸ್ಟ್',
      'ಎರೆಹುಳು ಗೊಬ್ಬರ',
      'ಗೊಬ್ಬರ',
      'ಹೊದಿಕೆ',
      'ಫಲವತ್ತತೆ',
      'savayava',
      'kottige gobbara',
      'gobbara',
    ],
    title: 'Organic matter and manure',
    titleKn: 'ಸಾವಯವ ಅಂಶ ಮತ್ತು ಗೊಬ್ಬರ',
    answer:
      'Organic matter keeps the soil soft, holds water and feeds soil life, and most ' +
      'Karnataka soils, especially red soils, have too little of it. Apply well-rotted ' +
      'farmyard manure, compost or vermicompost before sowing, keep crop residues as ' +
      'mulch or compost them instead of burning, and grow pulses in rotation. Raw, ' +
      'undecomposed manure can bring weed seeds and termites, so let it rot fully ' +
      'first. Organic manure and fertiliser given as per the soil test work best ' +
      'together.',
    answerKn:
      'ಸಾವಯವ ಅಂಶವೇ ಮಣ್ಣನ್ನು ಮೆದುವಾಗಿಟ್ಟು, ನೀರು ಹಿಡಿದಿಟ್ಟು, ಮಣ್ಣಿನ ಜೀವಿಗಳಿಗೆ ಆಹಾರ ' +
      'ಕೊಡುತ್ತದೆ; ನಮ್ಮ ರಾಜ್ಯದ ಹೆಚ್ಚಿನ ಮಣ್ಣುಗಳಲ್ಲಿ, ವಿಶೇಷವಾಗಿ ಕೆಂಪು ಮಣ್ಣಿನಲ್ಲಿ, ಇದು ' +
      'ಕಡಿಮೆ. ಬಿತ್ತನೆಗೆ ಮೊದಲು ಚೆನ್ನಾಗಿ ಕಳಿತ ಕೊಟ್ಟಿಗೆ ಗೊಬ್ಬರ, ಕಾಂಪೋಸ್ಟ್ ಅಥವಾ ಎರೆಹುಳು ' +
      'ಗೊಬ್ಬರ ಹಾಕಿ; ಬೆಳೆಯ ಉಳಿಕೆಯನ್ನು ಸುಡದೆ ಹೊದಿಕೆಯಾಗಿ ಬಳಸಿ ಅಥವಾ ಕಾಂಪೋಸ್ಟ್ ಮಾಡಿ, ಬೆಳೆ ' +
      'ಪರಿವರ್ತನೆಯಲ್ಲಿ ದ್ವಿದಳ ಧಾನ್ಯಗಳನ್ನು ಬೆಳೆಯಿರಿ. ಕಳಿಯದ ಹಸಿ ಗೊಬ್ಬರದಿಂದ ಕಳೆ ಬೀಜ ಮತ್ತು ' +
      'ಗೆದ್ದಲು ಬರಬಹುದು, ಆದ್ದರಿಂದ ಪೂರ್ತಿ ಕಳಿತ ನಂತರವೇ ಹಾಕಿ. ಸಾವಯವ ಗೊಬ್ಬರ ಮತ್ತು ಮಣ್ಣು ' +
      'ಪರೀಕ್ಷೆಯಂತೆ ಕೊಡುವ ರಸಗೊಬ್ಬರ ಎರಡೂ ಜೊತೆಯಾಗಿ ಹೆಚ್ಚು ಫಲ ಕೊಡುತ್ತವೆ.',
  },
  {
    id: 'soil-green-manure',
    topic: 'soil',
    keywords: [
      'green manure',
      'green manuring',
      'sunhemp',
      'sun hemp',
      'dhaincha',
      'glyricidia',
      'cowpea',
      'legume',
      'nitrogen',
      'incorporate',
    ],
    keywordsKn: [
      'ಹಸಿರೆಲೆ ಗೊಬ್ಬರ',
      'ಹಸಿರು ಗೊಬ್ಬರ',
      'ಸೆಣಬು',
      'ಡಯಾಂಚ',
      'ಗ್ಲಿರಿಸಿಡಿಯಾ',
      'ಅಲಸಂದೆ',
      'ಸೊಪ್ಪು',
      'hasiru gobbara',
      'senabu',
      'soppu',
    ],
    title: 'Green manure crops',
    titleKn: 'ಹಸಿರೆಲೆ ಗೊಬ್ಬರದ ಬೆಳೆಗಳು',
    answer:
      'Green manure crops such as sunhemp, dhaincha and cowpea are sown before the ' +
      'main crop and mixed into the soil when they start flowering, usually about six ' +
      'to eight weeks after sowing. They add organic matter and nitrogen and improve ' +
      'soil structure; in paddy fields they are often grown before transplanting and ' +
      'mixed in during puddling. A rotavator or disc harrow chops and mixes the green ' +
      'plants quickly, and you should leave a week or two for them to decompose before ' +
      'sowing. Glyricidia planted on bunds gives green leaves that can be cut and ' +
      'added to the field every year.',
    answerKn:
      'ಸೆಣಬು, ಡಯಾಂಚ, ಅಲಸಂದೆ ಮುಂತಾದ ಹಸಿರೆಲೆ ಗೊಬ್ಬರದ ಬೆಳೆಗಳನ್ನು ಮುಖ್ಯ ಬೆಳೆಗೆ ಮೊದಲು ' +
      'ಬಿತ್ತಿ, ಹೂ ಬಿಡಲು ಶುರುವಾದಾಗ (ಸಾಮಾನ್ಯವಾಗಿ ಬಿತ್ತಿದ ಆರರಿಂದ ಎಂಟು ವಾರಗಳಲ್ಲಿ) ಮಣ್ಣಿಗೆ ' +
      'ಸೇರಿಸಲಾಗುತ್ತದೆ. ಇವು ಮಣ್ಣಿಗೆ ಸಾವಯವ ಅಂಶ ಮತ್ತು ಸಾರಜನಕ ಸೇರಿಸಿ ಮಣ್ಣಿನ ರಚನೆ ' +
      'ಸುಧಾರಿಸುತ್ತವೆ; ಭತ್ತದ ಗದ್ದೆಯಲ್ಲಿ ನಾಟಿಗೆ ಮೊದಲು ಬೆಳೆದು ಕೆಸರು ಮಾಡುವಾಗ ಸೇರಿಸುವುದು ' +
      'ಸಾಮಾನ್ಯ. ರೋಟವೇಟರ್ ಅಥವಾ ಡಿಸ್ಕ್ ಹ್ಯಾರೋ ಹಸಿರು ಗಿಡಗಳನ್ನು ಬೇಗ ಕತ್ತರಿಸಿ ಮಣ್ಣಿನಲ್ಲಿ ' +
      'ಬೆರೆಸುತ್ತದೆ; ಬಿತ್ತನೆಗೆ ಮೊದಲು ಅವು ಕೊಳೆಯಲು ಒಂದೆರಡು ವಾರ ಬಿಡಿ. ಬದುಗಳ ಮೇಲೆ ' +
      'ಗ್ಲಿರಿಸಿಡಿಯಾ ನೆಟ್ಟರೆ ಪ್ರತಿ ವರ್ಷ ಅದರ ಸೊಪ್ಪನ್ನು ಕಡಿದು ಹೊಲಕ್ಕೆ ಸೇರಿಸಬಹುದು.',
    categoryKeys: ['plows'],
  },
];
