/**
 * What an uploaded file is, three ways: the ending of its name, the type the browser declared and
 * the type its first bytes show (sniffed). An upload is accepted only when the three agree, so a
 * page named `.html` that starts with an image header, or a program renamed `.pdf`, is refused
 * whatever the rest of the rules say. Shared by the browser (islands check a chosen file before it
 * is sent) and the worker (which alone sees the bytes of every upload); free of server APIs.
 */

/** Every type this site recognises by its bytes: what names and declared types belong to it. */
export interface KnownFileType {
  /** File name endings, lower case, with the dot. */
  extensions: readonly string[]
  /** Types a browser or an operating system may declare for it (the canonical one first). */
  declared: readonly string[]
}

export const KNOWN_FILE_TYPES = {
  'image/jpeg': { extensions: ['.jpg', '.jpeg', '.jpe', '.jfif'], declared: ['image/jpeg', 'image/pjpeg', 'image/jpg'] },
  'image/png': { extensions: ['.png'], declared: ['image/png', 'image/x-png'] },
  'image/gif': { extensions: ['.gif'], declared: ['image/gif'] },
  'application/pdf': { extensions: ['.pdf'], declared: ['application/pdf', 'application/x-pdf'] },
  'application/zip': {
    // Formats that are zip archives inside (office documents, Android and Java packages).
    extensions: ['.zip', '.apk', '.jar', '.docx', '.xlsx', '.pptx', '.odt', '.ods', '.odp'],
    declared: [
      'application/zip',
      'application/x-zip-compressed',
      'application/vnd.android.package-archive',
      'application/java-archive',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/vnd.oasis.opendocument.text',
      'application/vnd.oasis.opendocument.spreadsheet',
      'application/vnd.oasis.opendocument.presentation',
    ],
  },
  'application/x-msdownload': {
    extensions: ['.exe', '.dll'],
    declared: ['application/x-msdownload', 'application/x-dosexec', 'application/vnd.microsoft.portable-executable'],
  },
  'video/mp4': { extensions: ['.mp4', '.m4v'], declared: ['video/mp4', 'video/x-m4v'] },
  'video/quicktime': { extensions: ['.mov', '.qt'], declared: ['video/quicktime'] },
} as const satisfies Record<string, KnownFileType>

export type KnownFileTypeName = keyof typeof KNOWN_FILE_TYPES

/** What a file is when no signature matches. */
export const UNKNOWN_FILE_TYPE = 'application/octet-stream'

/**
 * Declared types that claim nothing: what browsers send for a file the operating system has no
 * type for. The name and the bytes must still agree.
 */
export const UNCLAIMED_DECLARED_TYPES: readonly string[] = ['', UNKNOWN_FILE_TYPE, 'binary/octet-stream']

/**
 * Endings of markup and scripts a browser would render or run: refused for every upload, whatever
 * the bytes, since such a file only ever reaches a person to be opened.
 */
export const MARKUP_EXTENSIONS: readonly string[] = [
  '.html',
  '.htm',
  '.xhtml',
  '.shtml',
  '.mht',
  '.mhtml',
  '.svg',
  '.svgz',
  '.xml',
  '.xsl',
  '.xslt',
  '.js',
  '.mjs',
  '.cjs',
  '.php',
  '.phtml',
  '.jsp',
  '.asp',
  '.aspx',
  '.hta',
  '.swf',
]

/** Declared types of markup and scripts: refused like their endings. */
export const MARKUP_DECLARED_TYPES: readonly string[] = [
  'text/html',
  'application/xhtml+xml',
  'image/svg+xml',
  'text/xml',
  'application/xml',
  'text/xsl',
  'application/xslt+xml',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-httpd-php',
  'application/x-shockwave-flash',
]

/** Bytes read from the start of a file to sniff it (the longest signature ends at byte 12). */
export const SNIFF_BYTES = 16

/** ISO base media files (MP4, MOV) carry their brand at byte 4 after the box size. */
const FTYP = [0x66, 0x74, 0x79, 0x70]
/** QuickTime files without an `ftyp` box start with one of these top-level atoms. */
const QUICKTIME_ATOMS = ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].map((atom) => [...atom].map((letter) => letter.charCodeAt(0)))

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte)
}

/** Magic numbers of the types the uploads may accept, and of a few they must recognise to refuse. */
const SIGNATURES: ReadonlyArray<{ type: KnownFileTypeName; bytes: readonly number[] }> = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  { type: 'application/zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { type: 'application/x-msdownload', bytes: [0x4d, 0x5a] },
]

/** The type a file's first bytes show, or UNKNOWN_FILE_TYPE. */
export function sniffFileType(bytes: Uint8Array): string {
  for (const signature of SIGNATURES) if (startsWith(bytes, signature.bytes)) return signature.type
  if (startsWith(bytes, FTYP, 4)) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12))
    return brand === 'qt  ' ? 'video/quicktime' : 'video/mp4'
  }
  if (QUICKTIME_ATOMS.some((atom) => startsWith(bytes, atom, 4))) return 'video/quicktime'
  return UNKNOWN_FILE_TYPE
}

/** The ending of a file name (lower case, with the dot), or '' when it has none. */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? ''
  const dot = base.lastIndexOf('.')
  return dot > 0 ? base.slice(dot).toLowerCase() : ''
}

function knownType(type: string): KnownFileType | undefined {
  return Object.hasOwn(KNOWN_FILE_TYPES, type) ? KNOWN_FILE_TYPES[type as KnownFileTypeName] : undefined
}

/** The known type whose ending this is, if any. */
export function typeOfExtension(extension: string): KnownFileTypeName | undefined {
  return (Object.keys(KNOWN_FILE_TYPES) as KnownFileTypeName[]).find((type) =>
    (KNOWN_FILE_TYPES[type].extensions as readonly string[]).includes(extension),
  )
}

/** The known type a declared type names, if any (aliases included). */
export function typeOfDeclared(declared: string): KnownFileTypeName | undefined {
  const normalised = declared.split(';')[0]!.trim().toLowerCase()
  return (Object.keys(KNOWN_FILE_TYPES) as KnownFileTypeName[]).find((type) =>
    (KNOWN_FILE_TYPES[type].declared as readonly string[]).includes(normalised),
  )
}

export function isUnclaimedType(declared: string): boolean {
  return UNCLAIMED_DECLARED_TYPES.includes(declared.split(';')[0]!.trim().toLowerCase())
}

/** What the agreement check sees of a file; `sniffed` is absent where the bytes are not read (the browser). */
export interface FileIdentity {
  name: string
  declared: string
  sniffed?: string
}

/**
 * Whether a file's name, declared type and (where known) sniffed type agree:
 * - markup and script endings and declared types never agree;
 * - a known sniffed type needs an ending of that type, and a declared type of it or none;
 * - a file whose bytes are not recognised may not carry the ending or the declared type of a
 *   type we recognise (a "PDF" that is not one);
 * - where the bytes are not read, the ending and the declared type must name the same type.
 */
export function fileTypesAgree({ name, declared, sniffed }: FileIdentity): boolean {
  const extension = extensionOf(name)
  if (MARKUP_EXTENSIONS.includes(extension)) return false
  if (MARKUP_DECLARED_TYPES.includes(declared.split(';')[0]!.trim().toLowerCase())) return false
  const byName = typeOfExtension(extension)
  const byDeclaration = typeOfDeclared(declared)
  const claimed = !isUnclaimedType(declared)
  if (sniffed !== undefined && sniffed !== UNKNOWN_FILE_TYPE) {
    const known = knownType(sniffed)
    if (!known || !(known.extensions as readonly string[]).includes(extension)) return false
    return !claimed || byDeclaration === sniffed
  }
  if (sniffed === UNKNOWN_FILE_TYPE && (byName || byDeclaration)) return false
  if (claimed && byDeclaration === undefined && byName) return false
  if (byName && byDeclaration && byName !== byDeclaration) return false
  return true
}
