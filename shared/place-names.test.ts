import { describe, expect, it } from 'vitest';
import { placeLabelIn, placeLine, placeNameInKannada } from './place-names';

describe('placeNameInKannada', () => {
  it('uses the official Kannada name of a district or town, by its old or new spelling', () => {
    expect(placeNameInKannada('Tumkur')).toBe('ತುಮಕೂರು');
    expect(placeNameInKannada('Tumakuru')).toBe('ತುಮಕೂರು');
    expect(placeNameInKannada('Belgaum')).toBe('ಬೆಳಗಾವಿ');
    expect(placeNameInKannada('Bijapur(KAR)')).toBe('ವಿಜಯಪುರ');
    expect(placeNameInKannada('Bangalore Rural')).toBe('ಬೆಂಗಳೂರು ಗ್ರಾಮಾಂತರ');
  });

  it("drops India Post's office suffixes", () => {
    expect(placeNameInKannada('Maddur S.O (Mandya)')).toBe('ಮದ್ದೂರು');
    expect(placeNameInKannada('Koppa B.O')).toBe('ಕೊಪ್ಪ');
    expect(placeNameInKannada('Hassan H.O')).toBe('ಹಾಸನ');
  });

  it('transliterates a village by the usual parts of Karnataka names, then letter by letter', () => {
    expect(placeNameInKannada('Besagarahalli')).toBe('ಬೆಸಗರಹಳ್ಳಿ');
    expect(placeNameInKannada('Abbalagere')).toBe('ಅಬ್ಬಲಗೆರೆ');
    expect(placeNameInKannada('Abalavadi')).toBe('ಅಬಲವಾಡಿ');
    expect(placeNameInKannada('Bannur')).toBe('ಬನ್ನೂರು');
    expect(placeNameInKannada('Chikkarasinakere')).toBe('ಚಿಕ್ಕರಸಿನಕೆರೆ');
    expect(placeNameInKannada('Abbaiahnahalli')).toBe('ಅಬ್ಬಯ್ಯನಹಳ್ಳಿ');
    expect(placeNameInKannada('Bharathinagar')).toBe('ಭರತಿನಗರ');
    expect(placeNameInKannada('Ganjam')).toBe('ಗಂಜಂ');
    expect(placeNameInKannada('Kunigal')).toBe('ಕುಣಿಗಲ್');
    expect(placeNameInKannada('Kestur')).toBe('ಕೆಸ್ಟೂರು');
  });

  it('says initials as letters and addresses in Kannada word order', () => {
    expect(placeNameInKannada('A.Venkatapura')).toBe('ಎ.ವೆಂಕಟಪುರ');
    expect(placeNameInKannada('B M Road, Hassan')).toBe('ಬಿ ಎಂ ರಸ್ತೆ, ಹಾಸನ');
    expect(placeNameInKannada('Near Agricultural University')).toBe('ಕೃಷಿ ವಿಶ್ವವಿದ್ಯಾಲಯ ಹತ್ತಿರ');
  });

  it('leaves Kannada, digits and punctuation as they are', () => {
    expect(placeNameInKannada('ಮದ್ದೂರು')).toBe('ಮದ್ದೂರು');
    expect(placeNameInKannada('571428')).toBe('571428');
  });
});

describe('placeLine and placeLabelIn', () => {
  it('says a repeated part once', () => {
    expect(placeLine(['Belagavi', 'Belagavi', 'Belagavi'], 'en')).toBe('Belagavi');
    expect(placeLine(['Belagavi', 'Belagavi', 'Belgaum'], 'kn')).toBe('ಬೆಳಗಾವಿ');
    expect(placeLine(['Maddur S.O (Mandya)', 'Maddur', 'Mandya'], 'kn')).toBe('ಮದ್ದೂರು, ಮಂಡ್ಯ');
    expect(placeLine(['Maddur S.O (Mandya)', 'Maddur', 'Mandya'], 'en')).toBe('Maddur, Mandya');
  });

  it('turns a stored field label into Kannada with its PIN code at the end', () => {
    expect(placeLabelIn('kn', 'Mandya, Mandya 571401')).toBe('ಮಂಡ್ಯ 571401');
    expect(placeLabelIn('kn', 'Maddur S.O (Mandya), Mandya 571428')).toBe('ಮದ್ದೂರು, ಮಂಡ್ಯ 571428');
    expect(placeLabelIn('en', 'Mandya, Mandya 571401')).toBe('Mandya 571401');
  });
});
