/** What the portal's feature pages get from the portal's HTTP layer (worker/portal/portal-routes.tsx). */
import type { Context } from 'hono'
import type { ReactElement } from 'react'
import type { PortalAction } from '../../ui/portal/permissions.ts'
import type { PortalViewer } from '../../ui/portal/viewer.ts'
import type { PortalRouteName, RouteMatch } from '../../ui/routes/route-table.ts'
import type { AppEnv } from '../env.ts'

export type PortalMatch = RouteMatch & { name: PortalRouteName }
export type Served = Response | Promise<Response>
export type PortalStatus = 200 | 401 | 403 | 404 | 409 | 422 | 503

export interface PortalPageKit {
  c: Context<AppEnv>
  match: PortalMatch
  viewer: PortalViewer
  /** The page in the portal shell. */
  render(title: string, body: ReactElement, status?: PortalStatus): Served
  /** The answer when the viewer may not take `action` (no access), or null when they may. */
  refuse(action: PortalAction): Served | null
}

export const NOTICE_PARAMETER = 'notice'

/** The notice named in the query string, when it is one the page knows. */
export function noticeOf<Notice extends string>(c: Context<AppEnv>, notices: readonly Notice[]): Notice | null {
  const notice = c.req.query(NOTICE_PARAMETER)
  return (notices as readonly string[]).includes(notice ?? '') ? (notice as Notice) : null
}

export function withNotice(path: string, notice: string): string {
  return `${path}?${new URLSearchParams({ [NOTICE_PARAMETER]: notice })}`
}
