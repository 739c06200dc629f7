/**
 * The corporate solution configurator island (simulator): start, locations (previous and next
 * location), solutions, then the quote request and share by email that the page renders below.
 * Server-rendered from the query string (ui/guides/corporate-configurator.ts); every step is a
 * GET form, so it works without JavaScript.
 */
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button, ButtonLink } from '../components/Button.tsx'
import {
  ANSWER_WITHIN_HOURS,
  AUDIENCES,
  CORPORATE_PARAMETERS,
  CORPORATE_STEPS,
  type CorporateLocation,
  type CorporateState,
  LOCATION_FIELDS,
  type LocationField,
  MAX_LOCATIONS,
  ROOM_SIZES,
  ROOM_TYPES,
  ROOM_USES,
  corporateQueryOf,
  corporateStateOf,
  encodeLocation,
  proposeDisplays,
} from './corporate-configurator.ts'
import type { GuideProduct } from './guide-products.ts'
import { ShareByEmail, type ShareByEmailProps } from './ShareByEmail.tsx'
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
  warningClass,
  ProposedProductCard,
} from './GuideChrome.tsx'
import { fill, useQueryState, useStepFocus } from './use-query-state.ts'

const OPTIONS: Record<LocationField, readonly string[]> = { roomType: ROOM_TYPES, size: ROOM_SIZES, audience: AUDIENCES, use: ROOM_USES }

export interface CorporateConfiguratorTexts extends StepChromeTexts {
  stepTitles: Record<(typeof CORPORATE_STEPS)[number], string>
  intro: string
  /** 'Answers usually come within {hours} hours.' */
  answerTime: string
  start: string
  /** 'Location {number} of {count}' */
  locationOf: string
  questions: Record<LocationField, string>
  options: Record<LocationField, Record<string, string>>
  required: Record<LocationField, string>
  errorSummary: string
  previousLocation: string
  backToStart: string
  nextLocation: string
  removeLocation: string
  seeSolutions: string
  /** 'You can configure up to {max} locations.' */
  full: string
  /** 'Location {number}: {room}' */
  locationTitle: string
  changeLocation: string
  ledWall: string
  noSolutionTitle: string
  noSolutionRoomTooSmall: string
  noSolutionNoMatch: string
  contactUs: string
  requestQuote: string
  screenSize: string
  brightness: string
}

export interface CorporateConfiguratorProps {
  path: string
  contactPath: string
  query: string
  iso: string
  products: GuideProduct[]
  texts: CorporateConfiguratorTexts
  /** The share-by-email form (solutions and quote steps); its configuration is the one shown. */
  share: Omit<ShareByEmailProps, 'configuration'>
}

function LocationsHidden({ state, skipAt }: { state: CorporateState; skipAt?: boolean }) {
  return (
    <>
      {state.locations.map((location, index) => (
        <input
          key={index}
          type="hidden"
          name={CORPORATE_PARAMETERS.location}
          value={skipAt && index === state.at ? encodeLocation({}) : encodeLocation(location)}
        />
      ))}
    </>
  )
}

function summaryOf(location: CorporateLocation, texts: CorporateConfiguratorTexts): string {
  return (['size', 'audience', 'use'] as const).map((field) => texts.options[field][location[field] ?? ''] ?? '').join(' · ')
}

export function CorporateConfigurator({ path, contactPath, query, iso, products, texts, share }: CorporateConfiguratorProps) {
  const { state, show, onSubmit, changed } = useQueryState(query, corporateStateOf, corporateQueryOf, (next) => next.step === 'quote')
  const heading = useStepFocus(`${state.step}-${state.at}`, changed)
  const current = CORPORATE_STEPS.indexOf(state.step)
  const titles = CORPORATE_STEPS.map((step) => texts.stepTitles[step])
  const answerTime = fill(texts.answerTime, { hours: ANSWER_WITHIN_HOURS })
  const missing = LOCATION_FIELDS.filter((field) => state.errors[field])
  const announcement = missing.length
    ? [texts.errorSummary, ...missing.map((field) => texts.required[field])].join(' ')
    : state.full
      ? fill(texts.full, { max: MAX_LOCATIONS })
      : undefined
  const go = (value: string, label: string, kind?: 'naked', icon?: { leading?: 'arrow-left'; trailing?: 'arrow-right' }) => (
    <Button
      type="submit"
      kind={kind}
      name={CORPORATE_PARAMETERS.go}
      value={value}
      leadingIcon={icon?.leading}
      trailingIcon={icon?.trailing}
    >
      {label}
    </Button>
  )

  let body: ReactNode
  if (state.step === 'start') {
    body = (
      <form method="get" action={path} onSubmit={onSubmit} className={guideFormClass} data-guide-form="corporate">
        <input type="hidden" name={CORPORATE_PARAMETERS.step} value="start" />
        <LocationsHidden state={state} />
        <p>{texts.intro}</p>
        <p className={css({ fontWeight: 'semibold' })} data-answer-time="">
          {answerTime}
        </p>
        <div className={actionsClass}>{go('start', texts.start, undefined, { trailing: 'arrow-right' })}</div>
      </form>
    )
  } else if (state.step === 'location') {
    const location = state.locations[state.at] ?? {}
    body = (
      <form
        method="get"
        action={path}
        onSubmit={onSubmit}
        className={guideFormClass}
        data-guide-form="corporate"
        key={`${state.at}-${encodeLocation(location)}`}
      >
        <input type="hidden" name={CORPORATE_PARAMETERS.step} value="location" />
        <input type="hidden" name={CORPORATE_PARAMETERS.at} value={state.at} />
        <LocationsHidden state={state} skipAt />
        <p className={css({ fontSize: 'lg', fontWeight: 'semibold' })} data-location-of="">
          {fill(texts.locationOf, { number: state.at + 1, count: state.locations.length })}
        </p>
        {missing.length || state.full ? (
          <div role="alert" className={warningClass} data-guide-errors="">
            {missing.length ? (
              <>
                <p className={css({ fontWeight: 'semibold' })}>{texts.errorSummary}</p>
                <ul className={css({ listStyle: 'disc', pl: '6' })}>
                  {missing.map((field) => (
                    <li key={field}>
                      <a className={linkClass} href={`#corporate-${field}-${OPTIONS[field][0]}`}>
                        {texts.required[field]}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p>{fill(texts.full, { max: MAX_LOCATIONS })}</p>
            )}
          </div>
        ) : null}
        {LOCATION_FIELDS.map((field) => {
          const errorId = `corporate-${field}-error`
          return (
            <fieldset
              key={field}
              aria-describedby={state.errors[field] ? errorId : undefined}
              aria-invalid={state.errors[field] ? true : undefined}
            >
              <legend className={legendClass}>{texts.questions[field]}</legend>
              <div className={choiceListClass}>
                {OPTIONS[field].map((value) => (
                  <label key={value} className={choiceClass}>
                    <input
                      id={`corporate-${field}-${value}`}
                      type="radio"
                      name={CORPORATE_PARAMETERS[field]}
                      value={value}
                      defaultChecked={location[field] === value}
                    />
                    <span>{texts.options[field][value]}</span>
                  </label>
                ))}
              </div>
              {state.errors[field] ? (
                <p id={errorId} className={errorTextClass}>
                  {texts.required[field]}
                </p>
              ) : null}
            </fieldset>
          )
        })}
        <div className={actionsClass}>
          {go('previous', state.at === 0 ? texts.backToStart : texts.previousLocation, 'naked', { leading: 'arrow-left' })}
          {go('next', texts.nextLocation)}
          {state.locations.length > 1 ? go('remove', texts.removeLocation, 'naked') : null}
          {go('solutions', texts.seeSolutions, undefined, { trailing: 'arrow-right' })}
        </div>
      </form>
    )
  } else {
    body = (
      <form method="get" action={path} onSubmit={onSubmit} className={guideFormClass} data-guide-form="corporate">
        <input type="hidden" name={CORPORATE_PARAMETERS.step} value="solutions" />
        <LocationsHidden state={state} />
        {state.locations.map((location, index) => {
          const proposal = proposeDisplays(products, location)
          const edit = corporateQueryOf({ ...state, step: 'location', at: index })
          return (
            <section
              key={index}
              aria-labelledby={`corporate-location-${index}`}
              className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
              data-location-proposal={proposal.kind}
            >
              <h3 id={`corporate-location-${index}`} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
                {fill(texts.locationTitle, { number: index + 1, room: texts.options.roomType[location.roomType ?? ''] ?? '' })}
              </h3>
              <p className={css({ color: 'gray.700' })}>{summaryOf(location, texts)}</p>
              {proposal.kind === 'displays' ? (
                <>
                  {proposal.ledWall ? <p>{texts.ledWall}</p> : null}
                  <ul className={cardListClass}>
                    {proposal.products.map((product) => (
                      <ProposedProductCard key={product.ctn} product={product} iso={iso} texts={texts} />
                    ))}
                  </ul>
                </>
              ) : (
                <div className={warningClass} data-no-solution="">
                  <p className={css({ fontWeight: 'semibold' })}>{texts.noSolutionTitle}</p>
                  <p>{proposal.reason === 'room-too-small' ? texts.noSolutionRoomTooSmall : texts.noSolutionNoMatch}</p>
                  <p className={css({ mt: '2' })}>
                    <a className={linkClass} href={contactPath}>
                      {texts.contactUs}
                    </a>
                  </p>
                </div>
              )}
              <p>
                <a
                  className={linkClass}
                  href={`${path}?${edit}`}
                  onClick={(event) => {
                    event.preventDefault()
                    show(corporateStateOf(edit))
                  }}
                >
                  {texts.changeLocation}
                  <span className={css({ srOnly: true })}> {index + 1}</span>
                </a>
              </p>
            </section>
          )
        })}
        <p className={css({ fontWeight: 'semibold' })}>{answerTime}</p>
        <div className={actionsClass}>
          {state.step === 'solutions' ? go('quote', texts.requestQuote, undefined, { trailing: 'arrow-right' }) : null}
        </div>
      </form>
    )
  }

  return (
    <GuideChrome texts={texts} titles={titles} current={current} heading={heading} announcement={announcement}>
      {body}
      {state.step === 'solutions' || state.step === 'quote' ? (
        <ShareByEmail {...share} configuration={corporateQueryOf({ ...state, step: 'solutions' }).toString()} />
      ) : null}
      {state.step === 'quote' ? null : (
        <p className={css({ fontSize: 'sm', color: 'gray.700' })}>
          <ButtonLink href={contactPath} kind="naked" size="sm">
            {texts.contactUs}
          </ButtonLink>
        </p>
      )}
    </GuideChrome>
  )
}
