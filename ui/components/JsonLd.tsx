// biome-ignore-all lint/security/noDangerouslySetInnerHtml: JSON-LD is serialised by us with `<` escaped.
/**
 * schema.org structured data as `<script type="application/ld+json">`, carrying the request's CSP
 * nonce. `<`, `>` and `&` are escaped in the JSON so no text can close the script element.
 */
import type { Breadcrumb, ContentEvent, Insight, Job, PostalAddress, ProductDetail } from '../content/model.ts'
import { COMPANY_NAME } from '../styles/brand.ts'
import { useRequestInfo } from './request-info.ts'

export type JsonLdData = Record<string, unknown>

export function jsonLdText(data: JsonLdData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** An absolute URL for a site path (`origin` is empty outside a request: the path stays relative). */
export function absoluteUrl(origin: string, href: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return href
  return `${origin}${href.startsWith('/') ? '' : '/'}${href}`
}

export function JsonLd({ data }: { data: JsonLdData | ((origin: string) => JsonLdData) }) {
  const { nonce, origin } = useRequestInfo()
  const value = typeof data === 'function' ? data(origin) : data
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLdText(value) }} />
}

/** The company as organiser, publisher and employer, with its site's address. */
function organisation(origin: string): JsonLdData {
  return { '@type': 'Organization', name: COMPANY_NAME, url: absoluteUrl(origin, '/') }
}

function postalAddress(address: PostalAddress): JsonLdData {
  return { '@type': 'PostalAddress', ...address }
}

export function breadcrumbListLd(crumbs: readonly Breadcrumb[], origin = '') {
  return (requestOrigin: string): JsonLdData => ({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      item: absoluteUrl(origin || requestOrigin, crumb.href),
    })),
  })
}

export function productLd(product: ProductDetail) {
  return (origin: string): JsonLdData => ({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.ctn,
    mpn: product.ctn,
    description: product.description,
    image: absoluteUrl(origin, product.image.src),
    url: absoluteUrl(origin, product.href),
    brand: { '@type': 'Brand', name: COMPANY_NAME },
    ...(product.energyLabel
      ? { hasEnergyConsumptionDetails: { '@type': 'EnergyConsumptionDetails', hasEnergyEfficiencyCategory: product.energyLabel } }
      : {}),
  })
}

export function articleLd(article: Insight) {
  return (origin: string): JsonLdData => {
    const url = absoluteUrl(origin, article.href)
    return {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: article.summary,
      datePublished: article.date,
      dateModified: article.dateModified ?? article.date,
      image: absoluteUrl(origin, article.image.src),
      url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      author: { '@type': 'Person', name: article.author, ...(article.authorUrl ? { url: absoluteUrl(origin, article.authorUrl) } : {}) },
      publisher: organisation(origin),
    }
  }
}

export function eventLd(event: ContentEvent) {
  return (origin: string): JsonLdData => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.summary,
    // With the venue's UTC offset when the times are known, else the calendar days.
    startDate: event.startsAt ?? event.startDate,
    endDate: event.endsAt ?? event.endDate,
    image: absoluteUrl(origin, event.image.src),
    url: absoluteUrl(origin, event.href),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode:
      event.kind === 'webinar' ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location:
      event.kind === 'webinar'
        ? { '@type': 'VirtualLocation', url: event.registrationUrl ?? absoluteUrl(origin, event.href) }
        : { '@type': 'Place', name: event.location, address: event.address ? postalAddress(event.address) : event.location },
    organizer: organisation(origin),
  })
}

/** The questions and answers of a page (every FAQ block of it: one FAQPage per page, as search engines expect). */
export function faqPageLd(questions: ReadonlyArray<{ question: string; answer: string }>): JsonLdData {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

/** A job opening (on its own page): where, until when, for whom, and that it is applied for on this page. */
export function jobPostingLd(job: Job, description: string) {
  return (origin: string): JsonLdData => ({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description,
    identifier: { '@type': 'PropertyValue', name: COMPANY_NAME, value: job.id },
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: job.employmentType,
    hiringOrganization: organisation(origin),
    jobLocation: { '@type': 'Place', address: postalAddress(job.address) },
    occupationalCategory: job.department,
    url: absoluteUrl(origin, job.href),
    directApply: true,
  })
}
