/**
 * How many test files the unit and workerd projects run side by side. Vitest's own default on a
 * 2-core machine is 1 (cores − 1), which left a core idle while a file waits for workerd. The two
 * projects share one pool, so they must agree (vitest requires one maxWorkers per group order).
 * TEST_WORKERS overrides it (e.g. TEST_WORKERS=1 on a machine that is busy with other work).
 */
import { availableParallelism } from 'node:os'

/** Files side by side per available core, and never fewer than this many files. */
const FILES_PER_CORE = 1
const MIN_TEST_WORKERS = 2

export const TEST_WORKERS = Number(process.env.TEST_WORKERS) || Math.max(MIN_TEST_WORKERS, availableParallelism() * FILES_PER_CORE)
