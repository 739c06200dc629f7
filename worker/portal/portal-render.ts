/** How a portal feature module hands its page to the portal shell (worker/portal/portal-routes.tsx). */
import type { ReactElement } from 'react'

export type PortalStatus = 200 | 401 | 403 | 404 | 409 | 413 | 422 | 503
export type PortalRender = (title: string, body: ReactElement, status?: PortalStatus) => Response | Promise<Response>
