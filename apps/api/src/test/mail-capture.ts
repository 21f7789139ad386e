import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

export interface CapturedMail {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  headers: Map<string, unknown>;
}

export interface MailCapture {
  /** smtp://127.0.0.1:<port> of the capture server (set once started). */
  readonly url: string;
  readonly messages: CapturedMail[];
  /** An env object for useTestApp whose SMTP_URL is filled in when the capture starts. */
  env(extra?: Record<string, string>): Record<string, string>;
  /** Waits until a mail to `to` (and matching `filter`) has arrived; the latest one. */
  waitFor(to: string, filter?: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  /** The mails sent to `to` so far. */
  to(address: string): CapturedMail[];
  clear(): void;
}

/** The first link of a mail that points at `pathPrefix` (e.g. `/verify-email/`). */
export function linkIn(mail: CapturedMail, pathPrefix: string): URL {
  for (const match of mail.html.matchAll(/href="([^"]+)"/g)) {
    const url = new URL((match[1] ?? '').replaceAll('&amp;', '&'));
    if (url.pathname.startsWith(pathPrefix)) return url;
  }
  throw new Error(`No ${pathPrefix} link in mail "${mail.subject}"`);
}

/**
 * An in-process SMTP server for tests (DESIGN.md "Tests capture mail with an in-process SMTP
 * server"): the app sends real mail over SMTP to it; tests read what arrived and follow links.
 * Call before `useTestApp` so the server is up when the app is built:
 *
 *   const mail = useMailCapture();
 *   const t = useTestApp({ env: mail.env() });
 */
export function useMailCapture(): MailCapture {
  const messages: CapturedMail[] = [];
  const envObjects: Record<string, string>[] = [];
  let url = '';
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            text: parsed.text ?? '',
            headers: parsed.headers,
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.server.address() as AddressInfo;
    url = `smtp://127.0.0.1:${port}`;
    for (const env of envObjects) env.SMTP_URL = url;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const toAddress = (address: string) => messages.filter((m) => m.to.includes(address.toLowerCase()));

  return {
    get url() {
      return url;
    },
    messages,
    env(extra = {}) {
      const env = { ...extra };
      envObjects.push(env);
      return env;
    },
    to: toAddress,
    clear() {
      messages.length = 0;
    },
    // Only a hang ends the wait: the mail goes through the queue's worker and an SMTP round trip,
    // which a loaded machine (the suites run side by side in CI) makes slow, never wrong.
    async waitFor(to, filter = () => true, timeoutMs = 240_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = toAddress(to).filter(filter).at(-1);
        if (found) return found;
        if (Date.now() > until) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
