/**
 * The one JSON error envelope of the site's APIs (`{ message, statusCode, statusMessage, data }`,
 * the content API's shape) and the HTTPException that carries it, so middleware such as
 * `hono/bearer-auth` can refuse with it and every app's onError answers it unchanged.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { bearerAuth } from 'hono/bearer-auth'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { timingSafeEqual } from '../crypto/timing-safe-equal.ts'

export interface JsonErrorEnvelope {
  message: string
  statusCode: number
  statusMessage: string
  data: unknown
}

export function jsonErrorEnvelope(statusCode: number, message: string, statusMessage: string, data: unknown = null): JsonErrorEnvelope {
  return { message, statusCode, statusMessage, data }
}

/** An error that answers with the envelope; thrown anywhere under an app whose onError uses `httpErrorResponse`. */
export class JsonError extends HTTPException {
  constructor(status: ContentfulStatusCode, message: string, statusMessage: string, data: unknown = null) {
    super(status, {
      message,
      res: Response.json(jsonErrorEnvelope(status, message, statusMessage, data), { status }),
    })
  }
}

/** The response an HTTPException stands for (its own, or its status with the envelope); null for any other error. */
export function httpErrorResponse(error: unknown): Response | null {
  if (!(error instanceof HTTPException)) return null
  return error.res
    ? error.getResponse()
    : Response.json(jsonErrorEnvelope(error.status, error.message, error.message), { status: error.status })
}

/**
 * Lets a request through only with `Authorization: Bearer <secret>` (`hono/bearer-auth`, compared in
 * constant time); anything else answers 401 with the envelope. `secretOf` reads the secret per
 * request; without one nobody passes. The secret must be RFC 6750 token characters.
 */
export function bearerSecret(secretOf: (c: Context) => string | undefined): MiddlewareHandler {
  const refusal = (c: Context) => c.json(jsonErrorEnvelope(401, 'Unauthorized', 'Unauthorized'), 401)
  return bearerAuth({
    verifyToken: (token, c) => {
      const secret = secretOf(c)
      return Promise.resolve(secret !== undefined && secret !== '' && timingSafeEqual(token, secret))
    },
    noAuthenticationHeader: { message: refusal },
    invalidAuthenticationHeader: { message: refusal },
    invalidToken: { message: refusal },
  })
}
