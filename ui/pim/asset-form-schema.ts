/** What the add and edit screens send (the files are finished uploads, named by their upload id); read by the worker. */
import { type } from 'arktype'
import { PARTNER_LEVELS } from '../content/model.ts'
import {
  ASSET_AVAILABILITIES,
  ASSET_LINKED_PRODUCTS_MAX,
  ASSET_STATUSES,
  ASSET_TITLE_MAX_LENGTH,
  ASSET_TYPES,
  ASSET_VERSION_MAX_LENGTH,
} from './assets.ts'

/** Longest asset id taken as a previous version (ids are UUIDs). */
const ASSET_ID_MAX_LENGTH = 64

export const assetFormSchema = type({
  title: `0 < string <= ${ASSET_TITLE_MAX_LENGTH}`,
  version: `0 < string <= ${ASSET_VERSION_MAX_LENGTH}`,
  type: type.enumerated(...ASSET_TYPES),
  status: type.enumerated(...ASSET_STATUSES),
  availability: type.enumerated(...ASSET_AVAILABILITIES),
  partnerLevel: type.enumerated(...PARTNER_LEVELS).or('null'),
  minimumPartnerLevel: type.enumerated(...PARTNER_LEVELS).or('null'),
  productCtns: type('string[]').atMostLength(ASSET_LINKED_PRODUCTS_MAX),
  'fileUploadId?': 'string | null',
  'releaseNotesUploadId?': 'string | null',
  /** `datetime-local` values read as UTC (ui/pim/schedule-times.ts), or empty. */
  'publishAt?': 'string | null',
  'expiresAt?': 'string | null',
  /** The asset this one is the new version of; empty or null for none. */
  'supersedesId?': type(`string <= ${ASSET_ID_MAX_LENGTH}`).or('null'),
})
export type AssetForm = typeof assetFormSchema.infer
