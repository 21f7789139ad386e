/**
 * Server-side check of the registration form's bot-check token (Cloudflare Turnstile): the token
 * the widget gave the browser is posted with the shop's secret to the siteverify endpoint
 * (`secret`, `response`, `remoteip` as a form), which answers `{ success, "error-codes" }`.
 */
export interface BotCheck {
  /** False when no secret is configured: every registration passes. */
  readonly enabled: boolean;
  verify(token: string | null | undefined, remoteIp?: string): Promise<BotCheckResult>;
}

export type BotCheckResult =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'rejected' | 'unavailable'; errorCodes?: string[] };

interface SiteverifyAnswer {
  success?: unknown;
  'error-codes'?: unknown;
}

export class TurnstileBotCheck implements BotCheck {
  readonly enabled: boolean;

  constructor(private readonly options: { secret: string; verifyUrl: string; timeoutMs?: number }) {
    this.enabled = options.secret.length > 0;
  }

  async verify(token: string | null | undefined, remoteIp?: string): Promise<BotCheckResult> {
    if (!this.enabled) return { ok: true };
    if (!token) return { ok: false, reason: 'missing' };
    const form = new URLSearchParams({ secret: this.options.secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    let answer: SiteverifyAnswer;
    try {
      const res = await fetch(this.options.verifyUrl, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
      if (!res.ok) return { ok: false, reason: 'unavailable', errorCodes: [`http-${res.status}`] };
      answer = (await res.json()) as SiteverifyAnswer;
    } catch (error) {
      return { ok: false, reason: 'unavailable', errorCodes: [(error as Error).name] };
    }
    if (answer.success === true) return { ok: true };
    const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].map(String) : [];
    return { ok: false, reason: 'rejected', errorCodes: codes };
  }
}
