import * as zod from 'zod';

// Zod probes for eval (new Function) to compile fast parsers; the shop's content security policy forbids eval, and
// the browser reports even the caught probe as a violation. Every `import ... from 'zod'` in the browser's code
// resolves to this module (client/vite.config.ts), so the setting is made before any schema parses, in whichever
// lazy chunk zod first arrives: the pages without a form never download zod.
zod.z.config({ jitless: true });

export * from 'zod';
