import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets, splitTemplate } from './document.js';

const built = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-D5t4ecLD.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-CcHJi-mu.css">
  </head>
  <body><div id="root"><!--ry-root--></div><!--ry-state--></body>
</html>`;

describe('inlineStylesheets', () => {
  it("writes the built style sheet into the page and gives the policy its hash", () => {
    const css = 'body{margin:0}@font-face{font-family:Noto Sans;src:url(/assets/a.woff2)}';
    const read: string[] = [];
    const { template, styleHashes } = inlineStylesheets(splitTemplate(built), (href) => (read.push(href), css));
    expect(read).toEqual(['/assets/index-CcHJi-mu.css']);
    expect(template.beforeRoot).toContain(`<style>${css}</style>`);
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
