/**
 * What a portal page gets from the portal's HTTP layer: the request, its route, the viewer the
 * gate let through, the portal shell to render in and the gate for a further action. The shell
 * and the gate are middleware on every portal route (portal-shell.tsx, portal-gate.tsx); a page
 * only renders.
 */
import type { Context } from 'hono'
import type { ReactElement } from 'react'
import type { PortalAction } from '../../ui/portal/permissions.ts'
import type { PortalViewer } from '../../ui/portal/viewer.ts'
import type { PortalRouteName, RouteMatch } from '../../ui/routes/route-table.ts'
import type { AppEnv } from '../env.ts'

export type PortalMatch = RouteMatch & { name: PortalRouteName }
export type Served = Response | Promise<Response>
export type PortalStatus = 200 | 401 | 403 | 404 | 409 | 422 | 503

/** Renders a page in the portal shell (the portal navigation beside it for a signed-in viewer). */
export type PortalRender = (title: string, body: ReactElement, status?: PortalStatus) => Served

export interface PortalPageKit {
  c: Context<AppEnv>
  match: PortalMatch
  viewer: PortalViewer
  /** The page in the portal shell. */
  render: PortalRender
  /** The answer when the viewer may not take `action` (no access), or null when they may. */
  refuse(action: PortalAction): Served | null
}

/** The kit of the one page anyone may open (the sign-in page): the viewer may be nobody. */
export interface OpenPortalPageKit {
  c: Context<AppEnv>
  match: PortalMatch
  viewer: PortalViewer | null
  render: PortalRender
}

/** The query parameter of the message a page shows after a form post (`?notice=created`). */
export const NOTICE_PARAMETER = 'notice'

/** The notice named in the query string, when it is one the page knows. */
export function noticeOf<Notice extends string>(c: Context<AppEnv>, notices: readonly Notice[]): Notice | null {
  const notice = c.req.query(NOTICE_PARAMETER)
  return (notices as readonly string[]).includes(notice ?? '') ? (notice as Notice) : null
}

export function withNotice(path: string, notice: string): string {
  return `${path}?${new URLSearchParams({ [NOTICE_PARAMETER]: notice })}`
}
