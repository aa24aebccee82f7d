import type { KnowledgeEntry } from './types.js';

/** Transplanting, harvesting, threshing and pumping. */
export const moreMachineEntries: KnowledgeEntry[] = [
  {
    id: 'machine-transplanter',
    topic: 'machine',
    keywords: [
      'paddy transplanter',
      'rice transplanter',
      'transplanter',
      'transplanting machine',
      'mat nursery',
      'tray nursery',
      'walk behind transplanter',
      'riding transplanter',
      'labour shortage',
    ],
    keywordsKn: [
      'ನಾಟಿ ಯಂತ್ರ',
      'ಭತ್ತ ನಾಟಿ ಯಂತ್ರ',
      'ಮ್ಯಾಟ್ ಸಸಿಮಡಿ',
      'ಸಸಿಮಡಿ',
      'ಟ್ರೇ',
      'ನಾಟಿ',
      'ಕೂಲಿ',
      'nati yantra',
      'transplanter',
      'nati',
    ],
    title: 'Paddy transplanter',
    titleKn: 'ಭತ್ತ ನಾಟಿ ಯಂತ್ರ',
    answer:
      'A paddy transplanter plants seedlings in neat rows at even spacing and replaces ' +
      'a large team of labourers at the busiest time, so transplanting is finished on ' +
      'time. It needs seedlings raised as a mat nursery, on trays or on a polythene ' +
      'sheet over a raised bed, which are usually ready in about two to three weeks. ' +
      'Puddle and level the field well, let the mud settle for about a day, and keep ' +
      'only a thin layer of water while planting so that the machine sets the ' +
      'seedlings firmly. Walk-behind 4-row models suit small farms and riding models ' +
      'cover more area; many farmers hire the machine with an operator instead of ' +
      'buying one.',
    answerKn:
      'ಭತ್ತ ನಾಟಿ ಯಂತ್ರ ಸಸಿಗಳನ್ನು ಸಮಾನ ಅಂತರದಲ್ಲಿ ನೇರ ಸಾಲುಗಳಲ್ಲಿ ನಾಟಿ ಮಾಡುತ್ತದೆ; ಅತಿ ' +
      'ಹೆಚ್ಚು ಕೂಲಿ ಬೇಕಾಗುವ ಸಮಯದಲ್ಲಿ ಅನೇಕ ಕೂಲಿಗಾರರ ಕೆಲಸ ಮಾಡುವುದರಿಂದ ನಾಟಿ ಸಕಾಲಕ್ಕೆ ' +
      'ಮುಗಿಯುತ್ತದೆ. ಇದಕ್ಕೆ ಟ್ರೇ ಅಥವಾ ಎತ್ತರಿಸಿದ ಮಡಿಯ ಮೇಲಿನ ಪಾಲಿಥೀನ್ ಹಾಳೆಯ ಮೇಲೆ ಬೆಳೆಸಿದ ' +
      'ಮ್ಯಾಟ್ ಸಸಿಮಡಿ ಬೇಕು, ಸಸಿಗಳು ಸಾಮಾನ್ಯವಾಗಿ ಎರಡು-ಮೂರು ವಾರದಲ್ಲಿ ಸಿದ್ಧವಾಗುತ್ತವೆ. ' +
      'ಗದ್ದೆಯನ್ನು ಚೆನ್ನಾಗಿ ಕೆಸರು ಮಾಡಿ ಸಮತಟ್ಟು ಮಾಡಿ, ಕೆಸರು ಸುಮಾರು ಒಂದು ದಿನ ಕೂರಲು ಬಿಡಿ, ' +
      'ನಾಟಿ ಮಾಡುವಾಗ ತೆಳುವಾದ ನೀರಿನ ಪದರ ಮಾತ್ರ ಇರಲಿ, ಆಗ ಯಂತ್ರ ಸಸಿಗಳನ್ನು ಗಟ್ಟಿಯಾಗಿ ' +
      'ನೆಡುತ್ತದೆ. ಸಣ್ಣ ಹಿಡುವಳಿಗೆ ನಡೆದು ಓಡಿಸುವ 4 ಸಾಲಿನ ಯಂತ್ರ, ಹೆಚ್ಚು ಪ್ರದೇಶಕ್ಕೆ ಕುಳಿತು ' +
      'ಓಡಿಸುವ ಯಂತ್ರ ಸೂಕ್ತ; ಅನೇಕ ರೈತರು ಖರೀದಿಸುವ ಬದಲು ಆಪರೇಟರ್ ಸಹಿತ ಬಾಡಿಗೆಗೆ ಪಡೆಯುತ್ತಾರೆ.',
    categoryKeys: ['seeders'],
  },
  {
    id: 'machine-combine-harvester',
    topic: 'machine',
    keywords: [
      'combine harvester',
      'combine',
      'paddy harvester',
      'harvester',
      'track type',
      'wheel type',
      'harvesting machine',
      'harvest',
      'grain moisture',
      'per hour',
      'per acre',
      'harvest loss',
      'straw',
    ],
    keywordsKn: [
      'ಕಟಾವು ಯಂತ್ರ',
      'ಹಾರ್ವೆಸ್ಟರ್',
      'ಕಂಬೈನ್',
      'ಕೊಯ್ಲು ಯಂತ್ರ',
      'ಭತ್ತ ಕಟಾವು',
      'ಕಟಾವು',
      'ಕೊಯ್ಲು',
      'ತೇವಾಂಶ',
      'harvester',
      'katavu',
      'combine',
      'koylu',
    ],
    title: 'Combine and paddy harvesters',
    titleKn: 'ಕಂಬೈನ್ ಮತ್ತು ಭತ್ತ ಕಟಾವು ಯಂತ್ರ',
    answer:
      'A combine harvester cuts, threshes and cleans the grain in one go; track-type ' +
      'paddy harvesters work in soft, wet paddy fields, while wheel-type combines suit ' +
      'dry fields of paddy, wheat, soybean and similar crops. Most small farmers hire ' +
      'one and pay per hour or per acre, so agree on the rate, the time needed and who ' +
      'pays for moving the machine before work starts, and book early because demand ' +
      'peaks when everyone harvests together. Harvest paddy when most grains have ' +
      'turned golden; the grain is still moist at harvest, around 20 percent, so dry ' +
      'it to about 12 to 14 percent before storing or selling. Ask the operator to ' +
      'adjust the machine to reduce grain loss and broken grain, and do not burn the ' +
      'straw left behind.',
    answerKn:
      'ಕಂಬೈನ್ ಹಾರ್ವೆಸ್ಟರ್ ಒಂದೇ ಬಾರಿಗೆ ಬೆಳೆ ಕತ್ತರಿಸಿ, ಒಕ್ಕಣೆ ಮಾಡಿ, ಕಾಳು ' +
      'ಸ್ವಚ್ಛಗೊಳಿಸುತ್ತದೆ; ಟ್ರ್ಯಾಕ್ (ಚೈನ್) ಮಾದರಿಯ ಭತ್ತ ಕಟಾವು ಯಂತ್ರ ಕೆಸರಿನ ಗದ್ದೆಯಲ್ಲಿ ' +
      'ಕೆಲಸ ಮಾಡುತ್ತದೆ, ಚಕ್ರದ ಮಾದರಿ ಒಣ ಹೊಲದ ಭತ್ತ, ಗೋಧಿ, ಸೋಯಾಬೀನ್‌ನಂತಹ ಬೆಳೆಗಳಿಗೆ ಸೂಕ್ತ. ' +
      'ಹೆಚ್ಚಿನ ಸಣ್ಣ ರೈತರು ಗಂಟೆಗೆ ಅಥವಾ ಎಕರೆಗೆ ಬಾಡಿಗೆ ಕೊಟ್ಟು ಪಡೆಯುತ್ತಾರೆ; ಕೆಲಸ ಶುರುವಾಗುವ ' +
      'ಮೊದಲೇ ದರ, ಬೇಕಾಗುವ ಸಮಯ ಮತ್ತು ಯಂತ್ರ ಸಾಗಿಸುವ ಖರ್ಚು ಯಾರದು ಎಂದು ಒಪ್ಪಿಕೊಳ್ಳಿ, ಎಲ್ಲರೂ ' +
      'ಒಟ್ಟಿಗೆ ಕೊಯ್ಲು ಮಾಡುವಾಗ ಬೇಡಿಕೆ ಹೆಚ್ಚು, ಬೇಗ ಬುಕ್ ಮಾಡಿ. ಹೆಚ್ಚಿನ ಕಾಳುಗಳು ' +
      'ಹೊಂಬಣ್ಣಕ್ಕೆ ತಿರುಗಿದಾಗ ಭತ್ತ ಕಟಾವು ಮಾಡಿ; ಕಟಾವಿನ ಸಮಯದಲ್ಲಿ ಕಾಳಿನಲ್ಲಿ ಸುಮಾರು ಶೇ 20 ' +
      'ರಷ್ಟು ತೇವಾಂಶ ಇರುತ್ತದೆ, ಸಂಗ್ರಹಿಸುವ ಅಥವಾ ಮಾರುವ ಮೊದಲು ಶೇ 12-14 ಕ್ಕೆ ಒಣಗಿಸಿ. ಕಾಳು ' +
      'ನಷ್ಟ ಮತ್ತು ಒಡೆದ ಕಾಳು ಕಡಿಮೆ ಮಾಡುವಂತೆ ಯಂತ್ರ ಹೊಂದಿಸಲು ಆಪರೇಟರ್‌ಗೆ ಹೇಳಿ, ಉಳಿದ ' +
      'ಹುಲ್ಲನ್ನು ಸುಡಬೇಡಿ.',
    categoryKeys: ['harvesters'],
  },
  {
    id: 'safety-thresher',
    topic: 'safety',
    keywords: [
      'thresher',
      'threshing',
      'thresher safety',
      'multicrop thresher',
      'maize sheller',
      'feeding chute',
      'drum',
      'hand injury',
      'accident',
      'loose clothes',
    ],
    keywordsKn: ['ಒಕ್ಕಣೆ ಯಂತ್ರ', 'ಥ್ರೆಶರ್', 'ಒಕ್ಕಣೆ', 'ಸುಲಿಯುವ ಯಂತ್ರ', 'ಅಪಘಾತ', 'ಕೈ', 'ಸುರಕ್ಷತೆ', 'thresher', 'okkane', 'okkalu'],
    title: 'Using a thresher safely',
    titleKn: 'ಒಕ್ಕಣೆ ಯಂತ್ರದ ಸುರಕ್ಷತೆ',
    answer:
      'Thresher accidents often cost people their hands and arms, so never push the ' +
      'crop in with your hands near the drum; feed it through a long, covered feeding ' +
      'chute and keep your hands well back. Do not wear loose clothes, a towel around ' +
      'the neck, a loose saree end or dupatta, or open long hair near the machine, and ' +
      'keep belts and pulleys covered. Stop the machine fully before clearing a jam, ' +
      'do not work when tired, after drinking or in poor light at night, and keep ' +
      'children away. Set the thresher on level ground, and wear a mask against the ' +
      'dust.',
    answerKn:
      'ಒಕ್ಕಣೆ ಯಂತ್ರದ ಅಪಘಾತಗಳಲ್ಲಿ ಅನೇಕರು ಕೈ ಕಳೆದುಕೊಂಡಿದ್ದಾರೆ; ಡ್ರಮ್ ಹತ್ತಿರ ಕೈ ಇಟ್ಟು ' +
      'ಎಂದಿಗೂ ಬೆಳೆಯನ್ನು ಒಳಗೆ ತಳ್ಳಬೇಡಿ, ಮುಚ್ಚಿದ ಉದ್ದನೆಯ ಫೀಡಿಂಗ್ ಚ್ಯೂಟ್ ಮೂಲಕ ಹಾಕಿ, ' +
      'ಕೈಗಳನ್ನು ದೂರವಿಡಿ. ಯಂತ್ರದ ಬಳಿ ಸಡಿಲ ಬಟ್ಟೆ, ಕುತ್ತಿಗೆಗೆ ಟವೆಲ್, ಸೀರೆಯ ಸೆರಗು ಅಥವಾ ' +
      'ದುಪಟ್ಟಾ ಹಾಗೂ ಬಿಚ್ಚಿದ ಉದ್ದ ಕೂದಲು ಬೇಡ; ಬೆಲ್ಟ್ ಮತ್ತು ಪುಲ್ಲಿಗಳಿಗೆ ಕವಚ ಇರಲಿ. ' +
      'ಸಿಕ್ಕಿಕೊಂಡದ್ದನ್ನು ತೆಗೆಯುವ ಮೊದಲು ಯಂತ್ರವನ್ನು ಪೂರ್ತಿ ನಿಲ್ಲಿಸಿ, ಆಯಾಸವಾದಾಗ, ಕುಡಿದಾಗ ' +
      'ಅಥವಾ ರಾತ್ರಿ ಕಡಿಮೆ ಬೆಳಕಿನಲ್ಲಿ ಕೆಲಸ ಮಾಡಬೇಡಿ, ಮಕ್ಕಳನ್ನು ದೂರವಿಡಿ. ಯಂತ್ರವನ್ನು ' +
      'ಸಮತಟ್ಟಾದ ನೆಲದಲ್ಲಿ ಇಡಿ, ಧೂಳಿನಿಂದ ರಕ್ಷಣೆಗೆ ಮಾಸ್ಕ್ ಧರಿಸಿ.',
    categoryKeys: ['harvesters'],
  },
  {
    id: 'machine-water-pump',
    topic: 'machine',
    keywords: [
      'water pump',
      'pump',
      'monoblock',
      'centrifugal pump',
      'submersible',
      'diesel pump',
      'petrol pump',
      'priming',
      'foot valve',
      'suction',
      'head',
      'discharge',
      'pump hp',
    ],
    keywordsKn: [
      'ಪಂಪ್',
      'ನೀರಿನ ಪಂಪ್',
      'ಡೀಸೆಲ್ ಪಂಪ್',
      'ಮೋಟಾರ್',
      'ಫುಟ್ ವಾಲ್ವ್',
      'ಪ್ರೈಮಿಂಗ್',
      'ಸಬ್‌ಮರ್ಸಿಬಲ್',
      'ಮೋನೋಬ್ಲಾಕ್',
      'pump',
      'motor',
      'pumpset',
    ],
    title: 'Choosing and running a water pump',
    titleKn: 'ನೀರಿನ ಪಂಪ್ ಆಯ್ಕೆ ಮತ್ತು ಬಳಕೆ',
    answer:
      'Choose a pump by the total head, which is the height from the water level to ' +
      'the highest outlet plus pipe friction, and by the flow you need for your drip, ' +
      'sprinkler or channel; too little HP will not lift the water, and too much ' +
      'wastes power and fuel. Surface pumps (electric monoblock, diesel or petrol) ' +
      'suit open wells, farm ponds, canals and rivers, but they can pull water up only ' +
      'a few metres, usually not more than about 6 to 7 metres from the water level to ' +
      'the pump; for borewells use a submersible pump. A surface pump must be primed ' +
      'by filling the pump and suction pipe with water before starting, and a foot ' +
      'valve with a strainer at the bottom of the suction pipe holds that water in and ' +
      'keeps trash out. Keep the suction pipe short and airtight, never run the pump ' +
      'dry, and use BIS-marked pumps with the correct cable and starter.',
    answerKn:
      'ಒಟ್ಟು ಹೆಡ್ (ನೀರಿನ ಮಟ್ಟದಿಂದ ಅತಿ ಎತ್ತರದ ನಿರ್ಗಮನದವರೆಗಿನ ಎತ್ತರ ಮತ್ತು ಪೈಪ್ ಘರ್ಷಣೆ) ' +
      'ಹಾಗೂ ನಿಮ್ಮ ಡ್ರಿಪ್, ಸ್ಪ್ರಿಂಕ್ಲರ್ ಅಥವಾ ಕಾಲುವೆಗೆ ಬೇಕಾದ ನೀರಿನ ಪ್ರಮಾಣ ನೋಡಿ ಪಂಪ್ ' +
      'ಆರಿಸಿ; ಎಚ್‌ಪಿ ಕಡಿಮೆ ಇದ್ದರೆ ನೀರು ಏರುವುದಿಲ್ಲ, ಹೆಚ್ಚಿದ್ದರೆ ವಿದ್ಯುತ್ ಮತ್ತು ಇಂಧನ ' +
      'ವ್ಯರ್ಥ. ತೆರೆದ ಬಾವಿ, ಕೃಷಿ ಹೊಂಡ, ಕಾಲುವೆ, ನದಿಗೆ ಮೇಲ್ಮೈ ಪಂಪ್‌ಗಳು (ಮೋನೋಬ್ಲಾಕ್, ' +
      'ಡೀಸೆಲ್, ಪೆಟ್ರೋಲ್) ಸೂಕ್ತ, ಆದರೆ ಅವು ನೀರಿನ ಮಟ್ಟದಿಂದ ಪಂಪಿನವರೆಗೆ ಸಾಮಾನ್ಯವಾಗಿ 6-7 ' +
      'ಮೀಟರ್‌ಗಿಂತ ಹೆಚ್ಚು ನೀರು ಎಳೆಯಲಾರವು; ಕೊಳವೆ ಬಾವಿಗೆ ಸಬ್‌ಮರ್ಸಿಬಲ್ ಪಂಪ್ ಬಳಸಿ. ಮೇಲ್ಮೈ ' +
      'ಪಂಪ್ ಸ್ಟಾರ್ಟ್ ಮಾಡುವ ಮೊದಲು ಪಂಪ್ ಮತ್ತು ಸಕ್ಷನ್ ಪೈಪ್‌ಗೆ ನೀರು ತುಂಬಿ ಪ್ರೈಮಿಂಗ್ ' +
      'ಮಾಡಬೇಕು; ಸಕ್ಷನ್ ಪೈಪ್‌ನ ತಳದಲ್ಲಿ ಜಾಲರಿ ಇರುವ ಫುಟ್ ವಾಲ್ವ್ ಆ ನೀರನ್ನು ಹಿಡಿದಿಟ್ಟು ಕಸ ' +
      'ಒಳಗೆ ಹೋಗದಂತೆ ತಡೆಯುತ್ತದೆ. ಸಕ್ಷನ್ ಪೈಪ್ ಚಿಕ್ಕದಾಗಿ ಮತ್ತು ಗಾಳಿ ಸೋರದಂತೆ ಇರಲಿ, ಪಂಪನ್ನು ' +
      'ನೀರಿಲ್ಲದೆ ಓಡಿಸಬೇಡಿ, ಬಿಐಎಸ್ ಗುರುತಿನ ಪಂಪ್ ಮತ್ತು ಸರಿಯಾದ ಕೇಬಲ್, ಸ್ಟಾರ್ಟರ್ ಬಳಸಿ.',
    categoryKeys: ['irrigation'],
  },
];
