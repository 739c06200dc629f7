declare module '*.po?raw' {
  const source: string
  export default source
}

declare module '*.pdf?raw' {
  const source: string
  export default source
}
