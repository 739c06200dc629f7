/**
 * libphonenumber-js in the browser, loaded on demand (issue 20): ~30 KB gzip that only checking
 * a phone number needs. The client build resolves `libphonenumber-js` to this module
 * (vite.config.ts), so validators.ts reads phone numbers through it unchanged; the server and the
 * tests import the library itself. A form island calls `loadPhoneLibrary()` on the first focus,
 * blur, change or submit in its form and runs its checks once it has loaded (use-form-state.ts), so
 * a check never meets the library missing; if one did, it would throw rather than pass a number
 * unchecked.
 */
import type * as PhoneLibrary from 'libphonenumber-js'

export type { CountryCode } from 'libphonenumber-js'

let library: typeof PhoneLibrary | undefined
let loading: Promise<void> | undefined

/** Loads the library (once); resolves when phone numbers can be checked. */
export function loadPhoneLibrary(): Promise<void> {
  // The same build of the library as `libphonenumber-js` itself (its main entry is the min metadata).
  loading ??= import('libphonenumber-js/min').then((loaded) => {
    library = loaded as typeof PhoneLibrary
  })
  return loading
}

export function phoneLibraryLoaded(): boolean {
  return library !== undefined
}

function loaded(): typeof PhoneLibrary {
  if (!library) throw new Error('A phone number was checked before the phone library loaded (loadPhoneLibrary)')
  return library
}

export const parsePhoneNumberFromString = ((...args: Parameters<typeof PhoneLibrary.parsePhoneNumberFromString>) =>
  loaded().parsePhoneNumberFromString(...args)) as typeof PhoneLibrary.parsePhoneNumberFromString

export const isSupportedCountry: typeof PhoneLibrary.isSupportedCountry = (country) => loaded().isSupportedCountry(country)
