import type { KnowledgeEntry } from './types.js';

/** Pulses and oilseeds: tur, bengal gram, groundnut. */
export const pulseOilseedCropEntries: KnowledgeEntry[] = [
  {
    id: 'crop-tur',
    topic: 'crop',
    keywords: [
      'tur',
      'toor',
      'red gram',
      'redgram',
      'pigeon pea',
      'pigeonpea',
      'arhar',
      'pulses',
      'dal',
      'pod borer',
      'wilt',
      'nipping',
    ],
    keywordsKn: ['ತೊಗರಿ', 'ತೊಗರಿಬೇಳೆ', 'ಬೇಳೆ', 'ದ್ವಿದಳ', 'ಕಾಯಿ ಕೊರಕ', 'ಸೊರಗು ರೋಗ', 'ಕುಡಿ ಚಿವುಟು', 'togari', 'thogari', 'togri'],
    title: 'Tur (red gram)',
    titleKn: 'ತೊಗರಿ',
    answer:
      'Tur (red gram) is the main pulse of north Karnataka, with Kalaburagi known as ' +
      'the tur bowl of the state, and it is also grown as an intercrop in the south. ' +
      'It is sown with the Kharif rains in June and July and takes a long time to ' +
      'mature, so it fits well as an intercrop with jowar, ragi, groundnut, soybean or ' +
      'green gram. Nipping the growing tips at about 45 to 50 days after sowing ' +
      'encourages more branches and pods. Watch for pod borer at flowering and podding ' +
      'and for wilt, grow wilt-tolerant varieties recommended for your area, and do ' +
      'not let water stand in the field.',
    answerKn:
      'ತೊಗರಿ ಉತ್ತರ ಕರ್ನಾಟಕದ ಮುಖ್ಯ ದ್ವಿದಳ ಧಾನ್ಯ, ಕಲಬುರಗಿಯನ್ನು ತೊಗರಿಯ ಕಣಜ ಎನ್ನುತ್ತಾರೆ; ' +
      'ದಕ್ಷಿಣದಲ್ಲೂ ಅಂತರ ಬೆಳೆಯಾಗಿ ಬೆಳೆಯುತ್ತಾರೆ. ಮುಂಗಾರು ಮಳೆಯೊಂದಿಗೆ ಜೂನ್-ಜುಲೈನಲ್ಲಿ ' +
      'ಬಿತ್ತುತ್ತಾರೆ, ಬೆಳೆಯ ಅವಧಿ ದೀರ್ಘವಾದ್ದರಿಂದ ಜೋಳ, ರಾಗಿ, ಶೇಂಗಾ, ಸೋಯಾಬೀನ್ ಅಥವಾ ' +
      'ಹೆಸರಿನೊಂದಿಗೆ ಅಂತರ ಬೆಳೆಯಾಗಿ ಚೆನ್ನಾಗಿ ಹೊಂದುತ್ತದೆ. ಬಿತ್ತಿದ ಸುಮಾರು 45-50 ದಿನಗಳಲ್ಲಿ ' +
      'ಕುಡಿ ಚಿವುಟಿದರೆ ಹೆಚ್ಚು ಕವಲು ಮತ್ತು ಕಾಯಿಗಳು ಬರುತ್ತವೆ. ಹೂ ಮತ್ತು ಕಾಯಿ ಕಟ್ಟುವಾಗ ಕಾಯಿ ' +
      'ಕೊರಕ ಹುಳು ಹಾಗೂ ಸೊರಗು ರೋಗದ ಬಗ್ಗೆ ಎಚ್ಚರವಿರಲಿ; ನಿಮ್ಮ ಪ್ರದೇಶಕ್ಕೆ ಶಿಫಾರಸು ಮಾಡಿದ ' +
      'ಸೊರಗು ರೋಗ ತಡೆಯುವ ತಳಿ ಬೆಳೆಯಿರಿ, ಹೊಲದಲ್ಲಿ ನೀರು ನಿಲ್ಲದಂತೆ ನೋಡಿಕೊಳ್ಳಿ.',
    categoryKeys: ['seeders', 'sprayers'],
  },
  {
    id: 'crop-bengal-gram',
    topic: 'crop',
    keywords: ['bengal gram', 'chickpea', 'chick pea', 'chana', 'gram', 'kadale', 'rabi pulse', 'pod borer', 'wilt'],
    keywordsKn: ['ಕಡಲೆ', 'ಕಡಲೆಕಾಳು', 'ಕಡಲೆ ಬೆಳೆ', 'ಹಿಂಗಾರು', 'ದ್ವಿದಳ', 'ಕಾಯಿ ಕೊರಕ', 'kadale', 'kadle', 'kadalekalu'],
    title: 'Bengal gram (chickpea)',
    titleKn: 'ಕಡಲೆ',
    answer:
      'Bengal gram (kadale) is the main rabi pulse on the black soils of north ' +
      'Karnataka, in districts such as Kalaburagi, Vijayapura, Dharwad, Gadag, Bidar ' +
      'and Belagavi, sown around October and November on the moisture left after the ' +
      'rains. Treat the seed before sowing and sow in lines with a seed drill at the ' +
      'right depth so that the seed reaches moist soil. Nipping the tips while the ' +
      'plants are young, about a month after sowing, increases branching, and pod ' +
      'borer is the main pest to watch at flowering and pod formation. Where water is ' +
      'available, one protective irrigation at flowering or pod filling can raise ' +
      'yields noticeably.',
    answerKn:
      'ಕಡಲೆ ಉತ್ತರ ಕರ್ನಾಟಕದ ಕಪ್ಪು ಮಣ್ಣಿನ ಮುಖ್ಯ ಹಿಂಗಾರು ದ್ವಿದಳ ಧಾನ್ಯ; ಕಲಬುರಗಿ, ವಿಜಯಪುರ, ' +
      'ಧಾರವಾಡ, ಗದಗ, ಬೀದರ್, ಬೆಳಗಾವಿಯಂತಹ ಜಿಲ್ಲೆಗಳಲ್ಲಿ ಮಳೆಯ ನಂತರ ಉಳಿದ ತೇವಾಂಶದಲ್ಲಿ ' +
      'ಅಕ್ಟೋಬರ್-ನವೆಂಬರ್‌ನಲ್ಲಿ ಬಿತ್ತುತ್ತಾರೆ. ಬಿತ್ತುವ ಮೊದಲು ಬೀಜೋಪಚಾರ ಮಾಡಿ, ಬೀಜ ತೇವ ಇರುವ ' +
      'ಮಣ್ಣಿಗೆ ತಲುಪುವಂತೆ ಕೂರಿಗೆ ಅಥವಾ ಬಿತ್ತನೆ ಯಂತ್ರದಿಂದ ಸರಿಯಾದ ಆಳದಲ್ಲಿ ಸಾಲು ಬಿತ್ತನೆ ' +
      'ಮಾಡಿ. ಗಿಡಗಳು ಎಳೆಯದಾಗಿರುವಾಗ, ಬಿತ್ತಿದ ಸುಮಾರು ಒಂದು ತಿಂಗಳಲ್ಲಿ, ಕುಡಿ ಚಿವುಟಿದರೆ ಕವಲು ' +
      'ಹೆಚ್ಚುತ್ತದೆ; ಹೂ ಮತ್ತು ಕಾಯಿ ಕಟ್ಟುವಾಗ ಕಾಯಿ ಕೊರಕ ಹುಳು ಮುಖ್ಯ ಕೀಟ, ಗಮನಿಸುತ್ತಿರಿ. ' +
      'ನೀರಿನ ಅನುಕೂಲ ಇದ್ದರೆ ಹೂ ಬಿಡುವಾಗ ಅಥವಾ ಕಾಯಿ ತುಂಬುವಾಗ ಒಂದು ರಕ್ಷಣಾತ್ಮಕ ನೀರು ಕೊಟ್ಟರೆ ' +
      'ಇಳುವರಿ ಗಮನಾರ್ಹವಾಗಿ ಹೆಚ್ಚುತ್ತದೆ.',
    categoryKeys: ['seeders', 'sprayers'],
  },
  {
    id: 'crop-groundnut',
    topic: 'crop',
    keywords: [
      'groundnut',
      'peanut',
      'peanuts',
      'shenga',
      'kadalekai',
      'gypsum',
      'pegging',
      'summer groundnut',
      'groundnut planter',
      'oilseed',
    ],
    keywordsKn: ['ಶೇಂಗಾ', 'ಕಡಲೆಕಾಯಿ', 'ನೆಲಗಡಲೆ', 'ಜಿಪ್ಸಂ', 'ಎಣ್ಣೆಕಾಳು', 'shenga', 'kadalekai', 'kadlekai', 'nelagadale'],
    title: 'Groundnut',
    titleKn: 'ಶೇಂಗಾ (ಕಡಲೆಕಾಯಿ)',
    answer:
      'Groundnut grows best on light, well-drained red and sandy loam soils and is a ' +
      'major rainfed Kharif crop in districts such as Chitradurga, Tumakuru, ' +
      'Chikkaballapura, Raichur and Ballari; it is also grown as an irrigated summer ' +
      'crop sown in January and February. Treat the seed and sow in lines with a ' +
      'groundnut planter or seed drill, and in rainfed areas intercrop with tur to ' +
      'spread the risk. Applying gypsum near the plants at flowering and pegging time ' +
      'gives better-filled pods. Sprinkler irrigation suits summer groundnut well, and ' +
      'the crop is ready when the inside of the shell darkens and most leaves turn ' +
      'yellow.',
    answerKn:
      'ಶೇಂಗಾ (ಕಡಲೆಕಾಯಿ) ಹಗುರವಾದ, ನೀರು ಬಸಿಯುವ ಕೆಂಪು ಮತ್ತು ಮರಳು ಮಿಶ್ರಿತ ಮಣ್ಣಿನಲ್ಲಿ ' +
      'ಚೆನ್ನಾಗಿ ಬರುತ್ತದೆ; ಚಿತ್ರದುರ್ಗ, ತುಮಕೂರು, ಚಿಕ್ಕಬಳ್ಳಾಪುರ, ರಾಯಚೂರು, ಬಳ್ಳಾರಿಯಂತಹ ' +
      'ಜಿಲ್ಲೆಗಳಲ್ಲಿ ಮುಖ್ಯ ಮಳೆಯಾಶ್ರಿತ ಮುಂಗಾರು ಬೆಳೆ, ಜನವರಿ-ಫೆಬ್ರವರಿಯಲ್ಲಿ ಬಿತ್ತುವ ನೀರಾವರಿ ' +
      'ಬೇಸಿಗೆ ಬೆಳೆಯೂ ಹೌದು. ಬೀಜೋಪಚಾರ ಮಾಡಿ ಶೇಂಗಾ ಬಿತ್ತನೆ ಯಂತ್ರ (ಪ್ಲಾಂಟರ್) ಅಥವಾ ' +
      'ಕೂರಿಗೆಯಿಂದ ಸಾಲು ಬಿತ್ತನೆ ಮಾಡಿ, ಮಳೆಯಾಶ್ರಿತ ಪ್ರದೇಶದಲ್ಲಿ ತೊಗರಿಯನ್ನು ಅಂತರ ಬೆಳೆಯಾಗಿ ' +
      'ಹಾಕಿದರೆ ನಷ್ಟದ ಅಪಾಯ ಕಡಿಮೆ. ಹೂ ಬಿಡುವ ಮತ್ತು ಸೂಜಿ (ಪೆಗ್) ಇಳಿಯುವ ಸಮಯದಲ್ಲಿ ಗಿಡಗಳ ' +
      'ಬುಡಕ್ಕೆ ಜಿಪ್ಸಂ ಹಾಕಿದರೆ ಕಾಯಿ ಚೆನ್ನಾಗಿ ತುಂಬುತ್ತದೆ. ಬೇಸಿಗೆ ಶೇಂಗಾಕ್ಕೆ ಸ್ಪ್ರಿಂಕ್ಲರ್ ' +
      'ತುಂಬಾ ಸೂಕ್ತ; ಸಿಪ್ಪೆಯ ಒಳಭಾಗ ಕಪ್ಪಾಗಿ ಹೆಚ್ಚಿನ ಎಲೆಗಳು ಹಳದಿಯಾದಾಗ ಕೊಯ್ಲಿಗೆ ಸಿದ್ಧ.',
    categoryKeys: ['seeders', 'irrigation'],
  },
];
