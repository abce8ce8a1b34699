import { z } from 'zod';

// The page's CSP allows no eval: zod must neither compile its parsers with `new Function` nor probe for
// it (the caught probe is still reported as a violation). Imported first by the admin entry, before any
// schema is created.
z.config({ jitless: true });
