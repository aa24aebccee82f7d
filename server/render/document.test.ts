import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deferEntry, entryLoader, inlineStylesheets, splitTemplate } from './document.js';

const built = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" fetchpriority="low" crossorigin src="/assets/index-D5t4ecLD.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/rolldown-runtime-XKyaHtl9.js">
    <link rel="stylesheet" crossorigin href="/assets/index-CcHJi-mu.css">
  </head>
  <body><div id="root"><!--ry-root--></div><!--ry-state--></body>
</html>`;

describe('inlineStylesheets', () => {
  it('writes the built style sheet into the page and gives the policy its hash', () => {
    const css = 'body{margin:0}@font-face{font-family:Noto Sans;src:url(/assets/a.woff2)}';
    const read: string[] = [];
    const { template, styleHashes } = inlineStylesheets(splitTemplate(built), (href) => (read.push(href), css));
    expect(read).toEqual(['/assets/index-CcHJi-mu.css']);
    expect(template.beforeRoot).toContain(`<style data-href="/assets/index-CcHJi-mu.css">${css}</style>`);
    expect(template.beforeRoot).not.toContain('rel="stylesheet"');
    expect(styleHashes).toEqual([`'sha256-${createHash('sha256').update(css).digest('base64')}'`]);
  });

  it('leaves the link where the sheet cannot be read, is too large, or could close the element', () => {
    for (const sheet of [null, `a{b:c}${' '.repeat(70_000)}`, 'a{content:"</style><script>"}']) {
      const { template, styleHashes } = inlineStylesheets(splitTemplate(built), () => sheet);
      expect(template.beforeRoot).toContain('<link rel="stylesheet" crossorigin href="/assets/index-CcHJi-mu.css">');
      expect(styleHashes).toEqual([]);
    }
  });
});

describe('deferEntry and entryLoader', () => {
  it('take the entry out of the head and name it, with what was preloaded beside it', () => {
    const { template, entry } = deferEntry(splitTemplate(built));
    expect(entry).toEqual({ src: '/assets/index-D5t4ecLD.js', modules: ['/assets/rolldown-runtime-XKyaHtl9.js'] });
    expect(template.beforeRoot).not.toContain('<script');
    expect(template.beforeRoot).not.toContain('modulepreload');
    expect(template.beforeRoot).toContain('<link rel="stylesheet" crossorigin href="/assets/index-CcHJi-mu.css">');
  });

  it('leave a template without an entry script as it is', () => {
    const shell = splitTemplate(
      '<html><head></head><body><div id="root"><!--ry-root--></div><!--ry-state--></body></html>',
    );
    expect(deferEntry(shell)).toEqual({ template: shell, entry: null });
  });

  it("start the page's code after the first painted frame, or at once in a background tab", () => {
    const loader = entryLoader(
      { src: '/assets/index-D5t4ecLD.js', modules: ['/assets/a.js', '/assets/</script>.js'] },
      'n0nce+/=',
    );
    expect(loader.startsWith('<script nonce="n0nce+/=">')).toBe(true);
    // Nothing inside can close the element early.
    expect(loader.slice(0, -'</script>'.length)).not.toContain('</script');

    // Run it against a stand-in document: nothing is added until the frame's callback and the task after it.
    const code = loader.slice(loader.indexOf('>') + 1, -'</script>'.length);
    const run = (visibilityState: 'visible' | 'hidden') => {
      const added: Record<string, string>[] = [];
      const frames: (() => void)[] = [];
      const tasks: (() => void)[] = [];
      const document = {
        visibilityState,
        createElement: () => ({}),
        head: { appendChild: (element: Record<string, string>) => added.push(element) },
      };
      new Function('document', 'requestAnimationFrame', 'setTimeout', code)(
        document,
        (callback: () => void) => frames.push(callback),
        (callback: () => void) => tasks.push(callback),
      );
      return { added, frames, tasks };
    };
    const visible = run('visible');
    expect(visible.added).toEqual([]);
    visible.frames.shift()!();
    expect(visible.added).toEqual([]);
    visible.tasks.shift()!();
    expect(visible.added).toEqual([
      { rel: 'modulepreload', fetchPriority: 'low', crossOrigin: '', href: '/assets/a.js' },
      { rel: 'modulepreload', fetchPriority: 'low', crossOrigin: '', href: '/assets/</script>.js' },
      { type: 'module', fetchPriority: 'low', crossOrigin: '', src: '/assets/index-D5t4ecLD.js' },
    ]);
    const hidden = run('hidden');
    expect(hidden.frames).toEqual([]);
    expect(hidden.added.at(-1)).toEqual({
      type: 'module',
      fetchPriority: 'low',
      crossOrigin: '',
      src: '/assets/index-D5t4ecLD.js',
    });
  });
});
