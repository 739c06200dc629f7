/**
 * Seeded generators for fuzz tests: the same seed gives the same inputs, so a failure found once
 * is found again. mulberry32: small, fast and good enough to spread test inputs.
 */
export interface Random {
  next(): number
  integer(least: number, most: number): number
  pick<Item>(items: readonly Item[]): Item
  chance(probability: number): boolean
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    integer: (least, most) => least + Math.floor(next() * (most - least + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (probability) => next() < probability,
  }
}

/** Characters that tend to break validators: digits, letters, separators, white space, unicode. */
const ALPHABET = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ...' .-_@+:/()#%&?=,;\'"\\\t\n',
  'é',
  'ß',
  'ø',
  '日',
  '本',
  '😀',
  '\u0000',
  '\u200b',
  '\u00a0',
  'ｗ',
  '１',
]

/** A string of up to `maxLength` characters, sometimes shaped like a real value. */
export function randomText(random: Random, maxLength = 40): string {
  const shapes = [
    () => '',
    () => ' '.repeat(random.integer(1, 3)),
    () => `+${random.integer(1, 999)} ${random.integer(10_000, 999_999_999)}`,
    () =>
      `${random.pick(['', 'http://', 'https://', 'ftp://'])}${random.pick(['', 'www.'])}site${random.integer(0, 99)}.${random.pick(['com', 'nl', 'c', 'museum', 'travel1'])}`,
    () => `user${random.integer(0, 9)}@${random.pick(['example.com', 'ex', 'a.b.co', '', '-x.com'])}`,
    () => `${random.integer(0, 9999)}${random.pick(['', ' '])}${random.pick(['AB', 'SA', 'ss', 'zz', '1'])}`,
    () => `${random.integer(0, 99)}-${random.integer(0, 999)}`,
    () => 'a'.repeat(random.integer(0, 300)),
  ]
  if (random.chance(0.4)) return random.pick(shapes)()
  const size = random.integer(0, maxLength)
  let text = ''
  for (let index = 0; index < size; index++) text += random.pick(ALPHABET)
  return text
}

/** Any JSON-ish value, including the wrong kinds for a field. */
export function randomValue(random: Random, depth = 0): unknown {
  const kinds = [
    () => randomText(random),
    () => random.chance(0.5),
    () => random.integer(-1000, 1000),
    () => null,
    () => undefined,
    () => (depth < 2 ? Array.from({ length: random.integer(0, 4) }, () => randomValue(random, depth + 1)) : []),
    () => (depth < 2 ? { ctn: randomText(random, 12), quantity: randomText(random, 5) } : {}),
    () => ({
      name: randomText(random, 10),
      size: random.integer(0, 3_000_000),
      type: random.pick(['image/png', 'image/jpeg', 'application/pdf', 'text/html', '']),
    }),
  ]
  return random.pick(kinds)()
}
