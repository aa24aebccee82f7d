import { describe, expect, it } from 'vitest';
import { normalizeQuestion, parseQuestion, westernDigits } from './question';

// A Sunday.
const today = '2026-11-22';
const parse = (q: string) => parseQuestion(q, today);

describe('numbers and units', () => {
  it('reads Kannada digits and number words in both languages', () => {
    expect(westernDigits('೩ ಎಕರೆ ೨೦ ಗುಂಟೆ')).toBe('3 ಎಕರೆ 20 ಗುಂಟೆ');
    expect(normalizeQuestion('ಮೂರು ಎಕರೆ')).toBe('3 ಎಕರೆ');
    expect(normalizeQuestion('Three Acres')).toBe('3 acres');
    expect(normalizeQuestion('ಒಂದೂವರೆ ಎಕರೆ')).toBe('1.5 ಎಕರೆ');
  });

  it.each([
    ['3 acres paddy harvest near Mandya', 3000],
    ['೩ ಎಕರೆ ಭತ್ತ ಕಟಾವಿಗೆ', 3000],
    ['ಮೂರು ಎಕರೆ ಭತ್ತ ಕಟಾವು', 3000],
    ['three acres of paddy to harvest', 3000],
    ['20 guntas ploughing', 500],
    ['೨೦ ಗುಂಟೆ ಉಳುಮೆ', 500],
    ['2 acre 20 gunta rotavator', 2500],
    ['ಎರಡೂವರೆ ಎಕರೆ ಉಳೋಕೆ', 2500],
    ['2 hectare sowing', 4942],
    ['half acre spraying', 500],
    ['5acre ragi harvesting', 5000],
    ['ಅರ್ಧ ಎಕ್ರೆ ಕಟಾವು', 500],
    ['3 ಎಕರೆಗೆ ಎಷ್ಟು', 3000],
  ])('%s is %i thousandths of an acre', (q, milli) => {
    expect(parse(q).areaMilliAcres).toBe(milli);
  });

  it('has no area when none is said', () => {
    expect(parse('combine harvester near Mandya').areaMilliAcres).toBeNull();
    expect(parse('ರಾಗಿ 3 ದಿನ').areaMilliAcres).toBeNull();
  });
});

describe('the work', () => {
  it.each([
    ['ಮಂಡ್ಯ ಹತ್ರ 3 ಎಕರೆ ಭತ್ತ ಕಟಾವಿಗೆ ಎಷ್ಟು?', ['paddy_harvesting']],
    ['ಭತ್ತದ ಕಟಾವು 2 ಎಕರೆ', ['paddy_harvesting']],
    ['paddy harvesting 4 acres Maddur', ['paddy_harvesting']],
    ['ragi harvesting 2 acres Tumakuru', ['other_harvesting']],
    ['combine harvester near Mandya', ['paddy_harvesting', 'other_harvesting']],
    ['ಹಾರ್ವೆಸ್ಟರ್ ಬೇಕು ಮಂಡ್ಯ', ['paddy_harvesting', 'other_harvesting']],
    ['ಉಳೋಕೆ ಟ್ರ್ಯಾಕ್ಟರ್ ಬೇಕು 2 ಎಕರೆ', ['ploughing']],
    ['ಉಳುಮೆ 3 ಎಕರೆ ಹಾಸನ', ['ploughing']],
    ['ಟ್ರ್ಯಾಕ್ಟರ್ ಬೇಕು 2 ಎಕರೆ ಮದ್ದೂರು', ['ploughing', 'rotavating']],
    ['ರೋಟವೇಟರ್ ಹೊಡೆಯೋಕೆ 2 ಎಕರೆ', ['rotavating']],
    ['ಕೆಸರು ಗದ್ದೆ ಮಾಡೋಕೆ 2 ಎಕರೆ', ['puddling']],
    ['ನಾಟಿ ಯಂತ್ರ 3 ಎಕರೆ', ['transplanting']],
    ['ಬಿತ್ತನೆಗೆ ಕೂರಿಗೆ 4 ಎಕರೆ', ['sowing']],
    ['ಒಕ್ಕಣೆ ಯಂತ್ರ ಬೇಕು 2 ಎಕರೆ ರಾಗಿ', ['threshing']],
    ['drone spraying 5 acres Dharwad', ['spraying']],
    ['baler for 10 acres straw', ['baling']],
  ])('%s', (q, works) => {
    const parsed = parse(q);
    expect(parsed.works).toEqual(works);
    expect(parsed.intent).toBe('hire');
  });
});

describe('crops', () => {
  it.each([
    ['ರಾಗಿ ಯಾವಾಗ ಬಿತ್ತಬೇಕು', 'ragi'],
    ['ಭತ್ತಕ್ಕೆ ಗೊಬ್ಬರ', 'paddy'],
    ['ಮೆಕ್ಕೆ ಜೋಳಕ್ಕೆ ಸೈನಿಕ ಹುಳು', 'maize'],
    ['ಜೋಳ ಬಿತ್ತನೆ', 'jowar'],
    ['ಕಬ್ಬಿಗೆ ಗೊಬ್ಬರ', 'sugarcane'],
    ['ಶೇಂಗಾ ಬೀಜ ಎಷ್ಟು', 'groundnut'],
    ['ತೊಗರಿ ಕಾಯಿಕೊರಕ', 'tur'],
    ['ಹತ್ತಿ ಗುಲಾಬಿ ಕಾಯಿಹುಳು', 'cotton'],
    ['ಸೂರ್ಯಕಾಂತಿ ಬಿತ್ತನೆ', 'sunflower'],
    ['ಟೊಮ್ಯಾಟೊ ಎಲೆ ಚುಕ್ಕೆ', 'tomato'],
    ['ಟಮೋಟ ಎಲೆ ಮುದುರು', 'tomato'],
    ['ಈರುಳ್ಳಿ ಥ್ರಿಪ್ಸ್', 'onion'],
    ['ಮೆಣಸಿನಕಾಯಿ ಮುಟುರು', 'chilli'],
    ['ಅಡಿಕೆ ಕೊಳೆ ರೋಗ', 'areca'],
    ['ತೆಂಗಿನ ಮರಕ್ಕೆ ಗೊಬ್ಬರ', 'coconut'],
    ['ಬಾಳೆಗೆ ಗೊಬ್ಬರ', 'banana'],
    ['when to sow tur', 'tur'],
    ['fall armyworm in maize', 'maize'],
    ['tomatoes leaf spots with rings', 'tomato'],
  ])('%s is %s', (q, crop) => {
    expect(parse(q).crop).toBe(crop);
  });

  it('does not read ಹತ್ತಿರ (near) as cotton', () => {
    expect(parse('ಮಂಡ್ಯ ಹತ್ತಿರ ಕಟಾವು').crop).toBeNull();
  });
});

describe('what is asked', () => {
  it('reads farming questions and their aspects', () => {
    expect(parse('When should I sow ragi in Tumakuru?')).toMatchObject({
      intent: 'farming',
      crop: 'ragi',
      aspects: expect.arrayContaining(['sowing_time']),
    });
    expect(parse('ರಾಗಿ ಬಿತ್ತನೆ ಯಾವಾಗ, ಎಷ್ಟು ಬೀಜ?').aspects).toEqual(expect.arrayContaining(['sowing_time', 'seed_rate']));
    expect(parse('tomato leaf spots with rings').aspects).toContain('disease');
    expect(parse('ಮೆಕ್ಕೆಜೋಳಕ್ಕೆ ಸೈನಿಕ ಹುಳು ಬಂದಿದೆ').aspects).toContain('pest');
    expect(parse('when to harvest ragi')).toMatchObject({ intent: 'farming', aspects: ['harvest'] });
    expect(parse('what fertilizer for paddy').aspects).toContain('fertiliser');
  });

  it('reads buy-or-rent questions', () => {
    expect(parse('Should I buy or rent a power tiller?')).toMatchObject({
      intent: 'rent_or_buy',
      machine: 'power_tiller',
    });
    expect(parse('ಪವರ್ ಟಿಲ್ಲರ್ ಖರೀದಿ ಮಾಡಲಾ ಬಾಡಿಗೆಗೆ ತಗೊಳ್ಳಲಾ')).toMatchObject({
      intent: 'rent_or_buy',
      machine: 'power_tiller',
    });
    expect(parse('tractor buy or hire, I use it 20 days a year')).toMatchObject({
      intent: 'rent_or_buy',
      machine: 'tractor',
      daysOfUse: 20,
    });
  });

  it('tells the script', () => {
    expect(parse('ragi sowing').script).toBe('en');
    expect(parse('ರಾಗಿ ಬಿತ್ತನೆ').script).toBe('kn');
    expect(parse('ragi ಬಿತ್ತನೆ').script).toBe('mixed');
  });

  it('is not a hiring question when it only asks when', () => {
    expect(parse('when to harvest paddy').intent).toBe('farming');
    expect(parse('hello').intent).toBe('other');
  });
});

describe('the day', () => {
  it.each([
    ['paddy harvest next week', '2026-11-29'],
    ['ಮುಂದಿನ ವಾರ ಕಟಾವು', '2026-11-29'],
    ['harvest tomorrow', '2026-11-23'],
    ['ನಾಳೆ ಉಳುಮೆ', '2026-11-23'],
    ['ನಾಡಿದ್ದು ಉಳುಮೆ', '2026-11-24'],
    ['plough on Wednesday', '2026-11-25'],
    ['ಬುಧವಾರ ಉಳುಮೆ', '2026-11-25'],
    ['ಶುಕ್ರವಾರಕ್ಕೆ ಕಟಾವು', '2026-11-27'],
    ['next week friday harvest', '2026-11-27'],
    ['harvest on sunday', '2026-11-29'],
    ['in 10 days harvest', '2026-12-02'],
  ])('%s is %s', (q, day) => {
    expect(parse(q).day).toBe(day);
  });

  it('next week Friday from a Wednesday is the Friday after this one', () => {
    expect(parseQuestion('next week friday', '2026-11-25').day).toBe('2026-12-04');
    expect(parseQuestion('friday', '2026-11-25').day).toBe('2026-11-27');
  });

  it('is null when no day is said', () => {
    expect(parse('3 acres paddy harvest Mandya').day).toBeNull();
  });
});

describe('place words', () => {
  it('puts the cued place first, with its Kannada forms', () => {
    expect(parse('ಮಂಡ್ಯ ಹತ್ರ 3 ಎಕರೆ ಭತ್ತ ಕಟಾವಿಗೆ ಎಷ್ಟು?').placeWords[0]).toBe('ಮಂಡ್ಯ');
    expect(parse('3 acres paddy harvest near Maddur next week').placeWords[0]).toBe('maddur');
    expect(parse('ಮದ್ದೂರಲ್ಲಿ 2 ಎಕರೆ ಉಳುಮೆ').placeWords).toContain('ಮದ್ದೂರು');
    expect(parse('ಮಂಡ್ಯದಲ್ಲಿ 2 ಎಕರೆ ಉಳುಮೆ').placeWords).toContain('ಮಂಡ್ಯ');
    expect(parse('ಹಾಸನದ ಹತ್ತಿರ ಉಳುಮೆ').placeWords).toContain('ಹಾಸನ');
  });

  it('leaves out the farming words', () => {
    const words = parse('ಮಂಡ್ಯ ಹತ್ರ 3 ಎಕರೆ ಭತ್ತ ಕಟಾವಿಗೆ ಎಷ್ಟು?').placeWords;
    expect(words).not.toContain('ಭತ್ತ');
    expect(words).not.toContain('ಕಟಾವಿಗೆ');
  });

  it('reads a PIN code', () => {
    expect(parse('20 guntas ploughing at 571401').pin).toBe('571401');
    expect(parse('೫೭೧೪೨೮ ಉಳುಮೆ 2 ಎಕರೆ').pin).toBe('571428');
  });
});
