/** Names of asset types, statuses, availabilities and upload steps in the reader's language. */
import type { I18n } from '@lingui/core'
import type { ProductStatus } from '../content/model.ts'
import type { AssetAvailability, AssetFormProblem, AssetState, AssetStatus, AssetType, UploadProgressState } from './assets.ts'

export function assetTypeLabel(i18n: I18n, assetType: AssetType): string {
  switch (assetType) {
    case 'firmware':
      return i18n._({ id: 'pim.type.firmware', message: 'Firmware' })
    case 'sicp':
      return i18n._({ id: 'pim.type.sicp', message: 'SICP' })
    case 'sicp-tool':
      return i18n._({ id: 'pim.type.sicp_tool', message: 'SICP tool' })
    case 'document':
      return i18n._({ id: 'pim.type.document', message: 'Document' })
    case 'scaler-firmware':
      return i18n._({ id: 'pim.type.scaler_firmware', message: 'Scaler firmware' })
  }
}

export function assetStatusLabel(i18n: I18n, status: AssetStatus): string {
  return status === 'active'
    ? i18n._({ id: 'pim.asset_status.active', message: 'Active' })
    : i18n._({ id: 'pim.asset_status.inactive', message: 'Inactive' })
}

export function productStatusLabel(i18n: I18n, status: ProductStatus): string {
  switch (status) {
    case 'active':
      return i18n._({ id: 'pim.product_status.active', message: 'Active' })
    case 'disabled':
      return i18n._({ id: 'pim.product_status.disabled', message: 'Disabled' })
    case 'archived':
      return i18n._({ id: 'pim.product_status.archived', message: 'Archived' })
  }
}

export function availabilityLabel(i18n: I18n, availability: AssetAvailability): string {
  switch (availability) {
    case 'everyone':
      return i18n._({ id: 'pim.availability.everyone', message: 'Everyone on the public site' })
    case 'partners':
      return i18n._({ id: 'pim.availability.partners', message: 'Partners on the public site, from a minimum level' })
    case 'private':
      return i18n._({ id: 'pim.availability.private', message: 'Private: only with the unique link' })
  }
}

export function uploadProgressLabel(i18n: I18n, state: UploadProgressState): string {
  switch (state) {
    case 'uploading-file':
      return i18n._({ id: 'pim.progress.uploading_file', message: 'Uploading file' })
    case 'uploading-release-notes':
      return i18n._({ id: 'pim.progress.uploading_release_notes', message: 'Uploading release notes' })
    case 'adding-asset':
      return i18n._({ id: 'pim.progress.adding_asset', message: 'Adding asset to database' })
    case 'modifying-asset':
      return i18n._({ id: 'pim.progress.modifying_asset', message: 'Modifying asset' })
  }
}

export function assetProblemMessage(i18n: I18n, problem: AssetFormProblem): string {
  switch (problem) {
    case 'required':
      return i18n._({ id: 'pim.problem.required', message: 'Please fill in this field.' })
    case 'invalid':
      return i18n._({ id: 'pim.problem.invalid', message: 'This value is not valid.' })
    case 'unknown-product':
      return i18n._({ id: 'pim.problem.unknown_product', message: 'One of the linked products is not in the catalogue.' })
    case 'upload-missing':
      return i18n._({ id: 'pim.problem.upload_missing', message: 'The uploaded file could not be found. Please upload it again.' })
    case 'level-needs-partners':
      return i18n._({
        id: 'pim.problem.level_needs_partners',
        message:
          'A minimum partner level applies only to assets for partners. Choose "Partners" as availability, or leave the minimum level empty.',
      })
    case 'unknown-version':
      return i18n._({ id: 'pim.problem.unknown_version', message: 'The previous version could not be found. Please choose it again.' })
    case 'other-type':
      return i18n._({
        id: 'pim.problem.version_other_type',
        message: 'A version chain holds assets of one type only: this asset, its previous and its newer versions must have the same type.',
      })
    case 'version-cycle':
      return i18n._({
        id: 'pim.problem.version_cycle',
        message: 'This asset cannot supersede one of its own newer versions. Choose an older version.',
      })
    case 'already-superseded':
      return i18n._({
        id: 'pim.problem.version_already_superseded',
        message: 'Another asset already supersedes this version. Choose the newest version of the chain.',
      })
  }
}

export function assetStateLabel(i18n: I18n, state: AssetState): string {
  return state === 'archived' ? i18n._({ id: 'pim.asset_status.archived', message: 'Archived' }) : assetStatusLabel(i18n, state)
}
