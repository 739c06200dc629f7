/** What the page shell shows about the visitor's account: a login link, or their menu and any impersonation. */

export interface ShellAccount {
  /** The sign-in page of the current locale. */
  signInHref: string
  signedIn: {
    name: string
    portalHref: string
    /** "Your sessions": the browsers the person is signed in with. */
    sessionsHref: string
    signOutAction: string
    csrfToken: string
    /** Set while the signed-in person shows the portal as a partner. */
    impersonating: { partnerName: string; organisationName: string | null; returnAction: string } | null
  } | null
}
