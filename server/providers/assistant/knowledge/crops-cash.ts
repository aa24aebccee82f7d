import type { KnowledgeEntry } from './types.js';

/** Cash crops: sugarcane, cotton, mulberry (sericulture). */
export const cashCropEntries: KnowledgeEntry[] = [
  {
    id: 'crop-sugarcane',
    topic: 'crop',
    keywords: [
      'sugarcane',
      'cane',
      'ratoon',
      'setts',
      'trash mulching',
      'sugar factory',
      'jaggery',
      'drip fertigation',
      'paired row',
      'cane harvester',
    ],
    keywordsKn: ['ಕಬ್ಬು', 'ಕೂಳೆ', 'ಕೂಳೆ ಕಬ್ಬು', 'ಬೆಲ್ಲ', 'ಸಕ್ಕರೆ ಕಾರ್ಖಾನೆ', 'ರವದಿ', 'kabbu', 'bella', 'koole'],
    title: 'Sugarcane',
    titleKn: 'ಕಬ್ಬು',
    answer:
      'Sugarcane is grown under irrigation mainly in Belagavi, Bagalkot, Vijayapura, ' +
      'Mandya and Mysuru districts; the planted crop takes about 12 months or more and ' +
      'is usually followed by ratoon crops. Wide rows or paired rows leave space for ' +
      'tractor implements and mechanical harvesting, and healthy, treated setts give ' +
      'the crop a good start. Drip irrigation with fertigation saves a lot of water ' +
      'and fertiliser in sugarcane compared with flood irrigation. After harvest, ' +
      'spread the dry trash between the rows as mulch instead of burning it, to keep ' +
      'moisture and add organic matter.',
    answerKn:
      'ಕಬ್ಬನ್ನು ನೀರಾವರಿಯಲ್ಲಿ ಮುಖ್ಯವಾಗಿ ಬೆಳಗಾವಿ, ಬಾಗಲಕೋಟೆ, ವಿಜಯಪುರ, ಮಂಡ್ಯ ಮತ್ತು ಮೈಸೂರು ' +
      'ಜಿಲ್ಲೆಗಳಲ್ಲಿ ಬೆಳೆಯುತ್ತಾರೆ; ನಾಟಿ ಬೆಳೆಗೆ ಸುಮಾರು 12 ತಿಂಗಳು ಅಥವಾ ಹೆಚ್ಚು ಬೇಕು, ನಂತರ ' +
      'ಸಾಮಾನ್ಯವಾಗಿ ಕೂಳೆ ಬೆಳೆ ತೆಗೆಯುತ್ತಾರೆ. ಅಗಲ ಸಾಲು ಅಥವಾ ಜೋಡಿ ಸಾಲು ಪದ್ಧತಿಯಲ್ಲಿ ' +
      'ಟ್ರ್ಯಾಕ್ಟರ್ ಉಪಕರಣಗಳು ಮತ್ತು ಕಟಾವು ಯಂತ್ರ ಓಡಾಡಲು ಜಾಗ ಸಿಗುತ್ತದೆ; ಉಪಚಾರ ಮಾಡಿದ ' +
      'ಆರೋಗ್ಯಕರ ಕಬ್ಬಿನ ತುಂಡುಗಳನ್ನು ನಾಟಿ ಮಾಡಿದರೆ ಬೆಳೆ ಚೆನ್ನಾಗಿ ಆರಂಭವಾಗುತ್ತದೆ. ಹರಿ ' +
      'ನೀರಾವರಿಗಿಂತ ಡ್ರಿಪ್ ಮತ್ತು ಫರ್ಟಿಗೇಷನ್‌ನಿಂದ ಕಬ್ಬಿನಲ್ಲಿ ನೀರು ಮತ್ತು ಗೊಬ್ಬರ ಬಹಳ ' +
      'ಉಳಿಯುತ್ತದೆ. ಕಟಾವಿನ ನಂತರ ಒಣ ರವದಿಯನ್ನು ಸುಡದೆ ಸಾಲುಗಳ ನಡುವೆ ಹೊದಿಕೆಯಾಗಿ ಹರಡಿದರೆ ' +
      'ತೇವಾಂಶ ಉಳಿಯುತ್ತದೆ, ಸಾವಯವ ಅಂಶವೂ ಸೇರುತ್ತದೆ.',
    categoryKeys: ['irrigation', 'tractors', 'plows'],
  },
  {
    id: 'crop-cotton',
    topic: 'crop',
    keywords: [
      'cotton',
      'bt cotton',
      'kapas',
      'pink bollworm',
      'bollworm',
      'sucking pests',
      'whitefly',
      'boll',
      'picking',
      'pheromone trap',
    ],
    keywordsKn: ['ಹತ್ತಿ', 'ಬಿಟಿ ಹತ್ತಿ', 'ಗುಲಾಬಿ ಕಾಯಿ ಕೊರಕ', 'ಕಾಯಿ ಕೊರಕ', 'ರಸ ಹೀರುವ ಕೀಟ', 'ಮೋಹಕ ಬಲೆ', 'hatti', 'bt hatti'],
    title: 'Cotton',
    titleKn: 'ಹತ್ತಿ',
    answer:
      'Cotton is a Kharif crop mainly of the black soils of north Karnataka, in ' +
      'districts such as Raichur, Haveri, Dharwad, Ballari, Yadgir, Kalaburagi and ' +
      'Belagavi, and most farmers grow Bt hybrids. Buy certified seed from licensed ' +
      'dealers with a bill, sow with the monsoon at the recommended spacing, and keep ' +
      'the field weed-free in the first two months with inter-cultivation. Pink ' +
      'bollworm and sucking pests such as whitefly, jassids and thrips are the main ' +
      'problems: use pheromone traps to monitor, spray only when needed as the Raitha ' +
      'Samparka Kendra advises, and always wear protective clothing. Removing and ' +
      'destroying the plants after the last picking, instead of keeping the crop ' +
      'standing for long, reduces pink bollworm in the next season.',
    answerKn:
      'ಹತ್ತಿ ಮುಖ್ಯವಾಗಿ ಉತ್ತರ ಕರ್ನಾಟಕದ ಕಪ್ಪು ಮಣ್ಣಿನ ಮುಂಗಾರು ಬೆಳೆ; ರಾಯಚೂರು, ಹಾವೇರಿ, ' +
      'ಧಾರವಾಡ, ಬಳ್ಳಾರಿ, ಯಾದಗಿರಿ, ಕಲಬುರಗಿ, ಬೆಳಗಾವಿಯಂತಹ ಜಿಲ್ಲೆಗಳಲ್ಲಿ ಹೆಚ್ಚಿನ ರೈತರು ಬಿಟಿ ' +
      'ಹೈಬ್ರಿಡ್ ಬೆಳೆಯುತ್ತಾರೆ. ಪರವಾನಗಿ ಇರುವ ಅಂಗಡಿಯಿಂದ ಬಿಲ್ ಸಹಿತ ಪ್ರಮಾಣಿತ ಬೀಜ ಖರೀದಿಸಿ, ' +
      'ಮುಂಗಾರು ಮಳೆಯೊಂದಿಗೆ ಶಿಫಾರಸು ಮಾಡಿದ ಅಂತರದಲ್ಲಿ ಬಿತ್ತಿ, ಮೊದಲ ಎರಡು ತಿಂಗಳು ಎಡೆಕುಂಟೆ ' +
      'ಹೊಡೆದು ಕಳೆ ಇಲ್ಲದಂತೆ ನೋಡಿಕೊಳ್ಳಿ. ಗುಲಾಬಿ ಕಾಯಿ ಕೊರಕ ಮತ್ತು ಬಿಳಿ ನೊಣ, ಜಿಗಿ ಹುಳು, ' +
      'ಥ್ರಿಪ್ಸ್‌ನಂತಹ ರಸ ಹೀರುವ ಕೀಟಗಳು ಮುಖ್ಯ ಸಮಸ್ಯೆ; ಮೋಹಕ ಬಲೆ (ಫೆರಮೋನ್ ಟ್ರ್ಯಾಪ್) ಬಳಸಿ ' +
      'ಗಮನಿಸಿ, ಅಗತ್ಯವಿದ್ದಾಗ ಮಾತ್ರ ರೈತ ಸಂಪರ್ಕ ಕೇಂದ್ರದ ಸಲಹೆಯಂತೆ ಸಿಂಪಡಿಸಿ, ಸಿಂಪರಣೆಯ ವೇಳೆ ' +
      'ರಕ್ಷಣಾ ಉಡುಪು ಧರಿಸಿ. ಕೊನೆಯ ಬಿಡಿಸುವಿಕೆಯ ನಂತರ ಬೆಳೆಯನ್ನು ಹೆಚ್ಚು ದಿನ ಹೊಲದಲ್ಲಿ ಬಿಡದೆ ' +
      'ಕಿತ್ತು ನಾಶ ಮಾಡಿದರೆ ಮುಂದಿನ ಹಂಗಾಮಿನಲ್ಲಿ ಗುಲಾಬಿ ಕಾಯಿ ಕೊರಕ ಕಡಿಮೆಯಾಗುತ್ತದೆ.',
    categoryKeys: ['sprayers', 'seeders', 'plows'],
  },
  {
    id: 'crop-mulberry-sericulture',
    topic: 'crop',
    keywords: [
      'mulberry',
      'sericulture',
      'silk',
      'silkworm',
      'silkworms',
      'cocoon',
      'cocoons',
      'rearing',
      'chawki',
      'v1 mulberry',
    ],
    keywordsKn: [
      'ಹಿಪ್ಪುನೇರಳೆ',
      'ರೇಷ್ಮೆ',
      'ರೇಷ್ಮೆ ಹುಳು',
      'ರೇಷ್ಮೆ ಗೂಡು',
      'ಗೂಡು',
      'ಹುಳು ಸಾಕಣೆ',
      'ಚಾಕಿ',
      'reshme',
      'hippunerale',
      'goodu',
    ],
    title: 'Mulberry and sericulture',
    titleKn: 'ಹಿಪ್ಪುನೇರಳೆ ಮತ್ತು ರೇಷ್ಮೆ ಕೃಷಿ',
    answer:
      'Karnataka is the leading mulberry silk producing state in India, with ' +
      'sericulture concentrated in Ramanagara, Chikkaballapura, Kolar, Mandya, ' +
      'Chamarajanagar, Mysuru and nearby districts, and Ramanagara has a large cocoon ' +
      'market. Mulberry is a perennial crop whose leaf is harvested several times a ' +
      'year; high-yielding varieties such as V1 with drip irrigation and good manuring ' +
      'give more leaf per acre. Silkworms are very sensitive to pesticides, so make ' +
      'sure spray from neighbouring fields does not drift onto the mulberry, and if ' +
      'any chemical is used on mulberry, strictly follow the advised waiting period ' +
      'before feeding the leaf. The Department of Sericulture and its technical ' +
      'service centres advise on chawki worms, rearing houses and disinfection.',
    answerKn:
      'ಹಿಪ್ಪುನೇರಳೆ ರೇಷ್ಮೆ ಉತ್ಪಾದನೆಯಲ್ಲಿ ಕರ್ನಾಟಕ ದೇಶದಲ್ಲೇ ಮುಂಚೂಣಿಯಲ್ಲಿದೆ; ರಾಮನಗರ, ' +
      'ಚಿಕ್ಕಬಳ್ಳಾಪುರ, ಕೋಲಾರ, ಮಂಡ್ಯ, ಚಾಮರಾಜನಗರ, ಮೈಸೂರು ಮತ್ತು ಸುತ್ತಲಿನ ಜಿಲ್ಲೆಗಳಲ್ಲಿ ' +
      'ರೇಷ್ಮೆ ಕೃಷಿ ಹೆಚ್ಚು, ರಾಮನಗರದಲ್ಲಿ ದೊಡ್ಡ ರೇಷ್ಮೆ ಗೂಡಿನ ಮಾರುಕಟ್ಟೆ ಇದೆ. ಹಿಪ್ಪುನೇರಳೆ ' +
      'ಬಹುವಾರ್ಷಿಕ ಬೆಳೆ, ವರ್ಷದಲ್ಲಿ ಹಲವು ಬಾರಿ ಸೊಪ್ಪು ಕಟಾವು ಮಾಡುತ್ತಾರೆ; ವಿ1 ನಂತಹ ಹೆಚ್ಚು ' +
      'ಇಳುವರಿಯ ತಳಿ, ಡ್ರಿಪ್ ನೀರಾವರಿ ಮತ್ತು ಸರಿಯಾದ ಗೊಬ್ಬರದಿಂದ ಎಕರೆಗೆ ಹೆಚ್ಚು ಸೊಪ್ಪು ' +
      'ಸಿಗುತ್ತದೆ. ರೇಷ್ಮೆ ಹುಳುಗಳಿಗೆ ಕೀಟನಾಶಕ ಬಹಳ ಅಪಾಯ, ಪಕ್ಕದ ಹೊಲದ ಸಿಂಪರಣೆ ಗಾಳಿಯಲ್ಲಿ ಹಾರಿ ' +
      'ಹಿಪ್ಪುನೇರಳೆಗೆ ತಾಗದಂತೆ ನೋಡಿಕೊಳ್ಳಿ; ಹಿಪ್ಪುನೇರಳೆಗೆ ಏನಾದರೂ ಔಷಧಿ ಬಳಸಿದರೆ ಸೊಪ್ಪು ' +
      'ತಿನ್ನಿಸುವ ಮೊದಲು ಸಲಹೆ ಮಾಡಿದ ಕಾಯುವ ಅವಧಿಯನ್ನು ಕಟ್ಟುನಿಟ್ಟಾಗಿ ಪಾಲಿಸಿ. ಚಾಕಿ ಹುಳು, ' +
      'ಹುಳು ಸಾಕಣೆ ಮನೆ ಮತ್ತು ಸೋಂಕು ನಿವಾರಣೆಯ ಬಗ್ಗೆ ರೇಷ್ಮೆ ಇಲಾಖೆ ಹಾಗೂ ಅದರ ತಾಂತ್ರಿಕ ಸೇವಾ ' +
      'ಕೇಂದ್ರಗಳು ಸಲಹೆ ನೀಡುತ್ತವೆ.',
    categoryKeys: ['irrigation'],
  },
];
