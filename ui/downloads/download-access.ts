/**
 * Who may download a file (SPEC.md point 6: some downloads are partner-only, some from a minimum
 * partner level). The one place the rule lives: pages ask it to decide between a download link
 * and a sign-in prompt; the file route will ask it before serving. The viewer is the signed-in
 * partner (ui/portal/viewer.ts: their level, never above an impersonator's own) or `null`.
 */
import { type Download, PARTNER_LEVELS, type PartnerLevel } from '../content/model.ts'

/** The visitor as far as downloads care: signed out (null), or a partner of some level. */
export type DownloadViewer = { partnerLevel?: PartnerLevel } | null

function rank(level: PartnerLevel): number {
  return PARTNER_LEVELS.indexOf(level)
}

export function canDownload(download: Pick<Download, 'access' | 'minimumPartnerLevel'>, viewer: DownloadViewer): boolean {
  if (download.access === 'public') return true
  if (!viewer?.partnerLevel) return false
  if (!download.minimumPartnerLevel) return true
  return rank(viewer.partnerLevel) >= rank(download.minimumPartnerLevel)
}
