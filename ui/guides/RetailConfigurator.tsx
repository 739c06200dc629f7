/**
 * The retail configurator island: lay out the store by zones, see each zone's advice (size,
 * brightness, orientation, touch, mounting) with the products that meet it, then the proposal with
 * a quote request carrying it (the server renders the lead form below the island on that step, so
 * the island loads it in full) and the retail brochure. Server-rendered from the query string
 * (ui/guides/retail-layout.ts); every step is a GET form, so it works without JavaScript.
 */
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button, ButtonLink } from '../components/Button.tsx'
import { formatNumber } from '../format/intl.ts'
import type { GuideProduct } from './guide-products.ts'
import {
  RETAIL_PARAMETERS,
  RETAIL_STEPS,
  STORE_ZONES,
  type StoreZone,
  ZONE_RULES,
  type ZoneMounting,
  type ZoneOrientation,
  type ZoneRule,
  type ZoneTouch,
  proposeForZone,
  retailQueryOf,
  retailStateOf,
} from './retail-layout.ts'
import {
  GuideChrome,
  type StepChromeTexts,
  actionsClass,
  cardListClass,
  choiceClass,
  choiceListClass,
  errorTextClass,
  guideFormClass,
  legendClass,
  linkClass,
  ProposedProductCard,
} from './GuideChrome.tsx'
import { fill, useQueryState, useStepFocus } from './use-query-state.ts'

export interface RetailConfiguratorTexts extends StepChromeTexts {
  stepTitles: Record<(typeof RETAIL_STEPS)[number], string>
  intro: string
  zonesQuestion: string
  zones: Record<StoreZone, string>
  zoneHints: Record<StoreZone, string>
  noZone: string
  next: string
  previous: string
  noProducts: string
  /** The advice's labels and values. */
  advice: {
    size: string
    brightness: string
    orientation: string
    touch: string
    mounting: string
    /** '{min}–{max}″' */
    inches: string
    /** 'at least {min} cd/m²' */
    atLeast: string
    /** '{min}–{max} cd/m²' */
    nitsRange: string
    /** 'An LED wall: pixel pitch up to {pitch} mm for shoppers {distance} m away' */
    ledWall: string
    orientations: Record<ZoneOrientation, string>
    touches: Record<ZoneTouch, string>
    mountings: Record<ZoneMounting, string>
  }
  /** 'Plan this wall in the LED configurator' */
  planWall: string
  proposalIntro: string
  /** '{zone}: we propose {products}' a zone's line of the proposal */
  proposalZone: string
  brochureLink: string
  screenSize: string
  brightness: string
}

export interface RetailConfiguratorProps {
  path: string
  brochurePath: string
  /** The LED configurator's path: the feature wall is planned there. */
  ledConfiguratorPath: string
  contactPath: string
  contactLabel: string
  query: string
  iso: string
  products: GuideProduct[]
  texts: RetailConfiguratorTexts
}

const adviceClass = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' },
  columnGap: '4',
  rowGap: '1',
  p: '3',
  mb: '3',
  bg: 'gray.50',
  borderRadius: 'md',
  fontSize: 'sm',
  '& dt': { fontWeight: 'semibold' },
})

/** A zone's line of the proposal: its name and its products, each with its code (two series can share a name). */
export function proposalLine(
  texts: Pick<RetailConfiguratorTexts, 'zones' | 'proposalZone'>,
  zone: StoreZone,
  products: GuideProduct[],
): string {
  return fill(texts.proposalZone, {
    zone: texts.zones[zone],
    products: products.map((product) => `${product.name} (${product.ctn})`).join(', ') || '–',
  })
}

/** The LED configurator at the model step, ranked for the wall zone's viewing distance, with the first proposal chosen. */
export function ledWallPlanHref(ledConfiguratorPath: string, rule: ZoneRule, first: GuideProduct | undefined): string {
  const query = new URLSearchParams({ step: 'model', distance: String(rule.viewingDistanceMm ?? 0) })
  if (first) query.set('model', first.slug)
  return `${ledConfiguratorPath}?${query}`
}

function ZoneAdvice({ rule, iso, texts }: { rule: ZoneRule; iso: string; texts: RetailConfiguratorTexts['advice'] }) {
  const n = (value: number) => formatNumber(iso, value)
  const rows: Array<[string, string]> =
    rule.display === 'led-wall'
      ? [
          [
            texts.size,
            fill(texts.ledWall, { pitch: n((rule.viewingDistanceMm ?? 0) / 1000), distance: n((rule.viewingDistanceMm ?? 0) / 1000) }),
          ],
        ]
      : [[texts.size, fill(texts.inches, { min: n(rule.minInch), max: n(rule.maxInch) })]]
  rows.push(
    [
      texts.brightness,
      Number.isFinite(rule.maxNits)
        ? fill(texts.nitsRange, { min: n(rule.minNits), max: n(rule.maxNits) })
        : fill(texts.atLeast, { min: n(rule.minNits) }),
    ],
    [texts.orientation, texts.orientations[rule.orientation]],
    [texts.touch, texts.touches[rule.touch]],
    [texts.mounting, texts.mountings[rule.mounting]],
  )
  return (
    <dl className={adviceClass} data-retail-advice="">
      {rows.map(([label, value]) => (
        <div key={label} className={css({ display: 'contents' })}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function RetailConfigurator({
  path,
  brochurePath,
  ledConfiguratorPath,
  contactPath,
  contactLabel,
  query,
  iso,
  products,
  texts,
}: RetailConfiguratorProps) {
  const { state, onSubmit, changed } = useQueryState(query, retailStateOf, retailQueryOf, (next) => next.step === 'quote')
  const heading = useStepFocus(state.step, changed)
  const current = RETAIL_STEPS.indexOf(state.step)
  const titles = RETAIL_STEPS.map((step) => texts.stepTitles[step])
  const hiddenZones = state.zones.map((zone) => <input key={zone} type="hidden" name={RETAIL_PARAMETERS.zone} value={zone} />)
  const previous =
    current > 0 ? (
      <Button type="submit" kind="naked" name={RETAIL_PARAMETERS.go} value="previous" leadingIcon="arrow-left">
        {texts.previous}
      </Button>
    ) : null

  let body: ReactNode
  if (state.step === 'layout') {
    body = (
      <form
        method="get"
        action={path}
        onSubmit={onSubmit}
        className={guideFormClass}
        data-guide-form="retail"
        key={retailQueryOf(state).toString()}
      >
        <input type="hidden" name={RETAIL_PARAMETERS.step} value="layout" />
        <p>{texts.intro}</p>
        <fieldset aria-describedby={state.noZone ? 'retail-zone-error' : undefined} aria-invalid={state.noZone || undefined}>
          <legend className={legendClass}>{texts.zonesQuestion}</legend>
          <div className={choiceListClass}>
            {STORE_ZONES.map((zone) => (
              <label key={zone} className={choiceClass}>
                <input
                  id={`retail-zone-${zone}`}
                  type="checkbox"
                  name={RETAIL_PARAMETERS.zone}
                  value={zone}
                  defaultChecked={state.zones.includes(zone)}
                />
                <span>
                  <span className={css({ display: 'block', fontWeight: 'semibold' })}>{texts.zones[zone]}</span>
                  <span className={css({ display: 'block', fontSize: 'sm', color: 'gray.700' })}>{texts.zoneHints[zone]}</span>
                </span>
              </label>
            ))}
          </div>
          {state.noZone ? (
            <p id="retail-zone-error" role="alert" className={errorTextClass}>
              {texts.noZone}
            </p>
          ) : null}
        </fieldset>
        <div className={actionsClass}>
          <Button type="submit" name={RETAIL_PARAMETERS.go} value="next" trailingIcon="arrow-right">
            {texts.next}
          </Button>
        </div>
      </form>
    )
  } else if (state.step === 'products') {
    body = (
      <form method="get" action={path} onSubmit={onSubmit} className={guideFormClass} data-guide-form="retail">
        <input type="hidden" name={RETAIL_PARAMETERS.step} value="products" />
        {hiddenZones}
        {state.zones.map((zone) => {
          const rule = ZONE_RULES[zone]
          const proposed = proposeForZone(products, zone)
          return (
            <section key={zone} aria-labelledby={`retail-zone-title-${zone}`} data-retail-zone={zone}>
              <h3 id={`retail-zone-title-${zone}`} className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '2' })}>
                {texts.zones[zone]}
              </h3>
              <p className={css({ color: 'gray.700', mb: '3' })}>{texts.zoneHints[zone]}</p>
              <ZoneAdvice rule={rule} iso={iso} texts={texts.advice} />
              {proposed.length ? (
                <ul className={cardListClass}>
                  {proposed.map((product) => (
                    <ProposedProductCard key={product.ctn} product={product} iso={iso} texts={texts} />
                  ))}
                </ul>
              ) : (
                <p>
                  {texts.noProducts}{' '}
                  <a className={linkClass} href={contactPath}>
                    {contactLabel}
                  </a>
                </p>
              )}
              {rule.display === 'led-wall' ? (
                <p className={css({ mt: '3' })}>
                  <a className={linkClass} href={ledWallPlanHref(ledConfiguratorPath, rule, proposed[0])} data-retail-plan-wall="">
                    {texts.planWall}
                  </a>
                </p>
              ) : null}
            </section>
          )
        })}
        <div className={actionsClass}>
          {previous}
          <Button type="submit" name={RETAIL_PARAMETERS.go} value="next" trailingIcon="arrow-right">
            {texts.next}
          </Button>
        </div>
      </form>
    )
  } else {
    body = (
      <form method="get" action={path} onSubmit={onSubmit} className={guideFormClass} data-guide-form="retail">
        <input type="hidden" name={RETAIL_PARAMETERS.step} value="quote" />
        {hiddenZones}
        <p>{texts.proposalIntro}</p>
        <ul className={css({ listStyle: 'disc', pl: '6' })} data-retail-proposal="">
          {state.zones.map((zone) => (
            <li key={zone}>{proposalLine(texts, zone, proposeForZone(products, zone))}</li>
          ))}
        </ul>
        <div className={actionsClass}>
          {previous}
          <ButtonLink href={brochurePath} kind="naked" trailingIcon="download">
            {texts.brochureLink}
          </ButtonLink>
        </div>
      </form>
    )
  }

  return (
    <GuideChrome texts={texts} titles={titles} current={current} heading={heading} announcement={state.noZone ? texts.noZone : undefined}>
      {body}
    </GuideChrome>
  )
}
