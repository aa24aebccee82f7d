import { z } from 'zod';

// Zod probes for eval (new Function) to compile fast parsers; the shop's content security policy forbids eval, and
// the browser reports even the caught probe as a violation. Imported first by main.tsx, before any schema parses.
z.config({ jitless: true });
