import type { KnowledgeEntry } from './types.js';

/** Renting versus buying, sharing, custom hiring centres and hiring tips. */
export const rentingEntries: KnowledgeEntry[] = [
  {
    id: 'renting-vs-buying',
    topic: 'renting',
    keywords: [
      'rent or buy',
      'rent vs buy',
      'renting',
      'hire',
      'buying',
      'break even',
      'worth buying',
      'own machine',
      'ownership',
      'cost',
    ],
    keywordsKn: ['ಬಾಡಿಗೆ', 'ಖರೀದಿ', 'ಸ್ವಂತ ಯಂತ್ರ', 'ಲಾಭ', 'ಖರ್ಚು', 'ಬಾಡಿಗೆ ಅಥವಾ ಖರೀದಿ', 'badige', 'kharidi', 'rent'],
    title: 'Should I rent or buy a machine?',
    titleKn: 'ಯಂತ್ರ ಬಾಡಿಗೆಗೆ ಪಡೆಯಬೇಕೇ, ಖರೀದಿಸಬೇಕೇ?',
    answer:
      'A quick check is to divide the buying price by the daily rent: that tells you ' +
      'how many days of rent the price would pay for. For example, a machine costing ' +
      'Rs 1,00,000 that rents for Rs 1,000 a day equals 100 days of rent, so if you ' +
      'need it only 5 to 10 days a year, renting is far cheaper. Owning also means ' +
      'loan interest, repairs, storage, insurance and finding a driver, while renting ' +
      'means booking early in the busy season. Buying makes sense when you will use ' +
      'the machine on many days every year, or when you can rent it out to neighbours ' +
      'to share the cost.',
    answerKn:
      'ಸರಳ ಲೆಕ್ಕ: ಯಂತ್ರದ ಖರೀದಿ ಬೆಲೆಯನ್ನು ದಿನದ ಬಾಡಿಗೆಯಿಂದ ಭಾಗಿಸಿ; ಆ ಬೆಲೆಗೆ ಎಷ್ಟು ದಿನದ ' +
      'ಬಾಡಿಗೆ ಕೊಡಬಹುದು ಎಂದು ತಿಳಿಯುತ್ತದೆ. ಉದಾಹರಣೆಗೆ ರೂ. 1,00,000 ಬೆಲೆಯ ಯಂತ್ರಕ್ಕೆ ' +
      'ದಿನಕ್ಕೆ ರೂ. 1,000 ಬಾಡಿಗೆ ಇದ್ದರೆ ಅದು 100 ದಿನದ ಬಾಡಿಗೆಗೆ ಸಮ; ವರ್ಷಕ್ಕೆ 5-10 ದಿನ ' +
      'ಮಾತ್ರ ಬೇಕಾದರೆ ಬಾಡಿಗೆಯೇ ತುಂಬಾ ಅಗ್ಗ. ಸ್ವಂತ ಯಂತ್ರಕ್ಕೆ ಸಾಲದ ಬಡ್ಡಿ, ರಿಪೇರಿ, ಇಡಲು ' +
      'ಜಾಗ, ವಿಮೆ ಮತ್ತು ಚಾಲಕನ ಖರ್ಚೂ ಇರುತ್ತದೆ; ಬಾಡಿಗೆಯಾದರೆ ಹಂಗಾಮಿನಲ್ಲಿ ಬೇಗ ಬುಕ್ ಮಾಡಬೇಕು. ' +
      'ವರ್ಷದಲ್ಲಿ ಅನೇಕ ದಿನ ಬಳಸುವುದಾದರೆ ಅಥವಾ ನೆರೆಹೊರೆಯವರಿಗೆ ಬಾಡಿಗೆಗೆ ಕೊಟ್ಟು ಖರ್ಚು ' +
      'ಹಂಚಿಕೊಳ್ಳಬಹುದಾದರೆ ಖರೀದಿ ಲಾಭದಾಯಕ.',
  },
  {
    id: 'renting-sharing-fpo',
    topic: 'renting',
    keywords: [
      'share machine',
      'sharing',
      'neighbours',
      'neighbors',
      'group',
      'fpo',
      'farmer producer organisation',
      'farmer producer organization',
      'cooperative',
      'joint ownership',
      'self help group',
    ],
    keywordsKn: [
      'ಹಂಚಿಕೊಳ್ಳುವುದು',
      'ರೈತ ಉತ್ಪಾದಕ ಸಂಸ್ಥೆ',
      'ಎಫ್‌ಪಿಒ',
      'ಸಂಘ',
      'ಸಹಕಾರ ಸಂಘ',
      'ಗುಂಪು',
      'ನೆರೆಹೊರೆ',
      'ಸ್ವಸಹಾಯ',
      'fpo',
      'sangha',
      'gumpu',
    ],
    title: 'Sharing machines with neighbours or an FPO',
    titleKn: 'ನೆರೆಹೊರೆ ಅಥವಾ ಎಫ್‌ಪಿಒ ಜೊತೆ ಯಂತ್ರ ಹಂಚಿಕೆ',
    answer:
      'Small farmers can share machines with neighbours or through a farmer producer ' +
      'organisation (FPO), a cooperative or a self-help group, so that each family ' +
      'pays only part of the cost. Before buying, agree in writing who keeps the ' +
      'machine, how turns are decided in the busy season, and how fuel, the driver, ' +
      'repairs and loan instalments are shared. FPOs can also buy machinery and run a ' +
      'hiring service for members and others, and some mechanisation schemes support ' +
      'such groups. Ask your Raitha Samparka Kendra or the FPO in your taluk about ' +
      'forming or joining one.',
    answerKn:
      'ಸಣ್ಣ ರೈತರು ನೆರೆಹೊರೆಯವರೊಂದಿಗೆ ಅಥವಾ ರೈತ ಉತ್ಪಾದಕ ಸಂಸ್ಥೆ (ಎಫ್‌ಪಿಒ), ಸಹಕಾರ ಸಂಘ, ' +
      'ಸ್ವಸಹಾಯ ಗುಂಪಿನ ಮೂಲಕ ಯಂತ್ರ ಹಂಚಿಕೊಂಡರೆ ಪ್ರತಿ ಕುಟುಂಬ ಖರ್ಚಿನ ಒಂದು ಭಾಗ ಮಾತ್ರ ' +
      'ಭರಿಸಿದರೆ ಸಾಕು. ಖರೀದಿಸುವ ಮೊದಲೇ ಯಂತ್ರ ಯಾರ ಬಳಿ ಇರುತ್ತದೆ, ಹಂಗಾಮಿನಲ್ಲಿ ಯಾರ ಸರದಿ ' +
      'ಯಾವಾಗ, ಡೀಸೆಲ್, ಚಾಲಕ, ರಿಪೇರಿ ಮತ್ತು ಸಾಲದ ಕಂತು ಹೇಗೆ ಹಂಚಿಕೊಳ್ಳುವುದು ಎಂದು ' +
      'ಬರವಣಿಗೆಯಲ್ಲಿ ಒಪ್ಪಿಕೊಳ್ಳಿ. ಎಫ್‌ಪಿಒಗಳು ಯಂತ್ರ ಖರೀದಿಸಿ ಸದಸ್ಯರು ಮತ್ತು ಇತರರಿಗೆ ಬಾಡಿಗೆ ' +
      'ಸೇವೆಯನ್ನೂ ನಡೆಸಬಹುದು, ಕೆಲವು ಯಾಂತ್ರೀಕರಣ ಯೋಜನೆಗಳು ಇಂತಹ ಗುಂಪುಗಳಿಗೆ ನೆರವು ನೀಡುತ್ತವೆ. ' +
      'ಗುಂಪು ರಚಿಸುವ ಅಥವಾ ಸೇರುವ ಬಗ್ಗೆ ರೈತ ಸಂಪರ್ಕ ಕೇಂದ್ರ ಅಥವಾ ನಿಮ್ಮ ತಾಲ್ಲೂಕಿನ ' +
      'ಎಫ್‌ಪಿಒದಲ್ಲಿ ಕೇಳಿ.',
  },
  {
    id: 'renting-custom-hiring-centre',
    topic: 'renting',
    keywords: [
      'custom hiring centre',
      'custom hiring center',
      'chc',
      'krishi yantra dhare',
      'yantra dhare',
      'hiring centre',
      'government rent',
      'low rent',
      'machine bank',
      'hobli',
    ],
    keywordsKn: [
      'ಕೃಷಿ ಯಂತ್ರಧಾರೆ',
      'ಯಂತ್ರಧಾರೆ',
      'ಬಾಡಿಗೆ ಕೇಂದ್ರ',
      'ಕಸ್ಟಮ್ ಹೈರಿಂಗ್',
      'ಹೋಬಳಿ',
      'ಬಾಡಿಗೆ',
      'yantradhare',
      'yantra dhare',
      'krishi yantra dhare',
    ],
    title: 'Custom hiring centres (Krishi Yantra Dhare)',
    titleKn: 'ಕೃಷಿ ಯಂತ್ರಧಾರೆ ಬಾಡಿಗೆ ಕೇಂದ್ರಗಳು',
    answer:
      'Custom hiring centres (CHCs) rent out tractors, rotavators, ploughs, seed ' +
      'drills, sprayers, threshers and harvesters, so that small farmers can use ' +
      'machines without buying them. In Karnataka, the Agriculture Department runs ' +
      'Krishi Yantra Dhare centres, usually with a partner organisation, in many ' +
      'hoblis, and they generally rent machines at lower rates than private hire. Ask ' +
      'at your Raitha Samparka Kendra where the nearest centre is, which machines it ' +
      'has and what the current rates are, and book early before the sowing and ' +
      'harvest rush. You can also compare with the rental listings on Raitha Yantra.',
    answerKn:
      'ಕಸ್ಟಮ್ ಹೈರಿಂಗ್ ಕೇಂದ್ರಗಳು ಟ್ರ್ಯಾಕ್ಟರ್, ರೋಟವೇಟರ್, ನೇಗಿಲು, ಬಿತ್ತನೆ ಯಂತ್ರ, ' +
      'ಸ್ಪ್ರೇಯರ್, ಒಕ್ಕಣೆ ಯಂತ್ರ ಮತ್ತು ಕಟಾವು ಯಂತ್ರಗಳನ್ನು ಬಾಡಿಗೆಗೆ ಕೊಡುತ್ತವೆ; ಇದರಿಂದ ಸಣ್ಣ ' +
      'ರೈತರು ಖರೀದಿಸದೆಯೇ ಯಂತ್ರ ಬಳಸಬಹುದು. ಕರ್ನಾಟಕದಲ್ಲಿ ಕೃಷಿ ಇಲಾಖೆ ಸಾಮಾನ್ಯವಾಗಿ ಪಾಲುದಾರ ' +
      'ಸಂಸ್ಥೆಯೊಂದಿಗೆ ಅನೇಕ ಹೋಬಳಿಗಳಲ್ಲಿ ಕೃಷಿ ಯಂತ್ರಧಾರೆ ಕೇಂದ್ರಗಳನ್ನು ನಡೆಸುತ್ತದೆ, ಅಲ್ಲಿ ' +
      'ಖಾಸಗಿ ಬಾಡಿಗೆಗಿಂತ ಸಾಮಾನ್ಯವಾಗಿ ಕಡಿಮೆ ದರದಲ್ಲಿ ಯಂತ್ರ ಸಿಗುತ್ತದೆ. ಹತ್ತಿರದ ಕೇಂದ್ರ ' +
      'ಎಲ್ಲಿದೆ, ಯಾವ ಯಂತ್ರಗಳಿವೆ, ಈಗಿನ ದರ ಎಷ್ಟು ಎಂದು ರೈತ ಸಂಪರ್ಕ ಕೇಂದ್ರದಲ್ಲಿ ಕೇಳಿ, ' +
      'ಬಿತ್ತನೆ ಮತ್ತು ಕೊಯ್ಲಿನ ಗದ್ದಲಕ್ಕೆ ಮೊದಲೇ ಬುಕ್ ಮಾಡಿ. ರೈತ ಯಂತ್ರದಲ್ಲಿರುವ ಬಾಡಿಗೆ ' +
      'ಯಂತ್ರಗಳ ದರವನ್ನೂ ಹೋಲಿಸಿ ನೋಡಬಹುದು.',
    categoryKeys: ['tractors', 'plows', 'seeders', 'harvesters'],
  },
  {
    id: 'renting-checklist',
    topic: 'renting',
    keywords: [
      'hiring tips',
      'rent checklist',
      'rental agreement',
      'operator',
      'driver',
      'per hour',
      'per acre',
      'per day',
      'booking',
      'damage',
      'diesel',
      'hour meter',
    ],
    keywordsKn: [
      'ಬಾಡಿಗೆ ಒಪ್ಪಂದ',
      'ಆಪರೇಟರ್',
      'ಚಾಲಕ',
      'ಗಂಟೆಗೆ',
      'ಎಕರೆಗೆ',
      'ಬುಕಿಂಗ್',
      'ಡೀಸೆಲ್',
      'ರಸೀದಿ',
      'booking',
      'operator',
      'driver',
    ],
    title: 'Tips before hiring a machine',
    titleKn: 'ಯಂತ್ರ ಬಾಡಿಗೆ ಪಡೆಯುವ ಮುನ್ನ ಗಮನಿಸಿ',
    answer:
      'Before renting, agree clearly whether the rate is per hour, per acre or per ' +
      'day, and whether it includes the operator, diesel and transport to your field. ' +
      'Check the condition of the machine before work starts, and for tractors and ' +
      'harvesters write down the hour meter reading at the start and the end. Ask for ' +
      'an experienced operator, agree beforehand who pays if something breaks, and ' +
      'stay in the field while the work is done. Book early in the sowing and harvest ' +
      'season, and keep a receipt or message record of what was agreed and paid.',
    answerKn:
      'ಬಾಡಿಗೆ ಪಡೆಯುವ ಮೊದಲು ದರ ಗಂಟೆಗೋ, ಎಕರೆಗೋ ಅಥವಾ ದಿನಕ್ಕೋ, ಅದರಲ್ಲಿ ಆಪರೇಟರ್, ಡೀಸೆಲ್ ' +
      'ಮತ್ತು ನಿಮ್ಮ ಹೊಲಕ್ಕೆ ತಂದು ಬಿಡುವ ಖರ್ಚು ಸೇರಿದೆಯೇ ಎಂದು ಸ್ಪಷ್ಟವಾಗಿ ಒಪ್ಪಿಕೊಳ್ಳಿ. ಕೆಲಸ ' +
      'ಶುರುವಾಗುವ ಮೊದಲು ಯಂತ್ರದ ಸ್ಥಿತಿ ನೋಡಿ, ಟ್ರ್ಯಾಕ್ಟರ್ ಮತ್ತು ಹಾರ್ವೆಸ್ಟರ್‌ಗೆ ಶುರು ಮತ್ತು ' +
      'ಮುಗಿಯುವಾಗಿನ ಅವರ್ ಮೀಟರ್ ಓದನ್ನು ಬರೆದಿಟ್ಟುಕೊಳ್ಳಿ. ಅನುಭವಿ ಆಪರೇಟರ್ ಕೇಳಿ, ಏನಾದರೂ ' +
      'ಮುರಿದರೆ ಯಾರು ಭರಿಸಬೇಕು ಎಂದು ಮೊದಲೇ ಒಪ್ಪಿಕೊಳ್ಳಿ, ಕೆಲಸ ನಡೆಯುವಾಗ ಹೊಲದಲ್ಲೇ ಇರಿ. ' +
      'ಬಿತ್ತನೆ ಮತ್ತು ಕೊಯ್ಲಿನ ಹಂಗಾಮಿನಲ್ಲಿ ಬೇಗ ಬುಕ್ ಮಾಡಿ, ಒಪ್ಪಿದ ಮತ್ತು ಪಾವತಿಸಿದ ಮೊತ್ತದ ' +
      'ರಸೀದಿ ಅಥವಾ ಮೆಸೇಜ್ ದಾಖಲೆ ಇಟ್ಟುಕೊಳ್ಳಿ.',
  },
];
