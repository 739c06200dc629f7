/**
 * The seeded partner organisations and accounts for LOCAL, DEV and tests (README "Seeded
 * accounts"): two organisations per partner level, a partner executive for each, trainees, two
 * sales managers and a user admin, some projects, and the matching local customer records.
 * Plain data plus the SQL that writes it; `scripts/local-state.ts` applies it to the local D1
 * and the in-workerd tests apply it before each file.
 */
import { type BusinessLine, type PartnerLevel, type PortalRole, partnerLevelOf } from '../../../ui/portal/partner-roles.ts'

export interface SeededOrganisation {
  id: string
  name: string
  country: string
  level: PartnerLevel
  waveEnabled: boolean
  waveEligible: boolean
  businessLines: BusinessLine[]
  salesManagerId: string
}

export interface SeededUser {
  id: string
  name: string
  email: string
  role: PortalRole
  /** Partner people belong to an organisation (whose level is theirs); staff have none. */
  organisationId: string | null
}

export interface SeededProject {
  id: string
  organisationId: string
  ownerId: string
  name: string
  endCustomer: string
}

export const SEEDED_STAFF: readonly SeededUser[] = [
  { id: 'usr-sam-carter', name: 'Sam Carter', email: 'sam.carter@vantage-displays.example', role: 'sales-manager', organisationId: null },
  { id: 'usr-elena-ruiz', name: 'Elena Ruiz', email: 'elena.ruiz@vantage-displays.example', role: 'sales-manager', organisationId: null },
  { id: 'usr-uma-patel', name: 'Uma Patel', email: 'uma.patel@vantage-displays.example', role: 'user-admin', organisationId: null },
  { id: 'usr-priya-nair', name: 'Priya Nair', email: 'priya.nair@vantage-displays.example', role: 'pim-editor', organisationId: null },
  { id: 'usr-felix-braun', name: 'Felix Braun', email: 'felix.braun@vantage-displays.example', role: 'pim-viewer', organisationId: null },
  {
    id: 'usr-nadia-okafor',
    name: 'Nadia Okafor',
    email: 'nadia.okafor@vantage-displays.example',
    role: 'demo-coordinator',
    organisationId: null,
  },
  { id: 'usr-ravi-mehta', name: 'Ravi Mehta', email: 'ravi.mehta@vantage-displays.example', role: 'support-agent', organisationId: null },
  { id: 'usr-mia-laurent', name: 'Mia Laurent', email: 'mia.laurent@vantage-displays.example', role: 'marketing', organisationId: null },
  { id: 'usr-theo-grant', name: 'Theo Grant', email: 'theo.grant@vantage-displays.example', role: 'trainer', organisationId: null },
]

export const SEEDED_ORGANISATIONS: readonly SeededOrganisation[] = [
  {
    id: 'org-brightline-av',
    name: 'Brightline AV',
    country: 'GB',
    level: 'blue',
    waveEnabled: false,
    waveEligible: true,
    businessLines: ['pro'],
    salesManagerId: 'usr-sam-carter',
  },
  {
    id: 'org-pixelhaus',
    name: 'Pixelhaus Medientechnik',
    country: 'DE',
    level: 'blue',
    waveEnabled: false,
    waveEligible: false,
    businessLines: ['signage'],
    salesManagerId: 'usr-elena-ruiz',
  },
  {
    id: 'org-lumiere-integration',
    name: 'Lumière Intégration',
    country: 'FR',
    level: 'silver',
    waveEnabled: false,
    waveEligible: true,
    businessLines: ['pro', 'signage'],
    salesManagerId: 'usr-sam-carter',
  },
  {
    id: 'org-visione-display',
    name: 'Visione Display',
    country: 'IT',
    level: 'silver',
    waveEnabled: false,
    waveEligible: false,
    businessLines: ['led'],
    salesManagerId: 'usr-elena-ruiz',
  },
  {
    id: 'org-iberia-pantallas',
    name: 'Iberia Pantallas',
    country: 'ES',
    level: 'gold',
    waveEnabled: true,
    waveEligible: true,
    businessLines: ['signage', 'led'],
    salesManagerId: 'usr-elena-ruiz',
  },
  {
    id: 'org-northgate-signage',
    name: 'Northgate Signage',
    country: 'IE',
    level: 'gold',
    waveEnabled: false,
    waveEligible: true,
    businessLines: ['signage'],
    salesManagerId: 'usr-sam-carter',
  },
  {
    id: 'org-atlas-visual',
    name: 'Atlas Visual Solutions',
    country: 'NL',
    level: 'platinum',
    waveEnabled: true,
    waveEligible: true,
    businessLines: ['pro', 'led', 'signage'],
    salesManagerId: 'usr-sam-carter',
  },
  {
    id: 'org-alpenblick-media',
    name: 'Alpenblick Media',
    country: 'CH',
    level: 'platinum',
    waveEnabled: false,
    waveEligible: true,
    businessLines: ['led', 'signage'],
    salesManagerId: 'usr-elena-ruiz',
  },
  {
    id: 'org-continental-display',
    name: 'Continental Display Distribution',
    country: 'BE',
    level: 'distributor',
    waveEnabled: true,
    waveEligible: true,
    businessLines: ['pro', 'led', 'signage'],
    salesManagerId: 'usr-sam-carter',
  },
  {
    id: 'org-pacific-screens',
    name: 'Pacific Screens Distribution',
    country: 'US',
    level: 'distributor',
    waveEnabled: false,
    waveEligible: true,
    businessLines: ['pro', 'signage'],
    salesManagerId: 'usr-elena-ruiz',
  },
]

export const SEEDED_PARTNER_USERS: readonly SeededUser[] = [
  {
    id: 'usr-olivia-bennett',
    name: 'Olivia Bennett',
    email: 'olivia.bennett@brightline-av.example',
    role: 'partner-executive',
    organisationId: 'org-brightline-av',
  },
  {
    id: 'usr-tom-hughes',
    name: 'Tom Hughes',
    email: 'tom.hughes@brightline-av.example',
    role: 'trainee',
    organisationId: 'org-brightline-av',
  },
  {
    id: 'usr-jonas-weber',
    name: 'Jonas Weber',
    email: 'jonas.weber@pixelhaus.example',
    role: 'partner-executive',
    organisationId: 'org-pixelhaus',
  },
  {
    id: 'usr-claire-martin',
    name: 'Claire Martin',
    email: 'claire.martin@lumiere-integration.example',
    role: 'partner-executive',
    organisationId: 'org-lumiere-integration',
  },
  {
    id: 'usr-hugo-lefebvre',
    name: 'Hugo Lefebvre',
    email: 'hugo.lefebvre@lumiere-integration.example',
    role: 'trainee',
    organisationId: 'org-lumiere-integration',
  },
  {
    id: 'usr-giulia-conti',
    name: 'Giulia Conti',
    email: 'giulia.conti@visione-display.example',
    role: 'partner-executive',
    organisationId: 'org-visione-display',
  },
  {
    id: 'usr-lucia-fernandez',
    name: 'Lucía Fernández',
    email: 'lucia.fernandez@iberia-pantallas.example',
    role: 'partner-executive',
    organisationId: 'org-iberia-pantallas',
  },
  {
    id: 'usr-aoife-byrne',
    name: 'Aoife Byrne',
    email: 'aoife.byrne@northgate-signage.example',
    role: 'partner-executive',
    organisationId: 'org-northgate-signage',
  },
  {
    id: 'usr-daan-visser',
    name: 'Daan Visser',
    email: 'daan.visser@atlas-visual.example',
    role: 'partner-executive',
    organisationId: 'org-atlas-visual',
  },
  {
    id: 'usr-sanne-jansen',
    name: 'Sanne Jansen',
    email: 'sanne.jansen@atlas-visual.example',
    role: 'trainee',
    organisationId: 'org-atlas-visual',
  },
  {
    id: 'usr-marco-keller',
    name: 'Marco Keller',
    email: 'marco.keller@alpenblick-media.example',
    role: 'partner-executive',
    organisationId: 'org-alpenblick-media',
  },
  {
    id: 'usr-pieter-claes',
    name: 'Pieter Claes',
    email: 'pieter.claes@continental-display.example',
    role: 'partner-executive',
    organisationId: 'org-continental-display',
  },
  {
    id: 'usr-grace-kim',
    name: 'Grace Kim',
    email: 'grace.kim@pacific-screens.example',
    role: 'partner-executive',
    organisationId: 'org-pacific-screens',
  },
]

export const SEEDED_USERS: readonly SeededUser[] = [...SEEDED_STAFF, ...SEEDED_PARTNER_USERS]

export const SEEDED_PROJECTS: readonly SeededProject[] = [
  {
    id: 'prj-riverside-mall',
    organisationId: 'org-brightline-av',
    ownerId: 'usr-tom-hughes',
    name: 'Riverside Mall wayfinding',
    endCustomer: 'Riverside Retail Ltd',
  },
  {
    id: 'prj-city-museum',
    organisationId: 'org-brightline-av',
    ownerId: 'usr-olivia-bennett',
    name: 'City Museum video wall',
    endCustomer: 'City Museum Trust',
  },
  {
    id: 'prj-gare-de-lyon',
    organisationId: 'org-lumiere-integration',
    ownerId: 'usr-hugo-lefebvre',
    name: 'Station departure boards',
    endCustomer: 'Transports Lyonnais',
  },
  {
    id: 'prj-schiphol-lounge',
    organisationId: 'org-atlas-visual',
    ownerId: 'usr-daan-visser',
    name: 'Airport lounge signage',
    endCustomer: 'Lounge Partners BV',
  },
]

/** The contact id of a seeded user in the local customer record system. */
export function seededCustomerRecordId(userId: string): string {
  return `crm-${userId.replace(/^usr-/, '')}`
}

/** The account id of a seeded organisation in the local customer record system. */
export function seededAccountId(organisationId: string): string {
  return `acc-${organisationId.replace(/^org-/, '')}`
}

function sql(value: string | number | boolean | null): string {
  if (value === null) return 'NULL'
  if (typeof value === 'boolean') return value ? '1' : '0'
  if (typeof value === 'number') return String(value)
  return `'${value.replace(/'/g, "''")}'`
}

export function insert(table: string, row: Record<string, string | number | boolean | null>): string {
  const columns = Object.keys(row)
  return `INSERT OR IGNORE INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((column) => sql(row[column]!)).join(', ')});`
}

/** A seeded person's partner level: their organisation's, or the staff's. */
export function seededLevelOf(user: SeededUser): PartnerLevel {
  return partnerLevelOf(SEEDED_ORGANISATIONS.find((organisation) => organisation.id === user.organisationId) ?? null)
}

function userRow(user: SeededUser) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    organisation_id: user.organisationId,
    customer_record_id: seededCustomerRecordId(user.id),
  }
}

/**
 * The seed as SQL statements, in an order the foreign keys accept (staff, organisations, partner
 * people, projects). `INSERT OR IGNORE`: running it again restores what is missing and keeps edits.
 */
export function partnerSeedStatements(): string[] {
  return [
    ...SEEDED_STAFF.map((user) => insert('users', userRow(user))),
    ...SEEDED_ORGANISATIONS.map((organisation) =>
      insert('partner_organisations', {
        id: organisation.id,
        name: organisation.name,
        country: organisation.country,
        level: organisation.level,
        wave_enabled: organisation.waveEnabled,
        wave_eligible: organisation.waveEligible,
        sales_manager_id: organisation.salesManagerId,
        customer_record_id: seededAccountId(organisation.id),
      }),
    ),
    ...SEEDED_ORGANISATIONS.flatMap((organisation) =>
      organisation.businessLines.map((line) => insert('partner_business_lines', { organisation_id: organisation.id, business_line: line })),
    ),
    ...SEEDED_PARTNER_USERS.map((user) => insert('users', userRow(user))),
    ...SEEDED_PROJECTS.map((project) =>
      insert('partner_projects', {
        id: project.id,
        organisation_id: project.organisationId,
        owner_id: project.ownerId,
        name: project.name,
        end_customer: project.endCustomer,
      }),
    ),
    ...SEEDED_USERS.map((user) =>
      insert('local_customer_records', {
        id: seededCustomerRecordId(user.id),
        email: user.email,
        name: user.name,
        portal_role: user.role,
        partner_level: seededLevelOf(user),
        account_id: user.organisationId ? seededAccountId(user.organisationId) : null,
      }),
    ),
  ]
}
