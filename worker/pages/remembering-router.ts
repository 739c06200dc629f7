/**
 * Hono's trie router with its answers remembered per method and path. Every route × locale of
 * the route registry is a route (about 1,200, beside every step registered for all paths), and
 * walking the trie for a request was the largest single share of a small request's work
 * (docs/decisions/045-shared-request-work.md). A match depends on the method and the path alone
 * and Hono only reads it, so the answer for a path is kept and handed out again: at most
 * MAX_REMEMBERED_MATCHES of them per isolate, forgotten all at once when full (a flood of
 * distinct paths then costs what it cost before, never more memory).
 */
import type { Result, Router } from 'hono/router'
import { TrieRouter } from 'hono/router/trie-router'

export const MAX_REMEMBERED_MATCHES = 2000

export class RememberingRouter<T> implements Router<T> {
  readonly name = 'RememberingRouter'
  readonly #router = new TrieRouter<T>()
  readonly #matches = new Map<string, Result<T>>()

  add(method: string, path: string, handler: T): void {
    // A route added later changes what a path matches: forget every remembered answer.
    this.#matches.clear()
    this.#router.add(method, path, handler)
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`
    let result = this.#matches.get(key)
    if (result === undefined) {
      result = this.#router.match(method, path)
      if (this.#matches.size >= MAX_REMEMBERED_MATCHES) this.#matches.clear()
      this.#matches.set(key, result)
    }
    return result
  }
}
