/**
 * The portal's gate, asked on every portal request (SPEC.md point 6): may this viewer take this
 * action? The answer comes from the permission table only (ui/portal/permissions.ts).
 */
import { type PermissionScope, type PortalAction, permissionFor } from '../../ui/portal/permissions.ts'
import type { PortalViewer } from '../../ui/portal/viewer.ts'

export type PortalAccess =
  | { kind: 'allowed'; viewer: PortalViewer; scope: PermissionScope }
  | { kind: 'signed-out' }
  | { kind: 'no-access'; viewer: PortalViewer }

export function portalAccess(viewer: PortalViewer | null, action: PortalAction): PortalAccess {
  if (!viewer) return { kind: 'signed-out' }
  const scope = permissionFor(viewer, action)
  return scope ? { kind: 'allowed', viewer, scope } : { kind: 'no-access', viewer }
}
