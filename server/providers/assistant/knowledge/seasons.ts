import type { KnowledgeEntry } from './types.js';

/** Karnataka's cropping seasons and sowing-time pointers. */
export const seasonEntries: KnowledgeEntry[] = [
  {
    id: 'season-kharif',
    topic: 'season',
    keywords: [
      'kharif',
      'monsoon',
      'rainy season',
      'rains',
      'june',
      'july',
      'southwest monsoon',
      'kharif crops',
      'season',
    ],
    keywordsKn: ['ಮುಂಗಾರು', 'ಮುಂಗಾರಿ', 'ಮಳೆಗಾಲ', 'ಹಂಗಾಮು', 'ಬಿತ್ತನೆ', 'ಜೂನ್', 'ಜುಲೈ', 'mungaru', 'mungari', 'malegala'],
    title: 'Kharif (monsoon) season',
    titleKn: 'ಮುಂಗಾರು ಹಂಗಾಮು',
    answer:
      'Kharif is the monsoon season, roughly June to October, when most Karnataka ' +
      'farmers sow with the south-west monsoon rains. The main Kharif crops are paddy, ' +
      'ragi, maize, tur, groundnut, jowar, cotton, green gram and black gram. Finish ' +
      'summer ploughing and keep seed, fertiliser and machine bookings ready before ' +
      'the rains, because timely sowing gives the best yields. If the monsoon is late, ' +
      'ask your Raitha Samparka Kendra about short-duration crops or varieties suited ' +
      'to your area.',
    answerKn:
      'ಮುಂಗಾರು ಹಂಗಾಮು ಸುಮಾರು ಜೂನ್‌ನಿಂದ ಅಕ್ಟೋಬರ್‌ವರೆಗೆ ಇರುತ್ತದೆ; ನೈರುತ್ಯ ಮುಂಗಾರು ' +
      'ಮಳೆಯೊಂದಿಗೆ ರಾಜ್ಯದ ಹೆಚ್ಚಿನ ರೈತರು ಈ ಸಮಯದಲ್ಲೇ ಬಿತ್ತನೆ ಮಾಡುತ್ತಾರೆ. ಭತ್ತ, ರಾಗಿ, ' +
      'ಮೆಕ್ಕೆಜೋಳ, ತೊಗರಿ, ಶೇಂಗಾ, ಜೋಳ, ಹತ್ತಿ, ಹೆಸರು ಮತ್ತು ಉದ್ದು ಮುಖ್ಯ ಮುಂಗಾರು ಬೆಳೆಗಳು. ' +
      'ಮಳೆ ಬರುವ ಮೊದಲೇ ಬೇಸಿಗೆ ಉಳುಮೆ ಮುಗಿಸಿ, ಬೀಜ, ಗೊಬ್ಬರ ಮತ್ತು ಯಂತ್ರದ ಬಾಡಿಗೆ ಬುಕಿಂಗ್ ' +
      'ಸಿದ್ಧವಾಗಿಡಿ; ಸಕಾಲದ ಬಿತ್ತನೆಯಿಂದ ಇಳುವರಿ ಹೆಚ್ಚು. ಮಳೆ ತಡವಾದರೆ ನಿಮ್ಮ ಪ್ರದೇಶಕ್ಕೆ ' +
      'ಸೂಕ್ತವಾದ ಅಲ್ಪಾವಧಿ ಬೆಳೆ ಅಥವಾ ತಳಿಗಳ ಬಗ್ಗೆ ರೈತ ಸಂಪರ್ಕ ಕೇಂದ್ರದಲ್ಲಿ ಕೇಳಿ.',
    categoryKeys: ['plows', 'seeders', 'tractors'],
  },
  {
    id: 'season-rabi',
    topic: 'season',
    keywords: ['rabi', 'winter', 'post monsoon', 'october', 'november', 'residual moisture', 'rabi crops', 'season'],
    keywordsKn: ['ಹಿಂಗಾರು', 'ಹಿಂಗಾರಿ', 'ಚಳಿಗಾಲ', 'ಹಂಗಾಮು', 'ಅಕ್ಟೋಬರ್', 'ನವೆಂಬರ್', 'ತೇವಾಂಶ', 'hingaru', 'hingari'],
    title: 'Rabi (post-monsoon) season',
    titleKn: 'ಹಿಂಗಾರು ಹಂಗಾಮು',
    answer:
      'Rabi is the post-monsoon season, roughly October to February, with sowing ' +
      'mostly from late September to November. On the black soils of north Karnataka, ' +
      'rabi jowar, bengal gram (kadale), wheat in parts, sunflower and safflower are ' +
      'grown on the moisture stored in the soil from the monsoon rains. Protect that ' +
      'moisture: keep the field free of weeds, avoid unnecessary ploughing that dries ' +
      'the soil, and sow in lines with a seed drill at the right depth. Where ' +
      'irrigation is available, Rabi is also a good season for vegetables and onion.',
    answerKn:
      'ಹಿಂಗಾರು ಹಂಗಾಮು ಸುಮಾರು ಅಕ್ಟೋಬರ್‌ನಿಂದ ಫೆಬ್ರವರಿವರೆಗೆ; ಬಿತ್ತನೆ ಹೆಚ್ಚಾಗಿ ಸೆಪ್ಟೆಂಬರ್ ' +
      'ಕೊನೆಯಿಂದ ನವೆಂಬರ್‌ವರೆಗೆ ನಡೆಯುತ್ತದೆ. ಉತ್ತರ ಕರ್ನಾಟಕದ ಕಪ್ಪು (ಎರೆ) ಮಣ್ಣಿನಲ್ಲಿ ' +
      'ಮುಂಗಾರು ಮಳೆಯಿಂದ ಮಣ್ಣಿನಲ್ಲಿ ಉಳಿದ ತೇವಾಂಶದಲ್ಲೇ ಹಿಂಗಾರು ಜೋಳ, ಕಡಲೆ, ಕೆಲವು ಕಡೆ ಗೋಧಿ, ' +
      'ಸೂರ್ಯಕಾಂತಿ ಮತ್ತು ಕುಸುಬೆ ಬೆಳೆಯುತ್ತಾರೆ. ಈ ತೇವಾಂಶವನ್ನು ಕಾಪಾಡಿ: ಹೊಲದಲ್ಲಿ ಕಳೆ ' +
      'ಬೆಳೆಯಲು ಬಿಡಬೇಡಿ, ಮಣ್ಣು ಒಣಗಿಸುವ ಅನಗತ್ಯ ಉಳುಮೆ ಮಾಡಬೇಡಿ, ಕೂರಿಗೆ ಅಥವಾ ಬಿತ್ತನೆ ' +
      'ಯಂತ್ರದಿಂದ ಸರಿಯಾದ ಆಳದಲ್ಲಿ ಸಾಲು ಬಿತ್ತನೆ ಮಾಡಿ. ನೀರಾವರಿ ಇದ್ದರೆ ಹಿಂಗಾರಿನಲ್ಲಿ ತರಕಾರಿ ' +
      'ಮತ್ತು ಈರುಳ್ಳಿಯೂ ಚೆನ್ನಾಗಿ ಬರುತ್ತವೆ.',
    categoryKeys: ['seeders', 'plows'],
  },
  {
    id: 'season-summer',
    topic: 'season',
    keywords: [
      'summer',
      'summer crop',
      'hot season',
      'february',
      'march',
      'april',
      'may',
      'irrigated',
      'zaid',
      'season',
    ],
    keywordsKn: ['ಬೇಸಿಗೆ', 'ಬೇಸಿಗೆ ಬೆಳೆ', 'ಬೇಸಿಗೆ ಹಂಗಾಮು', 'ನೀರಾವರಿ', 'ಬಿಸಿಲು', 'besige', 'bese'],
    title: 'Summer season',
    titleKn: 'ಬೇಸಿಗೆ ಹಂಗಾಮು',
    answer:
      'The summer season, roughly February to May, is only for farmers with ' +
      'irrigation: vegetables, summer groundnut, fodder crops, watermelon and, in ' +
      'canal areas, a summer paddy crop. Choose crops by how much water your borewell, ' +
      'farm pond or canal can really give, and use drip or sprinkler to make it last. ' +
      'Summer is also the time for summer ploughing after harvest, repairing bunds and ' +
      'farm ponds, getting the soil tested and servicing machines before the Kharif ' +
      'rush.',
    answerKn:
      'ಬೇಸಿಗೆ ಹಂಗಾಮು ಸುಮಾರು ಫೆಬ್ರವರಿಯಿಂದ ಮೇವರೆಗೆ; ಇದು ನೀರಾವರಿ ಇರುವವರಿಗೆ ಮಾತ್ರ: ತರಕಾರಿ, ' +
      'ಬೇಸಿಗೆ ಶೇಂಗಾ, ಮೇವಿನ ಬೆಳೆ, ಕಲ್ಲಂಗಡಿ ಮತ್ತು ಕಾಲುವೆ ಪ್ರದೇಶಗಳಲ್ಲಿ ಬೇಸಿಗೆ ಭತ್ತ ' +
      'ಬೆಳೆಯುತ್ತಾರೆ. ನಿಮ್ಮ ಕೊಳವೆ ಬಾವಿ, ಕೃಷಿ ಹೊಂಡ ಅಥವಾ ಕಾಲುವೆಯಲ್ಲಿ ನಿಜವಾಗಿ ಎಷ್ಟು ನೀರು ' +
      'ಸಿಗುತ್ತದೆ ಎಂದು ನೋಡಿ ಬೆಳೆ ಆರಿಸಿ, ಡ್ರಿಪ್ ಅಥವಾ ಸ್ಪ್ರಿಂಕ್ಲರ್ ಬಳಸಿ ನೀರು ಉಳಿಸಿ. ' +
      'ಕೊಯ್ಲಿನ ನಂತರ ಬೇಸಿಗೆ ಉಳುಮೆ, ಬದು ಮತ್ತು ಕೃಷಿ ಹೊಂಡದ ದುರಸ್ತಿ, ಮಣ್ಣು ಪರೀಕ್ಷೆ ಹಾಗೂ ' +
      'ಮುಂಗಾರಿಗೆ ಮುನ್ನ ಯಂತ್ರಗಳ ಸರ್ವಿಸ್ ಮಾಡಿಸಲು ಇದೇ ಸರಿಯಾದ ಸಮಯ.',
    categoryKeys: ['irrigation', 'plows'],
  },
  {
    id: 'season-sowing-time',
    topic: 'season',
    keywords: [
      'sowing time',
      'when to sow',
      'sowing date',
      'sow',
      'seed rate',
      'seed treatment',
      'late sowing',
      'delayed monsoon',
      'variety',
    ],
    keywordsKn: ['ಬಿತ್ತನೆ', 'ಬಿತ್ತನೆ ಸಮಯ', 'ಬೀಜೋಪಚಾರ', 'ತಳಿ', 'ಬೀಜ', 'ಹದ', 'ತಡವಾದ ಬಿತ್ತನೆ', 'bittane', 'beeja', 'hada'],
    title: 'When and how to sow',
    titleKn: 'ಯಾವಾಗ ಮತ್ತು ಹೇಗೆ ಬಿತ್ತಬೇಕು',
    answer:
      'Sow when the soil has enough moisture after good rains, not after the first ' +
      'light shower, so that the seed germinates well and the seedlings survive a ' +
      'short dry spell. Use seed of a variety recommended for your district, treat the ' +
      'seed before sowing, and sow in lines at the recommended spacing so that weeding ' +
      'and spraying are easier. Very early or very late sowing often brings more pests ' +
      'and lower yields. For the exact sowing window and varieties for your taluk, ask ' +
      'the Raitha Samparka Kendra, the Krishi Vigyan Kendra or the agricultural ' +
      'university advisories.',
    answerKn:
      'ಮೊದಲ ಸಣ್ಣ ಮಳೆಗೇ ಬಿತ್ತಬೇಡಿ; ಒಳ್ಳೆಯ ಮಳೆಯಾಗಿ ಮಣ್ಣಿನಲ್ಲಿ ಸಾಕಷ್ಟು ತೇವಾಂಶ (ಹದ) ಬಂದಾಗ ' +
      'ಬಿತ್ತಿದರೆ ಬೀಜ ಚೆನ್ನಾಗಿ ಮೊಳಕೆಯೊಡೆದು ಕೆಲವು ದಿನ ಮಳೆ ಬಾರದಿದ್ದರೂ ಸಸಿ ಉಳಿಯುತ್ತದೆ. ' +
      'ನಿಮ್ಮ ಜಿಲ್ಲೆಗೆ ಶಿಫಾರಸು ಮಾಡಿದ ತಳಿಯ ಬೀಜ ಬಳಸಿ, ಬಿತ್ತುವ ಮೊದಲು ಬೀಜೋಪಚಾರ ಮಾಡಿ, ' +
      'ಶಿಫಾರಸು ಮಾಡಿದ ಅಂತರದಲ್ಲಿ ಸಾಲು ಬಿತ್ತನೆ ಮಾಡಿದರೆ ಕಳೆ ತೆಗೆಯುವುದು ಮತ್ತು ಸಿಂಪರಣೆ ಸುಲಭ. ' +
      'ತುಂಬಾ ಬೇಗ ಅಥವಾ ತುಂಬಾ ತಡವಾಗಿ ಬಿತ್ತಿದರೆ ಕೀಟಬಾಧೆ ಹೆಚ್ಚಾಗಿ ಇಳುವರಿ ಕಡಿಮೆಯಾಗಬಹುದು. ' +
      'ನಿಮ್ಮ ತಾಲ್ಲೂಕಿಗೆ ಸರಿಯಾದ ಬಿತ್ತನೆ ಸಮಯ ಮತ್ತು ತಳಿಗಳಿಗಾಗಿ ರೈತ ಸಂಪರ್ಕ ಕೇಂದ್ರ, ಕೃಷಿ ' +
      'ವಿಜ್ಞಾನ ಕೇಂದ್ರ ಅಥವಾ ಕೃಷಿ ವಿಶ್ವವಿದ್ಯಾಲಯದ ಸಲಹೆ ಪಡೆಯಿರಿ.',
    categoryKeys: ['seeders'],
  },
];
