/**
 * The guides' state lives in the query string. Each step is a plain GET form (so the tools work
 * without JavaScript); hydrated, the island reads the submitted form with the same pure function
 * the server uses, shows the result in place, and puts the canonical query in the address bar,
 * so a reload or a shared link restores it. Back and forward read the address bar again.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react'

export function useQueryState<State>(
  initialQuery: string,
  read: (query: URLSearchParams) => State,
  write: (state: State) => URLSearchParams,
  /** States the server must render in full (a step with another island, such as a lead form). */
  fullLoadWhen: (state: State) => boolean = () => false,
) {
  const [state, setState] = useState(() => read(new URLSearchParams(initialQuery)))
  const changed = useRef(false)

  useEffect(() => {
    const onPop = () => {
      changed.current = true
      setState(read(new URLSearchParams(location.search)))
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [read])

  /** Shows a state and records it in the address bar (a new history entry, or in place). */
  function show(next: State, mode: 'push' | 'replace' = 'push') {
    if (fullLoadWhen(next)) {
      location.assign(`${location.pathname}?${write(next).toString()}`)
      return
    }
    changed.current = true
    setState(next)
    const url = `${location.pathname}?${write(next).toString()}`
    if (mode === 'push') history.pushState(history.state, '', url)
    else history.replaceState(history.state, '', url)
  }

  /** A step's form was sent: the same reading as the server's, in place. */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    // A button sending the form elsewhere (the comparison page) leaves the page as usual.
    if (submitter?.hasAttribute('formaction')) return
    event.preventDefault()
    const data = new FormData(event.currentTarget, submitter)
    const query = new URLSearchParams()
    for (const [name, value] of data) if (typeof value === 'string') query.append(name, value)
    show(read(query))
  }

  return { state, show, onSubmit, changed }
}

/** Moves focus to the step's heading after a change made in place (not on the first render). */
export function useStepFocus(key: string, changed: { current: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step (key) changes; the ref is read, not watched.
  useEffect(() => {
    if (changed.current) heading.current?.focus()
  }, [key, changed])
  return heading
}

/** Fills `{name}` placeholders of a translated template. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}
