import type { KnowledgeEntry } from './types.js';

/** Vegetables: general advice, tomato, onion, chilli. */
export const vegetableCropEntries: KnowledgeEntry[] = [
  {
    id: 'crop-vegetables',
    topic: 'crop',
    keywords: [
      'vegetables',
      'vegetable',
      'vegetable farming',
      'brinjal',
      'beans',
      'cabbage',
      'nursery',
      'pro tray',
      'raised bed',
      'mulching film',
      'crop rotation',
    ],
    keywordsKn: ['ತರಕಾರಿ', 'ಬದನೆ', 'ಬೀನ್ಸ್', 'ಎಲೆಕೋಸು', 'ಸಸಿ', 'ನರ್ಸರಿ', 'ಮಲ್ಚಿಂಗ್', 'ಮಡಿ', 'tarakari', 'tharakari', 'badane'],
    title: 'Growing vegetables',
    titleKn: 'ತರಕಾರಿ ಬೇಸಾಯ',
    answer:
      'Vegetables such as tomato, onion, chilli, brinjal, beans and cabbage can give ' +
      'good income from small plots when water is assured, and the Kolar, ' +
      'Chikkaballapura, Bengaluru and Belagavi belts supply large city markets. Raise ' +
      'healthy seedlings in pro-trays or buy them from a reliable nursery, plant on ' +
      'raised beds, and use drip with plastic mulch to save water and weeding. Rotate ' +
      'crops instead of growing the same vegetable again and again, because pests and ' +
      'soil diseases build up. Stagger plantings so that you do not sell at the same ' +
      'time as everyone else, and keep a battery or knapsack sprayer for timely, ' +
      'careful spraying.',
    answerKn:
      'ಟೊಮೆಟೊ, ಈರುಳ್ಳಿ, ಮೆಣಸಿನಕಾಯಿ, ಬದನೆ, ಬೀನ್ಸ್, ಎಲೆಕೋಸಿನಂತಹ ತರಕಾರಿಗಳು ಖಚಿತ ನೀರು ' +
      'ಇದ್ದರೆ ಸಣ್ಣ ಜಮೀನಿನಿಂದಲೂ ಒಳ್ಳೆಯ ಆದಾಯ ಕೊಡುತ್ತವೆ; ಕೋಲಾರ, ಚಿಕ್ಕಬಳ್ಳಾಪುರ, ಬೆಂಗಳೂರು ' +
      'ಮತ್ತು ಬೆಳಗಾವಿ ಭಾಗಗಳು ದೊಡ್ಡ ನಗರ ಮಾರುಕಟ್ಟೆಗಳಿಗೆ ತರಕಾರಿ ಪೂರೈಸುತ್ತವೆ. ' +
      'ಪ್ರೋ-ಟ್ರೇಗಳಲ್ಲಿ ಆರೋಗ್ಯಕರ ಸಸಿ ಬೆಳೆಸಿ ಅಥವಾ ನಂಬಿಕೆಯ ನರ್ಸರಿಯಿಂದ ಖರೀದಿಸಿ, ಎತ್ತರಿಸಿದ ' +
      'ಮಡಿಗಳಲ್ಲಿ ನಾಟಿ ಮಾಡಿ, ಡ್ರಿಪ್ ಮತ್ತು ಪ್ಲಾಸ್ಟಿಕ್ ಮಲ್ಚಿಂಗ್ ಬಳಸಿದರೆ ನೀರು ಮತ್ತು ಕಳೆ ' +
      'ತೆಗೆಯುವ ಕೆಲಸ ಉಳಿಯುತ್ತದೆ. ಒಂದೇ ತರಕಾರಿಯನ್ನು ಮತ್ತೆ ಮತ್ತೆ ಬೆಳೆಯದೆ ಬೆಳೆ ಪರಿವರ್ತನೆ ' +
      'ಮಾಡಿ, ಇಲ್ಲದಿದ್ದರೆ ಕೀಟ ಮತ್ತು ಮಣ್ಣಿನ ರೋಗಗಳು ಹೆಚ್ಚುತ್ತವೆ. ಎಲ್ಲರೂ ಒಂದೇ ಸಮಯದಲ್ಲಿ ' +
      'ಮಾರುಕಟ್ಟೆಗೆ ತರುವುದನ್ನು ತಪ್ಪಿಸಲು ಹಂತ ಹಂತವಾಗಿ ನಾಟಿ ಮಾಡಿ, ಸಮಯಕ್ಕೆ ಸರಿಯಾಗಿ ' +
      'ಎಚ್ಚರಿಕೆಯಿಂದ ಸಿಂಪಡಿಸಲು ಬ್ಯಾಟರಿ ಅಥವಾ ಬೆನ್ನಿಗೆ ಹಾಕುವ ಸ್ಪ್ರೇಯರ್ ಇಟ್ಟುಕೊಳ್ಳಿ.',
    categoryKeys: ['irrigation', 'sprayers'],
  },
  {
    id: 'crop-tomato',
    topic: 'crop',
    keywords: ['tomato', 'tomatoes', 'staking', 'leaf curl', 'whitefly', 'late blight', 'blight', 'tomato seedlings'],
    keywordsKn: ['ಟೊಮೆಟೊ', 'ಟೊಮ್ಯಾಟೊ', 'ಟೊಮೇಟೊ', 'ಎಲೆ ಮುರುಟು', 'ಬಿಳಿ ನೊಣ', 'ಅಂಗಮಾರಿ', 'tomato', 'tamata', 'tomoto'],
    title: 'Tomato',
    titleKn: 'ಟೊಮೆಟೊ',
    answer:
      'Tomato can be grown round the year under irrigation, and Kolar and ' +
      'Chikkaballapura are among the biggest producing areas. Transplant seedlings ' +
      'about 25 to 30 days old on raised beds with drip and mulch, and stake or string ' +
      'the plants so that fruits stay off the ground and spraying is easier. Leaf curl ' +
      'virus is spread by whitefly, so use healthy seedlings and yellow sticky traps ' +
      'and pull out infected plants early; late blight can spread fast in cool, wet ' +
      'weather. Pick at the colour stage your market wants, and handle the crates ' +
      'gently to avoid bruising.',
    answerKn:
      'ಟೊಮೆಟೊವನ್ನು ನೀರಾವರಿಯಲ್ಲಿ ವರ್ಷವಿಡೀ ಬೆಳೆಯಬಹುದು, ಕೋಲಾರ ಮತ್ತು ಚಿಕ್ಕಬಳ್ಳಾಪುರ ಅತಿ ' +
      'ಹೆಚ್ಚು ಬೆಳೆಯುವ ಪ್ರದೇಶಗಳಲ್ಲಿ ಸೇರಿವೆ. ಸುಮಾರು 25-30 ದಿನದ ಸಸಿಗಳನ್ನು ಡ್ರಿಪ್ ಮತ್ತು ' +
      'ಮಲ್ಚಿಂಗ್ ಇರುವ ಎತ್ತರಿಸಿದ ಮಡಿಗಳಲ್ಲಿ ನಾಟಿ ಮಾಡಿ; ಕಾಯಿಗಳು ನೆಲಕ್ಕೆ ತಾಗದಂತೆ ಮತ್ತು ' +
      'ಸಿಂಪರಣೆ ಸುಲಭವಾಗುವಂತೆ ಕೋಲು ಅಥವಾ ದಾರದ ಆಧಾರ ಕೊಡಿ. ಎಲೆ ಮುರುಟು ನಂಜಾಣು ರೋಗ ಬಿಳಿ ' +
      'ನೊಣದಿಂದ ಹರಡುತ್ತದೆ, ಆದ್ದರಿಂದ ಆರೋಗ್ಯಕರ ಸಸಿ ಮತ್ತು ಹಳದಿ ಅಂಟು ಬಲೆ ಬಳಸಿ, ರೋಗ ಬಂದ ' +
      'ಗಿಡಗಳನ್ನು ಬೇಗ ಕಿತ್ತು ಹಾಕಿ; ತಂಪು ಮತ್ತು ತೇವದ ವಾತಾವರಣದಲ್ಲಿ ಅಂಗಮಾರಿ ರೋಗ ಬೇಗ ' +
      'ಹರಡಬಹುದು. ನಿಮ್ಮ ಮಾರುಕಟ್ಟೆಗೆ ತಕ್ಕ ಬಣ್ಣದ ಹಂತದಲ್ಲಿ ಕಾಯಿ ಕೊಯ್ಯಿರಿ, ಕಾಯಿ ಜಜ್ಜದಂತೆ ' +
      'ಕ್ರೇಟ್‌ಗಳನ್ನು ನಿಧಾನವಾಗಿ ನಿರ್ವಹಿಸಿ.',
    categoryKeys: ['irrigation', 'sprayers'],
  },
  {
    id: 'crop-onion',
    topic: 'crop',
    keywords: ['onion', 'onions', 'bulb', 'neck fall', 'curing', 'onion storage', 'kharif onion', 'rabi onion'],
    keywordsKn: ['ಈರುಳ್ಳಿ', 'ಉಳ್ಳಾಗಡ್ಡಿ', 'ಉಳ್ಳಿ', 'ಗಡ್ಡೆ', 'ಶೇಖರಣೆ', 'eerulli', 'irulli', 'ullagaddi'],
    title: 'Onion',
    titleKn: 'ಈರುಳ್ಳಿ',
    answer:
      'Onion is grown as a rainfed Kharif crop on red soils in districts such as ' +
      'Chitradurga, Davanagere, Gadag, Dharwad, Vijayapura and Bagalkot, and as an ' +
      'irrigated Rabi and summer crop. Transplant healthy seedlings or sow in lines on ' +
      'a well-prepared, weed-free bed, and keep the field free of weeds in the early ' +
      'weeks, because onion competes poorly with weeds. Stop irrigation about two ' +
      'weeks before harvest, and harvest when about half of the tops have bent over at ' +
      'the neck. Cure the bulbs in shade for some days before storing them in a ' +
      'well-ventilated structure, so that they keep longer and you can wait for a ' +
      'better price.',
    answerKn:
      'ಈರುಳ್ಳಿಯನ್ನು ಚಿತ್ರದುರ್ಗ, ದಾವಣಗೆರೆ, ಗದಗ, ಧಾರವಾಡ, ವಿಜಯಪುರ, ಬಾಗಲಕೋಟೆಯಂತಹ ' +
      'ಜಿಲ್ಲೆಗಳಲ್ಲಿ ಕೆಂಪು ಮಣ್ಣಿನಲ್ಲಿ ಮುಂಗಾರಿನಲ್ಲಿ ಮಳೆಯಾಶ್ರಿತವಾಗಿ, ಹಾಗೂ ಹಿಂಗಾರು ಮತ್ತು ' +
      'ಬೇಸಿಗೆಯಲ್ಲಿ ನೀರಾವರಿಯಲ್ಲಿ ಬೆಳೆಯುತ್ತಾರೆ. ಚೆನ್ನಾಗಿ ಹದ ಮಾಡಿದ, ಕಳೆ ಇಲ್ಲದ ಮಡಿಯಲ್ಲಿ ' +
      'ಆರೋಗ್ಯಕರ ಸಸಿ ನಾಟಿ ಮಾಡಿ ಅಥವಾ ಸಾಲು ಬಿತ್ತನೆ ಮಾಡಿ; ಈರುಳ್ಳಿ ಕಳೆಯೊಂದಿಗೆ ' +
      'ಸ್ಪರ್ಧಿಸಲಾರದು, ಆದ್ದರಿಂದ ಮೊದಲ ವಾರಗಳಲ್ಲಿ ಕಳೆ ಇಲ್ಲದಂತೆ ನೋಡಿಕೊಳ್ಳಿ. ಕೊಯ್ಲಿಗೆ ಸುಮಾರು ' +
      'ಎರಡು ವಾರ ಮೊದಲು ನೀರು ನಿಲ್ಲಿಸಿ, ಅರ್ಧದಷ್ಟು ಗಿಡಗಳ ಎಲೆಗಳು ಕುತ್ತಿಗೆಯಲ್ಲಿ ಬಾಗಿ ಬಿದ್ದಾಗ ' +
      'ಕೊಯ್ಲು ಮಾಡಿ. ಗಡ್ಡೆಗಳನ್ನು ಕೆಲವು ದಿನ ನೆರಳಿನಲ್ಲಿ ಒಣಗಿಸಿ ನಂತರ ಗಾಳಿಯಾಡುವ ಶೇಖರಣಾ ' +
      'ಘಟಕದಲ್ಲಿ ಇಟ್ಟರೆ ಹೆಚ್ಚು ದಿನ ಕೆಡದೆ ಉಳಿಯುತ್ತದೆ, ಒಳ್ಳೆಯ ಬೆಲೆಗಾಗಿ ಕಾಯಬಹುದು.',
    categoryKeys: ['irrigation', 'seeders'],
  },
  {
    id: 'crop-chilli',
    topic: 'crop',
    keywords: [
      'chilli',
      'chillies',
      'chili',
      'green chilli',
      'dry chilli',
      'red chilli',
      'byadgi',
      'leaf curl',
      'murda',
      'thrips',
      'mites',
    ],
    keywordsKn: [
      'ಮೆಣಸಿನಕಾಯಿ',
      'ಒಣ ಮೆಣಸಿನಕಾಯಿ',
      'ಹಸಿ ಮೆಣಸಿನಕಾಯಿ',
      'ಬ್ಯಾಡಗಿ',
      'ಮುರುಟು ರೋಗ',
      'ಥ್ರಿಪ್ಸ್',
      'ನುಸಿ',
      'menasinakai',
      'menasinakayi',
      'byadgi',
      'mirchi',
    ],
    title: 'Chilli',
    titleKn: 'ಮೆಣಸಿನಕಾಯಿ',
    answer:
      'Chilli is grown for green and dry chilli; the dry chilli belt of Haveri, ' +
      'Dharwad, Ballari, Raichur and Gadag is known for Byadgi types, and the Byadgi ' +
      'market is famous for its deep red chillies. Transplant healthy seedlings on ' +
      'raised beds or ridges with good drainage, because chilli does not tolerate ' +
      'waterlogging. Leaf curl (murda), caused by thrips, mites and viruses spread by ' +
      'whitefly, is the biggest problem: scout the crop regularly, use sticky traps, ' +
      'spray only as advised, and change chemicals rather than repeating the same one. ' +
      'Dry the red chillies on tarpaulins or clean drying yards, not on bare soil, so ' +
      'that they stay clean and fetch a better price.',
    answerKn:
      'ಮೆಣಸಿನಕಾಯಿಯನ್ನು ಹಸಿ ಮತ್ತು ಒಣ ಮೆಣಸಿನಕಾಯಿಗಾಗಿ ಬೆಳೆಯುತ್ತಾರೆ; ಹಾವೇರಿ, ಧಾರವಾಡ, ' +
      'ಬಳ್ಳಾರಿ, ರಾಯಚೂರು, ಗದಗದ ಒಣ ಮೆಣಸಿನಕಾಯಿ ಪ್ರದೇಶ ಬ್ಯಾಡಗಿ ತಳಿಗಳಿಗೆ ಹೆಸರುವಾಸಿ, ಬ್ಯಾಡಗಿ ' +
      'ಮಾರುಕಟ್ಟೆ ಗಾಢ ಕೆಂಪು ಬಣ್ಣದ ಮೆಣಸಿನಕಾಯಿಗೆ ಪ್ರಸಿದ್ಧ. ಮೆಣಸಿನಕಾಯಿ ನೀರು ನಿಲ್ಲುವುದನ್ನು ' +
      'ಸಹಿಸುವುದಿಲ್ಲ, ಆದ್ದರಿಂದ ನೀರು ಬಸಿಯುವ ಎತ್ತರಿಸಿದ ಮಡಿ ಅಥವಾ ಸಾಲುಗಳಲ್ಲಿ ಆರೋಗ್ಯಕರ ಸಸಿ ' +
      'ನಾಟಿ ಮಾಡಿ. ಥ್ರಿಪ್ಸ್, ನುಸಿ ಮತ್ತು ಬಿಳಿ ನೊಣದಿಂದ ಹರಡುವ ನಂಜಾಣುಗಳಿಂದ ಬರುವ ಎಲೆ ಮುರುಟು ' +
      'ರೋಗ ದೊಡ್ಡ ಸಮಸ್ಯೆ; ಬೆಳೆಯನ್ನು ನಿಯಮಿತವಾಗಿ ಪರಿಶೀಲಿಸಿ, ಅಂಟು ಬಲೆ ಬಳಸಿ, ಸಲಹೆಯಂತೆ ಮಾತ್ರ ' +
      'ಸಿಂಪಡಿಸಿ, ಒಂದೇ ಔಷಧಿಯನ್ನು ಮತ್ತೆ ಮತ್ತೆ ಬಳಸದೆ ಬದಲಿಸಿ. ಕೆಂಪು ಮೆಣಸಿನಕಾಯಿಯನ್ನು ನೇರ ' +
      'ಮಣ್ಣಿನ ಮೇಲೆ ಅಲ್ಲ, ತಾಡಪಾಲು ಅಥವಾ ಸ್ವಚ್ಛ ಒಣಗಿಸುವ ಅಂಗಳದಲ್ಲಿ ಒಣಗಿಸಿದರೆ ' +
      'ಸ್ವಚ್ಛವಾಗಿದ್ದು ಉತ್ತಮ ಬೆಲೆ ಸಿಗುತ್ತದೆ.',
    categoryKeys: ['sprayers', 'irrigation'],
  },
];
