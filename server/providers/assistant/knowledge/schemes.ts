import type { KnowledgeEntry } from './types.js';

/**
 * Government schemes and where to ask, plus what the assistant can do. No subsidy percentages, amounts or premiums
 * here on purpose: they change, and the farmer is pointed to the office that knows the current figures.
 */
export const schemeEntries: KnowledgeEntry[] = [
  {
    id: 'scheme-pm-kisan',
    topic: 'scheme',
    keywords: ['pm kisan', 'pm-kisan', 'kisan samman', 'samman nidhi', 'income support', 'kisan installment'],
    keywordsKn: ['ಪಿಎಂ ಕಿಸಾನ್', 'ಕಿಸಾನ್ ಸಮ್ಮಾನ್', 'ಕಿಸಾನ್', 'ಸಮ್ಮಾನ್ ನಿಧಿ', 'pm kisan'],
    title: 'PM-KISAN income support',
    titleKn: 'ಪಿಎಂ-ಕಿಸಾನ್ ಆದಾಯ ಬೆಂಬಲ',
    answer:
      'PM-KISAN (Pradhan Mantri Kisan Samman Nidhi) pays land-holding farm families an income support in ' +
      'instalments straight into their bank account. You need your land records (RTC) in your name, an ' +
      'Aadhaar-linked bank account and e-KYC done; check your status or register on pmkisan.gov.in or at a ' +
      'common service centre.',
    answerKn:
      'ಪಿಎಂ-ಕಿಸಾನ್ (ಪ್ರಧಾನ ಮಂತ್ರಿ ಕಿಸಾನ್ ಸಮ್ಮಾನ್ ನಿಧಿ) ಜಮೀನು ಇರುವ ರೈತ ಕುಟುಂಬಗಳಿಗೆ ಕಂತುಗಳಲ್ಲಿ ಆದಾಯ ಬೆಂಬಲವನ್ನು ' +
      'ನೇರವಾಗಿ ಬ್ಯಾಂಕ್ ಖಾತೆಗೆ ಕೊಡುತ್ತದೆ. ನಿಮ್ಮ ಹೆಸರಿನಲ್ಲಿ ಪಹಣಿ (ಆರ್‌ಟಿಸಿ), ಆಧಾರ್ ಜೋಡಿಸಿದ ಬ್ಯಾಂಕ್ ಖಾತೆ ಮತ್ತು ಇ-ಕೆವೈಸಿ ' +
      'ಬೇಕು; pmkisan.gov.in ಅಥವಾ ಹತ್ತಿರದ ಸೇವಾ ಕೇಂದ್ರದಲ್ಲಿ ನೋಂದಣಿ ಮತ್ತು ಸ್ಥಿತಿ ನೋಡಿ.',
  },
  {
    id: 'scheme-machinery-subsidy',
    topic: 'scheme',
    keywords: [
      'subsidy',
      'machinery subsidy',
      'tractor subsidy',
      'farm mechanisation',
      'farm mechanization',
      'smam',
      'government scheme',
      'scheme',
      'sc st',
      'small farmer',
      'marginal farmer',
      'application',
      'eligibility',
      'drip subsidy',
      'sprinkler subsidy',
    ],
    keywordsKn: [
      'ಸಹಾಯಧನ',
      'ಹನಿ ನೀರಾವರಿ ಸಬ್ಸಿಡಿ',
      'ಡ್ರಿಪ್ ಸಬ್ಸಿಡಿ',
      'ಸಬ್ಸಿಡಿ',
      'ಯಾಂತ್ರೀಕರಣ',
      'ಕೃಷಿ ಯಾಂತ್ರೀಕರಣ',
      'ಯೋಜನೆ',
      'ಪರಿಶಿಷ್ಟ ಜಾತಿ',
      'ಪರಿಶಿಷ್ಟ ಪಂಗಡ',
      'ಸಣ್ಣ ರೈತ',
      'ಅತಿ ಸಣ್ಣ ರೈತ',
      'ಅರ್ಜಿ',
      'subsidy',
      'sahayadhana',
      'yojane',
    ],
    title: 'Subsidy on farm machinery',
    titleKn: 'ಕೃಷಿ ಯಂತ್ರಗಳಿಗೆ ಸಹಾಯಧನ',
    answer:
      'The Agriculture Department gives subsidy on farm machinery through the state ' +
      'farm mechanisation programme and the central Sub-Mission on Agricultural ' +
      'Mechanization (SMAM), usually with higher support for SC and ST farmers and for ' +
      'small and marginal farmers. The rates, the list of machines and the approved ' +
      'suppliers change from year to year, so do not rely on figures heard elsewhere; ' +
      'ask your Raitha Samparka Kendra or the Assistant Director of Agriculture of ' +
      'your taluk for the current rates and eligibility. Usually you must apply and ' +
      'get approval first and then buy from an approved supplier, so do not buy before ' +
      'asking. Keep your Aadhaar, land record (RTC or pahani), bank passbook, FRUITS ' +
      'farmer registration and, if applicable, caste certificate ready; drip and ' +
      'sprinkler support comes through the micro-irrigation scheme of the Agriculture ' +
      'and Horticulture Departments.',
    answerKn:
      'ಕೃಷಿ ಇಲಾಖೆ ರಾಜ್ಯದ ಕೃಷಿ ಯಾಂತ್ರೀಕರಣ ಕಾರ್ಯಕ್ರಮ ಮತ್ತು ಕೇಂದ್ರದ ಕೃಷಿ ಯಾಂತ್ರೀಕರಣ ಉಪ ' +
      'ಅಭಿಯಾನ (SMAM) ಮೂಲಕ ಕೃಷಿ ಯಂತ್ರಗಳಿಗೆ ಸಹಾಯಧನ ನೀಡುತ್ತದೆ; ಪರಿಶಿಷ್ಟ ಜಾತಿ, ಪರಿಶಿಷ್ಟ ' +
      'ಪಂಗಡ ಹಾಗೂ ಸಣ್ಣ ಮತ್ತು ಅತಿ ಸಣ್ಣ ರೈತರಿಗೆ ಸಾಮಾನ್ಯವಾಗಿ ಹೆಚ್ಚಿನ ನೆರವು ಇರುತ್ತದೆ. ' +
      'ಸಹಾಯಧನದ ಪ್ರಮಾಣ, ಯಂತ್ರಗಳ ಪಟ್ಟಿ ಮತ್ತು ಅನುಮೋದಿತ ಪೂರೈಕೆದಾರರು ವರ್ಷದಿಂದ ವರ್ಷಕ್ಕೆ ' +
      'ಬದಲಾಗುತ್ತವೆ, ಬೇರೆಡೆ ಕೇಳಿದ ಅಂಕಿಗಳನ್ನು ನಂಬಬೇಡಿ; ಈಗಿನ ದರ ಮತ್ತು ಅರ್ಹತೆಗಾಗಿ ರೈತ ' +
      'ಸಂಪರ್ಕ ಕೇಂದ್ರ ಅಥವಾ ನಿಮ್ಮ ತಾಲ್ಲೂಕಿನ ಸಹಾಯಕ ಕೃಷಿ ನಿರ್ದೇಶಕರನ್ನು ಕೇಳಿ. ಸಾಮಾನ್ಯವಾಗಿ ' +
      'ಮೊದಲು ಅರ್ಜಿ ಸಲ್ಲಿಸಿ ಮಂಜೂರಾತಿ ಪಡೆದ ನಂತರವೇ ಅನುಮೋದಿತ ಪೂರೈಕೆದಾರರಿಂದ ಖರೀದಿಸಬೇಕು, ' +
      'ಆದ್ದರಿಂದ ಕೇಳುವ ಮೊದಲು ಖರೀದಿಸಬೇಡಿ. ಆಧಾರ್, ಪಹಣಿ (ಆರ್‌ಟಿಸಿ), ಬ್ಯಾಂಕ್ ಪಾಸ್‌ಬುಕ್, ' +
      'ಫ್ರೂಟ್ಸ್ (FRUITS) ರೈತ ನೋಂದಣಿ ಮತ್ತು ಅನ್ವಯಿಸಿದರೆ ಜಾತಿ ಪ್ರಮಾಣಪತ್ರ ಸಿದ್ಧವಾಗಿಡಿ; ' +
      'ಡ್ರಿಪ್ ಮತ್ತು ಸ್ಪ್ರಿಂಕ್ಲರ್‌ಗೆ ಕೃಷಿ ಮತ್ತು ತೋಟಗಾರಿಕೆ ಇಲಾಖೆಗಳ ಸೂಕ್ಷ್ಮ ನೀರಾವರಿ ' +
      'ಯೋಜನೆಯಲ್ಲಿ ನೆರವು ಸಿಗುತ್ತದೆ.',
  },
  {
    id: 'scheme-crop-insurance',
    topic: 'scheme',
    keywords: [
      'crop insurance',
      'insurance',
      'pmfby',
      'fasal bima',
      'bima',
      'crop loss',
      'claim',
      'premium',
      'drought',
      'flood',
      'hailstorm',
      'samrakshane',
    ],
    keywordsKn: ['ಬೆಳೆ ವಿಮೆ', 'ವಿಮೆ', 'ಫಸಲ್ ಬಿಮಾ', 'ಬೆಳೆ ನಷ್ಟ', 'ಪರಿಹಾರ', 'ಸಂರಕ್ಷಣೆ', 'ಪ್ರೀಮಿಯಂ', 'bele vime', 'vime', 'fasal bima'],
    title: 'Crop insurance (PMFBY)',
    titleKn: 'ಬೆಳೆ ವಿಮೆ (ಫಸಲ್ ಬಿಮಾ ಯೋಜನೆ)',
    answer:
      'The Pradhan Mantri Fasal Bima Yojana (PMFBY) insures notified crops in notified ' +
      'areas against losses from drought, floods, pests and similar risks; in ' +
      'Karnataka you can also check enrolment and claims on the Samrakshane crop ' +
      'insurance portal. Farmers with crop loans are usually enrolled through their ' +
      'bank, while others can enrol at a bank or common service centre before the ' +
      'cut-off date of each season. The premium and the insured amount depend on the ' +
      'crop and the district, so ask your bank or Raitha Samparka Kendra for the ' +
      'current figures. If a local event such as a hailstorm or flooding damages your ' +
      'crop, inform the insurance company, bank or agriculture office quickly (the ' +
      'scheme asks for this within 72 hours), and keep photos and records.',
    answerKn:
      'ಪ್ರಧಾನ ಮಂತ್ರಿ ಫಸಲ್ ಬಿಮಾ ಯೋಜನೆ (PMFBY) ಅಧಿಸೂಚಿತ ಪ್ರದೇಶಗಳಲ್ಲಿ ಅಧಿಸೂಚಿತ ಬೆಳೆಗಳಿಗೆ ' +
      'ಬರ, ನೆರೆ, ಕೀಟ ಮುಂತಾದ ಕಾರಣಗಳ ನಷ್ಟಕ್ಕೆ ವಿಮೆ ನೀಡುತ್ತದೆ; ಕರ್ನಾಟಕದಲ್ಲಿ ಸಂರಕ್ಷಣೆ ಬೆಳೆ ' +
      'ವಿಮೆ ಪೋರ್ಟಲ್‌ನಲ್ಲಿ ನೋಂದಣಿ ಮತ್ತು ಪರಿಹಾರದ ಸ್ಥಿತಿಯನ್ನೂ ನೋಡಬಹುದು. ಬೆಳೆ ಸಾಲ ಪಡೆದ ' +
      'ರೈತರನ್ನು ಸಾಮಾನ್ಯವಾಗಿ ಬ್ಯಾಂಕ್ ನೋಂದಾಯಿಸುತ್ತದೆ, ಇತರರು ಪ್ರತಿ ಹಂಗಾಮಿನ ಕೊನೆಯ ' +
      'ದಿನಾಂಕದೊಳಗೆ ಬ್ಯಾಂಕ್ ಅಥವಾ ಸಾಮಾನ್ಯ ಸೇವಾ ಕೇಂದ್ರದಲ್ಲಿ ನೋಂದಾಯಿಸಬಹುದು. ಪ್ರೀಮಿಯಂ ಮತ್ತು ' +
      'ವಿಮಾ ಮೊತ್ತ ಬೆಳೆ ಮತ್ತು ಜಿಲ್ಲೆಯ ಮೇಲೆ ಅವಲಂಬಿಸಿರುವುದರಿಂದ ಈಗಿನ ಅಂಕಿಗಳನ್ನು ಬ್ಯಾಂಕ್ ' +
      'ಅಥವಾ ರೈತ ಸಂಪರ್ಕ ಕೇಂದ್ರದಲ್ಲಿ ಕೇಳಿ. ಆಲಿಕಲ್ಲು ಮಳೆ ಅಥವಾ ನೀರು ನುಗ್ಗಿದಂತಹ ಸ್ಥಳೀಯ ' +
      'ಘಟನೆಯಿಂದ ಬೆಳೆ ಹಾನಿಯಾದರೆ ವಿಮಾ ಕಂಪನಿ, ಬ್ಯಾಂಕ್ ಅಥವಾ ಕೃಷಿ ಕಚೇರಿಗೆ ಬೇಗ ತಿಳಿಸಿ ' +
      '(ಯೋಜನೆಯ ಪ್ರಕಾರ 72 ಗಂಟೆಗಳೊಳಗೆ), ಫೋಟೋ ಮತ್ತು ದಾಖಲೆ ಇಟ್ಟುಕೊಳ್ಳಿ.',
  },
  {
    id: 'scheme-raitha-samparka-kendra',
    topic: 'scheme',
    keywords: [
      'raitha samparka kendra',
      'raitha samparka',
      'rsk',
      'agriculture office',
      'agriculture department',
      'assistant director of agriculture',
      'kvk',
      'krishi vigyan kendra',
      'horticulture department',
      'where to ask',
      'advice',
    ],
    keywordsKn: [
      'ರೈತ ಸಂಪರ್ಕ ಕೇಂದ್ರ',
      'ಕೃಷಿ ಇಲಾಖೆ',
      'ಸಹಾಯಕ ಕೃಷಿ ನಿರ್ದೇಶಕ',
      'ಕೃಷಿ ವಿಜ್ಞಾನ ಕೇಂದ್ರ',
      'ಕೃಷಿ ಅಧಿಕಾರಿ',
      'ತೋಟಗಾರಿಕೆ ಇಲಾಖೆ',
      'ಸಲಹೆ',
      'rsk',
      'raitha samparka kendra',
      'raita samparka',
    ],
    title: 'Raitha Samparka Kendra and where to get help',
    titleKn: 'ರೈತ ಸಂಪರ್ಕ ಕೇಂದ್ರ ಮತ್ತು ಸಹಾಯ ಎಲ್ಲಿ ಸಿಗುತ್ತದೆ',
    answer:
      'Raitha Samparka Kendras (RSKs) are the Agriculture Department offices at the ' +
      'hobli level and the first place to go for scheme applications, seeds and other ' +
      'inputs supplied under department programmes, soil testing, crop advice and ' +
      'information about machinery hire centres. Above them, the Assistant Director of ' +
      'Agriculture at the taluk office handles schemes and approvals for the taluk. ' +
      'For horticulture crops such as arecanut, coconut, vegetables and fruits, the ' +
      'taluk Horticulture Department office helps, and for silk, the Sericulture ' +
      'Department. Krishi Vigyan Kendras (KVKs) and the agricultural universities give ' +
      'training, field demonstrations and expert advice on crops, pests and machines.',
    answerKn:
      'ರೈತ ಸಂಪರ್ಕ ಕೇಂದ್ರಗಳು ಹೋಬಳಿ ಮಟ್ಟದ ಕೃಷಿ ಇಲಾಖೆಯ ಕಚೇರಿಗಳು; ಯೋಜನೆಗಳ ಅರ್ಜಿ, ಇಲಾಖೆಯ ' +
      'ಕಾರ್ಯಕ್ರಮಗಳಲ್ಲಿ ಸಿಗುವ ಬೀಜ ಮತ್ತು ಇತರ ಪರಿಕರಗಳು, ಮಣ್ಣು ಪರೀಕ್ಷೆ, ಬೆಳೆ ಸಲಹೆ ಮತ್ತು ' +
      'ಯಂತ್ರ ಬಾಡಿಗೆ ಕೇಂದ್ರಗಳ ಮಾಹಿತಿಗೆ ಮೊದಲು ಇಲ್ಲಿಗೆ ಹೋಗಿ. ತಾಲ್ಲೂಕು ಮಟ್ಟದಲ್ಲಿ ಸಹಾಯಕ ' +
      'ಕೃಷಿ ನಿರ್ದೇಶಕರ ಕಚೇರಿ ಯೋಜನೆಗಳು ಮತ್ತು ಮಂಜೂರಾತಿಯನ್ನು ನೋಡಿಕೊಳ್ಳುತ್ತದೆ. ಅಡಿಕೆ, ' +
      'ತೆಂಗು, ತರಕಾರಿ, ಹಣ್ಣಿನಂತಹ ತೋಟಗಾರಿಕೆ ಬೆಳೆಗಳಿಗೆ ತಾಲ್ಲೂಕಿನ ತೋಟಗಾರಿಕೆ ಇಲಾಖೆ, ' +
      'ರೇಷ್ಮೆಗೆ ರೇಷ್ಮೆ ಇಲಾಖೆ ಸಹಾಯ ಮಾಡುತ್ತವೆ. ಕೃಷಿ ವಿಜ್ಞಾನ ಕೇಂದ್ರಗಳು ಮತ್ತು ಕೃಷಿ ' +
      'ವಿಶ್ವವಿದ್ಯಾಲಯಗಳು ಬೆಳೆ, ಕೀಟ ಮತ್ತು ಯಂತ್ರಗಳ ಬಗ್ಗೆ ತರಬೇತಿ, ಪ್ರಾತ್ಯಕ್ಷಿಕೆ ಮತ್ತು ' +
      'ತಜ್ಞರ ಸಲಹೆ ನೀಡುತ್ತವೆ.',
  },
  {
    id: 'general-assistant',
    topic: 'general',
    keywords: [
      'assistant',
      'what can you do',
      'help',
      'about',
      'topics',
      'guide',
      'chatbot',
      'questions',
      'raitha yantra',
    ],
    keywordsKn: ['ಸಹಾಯಕ', 'ಸಹಾಯ', 'ಪ್ರಶ್ನೆ', 'ಮಾಹಿತಿ', 'ವಿಷಯಗಳು', 'ರೈತ ಯಂತ್ರ', 'sahaya', 'sahayaka', 'mahiti'],
    title: 'What this assistant can help with',
    titleKn: 'ಈ ಸಹಾಯಕ ಏನು ಸಹಾಯ ಮಾಡಬಲ್ಲದು',
    answer:
      'I am the Raitha Yantra farming assistant, and I can answer common questions in ' +
      'English and Kannada about the Kharif, Rabi and summer seasons, crops grown in ' +
      'Karnataka, soils and soil testing, water and irrigation, and how to choose, ' +
      'safely use and maintain farm machines. I can also help you decide whether to ' +
      'rent or buy a machine, point you to hiring centres and government schemes, and ' +
      'suggest suitable machines from our catalogue. For pest and disease treatment, ' +
      'chemical doses, current subsidy rates and exact prices, please check the ' +
      'product pages and ask your Raitha Samparka Kendra, Krishi Vigyan Kendra or ' +
      'Horticulture Department. Ask in your own words, for example: which tractor ' +
      'suits 5 acres of paddy?',
    answerKn:
      'ನಾನು ರೈತ ಯಂತ್ರದ ಕೃಷಿ ಸಹಾಯಕ; ಮುಂಗಾರು, ಹಿಂಗಾರು ಮತ್ತು ಬೇಸಿಗೆ ಹಂಗಾಮು, ಕರ್ನಾಟಕದ ' +
      'ಬೆಳೆಗಳು, ಮಣ್ಣು ಮತ್ತು ಮಣ್ಣು ಪರೀಕ್ಷೆ, ನೀರು ಮತ್ತು ನೀರಾವರಿ, ಕೃಷಿ ಯಂತ್ರಗಳನ್ನು ' +
      'ಆರಿಸುವುದು, ಸುರಕ್ಷಿತವಾಗಿ ಬಳಸುವುದು ಮತ್ತು ನಿರ್ವಹಣೆಯ ಬಗ್ಗೆ ಕನ್ನಡ ಮತ್ತು ' +
      'ಇಂಗ್ಲಿಷ್‌ನಲ್ಲಿ ಸಾಮಾನ್ಯ ಪ್ರಶ್ನೆಗಳಿಗೆ ಉತ್ತರಿಸಬಲ್ಲೆ. ಯಂತ್ರವನ್ನು ಬಾಡಿಗೆಗೆ ಪಡೆಯಬೇಕೋ ' +
      'ಖರೀದಿಸಬೇಕೋ ಎಂದು ನಿರ್ಧರಿಸಲು, ಬಾಡಿಗೆ ಕೇಂದ್ರಗಳು ಮತ್ತು ಸರ್ಕಾರಿ ಯೋಜನೆಗಳ ಮಾಹಿತಿಗೆ ' +
      'ಹಾಗೂ ನಮ್ಮ ಪಟ್ಟಿಯಿಂದ ಸೂಕ್ತ ಯಂತ್ರಗಳನ್ನು ಸೂಚಿಸಲು ಸಹಾಯ ಮಾಡುತ್ತೇನೆ. ಕೀಟ-ರೋಗಗಳ ' +
      'ಚಿಕಿತ್ಸೆ, ಔಷಧಿಯ ಪ್ರಮಾಣ, ಈಗಿನ ಸಹಾಯಧನ ದರ ಮತ್ತು ನಿಖರ ಬೆಲೆಗಾಗಿ ಉತ್ಪನ್ನದ ಪುಟಗಳನ್ನು ' +
      'ನೋಡಿ, ರೈತ ಸಂಪರ್ಕ ಕೇಂದ್ರ, ಕೃಷಿ ವಿಜ್ಞಾನ ಕೇಂದ್ರ ಅಥವಾ ತೋಟಗಾರಿಕೆ ಇಲಾಖೆಯನ್ನು ಕೇಳಿ. ' +
      'ನಿಮ್ಮದೇ ಮಾತಿನಲ್ಲಿ ಪ್ರಶ್ನೆ ಕೇಳಿ, ಉದಾಹರಣೆಗೆ: 5 ಎಕರೆ ಭತ್ತಕ್ಕೆ ಯಾವ ಟ್ರ್ಯಾಕ್ಟರ್ ' +
      'ಸೂಕ್ತ?',
  },
];
