/**
 * The guides' words in the visitor's language, handed to the islands as props (no i18n runtime
 * in the browser). Templates keep their `{placeholders}` for the island to fill.
 */
import type { I18n } from '@lingui/core'
import type { CorporateConfiguratorTexts } from './CorporateConfigurator.tsx'
import type { StepChromeTexts } from './GuideChrome.tsx'
import type { ProductChooserTexts } from './ProductChooser.tsx'
import type { RetailConfiguratorTexts } from './RetailConfigurator.tsx'

/** Keeps `{name}` in a translated message for the browser to fill. */
const keep = (...names: string[]) => Object.fromEntries(names.map((name) => [name, `{${name}}`]))

function chromeTexts(i18n: I18n): StepChromeTexts {
  return {
    stepOf: i18n._({ id: 'guides.step_of', message: 'Step {step} of {total}: {title}', values: keep('step', 'total', 'title') }),
    progress: i18n._({ id: 'guides.progress', message: 'Progress' }),
  }
}

function specLabels(i18n: I18n) {
  return {
    screenSize: i18n._({ id: 'products.spec.screen_size', message: 'Screen size' }),
    brightness: i18n._({ id: 'products.spec.brightness', message: 'Brightness' }),
  }
}

export function guidePageTexts(i18n: I18n) {
  return {
    chooserTitle: i18n._({ id: 'guides.chooser.title', message: 'Product chooser' }),
    chooserIntro: i18n._({
      id: 'guides.chooser.intro',
      message: 'Answer a few questions and we show the displays that fit. Pick up to four to compare them side by side.',
    }),
    corporateTitle: i18n._({ id: 'guides.corporate.title', message: 'Corporate solution configurator' }),
    corporateIntro: i18n._({
      id: 'guides.corporate.intro',
      message: 'Describe the rooms of your organisation and get a display solution for each of them.',
    }),
    retailTitle: i18n._({ id: 'guides.retail.title', message: 'Retail configurator' }),
    retailIntro: i18n._({ id: 'guides.retail.intro', message: 'Lay out your store by zones and see which displays suit each one.' }),
    retailQuoteTitle: i18n._({ id: 'guides.retail.quote_title', message: 'Request a quote for your store' }),
    retailQuoteBody: i18n._({
      id: 'guides.retail.quote_body',
      message: 'Please send me a quote for the displays of my store. {proposal}. My configuration: {link}',
      values: { proposal: '{proposal}', link: '{link}' },
    }),
    catalogueFailed: i18n._({
      id: 'guides.catalogue_failed',
      message: 'Something went wrong while trying to load the products. Please try again later.',
    }),
    quoteTitle: i18n._({ id: 'guides.corporate.quote_title', message: 'Request a quote for this configuration' }),
    shareTitle: i18n._({ id: 'guides.corporate.share_title', message: 'Share by email' }),
  }
}

export function productChooserTexts(i18n: I18n): ProductChooserTexts {
  return {
    ...chromeTexts(i18n),
    ...specLabels(i18n),
    stepTitles: {
      use: i18n._({ id: 'guides.chooser.step.use', message: 'Use' }),
      size: i18n._({ id: 'guides.chooser.step.size', message: 'Size' }),
      brightness: i18n._({ id: 'guides.chooser.step.brightness', message: 'Brightness' }),
      orientation: i18n._({ id: 'guides.chooser.step.orientation', message: 'Orientation' }),
      connectivity: i18n._({ id: 'guides.chooser.step.connectivity', message: 'Connectivity' }),
      results: i18n._({ id: 'guides.chooser.step.results', message: 'Results' }),
    },
    questions: {
      use: i18n._({ id: 'guides.chooser.question.use', message: 'Where will the display be used?' }),
      size: i18n._({ id: 'guides.chooser.question.size', message: 'Which screen size do you need?' }),
      brightness: i18n._({ id: 'guides.chooser.question.brightness', message: 'How bright must the screen be at least?' }),
      orientation: i18n._({ id: 'guides.chooser.question.orientation', message: 'How will the display hang?' }),
      connectivity: i18n._({ id: 'guides.chooser.question.connectivity', message: 'Which connections do you need?' }),
    },
    noPreference: i18n._({ id: 'guides.chooser.no_preference', message: 'No preference' }),
    connectivityHint: i18n._({ id: 'guides.chooser.connectivity_hint', message: 'Choose all that apply, or none if it does not matter.' }),
    next: i18n._({ id: 'guides.next', message: 'Next' }),
    previous: i18n._({ id: 'guides.previous', message: 'Previous' }),
    showResults: i18n._({ id: 'guides.chooser.show_results', message: 'Show results' }),
    changeAnswers: i18n._({ id: 'guides.chooser.change_answers', message: 'Change answers' }),
    matchCount: i18n._({ id: 'guides.chooser.match_count', message: 'Matching products: {count}', values: keep('count') }),
    noMatch: i18n._({ id: 'guides.chooser.no_match', message: 'No product matches all your answers. Leave out one answer to see more:' }),
    relax: i18n._({ id: 'guides.chooser.relax', message: 'Leave out “{question}” ({count} matching)', values: keep('question', 'count') }),
    selectLabel: i18n._({ id: 'guides.chooser.select', message: 'Select for comparison' }),
    selectedCount: i18n._({
      id: 'guides.chooser.selected_count',
      message: 'Selected for comparison: {count} of {max}',
      values: keep('count', 'max'),
    }),
    atLimit: i18n._({
      id: 'guides.chooser.at_limit',
      message: 'You have selected the maximum of {max} products. Remove one to select another.',
      values: keep('max'),
    }),
    refused: i18n._({
      id: 'guides.chooser.refused',
      message: 'You can compare at most {max} products. Remove one before selecting another.',
      values: keep('max'),
    }),
    overLimit: i18n._({
      id: 'guides.chooser.over_limit',
      message: 'At most {max} products can be selected; only the first {max} were kept.',
      values: keep('max'),
    }),
    compare: i18n._({ id: 'guides.chooser.compare', message: 'Compare selected products' }),
    updateSelection: i18n._({ id: 'guides.chooser.update_selection', message: 'Update selection' }),
    ledTitle: i18n._({ id: 'guides.chooser.led_title', message: 'An LED video wall?' }),
    ledText: i18n._({
      id: 'guides.chooser.led_text',
      message:
        '{count} LED models meet your other answers. An LED wall is chosen by the size of the wall and how far away people watch it, not by a screen diagonal: plan yours in the LED configurator.',
      values: keep('count'),
    }),
    ledLink: i18n._({ id: 'guides.chooser.led_link', message: 'Plan an LED wall with these answers' }),
  }
}

export function corporateConfiguratorTexts(i18n: I18n): CorporateConfiguratorTexts {
  return {
    ...chromeTexts(i18n),
    ...specLabels(i18n),
    stepTitles: {
      start: i18n._({ id: 'guides.corporate.step.start', message: 'Start' }),
      location: i18n._({ id: 'guides.corporate.step.locations', message: 'Locations' }),
      solutions: i18n._({ id: 'guides.corporate.step.solutions', message: 'Solutions' }),
      quote: i18n._({ id: 'guides.corporate.step.quote', message: 'Request quote' }),
    },
    intro: i18n._({
      id: 'guides.corporate.start_text',
      message:
        'For each location (a meeting room, the reception, the canteen…) tell us the room type, its size, the audience and the use. We propose displays from our range for every location; then request a quote or share the result by email.',
    }),
    answerTime: i18n._({
      id: 'guides.corporate.answer_time',
      message: 'Answers usually come within {hours} hours.',
      values: keep('hours'),
    }),
    start: i18n._({ id: 'guides.corporate.start', message: 'Start' }),
    locationOf: i18n._({ id: 'guides.corporate.location_of', message: 'Location {number} of {count}', values: keep('number', 'count') }),
    questions: {
      roomType: i18n._({ id: 'guides.corporate.question.room_type', message: 'Room type' }),
      size: i18n._({ id: 'guides.corporate.question.size', message: 'Room size' }),
      audience: i18n._({ id: 'guides.corporate.question.audience', message: 'Audience' }),
      use: i18n._({ id: 'guides.corporate.question.use', message: 'Use' }),
    },
    options: {
      roomType: {
        'meeting-room': i18n._({ id: 'guides.corporate.room.meeting_room', message: 'Meeting room' }),
        boardroom: i18n._({ id: 'guides.corporate.room.boardroom', message: 'Boardroom' }),
        'huddle-space': i18n._({ id: 'guides.corporate.room.huddle_space', message: 'Huddle space' }),
        'training-room': i18n._({ id: 'guides.corporate.room.training_room', message: 'Training room' }),
        reception: i18n._({ id: 'guides.corporate.room.reception', message: 'Reception and lobby' }),
        'open-office': i18n._({ id: 'guides.corporate.room.open_office', message: 'Open-plan office' }),
        canteen: i18n._({ id: 'guides.corporate.room.canteen', message: 'Canteen' }),
        auditorium: i18n._({ id: 'guides.corporate.room.auditorium', message: 'Auditorium' }),
      },
      size: {
        small: i18n._({ id: 'guides.corporate.size.small', message: 'Small (under 15 m²)' }),
        medium: i18n._({ id: 'guides.corporate.size.medium', message: 'Medium (15 to 40 m²)' }),
        large: i18n._({ id: 'guides.corporate.size.large', message: 'Large (40 to 100 m²)' }),
        hall: i18n._({ id: 'guides.corporate.size.hall', message: 'Hall (over 100 m²)' }),
      },
      audience: {
        'up-to-6': i18n._({ id: 'guides.corporate.audience.up_to_6', message: 'Up to 6 people' }),
        '7-20': i18n._({ id: 'guides.corporate.audience.7_20', message: '7 to 20 people' }),
        '21-60': i18n._({ id: 'guides.corporate.audience.21_60', message: '21 to 60 people' }),
        'over-60': i18n._({ id: 'guides.corporate.audience.over_60', message: 'More than 60 people' }),
      },
      use: {
        presentation: i18n._({ id: 'guides.corporate.use.presentation', message: 'Presentations' }),
        'video-conferencing': i18n._({ id: 'guides.corporate.use.video_conferencing', message: 'Video conferencing' }),
        collaboration: i18n._({ id: 'guides.corporate.use.collaboration', message: 'Collaboration (touch)' }),
        information: i18n._({ id: 'guides.corporate.use.information', message: 'Information and news' }),
        welcome: i18n._({ id: 'guides.corporate.use.welcome', message: 'Welcoming visitors' }),
      },
    },
    required: {
      roomType: i18n._({ id: 'guides.corporate.required.room_type', message: 'Choose the room type.' }),
      size: i18n._({ id: 'guides.corporate.required.size', message: 'Choose the room size.' }),
      audience: i18n._({ id: 'guides.corporate.required.audience', message: 'Choose the audience.' }),
      use: i18n._({ id: 'guides.corporate.required.use', message: 'Choose the use.' }),
    },
    errorSummary: i18n._({
      id: 'forms.wizard_step_invalid',
      message: 'Please check the form data. Some fields were not (correctly) filled.',
    }),
    previousLocation: i18n._({ id: 'guides.corporate.previous_location', message: 'Previous location' }),
    backToStart: i18n._({ id: 'guides.corporate.back_to_start', message: 'Back to start' }),
    nextLocation: i18n._({ id: 'guides.corporate.next_location', message: 'Next location' }),
    removeLocation: i18n._({ id: 'guides.corporate.remove_location', message: 'Remove this location' }),
    seeSolutions: i18n._({ id: 'guides.corporate.see_solutions', message: 'See solutions' }),
    full: i18n._({ id: 'guides.corporate.full', message: 'You can configure up to {max} locations.', values: keep('max') }),
    locationTitle: i18n._({ id: 'guides.corporate.location_title', message: 'Location {number}: {room}', values: keep('number', 'room') }),
    changeLocation: i18n._({ id: 'guides.corporate.change_location', message: 'Change this location' }),
    ledWall: i18n._({
      id: 'guides.corporate.led_wall',
      message: 'For this room and audience we propose an LED video wall, built from these cabinets.',
    }),
    noSolutionTitle: i18n._({ id: 'guides.corporate.no_solution', message: 'No solution for this location' }),
    noSolutionRoomTooSmall: i18n._({
      id: 'guides.corporate.no_solution.room_too_small',
      message:
        'A screen everyone in this audience can read does not fit a room of this size. Our specialists can advise you on alternatives.',
    }),
    noSolutionNoMatch: i18n._({
      id: 'guides.corporate.no_solution.no_match',
      message: 'None of our standard displays fits this combination. Contact us and we will look for a solution with you.',
    }),
    contactUs: i18n._({ id: 'guides.contact_us', message: 'Contact us' }),
    requestQuote: i18n._({ id: 'guides.corporate.request_quote', message: 'Request a quote' }),
  }
}

export function retailConfiguratorTexts(i18n: I18n): RetailConfiguratorTexts {
  return {
    ...chromeTexts(i18n),
    ...specLabels(i18n),
    stepTitles: {
      layout: i18n._({ id: 'guides.retail.step.layout', message: 'Store layout' }),
      products: i18n._({ id: 'guides.retail.step.products', message: 'Advice per zone' }),
      quote: i18n._({ id: 'guides.retail.step.quote', message: 'Your proposal' }),
    },
    intro: i18n._({
      id: 'guides.retail.layout_text',
      message: 'Which zones does your store have? Choose every zone where you want displays.',
    }),
    zonesQuestion: i18n._({ id: 'guides.retail.zones_question', message: 'Zones of your store' }),
    zones: {
      window: i18n._({ id: 'guides.retail.zone.window', message: 'Shop window' }),
      wall: i18n._({ id: 'guides.retail.zone.wall', message: 'Feature wall' }),
      checkout: i18n._({ id: 'guides.retail.zone.checkout', message: 'Checkout' }),
      shelf: i18n._({ id: 'guides.retail.zone.shelf', message: 'Shelves' }),
      kiosk: i18n._({ id: 'guides.retail.zone.kiosk', message: 'Self-service point' }),
    },
    zoneHints: {
      window: i18n._({ id: 'guides.retail.hint.window', message: 'Readable in full sunlight through the glass.' }),
      wall: i18n._({ id: 'guides.retail.hint.wall', message: 'A large, seamless LED wall that draws people in.' }),
      checkout: i18n._({ id: 'guides.retail.hint.checkout', message: 'Compact screens for offers and queue information beside the till.' }),
      shelf: i18n._({ id: 'guides.retail.hint.shelf', message: 'Small screens at the shelf edge, next to the products.' }),
      kiosk: i18n._({
        id: 'guides.retail.hint.kiosk',
        message: 'A touch screen where shoppers look up products, sizes and stock themselves.',
      }),
    },
    noZone: i18n._({ id: 'guides.retail.no_zone', message: 'Choose at least one zone.' }),
    next: i18n._({ id: 'guides.next', message: 'Next' }),
    previous: i18n._({ id: 'guides.previous', message: 'Previous' }),
    noProducts: i18n._({ id: 'guides.retail.no_products', message: 'No standard product fits this zone.' }),
    advice: {
      size: i18n._({ id: 'guides.retail.advice.size', message: 'Size' }),
      brightness: i18n._({ id: 'guides.retail.advice.brightness', message: 'Brightness' }),
      orientation: i18n._({ id: 'guides.retail.advice.orientation', message: 'Orientation' }),
      touch: i18n._({ id: 'guides.retail.advice.touch', message: 'Touch' }),
      mounting: i18n._({ id: 'guides.retail.advice.mounting', message: 'Mounting' }),
      inches: i18n._({ id: 'guides.retail.advice.inches', message: '{min} to {max} inches', values: { min: '{min}', max: '{max}' } }),
      atLeast: i18n._({ id: 'guides.retail.advice.at_least', message: 'at least {min} cd/m²', values: { min: '{min}' } }),
      nitsRange: i18n._({ id: 'guides.retail.advice.nits_range', message: '{min} to {max} cd/m²', values: { min: '{min}', max: '{max}' } }),
      ledWall: i18n._({
        id: 'guides.retail.advice.led_wall',
        message: 'An LED wall for shoppers {distance} m away: pixel pitch up to {pitch} mm',
        values: { distance: '{distance}', pitch: '{pitch}' },
      }),
      orientations: {
        portrait: i18n._({ id: 'guides.retail.advice.portrait', message: 'Portrait, like a poster' }),
        landscape: i18n._({ id: 'guides.retail.advice.landscape', message: 'Landscape' }),
      },
      touches: {
        required: i18n._({ id: 'guides.retail.advice.touch_required', message: 'Touch screen needed' }),
        none: i18n._({ id: 'guides.retail.advice.touch_none', message: 'No touch' }),
        either: i18n._({ id: 'guides.retail.advice.touch_either', message: 'Touch is welcome, not needed' }),
      },
      mountings: {
        'window-hanging': i18n._({
          id: 'guides.retail.advice.mount_window',
          message: 'Hung from the ceiling or on a floor stand, facing the street',
        }),
        'wall-frame': i18n._({ id: 'guides.retail.advice.mount_wall', message: 'On a mounting frame on the wall' }),
        'ceiling-or-counter': i18n._({
          id: 'guides.retail.advice.mount_checkout',
          message: 'Above the till from the ceiling, or on the counter',
        }),
        'shelf-edge': i18n._({ id: 'guides.retail.advice.mount_shelf', message: 'On the shelf edge or an aisle stand' }),
        'floor-stand': i18n._({ id: 'guides.retail.advice.mount_kiosk', message: 'In a kiosk on a floor stand' }),
      },
    },
    planWall: i18n._({ id: 'guides.retail.plan_wall', message: 'Plan this wall in the LED configurator' }),
    proposalIntro: i18n._({
      id: 'guides.retail.proposal_text',
      message: 'The displays proposed for your store, zone by zone. Request a quote for them below; the retail brochure tells you more.',
    }),
    proposalZone: i18n._({
      id: 'guides.retail.proposal_zone',
      message: '{zone}: we propose {products}',
      values: { zone: '{zone}', products: '{products}' },
    }),
    brochureLink: i18n._({ id: 'guides.retail.brochure_link', message: 'Download the retail brochure' }),
  }
}
