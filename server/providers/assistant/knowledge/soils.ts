import type { KnowledgeEntry } from './types.js';

/** The main soil types of Karnataka. */
export const soilTypeEntries: KnowledgeEntry[] = [
  {
    id: 'soil-red',
    topic: 'soil',
    keywords: [
      'red soil',
      'red soils',
      'red earth',
      'sandy loam',
      'light soil',
      'gravelly',
      'crust',
      'low fertility',
      'soil',
    ],
    keywordsKn: ['ಕೆಂಪು ಮಣ್ಣು', 'ಕೆಂಪು', 'ಮಣ್ಣು', 'ಮರಳು ಮಿಶ್ರಿತ', 'ಹಗುರ ಮಣ್ಣು', 'kempu mannu', 'kempu', 'mannu'],
    title: 'Red soils',
    titleKn: 'ಕೆಂಪು ಮಣ್ಣು',
    answer:
      'Red soils are the most common soils of south and east Karnataka, for example ' +
      'around Bengaluru, Kolar, Tumakuru, Chitradurga and Mysuru. They are light and ' +
      'drain quickly, but hold little water, are usually low in nitrogen, phosphorus ' +
      'and organic matter, and the surface can form a hard crust after rain. Add ' +
      'farmyard manure or compost every year, mulch the soil, and use drip or ' +
      'sprinkler so that water is not wasted. With this care ragi, groundnut, tur, ' +
      'maize, vegetables, mulberry and fruit crops do well on red soils.',
    answerKn:
      'ಕೆಂಪು ಮಣ್ಣು ದಕ್ಷಿಣ ಮತ್ತು ಪೂರ್ವ ಕರ್ನಾಟಕದಲ್ಲಿ, ಉದಾಹರಣೆಗೆ ಬೆಂಗಳೂರು, ಕೋಲಾರ, ' +
      'ತುಮಕೂರು, ಚಿತ್ರದುರ್ಗ ಮತ್ತು ಮೈಸೂರು ಭಾಗದಲ್ಲಿ ಹೆಚ್ಚು ಕಾಣುತ್ತದೆ. ಇದು ಹಗುರವಾಗಿದ್ದು ' +
      'ನೀರು ಬೇಗ ಬಸಿದು ಹೋಗುತ್ತದೆ, ಆದರೆ ನೀರು ಹಿಡಿದಿಡುವ ಶಕ್ತಿ ಕಡಿಮೆ; ಸಾರಜನಕ, ರಂಜಕ ಮತ್ತು ' +
      'ಸಾವಯವ ಅಂಶವೂ ಸಾಮಾನ್ಯವಾಗಿ ಕಡಿಮೆ, ಮಳೆಯ ನಂತರ ಮೇಲ್ಮಣ್ಣು ಗಟ್ಟಿ ಪದರ ಕಟ್ಟಬಹುದು. ಪ್ರತಿ ' +
      'ವರ್ಷ ಕೊಟ್ಟಿಗೆ ಗೊಬ್ಬರ ಅಥವಾ ಕಾಂಪೋಸ್ಟ್ ಹಾಕಿ, ಹೊದಿಕೆ (ಮಲ್ಚಿಂಗ್) ಮಾಡಿ, ನೀರು ' +
      'ವ್ಯರ್ಥವಾಗದಂತೆ ಡ್ರಿಪ್ ಅಥವಾ ಸ್ಪ್ರಿಂಕ್ಲರ್ ಬಳಸಿ. ಹೀಗೆ ಆರೈಕೆ ಮಾಡಿದರೆ ರಾಗಿ, ಶೇಂಗಾ, ' +
      'ತೊಗರಿ, ಮೆಕ್ಕೆಜೋಳ, ತರಕಾರಿ, ಹಿಪ್ಪುನೇರಳೆ ಮತ್ತು ಹಣ್ಣಿನ ಬೆಳೆಗಳು ಕೆಂಪು ಮಣ್ಣಿನಲ್ಲಿ ' +
      'ಚೆನ್ನಾಗಿ ಬರುತ್ತವೆ.',
    categoryKeys: ['irrigation'],
  },
  {
    id: 'soil-black',
    topic: 'soil',
    keywords: [
      'black soil',
      'black soils',
      'black cotton soil',
      'regur',
      'clay',
      'heavy soil',
      'cracks',
      'sticky soil',
      'saline',
      'soil',
    ],
    keywordsKn: [
      'ಕಪ್ಪು ಮಣ್ಣು',
      'ಎರೆ ಮಣ್ಣು',
      'ಎರೆ ಭೂಮಿ',
      'ಎರೆ',
      'ಕಪ್ಪು',
      'ಜೇಡಿ',
      'ಬಿರುಕು',
      'ಸವುಳು',
      'kappu mannu',
      'ere mannu',
      'ere bhoomi',
    ],
    title: 'Black (cotton) soils',
    titleKn: 'ಕಪ್ಪು (ಎರೆ) ಮಣ್ಣು',
    answer:
      'Black soils, also called black cotton soils or regur, cover much of north ' +
      'Karnataka, for example Vijayapura, Kalaburagi, Bagalkot, Dharwad, Gadag, ' +
      'Belagavi and Raichur. They are rich in clay and hold a lot of moisture, which ' +
      'is why rabi jowar, bengal gram, cotton, wheat, sunflower and safflower can grow ' +
      'on stored moisture. They swell and become very sticky when wet and crack when ' +
      'dry, so plough only at the right moisture, and use a disc plough or a stronger ' +
      'tractor where the soil is hard. Avoid over-irrigation and keep drains open, ' +
      'because waterlogged black soils can turn saline over the years.',
    answerKn:
      'ಕಪ್ಪು ಮಣ್ಣು (ಎರೆ ಮಣ್ಣು ಅಥವಾ ಹತ್ತಿ ಮಣ್ಣು) ಉತ್ತರ ಕರ್ನಾಟಕದ ವಿಜಯಪುರ, ಕಲಬುರಗಿ, ' +
      'ಬಾಗಲಕೋಟೆ, ಧಾರವಾಡ, ಗದಗ, ಬೆಳಗಾವಿ, ರಾಯಚೂರು ಮುಂತಾದ ಜಿಲ್ಲೆಗಳಲ್ಲಿ ಹೆಚ್ಚು. ಇದರಲ್ಲಿ ' +
      'ಜೇಡಿ ಅಂಶ ಹೆಚ್ಚಿದ್ದು ತೇವಾಂಶವನ್ನು ಬಹಳ ದಿನ ಹಿಡಿದಿಡುತ್ತದೆ, ಅದಕ್ಕೇ ಹಿಂಗಾರು ಜೋಳ, ' +
      'ಕಡಲೆ, ಹತ್ತಿ, ಗೋಧಿ, ಸೂರ್ಯಕಾಂತಿ ಮತ್ತು ಕುಸುಬೆ ಉಳಿದ ತೇವಾಂಶದಲ್ಲೇ ಬೆಳೆಯುತ್ತವೆ. ' +
      'ಒದ್ದೆಯಾದಾಗ ಉಬ್ಬಿ ತುಂಬಾ ಅಂಟಾಗುತ್ತದೆ, ಒಣಗಿದಾಗ ಬಿರುಕು ಬಿಡುತ್ತದೆ; ಆದ್ದರಿಂದ ಸರಿಯಾದ ' +
      'ಹದದಲ್ಲಿ ಮಾತ್ರ ಉಳುಮೆ ಮಾಡಿ, ಗಟ್ಟಿ ಮಣ್ಣಿಗೆ ಡಿಸ್ಕ್ ನೇಗಿಲು ಅಥವಾ ಹೆಚ್ಚು ಶಕ್ತಿಯ ' +
      'ಟ್ರ್ಯಾಕ್ಟರ್ ಬಳಸಿ. ಹೆಚ್ಚು ನೀರು ಹಾಯಿಸಬೇಡಿ, ಬಸಿಗಾಲುವೆಗಳನ್ನು ತೆರೆದಿಡಿ; ಇಲ್ಲದಿದ್ದರೆ ' +
      'ನೀರು ನಿಂತು ವರ್ಷಗಳ ನಂತರ ಮಣ್ಣು ಸವುಳು-ಜವುಳು ಆಗಬಹುದು.',
    categoryKeys: ['plows', 'tractors', 'seeders'],
  },
  {
    id: 'soil-laterite',
    topic: 'soil',
    keywords: [
      'laterite',
      'laterite soil',
      'acidic soil',
      'coastal soil',
      'malnad',
      'lime',
      'liming',
      'erosion',
      'soil',
    ],
    keywordsKn: ['ಜಂಬಿಟ್ಟಿಗೆ ಮಣ್ಣು', 'ಜಂಬಿಟ್ಟಿಗೆ', 'ಲ್ಯಾಟರೈಟ್', 'ಹುಳಿ ಮಣ್ಣು', 'ಸುಣ್ಣ', 'ಕರಾವಳಿ', 'ಮಲೆನಾಡು', 'jambittige', 'malenadu'],
    title: 'Laterite soils',
    titleKn: 'ಜಂಬಿಟ್ಟಿಗೆ (ಲ್ಯಾಟರೈಟ್) ಮಣ್ಣು',
    answer:
      'Laterite soils are found in the high-rainfall coastal and Malnad areas, such as ' +
      'Dakshina Kannada, Udupi, Uttara Kannada, Kodagu and parts of Shivamogga and ' +
      'Chikkamagaluru. Heavy rain washes out nutrients, so these soils are usually ' +
      'acidic and poor in nutrients, although they drain well. Apply lime only as ' +
      'advised after a soil test, add plenty of organic matter, and protect slopes ' +
      'from erosion with terraces, bunds and cover crops. Arecanut, coconut, cashew, ' +
      'coffee, pepper and, in the valleys, paddy are the main crops.',
    answerKn:
      'ಜಂಬಿಟ್ಟಿಗೆ (ಲ್ಯಾಟರೈಟ್) ಮಣ್ಣು ಹೆಚ್ಚು ಮಳೆ ಬೀಳುವ ಕರಾವಳಿ ಮತ್ತು ಮಲೆನಾಡಿನಲ್ಲಿ, ' +
      'ಉದಾಹರಣೆಗೆ ದಕ್ಷಿಣ ಕನ್ನಡ, ಉಡುಪಿ, ಉತ್ತರ ಕನ್ನಡ, ಕೊಡಗು ಹಾಗೂ ಶಿವಮೊಗ್ಗ ಮತ್ತು ' +
      'ಚಿಕ್ಕಮಗಳೂರಿನ ಕೆಲವು ಭಾಗಗಳಲ್ಲಿ ಇದೆ. ಭಾರಿ ಮಳೆಯಿಂದ ಪೋಷಕಾಂಶಗಳು ತೊಳೆದು ಹೋಗುವುದರಿಂದ ಈ ' +
      'ಮಣ್ಣು ಸಾಮಾನ್ಯವಾಗಿ ಹುಳಿ (ಆಮ್ಲೀಯ) ಮತ್ತು ಪೋಷಕಾಂಶ ಕಡಿಮೆ ಇರುವ ಮಣ್ಣು, ಆದರೆ ನೀರು ' +
      'ಚೆನ್ನಾಗಿ ಬಸಿಯುತ್ತದೆ. ಮಣ್ಣು ಪರೀಕ್ಷೆಯ ಶಿಫಾರಸಿನಂತೆ ಮಾತ್ರ ಸುಣ್ಣ ಹಾಕಿ, ಸಾಕಷ್ಟು ಸಾವಯವ ' +
      'ಗೊಬ್ಬರ ಸೇರಿಸಿ, ಇಳಿಜಾರಿನಲ್ಲಿ ಮಣ್ಣು ಕೊಚ್ಚಿ ಹೋಗದಂತೆ ಮೆಟ್ಟಿಲು, ಬದು ಮತ್ತು ಹೊದಿಕೆ ' +
      'ಬೆಳೆ ಬಳಸಿ. ಅಡಿಕೆ, ತೆಂಗು, ಗೇರು, ಕಾಫಿ, ಕಾಳುಮೆಣಸು ಮತ್ತು ತಗ್ಗಿನ ಗದ್ದೆಗಳಲ್ಲಿ ಭತ್ತ ' +
      'ಇಲ್ಲಿನ ಮುಖ್ಯ ಬೆಳೆಗಳು.',
  },
];
