/** Every text of the asset editor, translated on the server and handed to the island as props. */
import type { I18n } from '@lingui/core'
import { PARTNER_LEVELS } from '../content/model.ts'
import { levelLabel } from '../portal/labels.ts'
import { ASSET_AVAILABILITIES, ASSET_FORM_PROBLEMS, ASSET_STATUSES, ASSET_TYPES, UPLOAD_PROGRESS_STATES } from './assets.ts'
import { assetProblemMessage, assetStatusLabel, assetTypeLabel, availabilityLabel, uploadProgressLabel } from './pim-texts.ts'

export function assetEditorTexts(i18n: I18n) {
  const map = <Key extends string>(keys: readonly Key[], label: (key: Key) => string) =>
    Object.fromEntries(keys.map((key) => [key, label(key)])) as Record<Key, string>
  return {
    title: i18n._({ id: 'pim.field.title', message: 'Title' }),
    version: i18n._({ id: 'pim.field.version', message: 'Version' }),
    type: i18n._({ id: 'pim.field.type', message: 'Type' }),
    status: i18n._({ id: 'pim.field.status', message: 'Status' }),
    availability: i18n._({ id: 'pim.field.availability', message: 'Availability' }),
    partnerLevel: i18n._({ id: 'pim.field.partner_level', message: 'Partner level' }),
    minimumPartnerLevel: i18n._({ id: 'pim.field.minimum_partner_level', message: 'Minimum partner level' }),
    partnerLevelHint: i18n._({
      id: 'pim.hint.partner_level',
      message: 'For your information only: the partner level the asset is written for. It does not limit who may download.',
    }),
    minimumPartnerLevelHint: i18n._({
      id: 'pim.hint.minimum_partner_level_rule',
      message: 'Limits downloads: only for availability "Partners", the lowest level that may download. Leave empty for every partner.',
    }),
    supersedesId: i18n._({ id: 'pim.field.supersedes', message: 'Supersedes' }),
    supersedesIdHint: i18n._({
      id: 'pim.hint.supersedes',
      message:
        'Optional. The earlier asset of the same type this one replaces, e.g. firmware 2.0.9 for 2.1.0. The site then offers only the newest active version; the earlier one stays in the PIM.',
    }),
    productCtns: i18n._({ id: 'pim.field.linked_products', message: 'Linked products' }),
    productCtnsHint: i18n._({
      id: 'pim.hint.linked_products_picker',
      message: 'Tick the products this asset belongs to, or add every product of a product line or category at once.',
    }),
    picker: {
      search: i18n._({ id: 'pim.picker.search', message: 'Find products by name or type number' }),
      // The island fills in the count: the placeholder is handed over as it is.
      chosen: i18n._({ id: 'pim.picker.chosen', message: '{count} products linked', values: { count: '{count}' } }),
      noMatch: i18n._({ id: 'pim.picker.no_match', message: 'No product matches.' }),
      group: i18n._({ id: 'pim.picker.group', message: 'Product line or category' }),
      addGroup: i18n._({ id: 'pim.picker.add_group', message: 'Link all its products' }),
      clear: i18n._({ id: 'pim.picker.clear', message: 'Unlink all' }),
    },
    file: i18n._({ id: 'pim.field.file', message: 'File' }),
    fileHint: i18n._({ id: 'pim.hint.file', message: 'Large files are sent in parts; an interrupted upload continues where it stopped.' }),
    keepFile: i18n._({
      id: 'pim.hint.keep_file',
      message: 'Current file: {name}. Choose a file only to replace it.',
      values: { name: '{name}' },
    }),
    checksum: i18n._({ id: 'pim.field.checksum', message: 'SHA-256 checksum' }),
    releaseNotes: i18n._({ id: 'pim.field.release_notes', message: 'Release notes' }),
    releaseNotesHint: i18n._({ id: 'pim.hint.release_notes', message: 'Optional. A PDF document.' }),
    publishAt: i18n._({ id: 'pim.field.publish_at', message: 'Activate at (UTC)' }),
    publishAtHint: i18n._({
      id: 'pim.hint.publish_at',
      message: 'Optional. At this time the asset becomes active, so the site offers it. Leave empty to change the status yourself.',
    }),
    expiresAt: i18n._({ id: 'pim.field.expires_at', message: 'Deactivate at (UTC)' }),
    expiresAtHint: i18n._({ id: 'pim.hint.expires_at', message: 'Optional. At this time the asset becomes inactive and leaves the site.' }),
    none: i18n._({ id: 'pim.none', message: 'None' }),
    save: i18n._({ id: 'pim.save_asset', message: 'Save asset' }),
    saving: i18n._({ id: 'pim.saving_asset', message: 'Saving the asset…' }),
    cancel: i18n._({ id: 'pim.cancel', message: 'Cancel' }),
    fixErrors: i18n._({ id: 'pim.problem.fix_fields', message: 'Please correct the marked fields.' }),
    uploadFailed: i18n._({
      id: 'pim.problem.upload_failed',
      message: 'The upload was interrupted. Please try again: it continues where it stopped.',
    }),
    saveFailed: i18n._({ id: 'pim.problem.save_failed', message: 'Something went wrong while saving the asset. Please try again.' }),
    types: map(ASSET_TYPES, (key) => assetTypeLabel(i18n, key)),
    statuses: map(ASSET_STATUSES, (key) => assetStatusLabel(i18n, key)),
    availabilities: map(ASSET_AVAILABILITIES, (key) => availabilityLabel(i18n, key)),
    levels: map(PARTNER_LEVELS, (key) => levelLabel(i18n, key)),
    progress: map(UPLOAD_PROGRESS_STATES, (key) => uploadProgressLabel(i18n, key)),
    problems: map(ASSET_FORM_PROBLEMS, (key) => assetProblemMessage(i18n, key)),
  }
}

export type AssetEditorTexts = ReturnType<typeof assetEditorTexts>
