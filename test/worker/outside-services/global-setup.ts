/**
 * Global setup of the worker tests (runs in Node, once): starts the outside-services stand-in on
 * loopback and hands its origin to the tests in workerd (`inject('outsideServicesOrigin')`), which
 * reach it with the runtime's real global `fetch`, as production reaches the real services.
 */
import type { TestProject } from 'vitest/node'
import { startOutsideServices } from './stand-in-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    outsideServicesOrigin: string
  }
}

export default async function setup(project: TestProject) {
  const standIn = await startOutsideServices()
  project.provide('outsideServicesOrigin', standIn.origin)
  return () => standIn.close()
}
