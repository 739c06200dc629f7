/**
 * The guides' pure logic with hand-worked examples over a small made-up range: the product
 * chooser's matching, relaxations and selection limit; the corporate configurator's moves between
 * steps and its room → display rules; the retail configurator's zones.
 */
import { describe, expect, it } from 'vitest'
import {
  LED_WALL_FROM_INCHES,
  MAX_LOCATIONS,
  corporateQueryOf,
  corporateStateOf,
  decodeLocation,
  encodeLocation,
  proposeDisplays,
  screenRangeFor,
} from '../../ui/guides/corporate-configurator.ts'
import type { GuideProduct } from '../../ui/guides/guide-products.ts'
import {
  CHOOSER_MAX_SELECTED,
  chooseProducts,
  chooserQueryOf,
  chooserStateOf,
  ledHandOff,
  relaxations,
  sixteenByNineMm,
  toggleSelected,
} from '../../ui/guides/product-chooser.ts'
import {
  LED_MM_PITCH_PER_MM_DISTANCE,
  ZONE_RULES,
  proposeForZone,
  retailProposal,
  retailQueryOf,
  retailStateOf,
} from '../../ui/guides/retail-layout.ts'
import { shareableConfiguration } from '../../ui/guides/share-link-rules.ts'

function product(ctn: string, fields: Partial<GuideProduct>): GuideProduct {
  return {
    ctn,
    slug: ctn.toLowerCase(),
    name: ctn,
    href: `/p/${ctn}`,
    categoryId: 'signage-displays',
    lineId: 'line',
    screenSizeInch: 55,
    brightnessNits: 500,
    led: false,
    screenSize: ['50-59'],
    brightness: ['500-999'],
    displayType: ['lcd'],
    solutions: ['corporate'],
    features: [],
    usage: ['18-7'],
    orientation: ['landscape'],
    connections: ['hdmi'],
    ...fields,
  }
}

/** A made-up range: sizes, brightness and connections chosen so each rule has a clear answer. */
const RANGE: GuideProduct[] = [
  product('SIGN43', {
    screenSizeInch: 43,
    screenSize: ['43-49'],
    brightnessNits: 450,
    brightness: ['0-499'],
    solutions: ['retail', 'corporate'],
    orientation: ['landscape', 'portrait'],
    connections: ['hdmi', 'lan'],
  }),
  product('SIGN55', {
    screenSizeInch: 55,
    solutions: ['retail', 'corporate'],
    usage: ['24-7'],
    orientation: ['landscape', 'portrait'],
    connections: ['hdmi', 'lan', 'usb-c'],
  }),
  product('TOUCH65', {
    screenSizeInch: 65,
    screenSize: ['60-69'],
    features: ['touch'],
    usage: ['16-7'],
    connections: ['hdmi', 'usb-c'],
    solutions: ['corporate', 'education'],
  }),
  product('SIGN86', { screenSizeInch: 86, screenSize: ['80-plus'], brightnessNits: 700, usage: ['24-7'], connections: ['hdmi', 'lan'] }),
  product('BRIGHT55', {
    screenSizeInch: 55,
    brightnessNits: 3500,
    brightness: ['2500-plus'],
    solutions: ['retail'],
    usage: ['24-7'],
    connections: ['hdmi', 'displayport'],
  }),
  product('SHELF24', {
    screenSizeInch: 24,
    screenSize: ['up-to-31'],
    brightnessNits: 400,
    brightness: ['0-499'],
    solutions: ['retail'],
    features: ['touch'],
    connections: ['hdmi', 'usb-c'],
  }),
  product('LEDIN', {
    categoryId: 'led-video-walls',
    led: true,
    screenSizeInch: 0,
    screenSize: [],
    brightnessNits: 900,
    brightness: ['500-999'],
    solutions: ['retail', 'corporate'],
    usage: ['24-7'],
    orientation: [],
    connections: ['hdmi', 'lan'],
  }),
  product('LEDOUT', {
    categoryId: 'led-video-walls',
    led: true,
    screenSizeInch: 0,
    screenSize: [],
    brightnessNits: 6000,
    brightness: ['2500-plus'],
    solutions: ['retail'],
    features: ['ip65'],
    usage: ['24-7'],
    orientation: [],
    connections: ['hdmi'],
  }),
  product('HOTELTV', { categoryId: 'professional-tvs', screenSizeInch: 55, solutions: ['hospitality'], usage: ['16-7'] }),
]
const ctns = (products: GuideProduct[]) => products.map((each) => each.ctn)

describe('product chooser', () => {
  it('reads every answer from the query, drops unknown ones and starts at the first question', () => {
    const state = chooserStateOf(new URLSearchParams('use=retail&size=huge&brightness=500-999&connection=hdmi&connection=serial'))
    expect(state.step).toBe('use')
    expect(state.answers).toEqual({ use: 'retail', size: undefined, brightness: '500-999', orientation: undefined, connectivity: ['hdmi'] })
  })

  it('moves one step with next and previous, jumps to results, and never leaves the steps', () => {
    expect(chooserStateOf(new URLSearchParams('step=use&go=next')).step).toBe('size')
    expect(chooserStateOf(new URLSearchParams('step=size&go=previous')).step).toBe('use')
    expect(chooserStateOf(new URLSearchParams('step=use&go=previous')).step).toBe('use')
    expect(chooserStateOf(new URLSearchParams('step=connectivity&go=next')).step).toBe('results')
    expect(chooserStateOf(new URLSearchParams('step=results&go=next')).step).toBe('results')
    expect(chooserStateOf(new URLSearchParams('step=size&go=results')).step).toBe('results')
  })

  it('matches retail + landscape + LAN: SIGN43 and SIGN55 (both retail, landscape, LAN), smallest first', () => {
    const answers = chooserStateOf(new URLSearchParams('use=retail&orientation=landscape&connection=lan')).answers
    expect(ctns(chooseProducts(RANGE, answers))).toEqual(['SIGN43', 'SIGN55'])
  })

  it('treats brightness as a minimum: 1000-2499 keeps only the 3,500 cd/m² display (and hands the 6,000 cd/m² LED cabinet on)', () => {
    const answers = chooserStateOf(new URLSearchParams('brightness=1000-2499')).answers
    expect(ctns(chooseProducts(RANGE, answers))).toEqual(['BRIGHT55'])
    expect(ledHandOff(RANGE, answers, '/led')?.count).toBe(1)
  })

  it('needs every chosen connection: HDMI and USB-C leaves SHELF24, SIGN55 and TOUCH65', () => {
    const answers = chooserStateOf(new URLSearchParams('connection=hdmi&connection=usb-c')).answers
    expect(ctns(chooseProducts(RANGE, answers))).toEqual(['SHELF24', 'SIGN55', 'TOUCH65'])
  })

  it('when nothing matches, tells how many match without each answer', () => {
    // Portrait 80"+ in healthcare: nothing. Without use: nothing (SIGN86 is landscape only).
    // Without size: nothing (no healthcare products). Without orientation: nothing either.
    const none = chooserStateOf(new URLSearchParams('use=healthcare&size=80-plus&orientation=portrait')).answers
    expect(chooseProducts(RANGE, none)).toEqual([])
    expect(relaxations(RANGE, none)).toEqual([])
    // Retail + 80"+: nothing; without size: 4 retail displays (the LED cabinets are not displays); without use: SIGN86 only.
    const retailHuge = chooserStateOf(new URLSearchParams('use=retail&size=80-plus')).answers
    expect(chooseProducts(RANGE, retailHuge)).toEqual([])
    expect(relaxations(RANGE, retailHuge)).toEqual([
      { question: 'use', count: 1 },
      { question: 'size', count: 4 },
    ])
  })

  it('never offers LED cabinets as displays of a diagonal, and sends LED answers to the LED configurator', () => {
    // Retail, 43–49": SIGN43 only; LEDIN and LEDOUT are retail too but are walls, not 43" screens.
    const retail43 = chooserStateOf(new URLSearchParams('use=retail&size=43-49')).answers
    expect(ctns(chooseProducts(RANGE, retail43))).toEqual(['SIGN43'])
    // Both LED cabinets meet every answer but the size: the configurator opens at the size step with the
    // first of them and a 46" 16:9 wall: 46 × 25.4 = 1168.4 mm diagonal / √(16² + 9²) = 63.647 → 1018 × 573 mm
    expect(sixteenByNineMm(46)).toEqual({ widthMm: 1018, heightMm: 573 })
    expect(ledHandOff(RANGE, retail43, '/led-configurator')).toEqual({
      count: 2,
      href: '/led-configurator?step=size&model=ledin&w=1018&h=573',
    })
    // Brightness from 2,500 cd/m²: only the outdoor cabinet; no size answered, no size carried.
    const bright = chooserStateOf(new URLSearchParams('use=retail&brightness=2500-plus')).answers
    expect(ledHandOff(RANGE, bright, '/led-configurator')).toEqual({ count: 1, href: '/led-configurator?step=size&model=ledout' })
    // Hospitality: no LED cabinet, nothing to hand off.
    expect(ledHandOff(RANGE, chooserStateOf(new URLSearchParams('use=hospitality')).answers, '/led-configurator')).toBeUndefined()
  })

  it('keeps at most the named maximum of products, refuses one more and says so', () => {
    expect(CHOOSER_MAX_SELECTED).toBe(4)
    const asked = chooserStateOf(new URLSearchParams('step=results&ctn=A&ctn=B&ctn=A&ctn=C&ctn=D&ctn=E'))
    expect(asked.selected).toEqual(['A', 'B', 'C', 'D'])
    expect(asked.overLimit).toBe(true)
    expect(toggleSelected(['A', 'B', 'C', 'D'], 'E', true)).toEqual({ kind: 'refused', selected: ['A', 'B', 'C', 'D'] })
    expect(toggleSelected(['A', 'B', 'C', 'D'], 'B', false)).toEqual({ kind: 'removed', selected: ['A', 'C', 'D'] })
    expect(toggleSelected(['A', 'C', 'D'], 'E', true)).toEqual({ kind: 'added', selected: ['A', 'C', 'D', 'E'] })
  })

  it('writes a canonical query that reads back to the same state', () => {
    const state = chooserStateOf(new URLSearchParams('step=size&go=next&use=education&connection=usb-c&connection=hdmi&ctn=X'))
    const query = chooserQueryOf(state)
    expect(query.toString()).toBe('step=brightness&use=education&connection=hdmi&connection=usb-c&ctn=X')
    expect(chooserStateOf(query)).toEqual(state)
  })
})

describe('corporate configurator: moving between steps', () => {
  it('encodes a location as room.size.audience.use and drops unknown values when reading it back', () => {
    expect(encodeLocation({ roomType: 'boardroom', size: 'medium', audience: '7-20', use: 'presentation' })).toBe(
      'boardroom.medium.7-20.presentation',
    )
    expect(decodeLocation('boardroom.gigantic.7-20.')).toEqual({ roomType: 'boardroom', audience: '7-20' })
  })

  it('starts with one empty location', () => {
    const state = corporateStateOf(new URLSearchParams('step=start&go=start'))
    expect(state).toMatchObject({ step: 'location', at: 0, locations: [{}], errors: {} })
  })

  it('refuses the next location while answers are missing and names each missing one', () => {
    const state = corporateStateOf(new URLSearchParams('step=location&at=0&loc=...&room=boardroom&size=small&go=next'))
    expect(state.step).toBe('location')
    expect(state.at).toBe(0)
    expect(state.locations[0]).toEqual({ roomType: 'boardroom', size: 'small' })
    expect(state.errors).toEqual({ audience: 'required', use: 'required' })
  })

  it('adds a location after a complete one, goes back with previous location and back to start from the first', () => {
    const next = corporateStateOf(
      new URLSearchParams('step=location&at=0&loc=...&room=boardroom&size=small&audience=up-to-6&use=presentation&go=next'),
    )
    expect(next).toMatchObject({ step: 'location', at: 1, locations: [{ roomType: 'boardroom' }, {}] })
    const back = corporateStateOf(new URLSearchParams(`${corporateQueryOf(next)}&go=previous`))
    expect(back).toMatchObject({ step: 'location', at: 0 })
    expect(corporateStateOf(new URLSearchParams(`${corporateQueryOf(back)}&go=previous`)).step).toBe('start')
  })

  it('goes to the solutions with every location complete, dropping a trailing empty one', () => {
    const state = corporateStateOf(new URLSearchParams('step=location&at=1&loc=boardroom.small.up-to-6.presentation&loc=...&go=solutions'))
    expect(state.step).toBe('solutions')
    expect(state.locations).toHaveLength(1)
  })

  it('sends a solutions link with an incomplete location back to that location', () => {
    const state = corporateStateOf(new URLSearchParams('step=solutions&loc=boardroom.small.up-to-6.presentation&loc=canteen.large..'))
    expect(state).toMatchObject({ step: 'location', at: 1 })
  })

  it('removes the location being edited', () => {
    const state = corporateStateOf(
      new URLSearchParams('step=location&at=0&loc=boardroom.small.up-to-6.presentation&loc=canteen.large.21-60.information&go=remove'),
    )
    expect(state.locations).toEqual([{ roomType: 'canteen', size: 'large', audience: '21-60', use: 'information' }])
  })

  it(`stops at ${MAX_LOCATIONS} locations`, () => {
    const full = Array.from({ length: MAX_LOCATIONS }, () => 'loc=boardroom.small.up-to-6.presentation').join('&')
    const state = corporateStateOf(new URLSearchParams(`step=location&at=${MAX_LOCATIONS - 1}&${full}&go=next`))
    expect(state.full).toBe(true)
    expect(state.locations).toHaveLength(MAX_LOCATIONS)
  })

  it('makes a shareable configuration only of complete locations', () => {
    expect(shareableConfiguration('step=quote&loc=boardroom.small.up-to-6.presentation')).toBe(
      'step=solutions&loc=boardroom.small.up-to-6.presentation',
    )
    expect(shareableConfiguration('loc=boardroom.small..')).toBeUndefined()
  })
})

describe('corporate configurator: room → display rules', () => {
  it('sizes the screen by the room and the audience', () => {
    expect(screenRangeFor({ size: 'medium', audience: 'up-to-6' })).toEqual({ min: 55, max: 75, ledWall: false })
    expect(screenRangeFor({ size: 'large', audience: '21-60' })).toEqual({ min: 75, max: 98, ledWall: false })
    // A small room cannot hold a 75" screen for 21–60 people.
    expect(screenRangeFor({ size: 'small', audience: '21-60' })).toBeUndefined()
    expect(screenRangeFor({ size: 'hall', audience: '7-20' })).toEqual({ min: LED_WALL_FROM_INCHES, max: 98, ledWall: true })
  })

  it('medium meeting room for presentations: 55"–75" corporate landscape displays with HDMI, closest to 65" first', () => {
    const proposal = proposeDisplays(RANGE, { roomType: 'meeting-room', size: 'medium', audience: '7-20', use: 'presentation' })
    // SIGN55 (10" from 65) and TOUCH65 (0"); SIGN86 is too large, BRIGHT55 is retail only, HOTELTV is a TV.
    expect(proposal).toEqual({ kind: 'displays', ledWall: false, products: [RANGE[2], RANGE[1]] })
  })

  it('collaboration needs touch; video conferencing needs USB-C', () => {
    expect(proposeDisplays(RANGE, { roomType: 'training-room', size: 'medium', audience: 'up-to-6', use: 'collaboration' })).toMatchObject({
      products: [{ ctn: 'TOUCH65' }],
    })
    expect(
      proposeDisplays(RANGE, { roomType: 'huddle-space', size: 'small', audience: 'up-to-6', use: 'video-conferencing' }),
    ).toMatchObject({ products: [{ ctn: 'SIGN55' }] })
  })

  it('a hall gets an indoor LED wall, never the weatherproof one', () => {
    expect(proposeDisplays(RANGE, { roomType: 'auditorium', size: 'hall', audience: 'over-60', use: 'presentation' })).toEqual({
      kind: 'displays',
      ledWall: true,
      products: [RANGE[6]],
    })
  })

  it('says there is no solution when the room cannot hold the screen, or nothing fits', () => {
    expect(proposeDisplays(RANGE, { roomType: 'meeting-room', size: 'small', audience: '21-60', use: 'presentation' })).toEqual({
      kind: 'none',
      reason: 'room-too-small',
    })
    // Video conferencing in a hall: LED walls have no USB-C.
    expect(proposeDisplays(RANGE, { roomType: 'auditorium', size: 'hall', audience: 'over-60', use: 'video-conferencing' })).toEqual({
      kind: 'none',
      reason: 'no-match',
    })
  })
})

describe('retail configurator', () => {
  it('needs at least one zone to move on, and keeps the zones in the store order', () => {
    expect(retailStateOf(new URLSearchParams('step=layout&go=next'))).toEqual({ step: 'layout', zones: [], noZone: true })
    expect(retailStateOf(new URLSearchParams('step=layout&zone=kiosk&zone=shelf&zone=window&go=next'))).toEqual({
      step: 'products',
      zones: ['window', 'shelf', 'kiosk'],
      noZone: false,
    })
    expect(retailQueryOf({ step: 'quote', zones: ['window', 'shelf'] }).toString()).toBe('step=quote&zone=window&zone=shelf')
    // An old link to the brochure step opens the proposal.
    expect(retailStateOf(new URLSearchParams('step=brochure&zone=window')).step).toBe('quote')
  })

  /** Retail products made for the zone rules: each is in or out of a zone for one reason. */
  const STORE: GuideProduct[] = [
    product('WIN55A', {
      name: '55 window',
      screenSizeInch: 55,
      brightnessNits: 3500,
      solutions: ['retail'],
      orientation: ['landscape', 'portrait'],
    }),
    // Same name as WIN55A, dimmer: the window keeps one of them, the brighter.
    product('WIN55B', {
      name: '55 window',
      screenSizeInch: 55,
      brightnessNits: 2500,
      solutions: ['retail'],
      orientation: ['landscape', 'portrait'],
    }),
    product('WIN43', { screenSizeInch: 43, brightnessNits: 2500, solutions: ['retail'], orientation: ['portrait'] }),
    product('WINLAND', { screenSizeInch: 55, brightnessNits: 3500, solutions: ['retail'], orientation: ['landscape'] }),
    product('WINTOUCH', {
      screenSizeInch: 55,
      brightnessNits: 3000,
      solutions: ['retail'],
      orientation: ['portrait'],
      features: ['touch'],
    }),
    product('WIN75', { screenSizeInch: 75, brightnessNits: 3500, solutions: ['retail'], orientation: ['portrait'] }),
    product('TILL43', { screenSizeInch: 43, brightnessNits: 450, solutions: ['retail'] }),
    product('TILL32', { screenSizeInch: 32, brightnessNits: 400, solutions: ['retail'] }),
    product('BRIGHT43', { screenSizeInch: 43, brightnessNits: 1500, solutions: ['retail'], orientation: ['landscape', 'portrait'] }),
    product('SHELF24T', { screenSizeInch: 24, brightnessNits: 400, solutions: ['retail'], features: ['touch'] }),
    product('KIOSK43', { screenSizeInch: 43, brightnessNits: 450, solutions: ['retail'], orientation: ['portrait'], features: ['touch'] }),
    product('HOTEL32', { screenSizeInch: 32, brightnessNits: 400, solutions: ['hospitality'] }),
    product('LED25', { led: true, pixelPitchMm: 2.5, brightnessNits: 900, solutions: ['retail'], orientation: [] }),
    product('LED156', { led: true, pixelPitchMm: 1.5625, brightnessNits: 800, solutions: ['retail'], orientation: [] }),
    product('LED39', { led: true, pixelPitchMm: 3.9, brightnessNits: 900, solutions: ['retail'], orientation: [] }),
    product('LEDOUT4', { led: true, pixelPitchMm: 4, brightnessNits: 6000, solutions: ['retail'], features: ['ip65'], orientation: [] }),
  ]

  it('window: 43–65", at least 2,500 cd/m², portrait, no touch; brightest first, one per name', () => {
    // WINLAND is landscape only, WINTOUCH a touch screen behind glass, WIN75 too large; WIN55B shares WIN55A's name.
    expect(ctns(proposeForZone(STORE, 'window'))).toEqual(['WIN55A', 'WIN43'])
  })

  it('checkout: 32–43" at 350–700 cd/m², landscape, no touch; a 1,500 cd/m² window display is not proposed', () => {
    // TILL43 (0" from the ideal 43") before TILL32 (11"); BRIGHT43 is too bright, KIOSK43 a touch screen.
    expect(ctns(proposeForZone(STORE, 'checkout'))).toEqual(['TILL43', 'TILL32'])
  })

  it('shelves: 21–32" at 300–700 cd/m², touch welcome', () => {
    // SHELF24T (0" from 24") before TILL32 (8"); HOTEL32 is no retail product.
    expect(ctns(proposeForZone(STORE, 'shelf'))).toEqual(['SHELF24T', 'TILL32'])
  })

  it('self-service point: 32–55" portrait touch screens', () => {
    expect(ctns(proposeForZone(STORE, 'kiosk'))).toEqual(['KIOSK43'])
  })

  it('feature wall: indoor LED of at most 3 mm pitch for shoppers 3 m away, coarsest first; never outdoor cabinets', () => {
    // 3000 mm × 1 mm/m = 3 mm: LED39 is too coarse, LEDOUT4 is IP65 and 6,000 cd/m².
    expect(ZONE_RULES.wall.viewingDistanceMm! * LED_MM_PITCH_PER_MM_DISTANCE).toBe(3)
    expect(ctns(proposeForZone(STORE, 'wall'))).toEqual(['LED25', 'LED156'])
    expect(retailProposal(STORE, ['wall', 'kiosk']).map(({ zone, products }) => [zone, ctns(products)])).toEqual([
      ['wall', ['LED25', 'LED156']],
      ['kiosk', ['KIOSK43']],
    ])
  })
})
