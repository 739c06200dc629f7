/**
 * Runs `tsc` beside another command (the test run) and fails if either fails: `npm test` and
 * `npm run test:full`. `tsc` takes ~25 s of one core on its own; beside the tests, which wait on
 * browsers and workerd part of the time, it costs the run far less (decision 055).
 *
 *   node scripts/typecheck-beside.ts vitest run --tags-filter='!full'
 *
 * npm scripts run it, with node_modules/.bin on PATH (so `tsc` and `vitest` are the project's).
 */
import { spawn } from 'node:child_process'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('Usage: node scripts/typecheck-beside.ts <command> [args…]')
  process.exit(2)
}

function run(name: string, commandArgs: string[], output: 'inherit' | 'buffer'): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(name, commandArgs, { stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
    let buffered = ''
    child.stdout?.on('data', (chunk: Buffer) => (buffered += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (buffered += chunk.toString()))
    child.on('close', (code, signal) => {
      // The type errors come out in one piece, after the tests' output, not in the middle of it.
      if (buffered) process.stdout.write(buffered)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

const [typecheck, tests] = await Promise.all([run('tsc', [], 'buffer'), run(command, args, 'inherit')])
if (typecheck !== 0) console.error(`tsc failed (exit ${typecheck}): the type errors are above.`)
process.exit(tests !== 0 ? tests : typecheck)
