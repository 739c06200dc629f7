/**
 * A website lead as Salesforce Lead fields. Standard fields where Salesforce has one; the rest
 * of the form goes into Description as "field: value" lines; the custom fields below must exist
 * in the org (docs/decisions/009-lead-hand-off.md):
 *
 * - Website_Lead_Id__c   Text(36), External ID, Unique: the website's lead id (upsert key)
 * - Website_Form__c      Text(40): which form (contact-technical, project-request, …)
 * - Website_Locale__c    Text(10): the site locale the visitor used (fr-fr)
 * - Privacy_Consent__c   Checkbox, Privacy_Consent_At__c DateTime
 * - Terms_Consent__c     Checkbox
 * - Preferred_Language__c Text(20): the locale's salesforceLanguage (English, French, …)
 */
import { localeFor } from '../../../locales/registry.ts'
import type { Lead } from '../../leads/lead-record.ts'

/** Salesforce's own placeholder for a required Lead field (Company, LastName) the form did not have. */
export const NOT_PROVIDED = '[not provided]'
export const LEAD_SOURCE = 'Web'
/** Salesforce field limits that website values could exceed. */
const FIELD_LIMITS = {
  FirstName: 40,
  LastName: 80,
  Company: 255,
  Title: 128,
  Street: 255,
  City: 40,
  State: 80,
  PostalCode: 20,
  Country: 80,
  Phone: 40,
  Email: 80,
  Website: 255,
  Industry: 40,
  Description: 32_000,
} as const

/** Fields that have their own Salesforce field, so they are not repeated in Description. */
const MAPPED = new Set([
  'first_name',
  'last_name',
  'email',
  'phoneNumber',
  'organisation',
  'company_name',
  'registered_company_name',
  'client_name',
  'function',
  'job_title',
  'streetAddress',
  'street_and_number',
  'city',
  'state',
  'postalCode',
  'country',
  'business_country',
  'company_website',
  'contactFor',
  'industry_focus',
  'consent_privacy',
  'consent_terms',
  'consent_marketing',
])

function text(values: Record<string, unknown>, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = values[name]
    if (typeof value === 'string' && value.trim() !== '') return value.trim()
  }
  return undefined
}

function clip<Name extends keyof typeof FIELD_LIMITS>(name: Name, value: string | undefined): string | undefined {
  return value === undefined ? undefined : value.slice(0, FIELD_LIMITS[name])
}

function describeValue(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (Array.isArray(value)) {
    if (value.length === 0) return undefined
    return value
      .map((item) =>
        item && typeof item === 'object'
          ? Object.entries(item)
              .map(([key, part]) => `${key} ${String(part)}`)
              .join(', ')
          : String(item),
      )
      .join('; ')
  }
  return undefined
}

/** The Description: every form value without a field of its own, then the attachments. */
export function leadDescription(lead: Lead): string {
  const lines: string[] = []
  for (const [name, value] of Object.entries(lead.values)) {
    if (MAPPED.has(name)) continue
    const described = describeValue(value)
    if (described !== undefined) lines.push(`${name}: ${described}`)
  }
  if (lead.files.length > 0) {
    lines.push('attachments (R2):')
    for (const file of lead.files) lines.push(`- ${file.fileName} (${file.contentType}, ${file.sizeBytes} bytes): ${file.r2Key}`)
  }
  return lines.join('\n')
}

export type SalesforceLeadFields = Record<string, string | boolean | undefined>

export function salesforceLeadFields(lead: Lead): SalesforceLeadFields {
  const values = lead.values
  const street = [text(values, 'streetAddress', 'street_and_number'), text(values, 'streetNumber'), text(values, 'suffix')]
    .filter(Boolean)
    .join(' ')
  return {
    FirstName: clip('FirstName', text(values, 'first_name')),
    LastName: clip('LastName', text(values, 'last_name')) ?? NOT_PROVIDED,
    Email: clip('Email', lead.email),
    Phone: clip('Phone', text(values, 'phoneNumber')),
    Company: clip('Company', text(values, 'organisation', 'company_name', 'registered_company_name', 'client_name')) ?? NOT_PROVIDED,
    Title: clip('Title', text(values, 'function', 'job_title')),
    Street: clip('Street', street || undefined),
    City: clip('City', text(values, 'city')),
    State: clip('State', text(values, 'state')),
    PostalCode: clip('PostalCode', text(values, 'postalCode')),
    Country: clip('Country', text(values, 'country', 'business_country')),
    Website: clip('Website', text(values, 'company_website')),
    Industry: clip('Industry', text(values, 'contactFor', 'industry_focus')),
    Description: clip('Description', leadDescription(lead)),
    LeadSource: LEAD_SOURCE,
    HasOptedOutOfEmail: !lead.consents.marketing,
    Website_Form__c: lead.form,
    Website_Locale__c: lead.locale,
    Privacy_Consent__c: lead.consents.privacy,
    Privacy_Consent_At__c: lead.consents.at,
    Terms_Consent__c: lead.consents.terms,
    // The language the customer record system writes back in (SPEC.md point 3, salesforceLanguage).
    Preferred_Language__c: localeFor(lead.locale, 'PRD').salesforceLanguage,
  }
}

/** The fields without the empty ones (Salesforce would otherwise blank existing values). */
export function withoutEmptyFields(fields: SalesforceLeadFields): Record<string, string | boolean> {
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string | boolean] => entry[1] !== undefined))
}
