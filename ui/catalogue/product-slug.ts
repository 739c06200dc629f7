/**
 * Product codes (CTN) in URLs and lookups. A CTN such as `55BDL4511D/00` appears in URLs as
 * `55bdl4511d_00` (lower case, `/` as `_`, spaces dropped), which the route table accepts.
 */

/** The URL slug of a CTN: `55BDL4511D/00` → `55bdl4511d_00`. */
export function productSlug(ctn: string): string {
  return ctn.trim().toLowerCase().replace(/\s+/g, '').replace(/\//g, '_')
}
