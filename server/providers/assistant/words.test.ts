import { describe, expect, it } from 'vitest';
import { questionWords } from './words.js';

describe('questionWords (the catalogue search behind a model answer)', () => {
  it('keeps the machine and crop words of an English question, as stems', () => {
    expect(questionWords('Which tractors are best for paddy? I want to rent one near Mandya')).toEqual([
      'tractor',
      'paddy',
      'near',
      'mandya',
    ]);
    expect(questionWords('price of a 45 HP tractor, please')).toEqual(['45', 'tractor']);
  });

  it('meets the catalogue half way in Kannada: endings, joiners and asking words go', () => {
    expect(questionWords('ಬಾಡಿಗೆಗೆ ರೋಟವೇಟರ್ ಬೇಕು')).toEqual(['ರೋಟವೇಟರ']);
    expect(questionWords('ಭತ್ತಕ್ಕೆ ಯಾವ ಟ್ರ್ಯಾಕ್ಟರ್\u200Cಗಳು ಒಳ್ಳೆಯದು?')).toEqual(['ಭತ್ತ', 'ಟ್ರ್ಯಾಕ್ಟರ']);
  });

  it('asks about at most eight words', () => {
    expect(questionWords('one two three four five six seven eight nine ten eleven twelve').length).toBeLessThanOrEqual(
      8,
    );
    expect(questionWords('tiller sprayer harvester pump drill seeder mower baler thresher weeder')).toHaveLength(8);
  });
});
