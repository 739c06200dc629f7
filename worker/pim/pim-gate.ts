/**
 * The PIM's gate, asked on every PIM page and endpoint: the permission table decides
 * (ui/portal/permissions.ts, actions `pim.view` and `pim.assets.edit`).
 */
import type { Context } from 'hono'
import { type PortalAction, isAllowed } from '../../ui/portal/permissions.ts'
import type { PortalViewer } from '../../ui/portal/viewer.ts'
import type { AppEnv } from '../env.ts'
import { portalAccess } from '../portal/portal-access.ts'

export type PimAccess = { kind: 'allowed'; viewer: PortalViewer } | { kind: 'signed-out' } | { kind: 'no-access'; viewer: PortalViewer }

export function pimAccess(c: Context<AppEnv>, action: PortalAction): PimAccess {
  const access = portalAccess(c.get('viewer'), action)
  return access.kind === 'allowed' ? { kind: 'allowed', viewer: access.viewer } : access
}

export function mayEditAssets(viewer: PortalViewer | null): boolean {
  return isAllowed(viewer, 'pim.assets.edit')
}
