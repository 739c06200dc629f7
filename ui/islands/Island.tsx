/**
 * Server side of an island (HonoX style): the component renders into a marked wrapper with its
 * props serialised beside it, and the page gains a script tag for that island's bundle only.
 * React 19 dedupes `<script async>` by src, so ten islands of one kind load one bundle.
 *
 * An island given `load` ships no script with the page: its bundle's URL and what should load it
 * go on the wrapper, and the client runtime loads it on demand (ui/client/island-loading.ts), so
 * a page that may need an island costs nothing until the visitor needs it.
 */
import type { ComponentType } from 'react'
import { css } from 'styled-system/css'
import { useClientAssets } from './assets-context.ts'
import {
  ISLAND_ATTRIBUTE,
  ISLAND_ENTRIES,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_SRC_ATTRIBUTE,
  ISLAND_WHEN_CHANGED_ATTRIBUTE,
  ISLAND_WHEN_STORED_ATTRIBUTE,
  type IslandName,
} from './registry.ts'

const wrapperClass = css({ display: 'contents' })

/** What loads an island on demand: either is enough. */
export interface IslandOnDemand {
  /** A localStorage key: the bundle loads with the page when the entry exists and is not empty. */
  whenStored?: string
  /** A CSS selector: the bundle loads on the first change event of a matching element. */
  whenChanged?: string
}

export function Island<Props extends object>({
  name,
  component: Component,
  props,
  load,
  carried = (all) => all,
}: {
  name: IslandName
  component: ComponentType<Props>
  props: Props
  /** Absent: the bundle loads with the page. */
  load?: IslandOnDemand
  /**
   * What the wrapper carries of the props (all of them unless said): an island whose props repeat
   * what its markup already shows (a form's 250 countries) leaves that out, and its hydrate module
   * reads it back from the markup (`hydrateIslands`' `restore`).
   */
  carried?: (props: Props) => object
}) {
  const script = useClientAssets().script(ISLAND_ENTRIES[name])
  const onDemand =
    load && script
      ? {
          [ISLAND_SRC_ATTRIBUTE]: script.src,
          ...(load.whenStored ? { [ISLAND_WHEN_STORED_ATTRIBUTE]: load.whenStored } : {}),
          ...(load.whenChanged ? { [ISLAND_WHEN_CHANGED_ATTRIBUTE]: load.whenChanged } : {}),
        }
      : {}
  return (
    <>
      <div
        className={wrapperClass}
        {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(carried(props)) }}
        {...onDemand}
      >
        <Component {...props} />
      </div>
      {script && !load ? script.preloads.map((href) => <link key={href} rel="modulepreload" href={href} />) : null}
      {script && !load ? <script type="module" src={script.src} async /> : null}
    </>
  )
}
