/**
 * CPU profiles of the worker through the `wrangler dev` inspector (Chrome DevTools protocol):
 * start the profiler, run some requests, stop it, and sum each function's own time. A profile
 * counts the worker's CPU only, so it is far less sensitive to the machine's load than requests/s
 * (decision 015): use it to find where a request's time goes, and ratios to report.
 */

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}

export interface CpuProfile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

export interface ProfileSummary {
  /** CPU time of the worker (idle excluded), ms. */
  activeMs: number
  /** Functions by own time, heaviest first. */
  selfTime: Array<{ name: string; ms: number }>
  /** Functions by total time (own + callees), heaviest first. */
  totalTime: Array<{ name: string; ms: number }>
}

/** The inspector session of the worker `wrangler dev --inspector-port <port>` serves. */
export class WorkerInspector {
  private nextId = 1
  private readonly pending = new Map<number, (result: unknown) => void>()

  private readonly socket: WebSocket

  private constructor(socket: WebSocket) {
    this.socket = socket
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: unknown }
      if (message.id === undefined) return
      this.pending.get(message.id)?.(message.error ? Promise.reject(new Error(JSON.stringify(message.error))) : message.result)
      this.pending.delete(message.id)
    })
  }

  static async connect(inspectorPort: number): Promise<WorkerInspector> {
    const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as Array<{
      webSocketDebuggerUrl: string
      title?: string
    }>
    const target = targets.find((candidate) => !/^(wrangler|miniflare|ProxyServer)/i.test(candidate.title ?? '')) ?? targets[0]
    if (!target) throw new Error(`No inspector target on port ${inspectorPort}`)
    // The inspector proxy of wrangler refuses a socket without a local Origin (DNS-rebinding guard);
    // Node's WebSocket takes headers as its (undici) extension of the options.
    const socket = new WebSocket(target.webSocketDebuggerUrl, {
      headers: { Origin: `http://127.0.0.1:${inspectorPort}` },
    } as unknown as string[])
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true })
      socket.addEventListener('error', reject, { once: true })
    })
    return new WorkerInspector(socket)
  }

  send<Result>(method: string, params: Record<string, unknown> = {}): Promise<Result> {
    const id = this.nextId++
    return new Promise<Result>((resolve) => {
      this.pending.set(id, resolve as (result: unknown) => void)
      this.socket.send(JSON.stringify({ id, method, params }))
    })
  }

  /** Profiles the worker while `work` runs. */
  async profile(work: () => Promise<void>, samplingIntervalUs = 200): Promise<CpuProfile> {
    await this.send('Profiler.enable')
    await this.send('Profiler.setSamplingInterval', { interval: samplingIntervalUs })
    await this.send('Profiler.start')
    await work()
    const { profile } = await this.send<{ profile: CpuProfile }>('Profiler.stop')
    return profile
  }

  close(): void {
    this.socket.close()
  }
}

function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame
  const file = url.split('/').at(-1) ?? ''
  return `${functionName || '(anonymous)'} ${file}${file ? `:${lineNumber + 1}` : ''}`.trim()
}

/** The median time between two samples, ms: the sampling interval as the profiler kept it. */
function medianSampleMs(profile: CpuProfile): number {
  const deltas = profile.timeDeltas.filter((delta) => delta > 0).sort((a, b) => a - b)
  return (deltas[Math.floor(deltas.length / 2)] ?? 0) / 1000
}

/**
 * Own and total time per function. Each sample counts as one sampling interval (`sampleMs`, by
 * default the median gap between samples) rather than its own gap: on a loaded machine a gap
 * includes the time the worker's thread waited for a core, which would be charged to whatever
 * ran when it got one back (decision 052).
 */
export function summarise(profile: CpuProfile, top = 25, sampleMs = medianSampleMs(profile)): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const self = new Map<string, number>()
  const total = new Map<string, number>()
  let active = 0
  profile.samples.forEach((id) => {
    const ms = sampleMs
    const node = byId.get(id)
    if (!node || node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)') return
    active += ms
    const name = frameName(node)
    self.set(name, (self.get(name) ?? 0) + ms)
    const seen = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)
      if (!frame || frame.callFrame.functionName === '(root)') continue
      const frameKey = frameName(frame)
      if (seen.has(frameKey)) continue
      seen.add(frameKey)
      total.set(frameKey, (total.get(frameKey) ?? 0) + ms)
    }
  })
  const sorted = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({ name, ms }))
  return { activeMs: active, selfTime: sorted(self), totalTime: sorted(total) }
}
