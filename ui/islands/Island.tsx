/**
 * Server side of an island (HonoX style): the component renders into a marked wrapper with its
 * props serialised beside it, and the page gains a script tag for that island's bundle only.
 * React 19 dedupes `<script async>` by src, so ten islands of one kind load one bundle.
 */
import type { ComponentType } from 'react'
import { css } from 'styled-system/css'
import { useClientAssets } from './assets-context.ts'
import { ISLAND_ATTRIBUTE, ISLAND_ENTRIES, ISLAND_PROPS_ATTRIBUTE, type IslandName } from './registry.ts'

const wrapperClass = css({ display: 'contents' })

export function Island<Props extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName
  component: ComponentType<Props>
  props: Props
}) {
  const script = useClientAssets().script(ISLAND_ENTRIES[name])
  return (
    <>
      <div className={wrapperClass} {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }}>
        <Component {...props} />
      </div>
      {script?.preloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      {script ? <script type="module" src={script.src} async /> : null}
    </>
  )
}
