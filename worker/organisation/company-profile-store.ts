/**
 * The company profile a partner executive keeps (docs/decisions/048-partner-self-service.md): the
 * name as shown, phone, website, billing address, and the shipping addresses that prefill the demo
 * request's shipping step. Saving replaces the shipping addresses in the same batch as the rest and
 * its audit entry.
 */
import { type } from 'arktype'
import { type CompanyProfile, type PostalAddress, type ShippingAddress, emptyAddress } from '../../ui/organisation/organisation-forms.ts'
import { allRows, firstRow, runBatch } from '../db/d1-queries.ts'
import { type AuditIdentities, auditStatement } from '../partners/audit-trail-store.ts'

const profileRow = type({ name: 'string', display_name: 'string', phone: 'string', website: 'string', billing_address_json: 'string' })
const addressRow = type({
  label: 'string',
  street: 'string',
  number: 'string',
  bus: 'string',
  city: 'string',
  zip: 'string',
  country: 'string',
})

function billingOf(json: string): PostalAddress {
  const address = emptyAddress()
  try {
    const parsed: unknown = JSON.parse(json)
    if (parsed && typeof parsed === 'object')
      for (const field of Object.keys(address) as (keyof PostalAddress)[]) {
        const value = (parsed as Record<string, unknown>)[field]
        if (typeof value === 'string') address[field] = value
      }
  } catch {
    // An unreadable stored address shows as empty.
  }
  return address
}

/** The organisation's shipping addresses, in their order. */
export async function shippingAddressesOf(db: D1Database, organisationId: string): Promise<ShippingAddress[]> {
  return allRows(
    db
      .prepare(
        'SELECT label, street, number, bus, city, zip, country FROM organisation_shipping_addresses WHERE organisation_id = ?1 ORDER BY position',
      )
      .bind(organisationId),
    addressRow,
  )
}

/** The profile (the display name defaults to the organisation's registered name). */
export async function readCompanyProfile(db: D1Database, organisationId: string): Promise<CompanyProfile | null> {
  const row = await firstRow(
    db
      .prepare('SELECT name, display_name, phone, website, billing_address_json FROM partner_organisations WHERE id = ?1')
      .bind(organisationId),
    profileRow,
  )
  if (!row) return null
  return {
    displayName: row.display_name || row.name,
    phone: row.phone,
    website: row.website,
    billing: billingOf(row.billing_address_json),
    shipping: await shippingAddressesOf(db, organisationId),
  }
}

/** Stores a checked profile, audited with what it was before. */
export async function saveCompanyProfile(
  db: D1Database,
  who: AuditIdentities,
  organisationId: string,
  profile: CompanyProfile,
): Promise<void> {
  const before = await readCompanyProfile(db, organisationId)
  await runBatch(db, [
    db
      .prepare('UPDATE partner_organisations SET display_name = ?2, phone = ?3, website = ?4, billing_address_json = ?5 WHERE id = ?1')
      .bind(organisationId, profile.displayName, profile.phone, profile.website, JSON.stringify(profile.billing)),
    db.prepare('DELETE FROM organisation_shipping_addresses WHERE organisation_id = ?1').bind(organisationId),
    ...profile.shipping.map((address, position) =>
      db
        .prepare(
          `INSERT INTO organisation_shipping_addresses (id, organisation_id, position, label, street, number, bus, city, zip, country)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)`,
        )
        .bind(
          `adr-${crypto.randomUUID()}`,
          organisationId,
          position,
          address.label,
          address.street,
          address.number,
          address.bus,
          address.city,
          address.zip,
          address.country,
        ),
    ),
    auditStatement(db, who, {
      action: 'organisation.profile-changed',
      subjectType: 'organisation',
      subjectId: organisationId,
      before,
      after: profile,
    }),
  ])
}
