/**
 * How server-rendered UI finds the hashed URL of a client bundle. The worker provides it from
 * the build manifest; the UI never imports the worker.
 */
import { createContext, useContext } from 'react'

export interface ClientScript {
  src: string
  /** Chunks the entry imports, worth a modulepreload. */
  preloads: string[]
}

export interface ClientAssets {
  script(entry: string): ClientScript | undefined
}

export const ClientAssetsContext = createContext<ClientAssets>({ script: () => undefined })

export function useClientAssets(): ClientAssets {
  return useContext(ClientAssetsContext)
}
