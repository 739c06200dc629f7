/**
 * The retail configurator island: lay out the store by zones, see products proposed per zone,
 * end with the retail brochure download. Server-rendered from the query string
 * (ui/guides/retail-layout.ts); every step is a GET form, so it works without JavaScript.
 */
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button, ButtonLink } from '../components/Button.tsx'
import type { GuideProduct } from './guide-products.ts'
import {
  RETAIL_PARAMETERS,
  RETAIL_STEPS,
  STORE_ZONES,
  type StoreZone,
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
import { useQueryState, useStepFocus } from './use-query-state.ts'

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
  brochureIntro: string
  brochureLink: string
  screenSize: string
  brightness: string
}

export interface RetailConfiguratorProps {
  path: string
  brochurePath: string
  contactPath: string
  contactLabel: string
  query: string
  iso: string
  products: GuideProduct[]
  texts: RetailConfiguratorTexts
}

export function RetailConfigurator({
  path,
  brochurePath,
  contactPath,
  contactLabel,
  query,
  iso,
  products,
  texts,
}: RetailConfiguratorProps) {
  const { state, onSubmit, changed } = useQueryState(query, retailStateOf, retailQueryOf)
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
          const proposed = proposeForZone(products, zone)
          return (
            <section key={zone} aria-labelledby={`retail-zone-title-${zone}`} data-retail-zone={zone}>
              <h3 id={`retail-zone-title-${zone}`} className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '2' })}>
                {texts.zones[zone]}
              </h3>
              <p className={css({ color: 'gray.700', mb: '3' })}>{texts.zoneHints[zone]}</p>
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
        <input type="hidden" name={RETAIL_PARAMETERS.step} value="brochure" />
        {hiddenZones}
        <p>{texts.brochureIntro}</p>
        <ul className={css({ listStyle: 'disc', pl: '6' })}>
          {state.zones.map((zone) => (
            <li key={zone}>
              {texts.zones[zone]}:{' '}
              {proposeForZone(products, zone)
                .map((product) => product.name)
                .join(', ') || '–'}
            </li>
          ))}
        </ul>
        <div className={actionsClass}>
          {previous}
          <ButtonLink href={brochurePath} trailingIcon="download">
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
