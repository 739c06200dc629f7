/**
 * The bot check of LOCAL and tests: deterministic, no network. It accepts exactly one known test
 * token (the one local pages put into their forms) and refuses every other.
 */
import type { BotProtection, BotVerdict } from './bot-protection.ts'

/** The token local forms carry instead of a widget's answer (Turnstile's documented dummy token). */
export const LOCAL_BOT_TEST_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX'

export class LocalBotCheck implements BotProtection {
  async verify(token: string | undefined): Promise<BotVerdict> {
    if (!token) return 'missing'
    return token === LOCAL_BOT_TEST_TOKEN ? 'passed' : 'failed'
  }
}
