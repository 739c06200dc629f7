/**
 * The editorial records of one locale: insights (with success stories under their own category),
 * events, jobs, industries, downloads, navigation and globals.
 */
import type { LocaleCode } from '../../locales/registry.ts'
import {
  type ArticleSummary,
  type ContentEvent,
  type Download,
  type DownloadIndex,
  type EventIndex,
  type Globals,
  type Industry,
  type IndustryIndex,
  type Insight,
  type InsightIndex,
  type JobIndex,
  type Navigation,
  SUCCESS_STORY_CATEGORY_ID,
  type SuccessStory,
} from '../../ui/content/model.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import type { SourceCatalogue, SourceEditorial, SourceInsight, SourceInsightCategory } from '../source.ts'
import { blocksIn } from './blocks.ts'
import { alternatesOf, assertUnique, catalogOf, imageIn, textIn } from './localise.ts'
import { publishNavigation } from './navigation.ts'
import type { RouteHrefs } from './route-hrefs.ts'
import { downloadFileHref } from '../../ui/downloads/download-files.ts'

/** The page that presents the articles' authors (the company's staff): their url in Article data. */
export const AUTHORS_PAGE_ID = 'about-us'

export interface EditorialInLocale {
  insights: InsightIndex
  articles: Array<Insight | SuccessStory>
  events: EventIndex
  eventDetails: ContentEvent[]
  jobs: JobIndex
  industries: IndustryIndex
  industryDetails: Industry[]
  downloads: DownloadIndex
  navigation: Navigation
  globals: Globals
}

/** The insight categories, success stories' own category last (it carries the translated title). */
export function insightCategoriesOf(editorial: SourceEditorial, successStories: SourceInsightCategory): SourceInsightCategory[] {
  return [...editorial.insightCategories.filter((c) => c.id !== SUCCESS_STORY_CATEGORY_ID), successStories]
}

/** Checks the editorial content's references against itself and the catalogue; throws on the first broken one. */
export function checkEditorial(editorial: SourceEditorial, catalogue: SourceCatalogue, successStories: SourceInsightCategory): void {
  const categories = new Set(insightCategoriesOf(editorial, successStories).map((c) => c.id))
  const ctns = new Set(catalogue.products.map((p) => p.ctn))
  const lineIds = new Set(catalogue.lines.map((l) => l.id))
  const industryIds = new Set(editorial.industries.map((i) => i.id))
  const storyIds = new Set(editorial.successStories.map((s) => s.id))
  const groupIds = new Set(editorial.industryGroups.map((g) => g.id))
  const downloadCategories = new Set(editorial.downloadCategories.map((c) => c.id))
  assertUnique(
    [...editorial.insights, ...editorial.successStories].map((a) => a.id),
    'article id',
  )
  assertUnique(
    editorial.events.map((e) => e.id),
    'event id',
  )
  assertUnique(
    editorial.jobs.map((j) => j.id),
    'job id',
  )
  assertUnique(
    editorial.industries.map((i) => i.id),
    'industry id',
  )
  assertUnique(
    editorial.downloads.map((d) => d.id),
    'download id',
  )
  for (const job of editorial.jobs) {
    if (!/^[A-Z]{2}$/.test(job.address.country))
      throw new Error(`Job ${job.id} needs an ISO 3166-1 alpha-2 country, not ${job.address.country}`)
    if (!(job.validThrough > job.datePosted))
      throw new Error(`Job ${job.id} closes (${job.validThrough}) before it is posted (${job.datePosted})`)
  }
  for (const insight of editorial.insights) {
    if (!categories.has(insight.categoryId)) throw new Error(`Insight ${insight.id} has an unknown category ${insight.categoryId}`)
  }
  for (const article of [...editorial.insights, ...editorial.successStories]) {
    for (const ctn of article.relatedProductCtns) {
      if (!ctns.has(ctn)) throw new Error(`Article ${article.id} names an unknown product ${ctn}`)
    }
  }
  for (const story of editorial.successStories) {
    if (!industryIds.has(story.industryId)) throw new Error(`Success story ${story.id} has an unknown industry ${story.industryId}`)
  }
  for (const industry of editorial.industries) {
    if (!groupIds.has(industry.groupId)) throw new Error(`Industry ${industry.id} has an unknown group ${industry.groupId}`)
    for (const id of industry.recommendedLineIds) {
      if (!lineIds.has(id)) throw new Error(`Industry ${industry.id} recommends an unknown product line ${id}`)
    }
    for (const id of industry.successStoryIds) {
      if (!storyIds.has(id)) throw new Error(`Industry ${industry.id} names an unknown success story ${id}`)
    }
  }
  for (const download of editorial.downloads) {
    if (!downloadCategories.has(download.categoryId))
      throw new Error(`Download ${download.id} has an unknown category ${download.categoryId}`)
    for (const ctn of download.productCtns) {
      if (!ctns.has(ctn)) throw new Error(`Download ${download.id} names an unknown product ${ctn}`)
    }
    if (download.access === 'partner' && !download.minimumPartnerLevel) {
      throw new Error(`Partner download ${download.id} has no minimum partner level`)
    }
  }
}

const byDateDescending = (a: { date: string }, b: { date: string }) => b.date.localeCompare(a.date)

export function publishEditorial(
  editorial: SourceEditorial,
  successStoryCategory: SourceInsightCategory,
  code: LocaleCode,
  hrefs: RouteHrefs,
  catalogue: SourceCatalogue,
): EditorialInLocale {
  const i18n = catalogOf(code)
  const sectionCrumb = (id: string, message: string, route: 'insights' | 'events' | 'industry-display-solutions') => ({
    title: i18n._({ id, message }),
    href: pathFor(route, code),
  })

  /* insights and success stories */
  const articleSummary = (article: SourceInsight, categoryId: string): ArticleSummary => ({
    id: article.id,
    slug: textIn(article.slug, code),
    title: textIn(article.title, code),
    summary: textIn(article.summary, code),
    href: hrefs.insight(article.id, code),
    image: imageIn(article.image, code),
    date: article.date,
    categoryId,
  })
  const insightsCrumb = sectionCrumb('insights.title', 'Insights', 'insights')
  const articleDetail = (article: SourceInsight, categoryId: string): Insight => {
    const summary = articleSummary(article, categoryId)
    return {
      ...summary,
      author: article.author,
      // Authors are the company's own staff, presented on the About us page.
      authorUrl: hrefs.page(AUTHORS_PAGE_ID, code),
      dateModified: article.updated ?? article.date,
      body: blocksIn(article.body, code, hrefs),
      relatedProductCtns: [...article.relatedProductCtns],
      alternates: alternatesOf((other) => hrefs.insight(article.id, other)),
      breadcrumbs: [insightsCrumb, { title: summary.title, href: summary.href }],
    }
  }
  const articles: Array<Insight | SuccessStory> = [
    ...editorial.insights.map((insight) => articleDetail(insight, insight.categoryId)),
    ...editorial.successStories.map(
      (story): SuccessStory => ({ ...articleDetail(story, SUCCESS_STORY_CATEGORY_ID), client: story.client, industryId: story.industryId }),
    ),
  ]
  assertUnique(
    articles.map((a) => a.slug),
    `insight slug in ${code}`,
  )
  const insights: InsightIndex = {
    categories: insightCategoriesOf(editorial, successStoryCategory).map((category) => ({
      id: category.id,
      slug: textIn(category.slug, code),
      title: textIn(category.title, code),
    })),
    items: articles
      .map(
        ({ id, slug, title, summary, href, image, date, categoryId }): ArticleSummary => ({
          id,
          slug,
          title,
          summary,
          href,
          image,
          date,
          categoryId,
        }),
      )
      .sort(byDateDescending),
  }

  /* events */
  const eventsCrumb = sectionCrumb('events.title', 'Events', 'events')
  const eventDetails: ContentEvent[] = editorial.events
    .map((event) => {
      const title = textIn(event.title, code)
      const href = hrefs.event(event.id, code)
      return {
        id: event.id,
        slug: textIn(event.slug, code),
        title,
        summary: textIn(event.summary, code),
        href,
        image: imageIn(event.image, code),
        startDate: event.startDate,
        endDate: event.endDate,
        location: textIn(event.location, code),
        kind: event.kind,
        ...(event.times
          ? {
              startsAt: `${event.startDate}T${event.times.start}:00${event.times.utcOffset}`,
              endsAt: `${event.endDate}T${event.times.end}:00${event.times.utcOffset}`,
            }
          : {}),
        ...(event.address
          ? {
              address: {
                streetAddress: event.address.street,
                addressLocality: event.address.locality,
                postalCode: event.address.postalCode,
                addressCountry: event.address.country,
              },
            }
          : {}),
        body: blocksIn(event.body, code, hrefs),
        ...(event.registrationUrl ? { registrationUrl: event.registrationUrl } : {}),
        alternates: alternatesOf((other) => hrefs.event(event.id, other)),
        breadcrumbs: [eventsCrumb, { title, href }],
      }
    })
    .sort((a, b) => a.startDate.localeCompare(b.startDate))
  assertUnique(
    eventDetails.map((e) => e.slug),
    `event slug in ${code}`,
  )
  const events: EventIndex = {
    items: eventDetails.map(
      ({
        body: _body,
        registrationUrl: _url,
        alternates: _alternates,
        breadcrumbs: _crumbs,
        startsAt: _startsAt,
        endsAt: _endsAt,
        address: _address,
        ...summary
      }) => summary,
    ),
  }

  /* jobs */
  const jobs: JobIndex = {
    items: editorial.jobs
      .map((job) => ({
        id: job.id,
        slug: textIn(job.slug, code),
        title: textIn(job.title, code),
        summary: textIn(job.summary, code),
        location: textIn(job.location, code),
        department: textIn(job.department, code),
        employmentType: job.employmentType,
        datePosted: job.datePosted,
        validThrough: job.validThrough,
        address: {
          streetAddress: job.address.street,
          addressLocality: job.address.locality,
          postalCode: job.address.postalCode,
          addressCountry: job.address.country,
        },
        body: blocksIn(job.body, code, hrefs),
        applyEmail: job.applyEmail,
        href: hrefs.job(job.id, code),
        alternates: alternatesOf((other) => hrefs.job(job.id, other)),
      }))
      .sort((a, b) => b.datePosted.localeCompare(a.datePosted)),
  }
  assertUnique(
    jobs.items.map((j) => j.slug),
    `job slug in ${code}`,
  )

  /* industries */
  const industriesCrumb = sectionCrumb('industries.title', 'Industries', 'industry-display-solutions')
  const industryDetails: Industry[] = editorial.industries.map((industry) => {
    const title = textIn(industry.title, code)
    const href = hrefs.industry(industry.id, code)
    return {
      id: industry.id,
      slug: textIn(industry.slug, code),
      groupId: industry.groupId,
      title,
      summary: textIn(industry.summary, code),
      intro: textIn(industry.intro, code),
      href,
      image: imageIn(industry.image, code),
      body: blocksIn(industry.body, code, hrefs),
      recommendedLineIds: [...industry.recommendedLineIds],
      successStoryIds: [...industry.successStoryIds],
      alternates: alternatesOf((other) => hrefs.industry(industry.id, other)),
      breadcrumbs: [industriesCrumb, { title, href }],
    }
  })
  assertUnique(
    industryDetails.map((i) => i.slug),
    `industry slug in ${code}`,
  )
  const industries: IndustryIndex = {
    groups: editorial.industryGroups.map((group) => ({
      id: group.id,
      title: textIn(group.title, code),
      industryIds: editorial.industries.filter((i) => i.groupId === group.id).map((i) => i.id),
    })),
    items: industryDetails.map(({ body: _body, breadcrumbs: _crumbs, ...summary }) => summary),
  }

  /* downloads */
  const downloads: DownloadIndex = {
    categories: editorial.downloadCategories.map((category) => ({
      id: category.id,
      slug: textIn(category.slug, code),
      title: textIn(category.title, code),
      href: hrefs.downloadCategory(category.id, code),
      alternates: alternatesOf((other) => hrefs.downloadCategory(category.id, other)),
    })),
    items: editorial.downloads
      .map(
        (download): Download => ({
          id: download.id,
          title: textIn(download.title, code),
          categoryId: download.categoryId,
          fileName: download.fileName,
          fileType: download.fileType,
          sizeBytes: download.sizeBytes,
          href: downloadFileHref(download),
          productCtns: [...download.productCtns],
          access: download.access,
          ...(download.access === 'partner' && download.minimumPartnerLevel ? { minimumPartnerLevel: download.minimumPartnerLevel } : {}),
          updated: download.updated,
        }),
      )
      .sort((a, b) => b.updated.localeCompare(a.updated)),
  }
  assertUnique(
    downloads.categories.map((c) => c.slug),
    `download category slug in ${code}`,
  )

  /* navigation and globals */
  const navigation = publishNavigation(editorial, catalogue, code, hrefs)
  const globals: Globals = {
    companyName: editorial.globals.companyName,
    tagline: textIn(editorial.globals.tagline, code),
    contactEmail: editorial.globals.contactEmail,
    phone: editorial.globals.phone,
    address: textIn(editorial.globals.address, code),
    social: editorial.globals.social.map((link) => ({ ...link })),
  }

  return { insights, articles, events, eventDetails, jobs, industries, industryDetails, downloads, navigation, globals }
}
