/**
 * The client runtime's configuration from the environment: the build id, logging, and the
 * third-party tags whose id variable is set. Also the origins those tags add to the CSP.
 *
 * THIRD_PARTY_ORIGIN (outside PRD only) points every tag at another origin with the same paths:
 * a local stand-in for the vendors in tests and local runs, so nothing reaches the internet.
 */
import type { Environment } from '../../locales/registry.ts'
import type { RuntimeConfig } from '../../ui/client/runtime-config.ts'
import {
  INSIGHT_PIXEL_URL,
  THIRD_PARTY_TAGS,
  type ThirdPartyName,
  type ThirdPartyTag,
  type ThirdPartyVariable,
} from '../../ui/consent/third-party.ts'
import { BUILD_ID } from './client-assets.ts'

export type ThirdPartyVariables = { readonly [name in ThirdPartyVariable | 'THIRD_PARTY_ORIGIN']?: string }

export type CspDirective = 'script' | 'style' | 'connect' | 'font' | 'img'

function tagId(variables: ThirdPartyVariables, variable: ThirdPartyVariable): string | undefined {
  const value = variables[variable]
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}

function withOrigin(url: string, override: string | undefined): string {
  if (!override) return url
  const original = new URL(url)
  return new URL(`${original.pathname}${original.search}`, override).toString()
}

function overrideOrigin(variables: ThirdPartyVariables, environment: Environment): string | undefined {
  const value = variables.THIRD_PARTY_ORIGIN
  if (environment === 'PRD' || typeof value !== 'string' || !value) return undefined
  return new URL(value).origin
}

function fill(template: string, id: string): string {
  return template.replace('{id}', encodeURIComponent(id))
}

/** The configured tags, in catalogue order. */
export function thirdPartyTags(variables: ThirdPartyVariables, environment: Environment): ThirdPartyTag[] {
  const override = overrideOrigin(variables, environment)
  const tags: ThirdPartyTag[] = []
  for (const [name, definition] of Object.entries(THIRD_PARTY_TAGS) as Array<[ThirdPartyName, (typeof THIRD_PARTY_TAGS)[ThirdPartyName]]>) {
    const id = tagId(variables, definition.variable)
    if (!id) continue
    tags.push({
      name,
      category: definition.category,
      kind: definition.kind,
      src: withOrigin(fill(definition.url, id), override),
      ...(name === 'insightTracker' ? { globals: { _linkedin_partner_id: id, _linkedin_data_partner_ids: [id] } } : {}),
    })
  }
  return tags
}

/** The insight tracker's noscript pixel, when that tracker is configured. */
export function insightPixelUrl(variables: ThirdPartyVariables, environment: Environment): string | undefined {
  const id = tagId(variables, THIRD_PARTY_TAGS.insightTracker.variable)
  return id ? withOrigin(fill(INSIGHT_PIXEL_URL, id), overrideOrigin(variables, environment)) : undefined
}

/** Origins the configured tags need, per CSP directive. */
export function thirdPartyCspSources(variables: ThirdPartyVariables, environment: Environment): Record<CspDirective, string[]> {
  const override = overrideOrigin(variables, environment)
  const sources: Record<CspDirective, Set<string>> = {
    script: new Set(),
    style: new Set(),
    connect: new Set(),
    font: new Set(),
    img: new Set(),
  }
  for (const tag of thirdPartyTags(variables, environment)) {
    const definition = THIRD_PARTY_TAGS[tag.name]
    const origin = new URL(tag.src).origin
    if (tag.kind === 'stylesheet') sources.style.add(origin)
    else {
      sources.script.add(origin)
      sources.connect.add(origin)
    }
    for (const [directive, origins] of Object.entries(definition.extraOrigins ?? {}) as Array<[CspDirective, readonly string[]]>) {
      for (const extra of origins) sources[directive].add(override ?? extra)
    }
  }
  return {
    script: [...sources.script],
    style: [...sources.style],
    connect: [...sources.connect],
    font: [...sources.font],
    img: [...sources.img],
  }
}

export function runtimeConfigFor(variables: ThirdPartyVariables, environment: Environment): RuntimeConfig {
  return { buildId: BUILD_ID, log: environment !== 'PRD', tags: thirdPartyTags(variables, environment) }
}
