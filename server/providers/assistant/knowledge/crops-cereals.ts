import type { KnowledgeEntry } from './types.js';

/** Cereals and millets: ragi, paddy, maize, jowar. */
export const cerealCropEntries: KnowledgeEntry[] = [
  {
    id: 'crop-ragi',
    topic: 'crop',
    keywords: [
      'ragi',
      'finger millet',
      'millet',
      'millets',
      'nachni',
      'blast',
      'ragi sowing',
      'ragi transplanting',
      'gpu 28',
    ],
    keywordsKn: ['ರಾಗಿ', 'ಸಿರಿಧಾನ್ಯ', 'ಬೆಂಕಿ ರೋಗ', 'ರಾಗಿ ನಾಟಿ', 'ಅವರೆ', 'ragi', 'raagi', 'siridhanya'],
    title: 'Ragi (finger millet)',
    titleKn: 'ರಾಗಿ',
    answer:
      'Ragi is the main millet of south Karnataka, grown mostly rainfed in Kharif on ' +
      'red soils in districts such as Tumakuru, Hassan, Mandya, Bengaluru Rural, ' +
      'Chikkaballapura and Kolar. It is sown from about July to August, in lines with ' +
      'a seed drill, or 3 to 4 week old seedlings are transplanted where irrigation is ' +
      'available; line sowing saves seed and makes inter-cultivation easier. Blast is ' +
      'the main disease, so choose a blast-tolerant variety recommended by UAS ' +
      'Bengaluru (GPU 28 is a well-known one) and avoid excess nitrogen. Ragi goes ' +
      'well with field bean (avare) or tur as intercrops, and a thresher saves a lot ' +
      'of labour after harvest.',
    answerKn:
      'ರಾಗಿ ದಕ್ಷಿಣ ಕರ್ನಾಟಕದ ಮುಖ್ಯ ಸಿರಿಧಾನ್ಯ; ತುಮಕೂರು, ಹಾಸನ, ಮಂಡ್ಯ, ಬೆಂಗಳೂರು ಗ್ರಾಮಾಂತರ, ' +
      'ಚಿಕ್ಕಬಳ್ಳಾಪುರ, ಕೋಲಾರದಂತಹ ಜಿಲ್ಲೆಗಳಲ್ಲಿ ಕೆಂಪು ಮಣ್ಣಿನಲ್ಲಿ ಮುಂಗಾರಿನಲ್ಲಿ ಹೆಚ್ಚಾಗಿ ' +
      'ಮಳೆಯಾಶ್ರಿತವಾಗಿ ಬೆಳೆಯುತ್ತಾರೆ. ಸುಮಾರು ಜುಲೈನಿಂದ ಆಗಸ್ಟ್‌ವರೆಗೆ ಕೂರಿಗೆ ಅಥವಾ ಬಿತ್ತನೆ ' +
      'ಯಂತ್ರದಿಂದ ಸಾಲು ಬಿತ್ತನೆ ಮಾಡುತ್ತಾರೆ, ನೀರಾವರಿ ಇದ್ದರೆ 3-4 ವಾರದ ಸಸಿಗಳನ್ನು ನಾಟಿ ' +
      'ಮಾಡುತ್ತಾರೆ; ಸಾಲು ಬಿತ್ತನೆಯಿಂದ ಬೀಜ ಉಳಿಯುತ್ತದೆ, ಎಡೆಕುಂಟೆ ಹೊಡೆಯುವುದು ಸುಲಭ. ಬೆಂಕಿ ' +
      'ರೋಗ ಮುಖ್ಯ ಸಮಸ್ಯೆ, ಆದ್ದರಿಂದ ಬೆಂಗಳೂರು ಕೃಷಿ ವಿಶ್ವವಿದ್ಯಾಲಯ ಶಿಫಾರಸು ಮಾಡಿದ ರೋಗ ತಡೆಯುವ ' +
      'ತಳಿ (ಜಿಪಿಯು 28 ಪ್ರಸಿದ್ಧವಾದದ್ದು) ಆರಿಸಿ, ಸಾರಜನಕ ಗೊಬ್ಬರ ಹೆಚ್ಚು ಹಾಕಬೇಡಿ. ' +
      'ರಾಗಿಯೊಂದಿಗೆ ಅವರೆ ಅಥವಾ ತೊಗರಿ ಅಂತರ ಬೆಳೆಯಾಗಿ ಚೆನ್ನಾಗಿ ಹೊಂದುತ್ತದೆ, ಕೊಯ್ಲಿನ ನಂತರ ' +
      'ಒಕ್ಕಣೆ ಯಂತ್ರದಿಂದ ತುಂಬಾ ಕೂಲಿ ಉಳಿಯುತ್ತದೆ.',
    categoryKeys: ['seeders', 'harvesters', 'plows'],
  },
  {
    id: 'crop-paddy',
    topic: 'crop',
    keywords: [
      'paddy',
      'rice',
      'transplanting',
      'nursery',
      'puddling',
      'direct seeded rice',
      'dsr',
      'drum seeder',
      'paddy field',
      'paddy harvest',
    ],
    keywordsKn: ['ಭತ್ತ', 'ಗದ್ದೆ', 'ನಾಟಿ', 'ಸಸಿಮಡಿ', 'ಕೆಸರು', 'ಅಕ್ಕಿ', 'ನೇರ ಬಿತ್ತನೆ', 'bhatta', 'batta', 'gadde', 'nati', 'akki'],
    title: 'Paddy (rice)',
    titleKn: 'ಭತ್ತ',
    answer:
      'Paddy is grown in Kharif in the canal areas of Mandya, Mysuru, Shivamogga, ' +
      'Davanagere and the Tungabhadra belt (Raichur, Koppal, Ballari), and rainfed in ' +
      'the coastal and Malnad valleys; canal areas also grow a summer crop. Transplant ' +
      'young seedlings of about three to four weeks from the nursery into a ' +
      'well-puddled, levelled field; a tractor with cage wheels and a rotavator, or a ' +
      'power tiller, makes puddling quick. A mat nursery and a paddy transplanter cut ' +
      'labour at planting time, and direct seeding with a drum seeder or seed drill ' +
      'saves water and nursery work where weeds can be controlled. Harvest when most ' +
      'grains have turned golden, with a paddy harvester where labour is short, and ' +
      'dry the grain well before storage.',
    answerKn:
      'ಭತ್ತವನ್ನು ಮುಂಗಾರಿನಲ್ಲಿ ಮಂಡ್ಯ, ಮೈಸೂರು, ಶಿವಮೊಗ್ಗ, ದಾವಣಗೆರೆ ಮತ್ತು ತುಂಗಭದ್ರಾ ' +
      'ಅಚ್ಚುಕಟ್ಟು (ರಾಯಚೂರು, ಕೊಪ್ಪಳ, ಬಳ್ಳಾರಿ) ಪ್ರದೇಶದಲ್ಲಿ ಕಾಲುವೆ ನೀರಿನಲ್ಲಿ, ಕರಾವಳಿ ' +
      'ಮತ್ತು ಮಲೆನಾಡಿನ ಗದ್ದೆಗಳಲ್ಲಿ ಮಳೆಯಾಶ್ರಿತವಾಗಿ ಬೆಳೆಯುತ್ತಾರೆ; ಕಾಲುವೆ ಪ್ರದೇಶಗಳಲ್ಲಿ ' +
      'ಬೇಸಿಗೆ ಬೆಳೆಯೂ ಇದೆ. ಸಸಿಮಡಿಯಿಂದ ಸುಮಾರು ಮೂರರಿಂದ ನಾಲ್ಕು ವಾರದ ಎಳೆಯ ಸಸಿಗಳನ್ನು ' +
      'ಚೆನ್ನಾಗಿ ಕೆಸರು ಮಾಡಿ ಸಮತಟ್ಟು ಮಾಡಿದ ಗದ್ದೆಗೆ ನಾಟಿ ಮಾಡಿ; ಕೇಜ್ ವೀಲ್ ಮತ್ತು ರೋಟವೇಟರ್ ' +
      'ಇರುವ ಟ್ರ್ಯಾಕ್ಟರ್ ಅಥವಾ ಪವರ್ ಟಿಲ್ಲರ್‌ನಿಂದ ಕೆಸರು ಬೇಗ ಆಗುತ್ತದೆ. ಮ್ಯಾಟ್ ಸಸಿಮಡಿ ಮತ್ತು ' +
      'ಭತ್ತ ನಾಟಿ ಯಂತ್ರದಿಂದ ನಾಟಿಯ ಕೂಲಿ ಕಡಿಮೆಯಾಗುತ್ತದೆ; ಕಳೆ ನಿಯಂತ್ರಣ ಸಾಧ್ಯವಿದ್ದರೆ ಡ್ರಮ್ ' +
      'ಸೀಡರ್ ಅಥವಾ ಬಿತ್ತನೆ ಯಂತ್ರದಿಂದ ನೇರ ಬಿತ್ತನೆ ಮಾಡಿದರೆ ನೀರು ಮತ್ತು ಸಸಿಮಡಿಯ ಕೆಲಸ ' +
      'ಉಳಿಯುತ್ತದೆ. ಹೆಚ್ಚಿನ ಕಾಳುಗಳು ಹೊಂಬಣ್ಣಕ್ಕೆ ತಿರುಗಿದಾಗ ಕೊಯ್ಲು ಮಾಡಿ, ಕೂಲಿಗಾರರು ' +
      'ಸಿಗದಿದ್ದರೆ ಭತ್ತ ಕಟಾವು ಯಂತ್ರ ಬಳಸಿ, ಸಂಗ್ರಹಿಸುವ ಮೊದಲು ಕಾಳನ್ನು ಚೆನ್ನಾಗಿ ಒಣಗಿಸಿ.',
    categoryKeys: ['tractors', 'seeders', 'harvesters', 'other'],
  },
  {
    id: 'crop-maize',
    topic: 'crop',
    keywords: [
      'maize',
      'corn',
      'hybrid maize',
      'sweet corn',
      'fall armyworm',
      'armyworm',
      'maize sheller',
      'sheller',
      'planter',
      'cobs',
    ],
    keywordsKn: [
      'ಮೆಕ್ಕೆಜೋಳ',
      'ಗೋವಿನಜೋಳ',
      'ಗೋವಿನ ಜೋಳ',
      'ಸೈನಿಕ ಹುಳು',
      'ತೆನೆ',
      'ಶೆಲ್ಲರ್',
      'mekkejola',
      'mekke jola',
      'govina jola',
      'makka',
    ],
    title: 'Maize',
    titleKn: 'ಮೆಕ್ಕೆಜೋಳ',
    answer:
      'Maize is a major Kharif crop in districts such as Davanagere, Haveri, ' +
      'Chitradurga, Belagavi and Ballari, and is also grown in Rabi and summer under ' +
      'irrigation. Sow in lines with a seed drill or planter, commonly about 60 cm ' +
      'between rows and 20 to 25 cm between plants, and give fertiliser as per the ' +
      'soil test, because hybrid maize needs good nutrition. In the first weeks, watch ' +
      'the leaf whorls for fall armyworm and ask your Raitha Samparka Kendra for ' +
      'control measures when you see damage. After harvest, dry the cobs and use a ' +
      'maize sheller to separate the grain quickly.',
    answerKn:
      'ಮೆಕ್ಕೆಜೋಳ (ಗೋವಿನಜೋಳ) ದಾವಣಗೆರೆ, ಹಾವೇರಿ, ಚಿತ್ರದುರ್ಗ, ಬೆಳಗಾವಿ, ಬಳ್ಳಾರಿಯಂತಹ ' +
      'ಜಿಲ್ಲೆಗಳ ಮುಖ್ಯ ಮುಂಗಾರು ಬೆಳೆ; ನೀರಾವರಿಯಲ್ಲಿ ಹಿಂಗಾರು ಮತ್ತು ಬೇಸಿಗೆಯಲ್ಲೂ ' +
      'ಬೆಳೆಯುತ್ತಾರೆ. ಬಿತ್ತನೆ ಯಂತ್ರ ಅಥವಾ ಪ್ಲಾಂಟರ್‌ನಿಂದ ಸಾಮಾನ್ಯವಾಗಿ ಸಾಲಿನಿಂದ ಸಾಲಿಗೆ ' +
      'ಸುಮಾರು 60 ಸೆಂ.ಮೀ., ಗಿಡದಿಂದ ಗಿಡಕ್ಕೆ 20-25 ಸೆಂ.ಮೀ. ಅಂತರದಲ್ಲಿ ಬಿತ್ತಿ; ಹೈಬ್ರಿಡ್ ' +
      'ಮೆಕ್ಕೆಜೋಳಕ್ಕೆ ಪೋಷಣೆ ಹೆಚ್ಚು ಬೇಕು, ಮಣ್ಣು ಪರೀಕ್ಷೆಯಂತೆ ಗೊಬ್ಬರ ಕೊಡಿ. ಮೊದಲ ಕೆಲವು ವಾರ ' +
      'ಸುಳಿಯಲ್ಲಿ ಸೈನಿಕ ಹುಳು (ಫಾಲ್ ಆರ್ಮಿವರ್ಮ್) ಬಾಧೆ ಇದೆಯೇ ಎಂದು ನೋಡುತ್ತಿರಿ, ಹಾನಿ ಕಂಡರೆ ' +
      'ನಿಯಂತ್ರಣಕ್ಕಾಗಿ ರೈತ ಸಂಪರ್ಕ ಕೇಂದ್ರದ ಸಲಹೆ ಪಡೆಯಿರಿ. ಕೊಯ್ಲಿನ ನಂತರ ತೆನೆಗಳನ್ನು ಒಣಗಿಸಿ ' +
      'ಮೆಕ್ಕೆಜೋಳ ಸುಲಿಯುವ ಯಂತ್ರದಿಂದ (ಶೆಲ್ಲರ್) ಬೇಗ ಕಾಳು ಬಿಡಿಸಿ.',
    categoryKeys: ['seeders', 'harvesters', 'sprayers'],
  },
  {
    id: 'crop-jowar',
    topic: 'crop',
    keywords: ['jowar', 'sorghum', 'rabi jowar', 'white jowar', 'shoot fly', 'fodder', 'stover', 'jola'],
    keywordsKn: [
      'ಜೋಳ',
      'ಬಿಳಿಜೋಳ',
      'ಬಿಳಿ ಜೋಳ',
      'ಹಿಂಗಾರು ಜೋಳ',
      'ಜ್ವಾಳ',
      'ಕಣಿಕೆ',
      'ಸುಳಿ ನೊಣ',
      'jola',
      'jwari',
      'jowari',
      'bili jola',
    ],
    title: 'Jowar (sorghum)',
    titleKn: 'ಜೋಳ',
    answer:
      'Jowar is grown in both seasons: Kharif jowar in many districts and, most ' +
      'importantly, rabi jowar on the black soils of north Karnataka such as ' +
      'Vijayapura, Kalaburagi, Bagalkot, Belagavi and Dharwad, sown around September ' +
      'and October on stored moisture. Timely sowing matters, because late-sown jowar ' +
      'suffers more from shoot fly. Sow in lines with a seed drill (koorige), keep the ' +
      'surface soil loose with inter-cultivation to save moisture, and thin the ' +
      'seedlings to the right plant stand. Both the grain and the stover (kanike) are ' +
      'valuable, and a chaff cutter helps use the fodder without waste.',
    answerKn:
      'ಜೋಳ ಎರಡೂ ಹಂಗಾಮಿನಲ್ಲಿ ಬೆಳೆಯುತ್ತದೆ: ಹಲವು ಜಿಲ್ಲೆಗಳಲ್ಲಿ ಮುಂಗಾರು ಜೋಳ, ಮತ್ತು ' +
      'ಮುಖ್ಯವಾಗಿ ವಿಜಯಪುರ, ಕಲಬುರಗಿ, ಬಾಗಲಕೋಟೆ, ಬೆಳಗಾವಿ, ಧಾರವಾಡದಂತಹ ಉತ್ತರ ಕರ್ನಾಟಕದ ಕಪ್ಪು ' +
      'ಮಣ್ಣಿನಲ್ಲಿ ಸೆಪ್ಟೆಂಬರ್-ಅಕ್ಟೋಬರ್‌ನಲ್ಲಿ ಉಳಿದ ತೇವಾಂಶದಲ್ಲಿ ಬಿತ್ತುವ ಹಿಂಗಾರು ಜೋಳ. ' +
      'ಸಕಾಲದಲ್ಲಿ ಬಿತ್ತನೆ ಮುಖ್ಯ, ತಡವಾಗಿ ಬಿತ್ತಿದ ಜೋಳಕ್ಕೆ ಸುಳಿ ನೊಣದ ಬಾಧೆ ಹೆಚ್ಚು. ಕೂರಿಗೆ ' +
      'ಅಥವಾ ಬಿತ್ತನೆ ಯಂತ್ರದಿಂದ ಸಾಲು ಬಿತ್ತನೆ ಮಾಡಿ, ಎಡೆಕುಂಟೆ ಹೊಡೆದು ಮೇಲ್ಮಣ್ಣನ್ನು ' +
      'ಸಡಿಲವಾಗಿಟ್ಟರೆ ತೇವಾಂಶ ಉಳಿಯುತ್ತದೆ, ಸರಿಯಾದ ಸಂಖ್ಯೆಯ ಗಿಡಗಳು ಉಳಿಯುವಂತೆ ಸಸಿ ' +
      'ತೆಳುಗೊಳಿಸಿ. ಕಾಳು ಮತ್ತು ಕಣಿಕೆ (ಮೇವು) ಎರಡೂ ಬೆಲೆಬಾಳುವವು, ಮೇವು ಕತ್ತರಿಸುವ ಯಂತ್ರ ' +
      'ಬಳಸಿದರೆ ಮೇವು ವ್ಯರ್ಥವಾಗುವುದಿಲ್ಲ.',
    categoryKeys: ['seeders', 'plows', 'other'],
  },
];
