import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createStreamCleaner, stripMarkdown } from './chat.js';

describe('stripMarkdown', () => {
  it('removes headings, bold, asterisks, backticks and link syntax, then trims', () => {
    const reply = [
      '  ## Choosing a tractor',
      '',
      '**For 5 acres of paddy** a *35-45 HP* tractor is enough.',
      '* Puddling: use a `rotavator`',
      '* See [our tractors](/products?search=tractor) or ![photo](x.png)',
      '### Rent first',
      '__Hire__ from a custom hiring centre.   ',
      '',
    ].join('\n');
    expect(stripMarkdown(reply)).toBe(
      [
        'Choosing a tractor',
        '',
        'For 5 acres of paddy a 35-45 HP tractor is enough.',
        '- Puddling: use a rotavator',
        '- See our tractors or photo',
        'Rent first',
        'Hire from a custom hiring centre.',
      ].join('\n'),
    );
  });

  it('keeps Kannada text, numbers and ordinary punctuation as they are', () => {
    const text = 'ಭತ್ತಕ್ಕೆ 35-45 HP ಟ್ರ್ಯಾಕ್ಟರ್ ಸಾಕು (ದಿನಕ್ಕೆ ₹2,000). ಸಲಹೆ: snake_case [ಟಿಪ್ಪಣಿ] 2 + 3 = 5!';
    expect(stripMarkdown(text)).toBe(text);
  });

  it('shrinks runs of blank lines and normalises line endings', () => {
    expect(stripMarkdown('One\r\n\r\n\r\n\r\nTwo\r\nThree')).toBe('One\n\nTwo\nThree');
  });

  it('returns an empty string for markup alone', () => {
    expect(stripMarkdown(' ** ## `` ')).toBe('');
  });
});

function streamed(chunks: string[]): { pieces: string[]; joined: string } {
  const cleaner = createStreamCleaner();
  const pieces = chunks.map((c) => cleaner.push(c));
  pieces.push(cleaner.finish());
  return { pieces, joined: pieces.join('') };
}

describe('createStreamCleaner', () => {
  it('never shows a marker that a later chunk turns into markup', () => {
    const { pieces, joined } = streamed([
      'Use a **rot',
      'avator** and [the ',
      'tractor](/products/1)',
      '\n#',
      '# Safety',
      '\n* ',
      'Check oil',
    ]);
    expect(joined).toBe('Use a rotavator and the tractor\nSafety\n- Check oil');
    for (const piece of pieces) expect(piece).not.toMatch(/[*#[\]`]/);
  });

  it('sends text as soon as it is settled', () => {
    const cleaner = createStreamCleaner();
    expect(cleaner.push('Ragi is sown ')).toBe('Ragi is sown');
    expect(cleaner.push('in July. [see')).toBe(' in July.');
    expect(cleaner.push(' more]')).toBe('');
    expect(cleaner.push(' please')).toBe(' [see more] please');
    expect(cleaner.finish()).toBe('');
    expect(cleaner.text).toBe('Ragi is sown in July. [see more] please');
  });

  it('joins to stripMarkdown of the whole reply however the reply is split', () => {
    const piece = fc.constantFrom(
      '*',
      '**',
      '#',
      '## ',
      '`',
      '_',
      '__',
      '[',
      ']',
      '(',
      ')',
      '](',
      '!',
      '+',
      ' ',
      '\n',
      '\n\n',
      '\r\n',
      'ragi',
      'ಭತ್ತ',
      '5 acres',
      '- ',
      '1. ',
      'http://x',
      '₹2,000',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), fc.array(fc.nat(), { maxLength: 10 }), (parts, cuts) => {
        const text = parts.join('');
        const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
        const chunks: string[] = [];
        let from = 0;
        for (const p of points) {
          chunks.push(text.slice(from, p));
          from = p;
        }
        chunks.push(text.slice(from));
        expect(streamed(chunks).joined).toBe(stripMarkdown(text));
      }),
      { numRuns: 3000 },
    );
  });
});
