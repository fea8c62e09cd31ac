import { z } from 'zod/mini';

// Zod probes `new Function` to speed up parsing. The pages' CSP forbids eval, so in the browser that probe
// is reported as a violation. Schemas that ship to the browser import this module first.
z.config({ jitless: true });
