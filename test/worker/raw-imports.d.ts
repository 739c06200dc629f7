declare module '*.po?raw' {
  const source: string
  export default source
}
