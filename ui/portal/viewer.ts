/**
 * Who is looking at a page: nobody (null), a signed-in person, or a signed-in person showing the
 * portal as a partner (impersonation). Built by the worker's session step on every request.
 */
import { type PartnerLevel, type PortalUser, lowerLevel } from './partner-roles.ts'

export interface PortalViewer {
  /** Whose portal is shown: the signed-in person, or the partner being impersonated. */
  person: PortalUser
  /** The signed-in person while they show the portal as `person` (the session's actor claim). */
  actor: PortalUser | null
  /**
   * The partner level that decides gated content (downloads): the person's, and never more than
   * the actor's own while impersonating.
   */
  partnerLevel: PartnerLevel
}

export function viewerOf(person: PortalUser, actor: PortalUser | null = null): PortalViewer {
  return { person, actor, partnerLevel: actor ? lowerLevel(person.level, actor.level) : person.level }
}

/** The person who really acts: the impersonator while impersonating, otherwise the person. */
export function actingPerson(viewer: PortalViewer): PortalUser {
  return viewer.actor ?? viewer.person
}
