/**
 * Localised path segments (SPEC.md point 2). A segment missing for a language is the same as
 * the English one. Swiss locales follow their language.
 */
import type { LocaleCode } from './registry.ts'

export type SegmentLanguage = 'en' | 'fr' | 'it' | 'de' | 'es' | 'ja'

export const PATH_SEGMENTS = {
  'display-solutions': {
    en: 'display-solutions',
    fr: 'solutions-d-affichage',
    it: 'display-solutions',
    de: 'displaylosungen',
    es: 'soluciones-de-pantallas',
  },
  'industry-display-solutions': {
    en: 'industry-display-solutions',
    fr: 'l-industrie-de-l-affichage',
    it: 'settore-display-solutions',
    de: 'branchen-displaylosungen',
    es: 'soluciones-industria-digital',
  },
  insights: { en: 'insights', fr: 'apercus', it: 'approfondimenti', de: 'einblicke', es: 'comunicacion' },
  /** The Wave info page sits under this segment (SPEC.md point 2 "Other known paths"). */
  innovations: { en: 'innovations', de: 'innovationen', es: 'innovaciones' },
  contact: { en: 'contact', it: 'contatti' },
  compare: { en: 'compare', fr: 'comparer', it: 'confronta', de: 'vergleich', es: 'comparar' },
  search: { en: 'search', fr: 'recherche', it: 'ricerca', de: 'suche', es: 'buscar' },
  'privacy-policy': { en: 'privacy-policy', es: 'politica-de-privacidad' },
  /** The partner portal and its areas (TOP_LEVEL_PATHS.portal is the en-gb form). */
  portal: { en: 'portal', fr: 'portail', it: 'portale', de: 'portal', es: 'portal' },
  'portal-sign-in': { en: 'sign-in', fr: 'connexion', it: 'accesso', de: 'anmelden', es: 'iniciar-sesion' },
  'portal-trainings': { en: 'trainings', fr: 'formations', it: 'formazione', de: 'schulungen', es: 'formaciones' },
  'portal-promotions': { en: 'promotions', fr: 'promotions', it: 'promozioni', de: 'aktionen', es: 'promociones' },
  'portal-events': { en: 'events', fr: 'evenements', it: 'eventi', de: 'veranstaltungen', es: 'eventos' },
  'portal-demo-equipment': {
    en: 'demo-equipment',
    fr: 'materiel-de-demonstration',
    it: 'apparecchiature-demo',
    de: 'vorfuehrgeraete',
    es: 'equipos-de-demostracion',
  },
  'portal-videos': { en: 'videos', fr: 'videos', it: 'video', de: 'videos', es: 'videos' },
  'portal-success-stories': {
    en: 'success-stories',
    fr: 'reussites-clients',
    it: 'casi-di-successo',
    de: 'erfolgsgeschichten',
    es: 'casos-de-exito',
  },
  'portal-support': { en: 'support', fr: 'assistance', it: 'assistenza', de: 'support', es: 'soporte' },
  'portal-ticket': { en: 'technical-ticket', fr: 'ticket-technique', it: 'ticket-tecnico', de: 'technisches-ticket', es: 'ticket-tecnico' },
  'portal-suggestion': { en: 'suggestion', fr: 'suggestion', it: 'suggerimento', de: 'vorschlag', es: 'sugerencia' },
  'portal-files': { en: 'files', fr: 'fichiers', it: 'file', de: 'dateien', es: 'archivos' },
  'portal-users': { en: 'users', fr: 'utilisateurs', it: 'utenti', de: 'benutzer', es: 'usuarios' },
  'portal-new': { en: 'new', fr: 'nouveau', it: 'nuovo', de: 'neu', es: 'nuevo' },
  'portal-delete': { en: 'delete', fr: 'supprimer', it: 'elimina', de: 'loeschen', es: 'eliminar' },
  'portal-show-as': { en: 'show-as', fr: 'afficher-en-tant-que', it: 'visualizza-come', de: 'anzeigen-als', es: 'ver-como' },
  'portal-progress': { en: 'progress', fr: 'progression', it: 'avanzamento', de: 'fortschritt', es: 'progreso' },
  'portal-request': { en: 'request', fr: 'demande', it: 'richiesta', de: 'anfrage', es: 'solicitud' },
  'portal-return': { en: 'return', fr: 'retour', it: 'ritorno', de: 'zurueck', es: 'volver' },
  'portal-sessions': { en: 'sessions', fr: 'sessions', it: 'sessioni', de: 'sitzungen', es: 'sesiones' },
  'portal-change': { en: 'change', fr: 'modifier', it: 'modifica', de: 'aendern', es: 'modificar' },
  'portal-tickets': { en: 'tickets', fr: 'tickets', it: 'ticket', de: 'tickets', es: 'tickets' },
  'portal-notifications': { en: 'notifications', fr: 'notifications', it: 'notifiche', de: 'benachrichtigungen', es: 'notificaciones' },
  'portal-settings': { en: 'settings', fr: 'parametres', it: 'impostazioni', de: 'einstellungen', es: 'ajustes' },
  'portal-staff': { en: 'staff', fr: 'equipe', it: 'staff', de: 'mitarbeiter', es: 'personal' },
  'portal-demo-pool': { en: 'demo-pool', fr: 'parc-de-demonstration', it: 'parco-demo', de: 'demo-pool', es: 'parque-de-demostracion' },
  'portal-suggestions': { en: 'suggestions', fr: 'suggestions', it: 'suggerimenti', de: 'vorschlaege', es: 'sugerencias' },
  'portal-wave-requests': { en: 'wave-requests', fr: 'demandes-wave', it: 'richieste-wave', de: 'wave-anfragen', es: 'solicitudes-wave' },
  'portal-audit-log': { en: 'audit-log', fr: 'journal-d-audit', it: 'registro-audit', de: 'audit-protokoll', es: 'registro-de-auditoria' },
  'portal-team': { en: 'team', fr: 'collaborateurs', it: 'squadra', de: 'team', es: 'equipo' },
  'portal-certificates': { en: 'certificates', fr: 'certificats', it: 'certificati', de: 'zertifikate', es: 'certificados' },
  'portal-translations': { en: 'translations', fr: 'traductions', it: 'traduzioni', de: 'uebersetzungen', es: 'traducciones' },
  'portal-training-requests': {
    en: 'training-requests',
    fr: 'demandes-de-formation',
    it: 'richieste-di-formazione',
    de: 'schulungsanfragen',
    es: 'solicitudes-de-formacion',
  },
  'portal-attendance': { en: 'attendance', fr: 'presences', it: 'presenze', de: 'anwesenheit', es: 'asistencia' },
  'portal-invite': { en: 'invite', fr: 'inviter', it: 'invita', de: 'einladen', es: 'invitar' },
  'portal-company-profile': {
    en: 'company-profile',
    fr: 'profil-entreprise',
    it: 'profilo-aziendale',
    de: 'firmenprofil',
    es: 'perfil-de-empresa',
  },
  'portal-invitation': { en: 'invitation', fr: 'invitation', it: 'invito', de: 'einladung', es: 'invitacion' },
  enquiry: { en: 'enquiry', fr: 'demande', it: 'richiesta', de: 'anfrage', es: 'consulta' },
  'project-request': {
    en: 'project-request',
    fr: 'demande-de-projet',
    it: 'richiesta-di-progetto',
    de: 'projektanfrage',
    es: 'solicitud-de-proyecto',
  },
  'retail-brochure': {
    en: 'retail-brochure',
    fr: 'brochure-commerce',
    it: 'brochure-retail',
    de: 'einzelhandel-broschure',
    es: 'folleto-comercio',
  },
  'partner-finder': {
    en: 'partner-finder',
    fr: 'trouver-un-partenaire',
    it: 'trova-un-partner',
    de: 'partnersuche',
    es: 'buscar-un-partner',
  },
  'corporate-configurator': {
    en: 'corporate-configurator',
    fr: 'configurateur-entreprise',
    it: 'configuratore-aziendale',
    de: 'unternehmenskonfigurator',
    es: 'configurador-empresarial',
  },
  'retail-configurator': {
    en: 'retail-configurator',
    fr: 'configurateur-commerce',
    it: 'configuratore-retail',
    de: 'einzelhandelskonfigurator',
    es: 'configurador-comercio',
  },
  'product-chooser': {
    en: 'product-chooser',
    fr: 'choisir-un-ecran',
    it: 'scegli-il-display',
    de: 'produktberater',
    es: 'elegir-pantalla',
  },
  'thank-you': { en: 'thank-you', fr: 'merci', it: 'grazie', de: 'danke', es: 'gracias' },
  'led-configurator': {
    en: 'led-configurator',
    fr: 'configurateur-led',
    it: 'configuratore-led',
    de: 'led-konfigurator',
    es: 'configurador-led',
  },
  'led-result': { en: 'result', fr: 'resultat', it: 'risultato', de: 'ergebnis', es: 'resultado' },
  'led-calculator': { en: 'led-calculator', fr: 'calculateur-led', it: 'calcolatore-led', de: 'led-rechner', es: 'calculadora-led' },
} as const satisfies Record<string, Partial<Record<SegmentLanguage, string>> & { en: string }>

export type SegmentKey = keyof typeof PATH_SEGMENTS

export function segmentLanguage(code: LocaleCode): SegmentLanguage {
  return code.slice(0, 2) as SegmentLanguage
}

/** The path segment for `key` in a locale. */
export function localisedSegment(key: SegmentKey, code: LocaleCode): string {
  const byLanguage: Partial<Record<SegmentLanguage, string>> & { en: string } = PATH_SEGMENTS[key]
  return byLanguage[segmentLanguage(code)] ?? byLanguage.en
}
