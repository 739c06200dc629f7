/**
 * A small catalogue and editorial seed in the source format (kv-seed/source.ts) for the content
 * tests that need exact, known numbers (filters, facet counts, search ranking). The publisher is
 * also tested on the real seed.
 */
import { PRODUCT_FACETS, type ProductFacet } from '../../ui/content/model.ts'
import type {
  LocalisedText,
  SourceCatalogue,
  SourceEditorial,
  SourceImage,
  SourceInsightCategory,
  SourceProduct,
} from '../../kv-seed/source.ts'

const text = (en: string, fr = `${en} (fr)`, de = `${en} (de)`): LocalisedText => ({
  'en-gb': en,
  'fr-fr': fr,
  'it-it': `${en} (it)`,
  'de-de': de,
  'es-es': `${en} (es)`,
  'ja-jp': `${en} (ja)`,
})
const slug = (en: string, fr = en, de = en): LocalisedText => ({
  'en-gb': en,
  'fr-fr': fr,
  'it-it': en,
  'de-de': de,
  'es-es': en,
  'ja-jp': en,
})
const image = (name: string): SourceImage => ({ src: `/images/test/${name}.svg`, alt: text(`Image of ${name}`), width: 800, height: 450 })

const facetValues: Record<ProductFacet, string[]> = {
  screenSize: ['43', '55', '65'],
  resolution: ['fhd', 'uhd'],
  brightness: ['500', '2500'],
  displayType: ['lcd', 'led'],
  solutions: ['retail', 'hospitality'],
  features: ['android', 'touch'],
  usage: ['24-7', '18-7'],
  orientation: ['landscape', 'portrait'],
  connections: ['hdmi', 'usb-c'],
}

const emptyFacets = (): Record<ProductFacet, string[]> =>
  Object.fromEntries(PRODUCT_FACETS.map((facet) => [facet, []])) as unknown as Record<ProductFacet, string[]>

function product(
  ctn: string,
  lineId: string,
  facets: Partial<Record<ProductFacet, string[]>>,
  extra: Partial<SourceProduct> = {},
): SourceProduct {
  const inch = Number(facets.screenSize?.[0] ?? 55)
  return {
    ctn,
    lineId,
    status: 'active',
    name: text(`${ctn.split('/')[0]} ${lineId === 'signage-x' ? 'Signage display' : 'Hotel TV'}`),
    description: text(`The ${ctn} is a professional display for demanding places.`),
    highlights: [text('Runs all day'), text('Remote management')],
    image: image(ctn.toLowerCase().replace('/', '-')),
    facets: { ...emptyFacets(), ...facets },
    screenSizeInch: inch,
    diagonalCm: Math.round(inch * 2.54 * 10) / 10,
    resolutionWidth: facets.resolution?.includes('uhd') ? 3840 : 1920,
    resolutionHeight: facets.resolution?.includes('uhd') ? 2160 : 1080,
    brightnessNits: Number(facets.brightness?.[0] ?? 500),
    downloadIds: [],
    ...extra,
  }
}

export const fixtureCatalogue: SourceCatalogue = {
  categories: [
    {
      id: 'signage',
      slug: slug('signage-displays', 'ecrans-signaletique'),
      title: text('Signage displays', 'Écrans de signalétique'),
      summary: text('Displays for signage'),
      intro: text('Bright displays'),
      image: image('signage'),
    },
    {
      id: 'tv',
      slug: slug('professional-tvs', 'televiseurs-professionnels', 'profi-tvs'),
      title: text('Professional TVs'),
      summary: text('TVs for hotels'),
      intro: text('Hotel TVs'),
      image: image('tv'),
    },
  ],
  lines: [
    {
      id: 'signage-x',
      categoryId: 'signage',
      slug: slug('x-line', 'gamme-x'),
      title: text('X-Line'),
      summary: text('High brightness'),
      intro: text('X'),
      image: image('x'),
    },
    {
      id: 'signage-q',
      categoryId: 'signage',
      slug: slug('q-line'),
      title: text('Q-Line'),
      summary: text('Everyday signage'),
      intro: text('Q'),
      image: image('q'),
    },
    {
      id: 'tv-hotel',
      categoryId: 'tv',
      slug: slug('hotel-tvs', 'tv-hotel'),
      title: text('Hotel TVs'),
      summary: text('Guest rooms'),
      intro: text('H'),
      image: image('h'),
    },
  ],
  facets: PRODUCT_FACETS.map((name) => ({
    name,
    label: text(`Facet ${name}`),
    values: facetValues[name].map((value) => ({ value, label: text(`${name} ${value}`) })),
  })),
  specLabels: Object.fromEntries(
    [
      'group.general',
      'ctn',
      'category',
      'productLine',
      'group.display',
      'group.led',
      'group.connectivity',
      'group.application',
      'group.power',
      'screenSize',
      'diagonal',
      'resolution',
      'brightness',
      'pixelPitch',
      'cabinetSize',
      'cabinetResolution',
      'cabinetWeight',
      'cabinetBrightness',
      'maxPower',
      'typicalPower',
      'energyLabel',
    ].map((key) => [key, text(`Label ${key}`)]),
  ),
  products: [
    product(
      '55BDL4511D/00',
      'signage-x',
      {
        screenSize: ['55'],
        resolution: ['uhd'],
        brightness: ['2500'],
        displayType: ['lcd'],
        solutions: ['retail'],
        orientation: ['landscape', 'portrait'],
        connections: ['hdmi'],
      },
      { downloadIds: ['manual-x'], energyLabel: 'G' },
    ),
    product('65BDL4511D/00', 'signage-x', {
      screenSize: ['65'],
      resolution: ['uhd'],
      brightness: ['2500'],
      displayType: ['lcd'],
      solutions: ['retail'],
      orientation: ['landscape'],
      connections: ['hdmi', 'usb-c'],
    }),
    product('43BDL3511Q/00', 'signage-q', {
      screenSize: ['43'],
      resolution: ['fhd'],
      brightness: ['500'],
      displayType: ['lcd'],
      solutions: ['retail', 'hospitality'],
      features: ['android'],
      orientation: ['landscape'],
      connections: ['hdmi'],
    }),
    product(
      '55BDL3511Q/00',
      'signage-q',
      {
        screenSize: ['55'],
        resolution: ['fhd'],
        brightness: ['500'],
        displayType: ['lcd'],
        solutions: ['retail'],
        features: ['android', 'touch'],
        orientation: ['portrait'],
        connections: ['usb-c'],
      },
      { status: 'archived' },
    ),
    product('55HFL5214U/12', 'tv-hotel', {
      screenSize: ['55'],
      resolution: ['uhd'],
      brightness: ['500'],
      displayType: ['lcd'],
      solutions: ['hospitality'],
      features: ['android'],
      usage: ['18-7'],
      orientation: ['landscape'],
      connections: ['hdmi'],
    }),
  ],
}

export const fixtureSuccessStoryCategory: SourceInsightCategory = {
  id: 'success-stories',
  slug: slug('success-stories', 'references', 'referenzen'),
  title: text('Success stories', 'Références', 'Referenzen'),
}

const paragraph = (en: string) => ({ type: 'paragraph' as const, text: text(en) })

export const fixtureEditorial: SourceEditorial = {
  insightCategories: [{ id: 'guides', slug: slug('guides'), title: text('Guides') }],
  insights: [
    {
      id: 'pixel-pitch',
      categoryId: 'guides',
      slug: slug('choosing-pixel-pitch', 'choisir-pas-de-pixel'),
      title: text('Choosing the right pixel pitch'),
      summary: text('Viewing distance decides.'),
      author: 'Ann Author',
      date: '2025-03-01',
      image: image('pitch'),
      body: [
        paragraph('Body'),
        {
          type: 'link',
          text: text('See the X-Line'),
          route: 'display-solutions-productCategory-productLine',
          params: { productLine: 'signage-x' },
        },
      ],
      relatedProductCtns: ['55BDL4511D/00'],
    },
    {
      id: 'brightness',
      categoryId: 'guides',
      slug: slug('brightness-for-windows'),
      title: text('Brightness for shop windows'),
      summary: text('Sunlight needs nits.'),
      author: 'Ben Writer',
      date: '2025-05-10',
      image: image('brightness'),
      body: [paragraph('Body')],
      relatedProductCtns: [],
    },
  ],
  successStories: [
    {
      id: 'hotel-story',
      categoryId: 'success-stories',
      slug: slug('grand-hotel-upgrade'),
      title: text('A grand hotel upgrade'),
      summary: text('Two hundred rooms.'),
      author: 'Cee Editor',
      date: '2025-04-02',
      image: image('hotel'),
      body: [paragraph('Body')],
      relatedProductCtns: ['55HFL5214U/12'],
      client: 'Grand Hotel',
      industryId: 'hospitality',
    },
  ],
  events: [
    {
      id: 'ise',
      slug: slug('ise-barcelona'),
      title: text('ISE Barcelona'),
      summary: text('Meet us at ISE.'),
      image: image('ise'),
      startDate: '2020-02-04',
      endDate: '2020-02-07',
      location: text('Barcelona'),
      kind: 'trade-show',
      body: [paragraph('Stand 3')],
    },
    {
      id: 'future-webinar',
      slug: slug('future-webinar'),
      title: text('Future webinar'),
      summary: text('Online.'),
      image: image('webinar'),
      startDate: '2099-01-10',
      endDate: '2099-01-10',
      location: text('Online'),
      kind: 'webinar',
      body: [paragraph('Join')],
      registrationUrl: 'https://example.com/register',
    },
  ],
  jobs: [
    {
      id: 'engineer',
      slug: slug('field-engineer'),
      title: text('Field engineer'),
      summary: text('Install displays.'),
      location: text('Leeds'),
      department: text('Service'),
      employmentType: 'FULL_TIME',
      datePosted: '2025-06-01',
      body: [paragraph('Apply')],
      applyEmail: 'jobs@example.com',
    },
  ],
  industryGroups: [{ id: 'commercial', title: text('Commercial') }],
  industries: [
    {
      id: 'hospitality',
      groupId: 'commercial',
      slug: slug('hospitality', 'hotellerie'),
      title: text('Hospitality'),
      summary: text('Hotels'),
      intro: text('Guests'),
      image: image('hospitality'),
      body: [paragraph('Rooms')],
      recommendedLineIds: ['tv-hotel'],
      successStoryIds: ['hotel-story'],
    },
    {
      id: 'retail',
      groupId: 'commercial',
      slug: slug('retail'),
      title: text('Retail'),
      summary: text('Shops'),
      intro: text('Windows'),
      image: image('retail'),
      body: [paragraph('Windows')],
      recommendedLineIds: ['signage-x', 'signage-q'],
      successStoryIds: [],
    },
  ],
  downloadCategories: [
    { id: 'manuals', slug: slug('manuals', 'manuels'), title: text('Manuals') },
    { id: 'firmware', slug: slug('firmware'), title: text('Firmware') },
  ],
  downloads: [
    {
      id: 'manual-x',
      categoryId: 'manuals',
      title: text('X-Line manual'),
      fileName: 'x-line-manual.pdf',
      fileType: 'pdf',
      sizeBytes: 2_400_000,
      productCtns: ['65BDL4511D/00'],
      access: 'public',
      updated: '2025-02-01',
    },
    {
      id: 'firmware-x',
      categoryId: 'firmware',
      title: text('X-Line firmware'),
      fileName: 'x-line-fw.zip',
      fileType: 'zip',
      sizeBytes: 80_000_000,
      productCtns: ['55BDL4511D/00', '65BDL4511D/00'],
      access: 'partner',
      minimumPartnerLevel: 'silver',
      updated: '2025-03-01',
    },
    {
      id: 'brochure',
      categoryId: 'manuals',
      title: text('Brochure'),
      fileName: 'brochure.pdf',
      fileType: 'pdf',
      sizeBytes: 900_000,
      productCtns: [],
      access: 'public',
      updated: '2024-12-01',
    },
  ],
  navigation: {
    main: [
      {
        title: text('Products'),
        route: 'display-solutions',
        children: [{ title: text('Signage'), route: 'display-solutions-productCategory', params: { productCategory: 'signage' } }],
      },
      { title: text('Insights'), route: 'insights' },
    ],
    footer: [{ title: text('LinkedIn'), url: 'https://www.linkedin.com/company/example' }],
  },
  globals: {
    companyName: 'Vantage Displays',
    tagline: text('Displays that work'),
    contactEmail: 'info@example.com',
    phone: '+44 20 0000 0000',
    address: text('1 Display Street, London'),
    social: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/example' }],
  },
}
