import type { KnowledgeEntry } from './types.js';

/** Plantation crops: coffee, arecanut, coconut. */
export const plantationCropEntries: KnowledgeEntry[] = [
  {
    id: 'crop-coffee',
    topic: 'crop',
    keywords: [
      'coffee',
      'arabica',
      'robusta',
      'coffee estate',
      'blossom irrigation',
      'blossom shower',
      'backing shower',
      'shade',
      'white stem borer',
      'pruning',
    ],
    keywordsKn: [
      'ಕಾಫಿ',
      'ಅರೇಬಿಕಾ',
      'ರೋಬಸ್ಟಾ',
      'ಹೂಮಳೆ',
      'ಕಾಫಿ ತೋಟ',
      'ಬಿಳಿ ಕಾಂಡ ಕೊರಕ',
      'ಚಾಟನಿ',
      'kaafi',
      'coffee thota',
      'hoomale',
    ],
    title: 'Coffee',
    titleKn: 'ಕಾಫಿ',
    answer:
      'Karnataka is the largest coffee-growing state in India, mainly in Kodagu, ' +
      'Chikkamagaluru and Hassan, with Arabica at higher elevations and Robusta lower ' +
      'down, both under shade trees. Flowering depends on blossom showers around March ' +
      'and April; when the rain is late, growers give blossom irrigation with ' +
      'sprinklers and a second backing irrigation two to three weeks later. Keep the ' +
      'shade regulated, prune after harvest, and check Arabica regularly for white ' +
      'stem borer. Harvest runs from about November to February, a brush cutter helps ' +
      'keep weeds down between the bushes, and the Coffee Board extension offices give ' +
      'detailed advice.',
    answerKn:
      'ಕಾಫಿ ಬೆಳೆಯುವುದರಲ್ಲಿ ಕರ್ನಾಟಕ ದೇಶದಲ್ಲೇ ಮೊದಲ ಸ್ಥಾನದಲ್ಲಿದೆ; ಮುಖ್ಯವಾಗಿ ಕೊಡಗು, ' +
      'ಚಿಕ್ಕಮಗಳೂರು ಮತ್ತು ಹಾಸನದಲ್ಲಿ ನೆರಳಿನ ಮರಗಳ ಕೆಳಗೆ, ಎತ್ತರದ ಪ್ರದೇಶದಲ್ಲಿ ಅರೇಬಿಕಾ ಮತ್ತು ' +
      'ತಗ್ಗಿನಲ್ಲಿ ರೋಬಸ್ಟಾ ಬೆಳೆಯುತ್ತಾರೆ. ಮಾರ್ಚ್-ಏಪ್ರಿಲ್‌ನ ಹೂಮಳೆಯ ಮೇಲೆ ಹೂ ಬಿಡುವುದು ' +
      'ಅವಲಂಬಿತ; ಮಳೆ ತಡವಾದರೆ ಸ್ಪ್ರಿಂಕ್ಲರ್‌ನಿಂದ ಹೂವಿಗೆ ನೀರು ಕೊಟ್ಟು, ಎರಡು-ಮೂರು ವಾರದ ನಂತರ ' +
      'ಮತ್ತೊಮ್ಮೆ ಬೆಂಬಲದ ನೀರು ಕೊಡುತ್ತಾರೆ. ನೆರಳನ್ನು ಹದವಾಗಿ ಇಡಿ, ಕೊಯ್ಲಿನ ನಂತರ ಚಾಟನಿ ' +
      '(ಪ್ರೂನಿಂಗ್) ಮಾಡಿ, ಅರೇಬಿಕಾದಲ್ಲಿ ಬಿಳಿ ಕಾಂಡ ಕೊರಕದ ಬಗ್ಗೆ ನಿಯಮಿತವಾಗಿ ಪರಿಶೀಲಿಸಿ. ' +
      'ಕೊಯ್ಲು ಸುಮಾರು ನವೆಂಬರ್‌ನಿಂದ ಫೆಬ್ರವರಿವರೆಗೆ; ಗಿಡಗಳ ನಡುವಿನ ಕಳೆಗೆ ಬ್ರಷ್ ಕಟರ್ ' +
      'ಉಪಯುಕ್ತ, ವಿವರವಾದ ಸಲಹೆಗೆ ಕಾಫಿ ಮಂಡಳಿಯ ವಿಸ್ತರಣಾ ಕಚೇರಿ ಸಂಪರ್ಕಿಸಿ.',
    categoryKeys: ['irrigation', 'other', 'sprayers'],
  },
  {
    id: 'crop-arecanut',
    topic: 'crop',
    keywords: [
      'arecanut',
      'areca',
      'areca nut',
      'supari',
      'betel nut',
      'koleroga',
      'fruit rot',
      'bordeaux mixture',
      'yellow leaf disease',
      'areca garden',
    ],
    keywordsKn: [
      'ಅಡಿಕೆ',
      'ಅಡಿಕೆ ತೋಟ',
      'ಕೊಳೆ ರೋಗ',
      'ಬೋರ್ಡೋ',
      'ಬೋರ್ಡೋ ದ್ರಾವಣ',
      'ಹಳದಿ ಎಲೆ ರೋಗ',
      'ಗೊನೆ',
      'adike',
      'adike thota',
      'kole roga',
    ],
    title: 'Arecanut',
    titleKn: 'ಅಡಿಕೆ',
    answer:
      'Arecanut is grown widely in Shivamogga, Dakshina Kannada, Udupi, Uttara ' +
      'Kannada, Chikkamagaluru and Davanagere, and has spread into Chitradurga and ' +
      'Tumakuru under borewell irrigation. The garden needs good drainage, regular ' +
      'irrigation in the dry months and plenty of organic manure; drip with mulching ' +
      'saves water and labour. Koleroga (fruit rot) spreads in the monsoon, so spray ' +
      'Bordeaux mixture on the bunches before the rains and repeat as advised, using a ' +
      'long-pole sprayer and protective clothing. In the Malnad, yellow leaf disease ' +
      'is a serious problem, so follow the advice of the Horticulture Department for ' +
      'affected gardens.',
    answerKn:
      'ಅಡಿಕೆಯನ್ನು ಶಿವಮೊಗ್ಗ, ದಕ್ಷಿಣ ಕನ್ನಡ, ಉಡುಪಿ, ಉತ್ತರ ಕನ್ನಡ, ಚಿಕ್ಕಮಗಳೂರು, ' +
      'ದಾವಣಗೆರೆಯಲ್ಲಿ ವ್ಯಾಪಕವಾಗಿ ಬೆಳೆಯುತ್ತಾರೆ, ಈಗ ಬೋರ್‌ವೆಲ್ ನೀರಿನಲ್ಲಿ ಚಿತ್ರದುರ್ಗ ಮತ್ತು ' +
      'ತುಮಕೂರಿಗೂ ಹರಡಿದೆ. ತೋಟದಲ್ಲಿ ನೀರು ಬಸಿಯುವ ವ್ಯವಸ್ಥೆ ಚೆನ್ನಾಗಿರಬೇಕು, ಬೇಸಿಗೆಯಲ್ಲಿ ' +
      'ನಿಯಮಿತ ನೀರಾವರಿ ಮತ್ತು ಸಾಕಷ್ಟು ಸಾವಯವ ಗೊಬ್ಬರ ಬೇಕು; ಡ್ರಿಪ್ ಮತ್ತು ಹೊದಿಕೆಯಿಂದ ನೀರು ' +
      'ಮತ್ತು ಕೂಲಿ ಉಳಿಯುತ್ತದೆ. ಮಳೆಗಾಲದಲ್ಲಿ ಕೊಳೆ ರೋಗ ಹರಡುತ್ತದೆ, ಆದ್ದರಿಂದ ಮಳೆಗೆ ಮೊದಲೇ ' +
      'ಗೊನೆಗಳಿಗೆ ಬೋರ್ಡೋ ದ್ರಾವಣ ಸಿಂಪಡಿಸಿ, ಸಲಹೆಯಂತೆ ಮತ್ತೆ ಸಿಂಪಡಿಸಿ; ಉದ್ದ ಕೋಲಿನ ಸ್ಪ್ರೇಯರ್ ' +
      'ಬಳಸಿ, ರಕ್ಷಣಾ ಉಡುಪು ಧರಿಸಿ. ಮಲೆನಾಡಿನಲ್ಲಿ ಹಳದಿ ಎಲೆ ರೋಗ ಗಂಭೀರ ಸಮಸ್ಯೆ, ರೋಗ ಬಂದ ' +
      'ತೋಟಗಳಿಗೆ ತೋಟಗಾರಿಕೆ ಇಲಾಖೆಯ ಸಲಹೆ ಪಾಲಿಸಿ.',
    categoryKeys: ['irrigation', 'sprayers'],
  },
  {
    id: 'crop-coconut',
    topic: 'crop',
    keywords: [
      'coconut',
      'coconut palm',
      'coconuts',
      'copra',
      'tender coconut',
      'husk burial',
      'basin irrigation',
      'rhinoceros beetle',
      'red palm weevil',
      'intercrop',
    ],
    keywordsKn: [
      'ತೆಂಗು',
      'ತೆಂಗಿನಕಾಯಿ',
      'ತೆಂಗಿನ ಮರ',
      'ಕೊಬ್ಬರಿ',
      'ಎಳನೀರು',
      'ಪಾತಿ',
      'ಕುರುವಾಯಿ ದುಂಬಿ',
      'tengu',
      'tenginakai',
      'kobbari',
      'elaneeru',
    ],
    title: 'Coconut',
    titleKn: 'ತೆಂಗು',
    answer:
      'Coconut is a major crop in Tumakuru (Tiptur), Hassan (Arsikere), Chitradurga, ' +
      'Chamarajanagar, Mandya and the coastal districts. The palms need water through ' +
      'the summer: drip irrigation with a few drippers around each palm, or basin ' +
      'irrigation, keeps yields steady, and in red soils mulching the basin or burying ' +
      'coconut husk in trenches around the palm holds moisture. Apply organic manure ' +
      'and fertiliser in the basin every year, and grow intercrops such as banana, ' +
      'cocoa, pepper or fodder between the palms. Watch for rhinoceros beetle and red ' +
      'palm weevil and keep the garden clean, because rotting logs and manure pits are ' +
      'where the beetles breed.',
    answerKn:
      'ತೆಂಗು ತುಮಕೂರು (ತಿಪಟೂರು), ಹಾಸನ (ಅರಸೀಕೆರೆ), ಚಿತ್ರದುರ್ಗ, ಚಾಮರಾಜನಗರ, ಮಂಡ್ಯ ಮತ್ತು ' +
      'ಕರಾವಳಿ ಜಿಲ್ಲೆಗಳ ಮುಖ್ಯ ಬೆಳೆ. ಬೇಸಿಗೆಯಲ್ಲಿ ಮರಗಳಿಗೆ ನೀರು ಬೇಕು; ಪ್ರತಿ ಮರದ ಸುತ್ತ ' +
      'ಕೆಲವು ಡ್ರಿಪ್ಪರ್ ಇಟ್ಟು ಹನಿ ನೀರಾವರಿ ಅಥವಾ ಪಾತಿ ನೀರಾವರಿ ಮಾಡಿದರೆ ಇಳುವರಿ ' +
      'ಸ್ಥಿರವಾಗಿರುತ್ತದೆ; ಕೆಂಪು ಮಣ್ಣಿನಲ್ಲಿ ಪಾತಿಗೆ ಹೊದಿಕೆ ಹಾಕಿದರೆ ಅಥವಾ ಮರದ ಸುತ್ತ ' +
      'ಗುಂಡಿಯಲ್ಲಿ ತೆಂಗಿನ ಸಿಪ್ಪೆ ಹೂತರೆ ತೇವಾಂಶ ಉಳಿಯುತ್ತದೆ. ಪ್ರತಿ ವರ್ಷ ಪಾತಿಯಲ್ಲಿ ಸಾವಯವ ' +
      'ಗೊಬ್ಬರ ಮತ್ತು ರಸಗೊಬ್ಬರ ಕೊಡಿ, ಮರಗಳ ನಡುವಿನ ಜಾಗದಲ್ಲಿ ಬಾಳೆ, ಕೋಕೋ, ಕಾಳುಮೆಣಸು ಅಥವಾ ' +
      'ಮೇವಿನ ಅಂತರ ಬೆಳೆ ಬೆಳೆಯಿರಿ. ಕುರುವಾಯಿ ದುಂಬಿ ಮತ್ತು ಕೆಂಪು ಮೂತಿ ಹುಳುವಿನ ಬಗ್ಗೆ ' +
      'ಎಚ್ಚರವಿರಲಿ; ಕೊಳೆಯುತ್ತಿರುವ ಮರದ ದಿಮ್ಮಿ ಮತ್ತು ಗೊಬ್ಬರದ ಗುಂಡಿಗಳಲ್ಲಿ ದುಂಬಿ ' +
      'ಬೆಳೆಯುವುದರಿಂದ ತೋಟವನ್ನು ಸ್ವಚ್ಛವಾಗಿಡಿ.',
    categoryKeys: ['irrigation', 'other'],
  },
];
