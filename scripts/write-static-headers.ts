/**
 * After `vite build`: write `dist/client/_headers`, the rules Workers Static Assets applies to the
 * static files it serves without running the worker (wrangler dev applies them too), so those
 * carry the same hardening headers as pages (worker/middleware/hardening-headers.ts).
 */
import { writeFileSync } from 'node:fs'
import { staticHeadersFile } from '../worker/middleware/hardening-headers.ts'

const STATIC_HEADERS_PATH = 'dist/client/_headers'

writeFileSync(STATIC_HEADERS_PATH, staticHeadersFile())
