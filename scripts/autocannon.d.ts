/** The part of autocannon's API scripts/bench.ts and scripts/load.ts use (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number
    mean: number
    p50: number
    p99: number
    total: number
  }
  export interface Result {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    '4xx': number
    '5xx': number
    duration: number
  }
  export interface RequestParams {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
  }
  export interface RequestTemplate extends RequestParams {
    /** Called before each request: what it returns is sent. */
    setupRequest?: (request: RequestParams) => RequestParams
    onResponse?: (status: number, body: string) => void
  }
  interface Options {
    url: string
    requests?: RequestTemplate[]
    timeout?: number
    connections?: number
    duration?: number
    pipelining?: number
    headers?: Record<string, string>
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
