import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailSettings } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { insertSiteSettings } from '../../test/fixtures.ts';
import { useMailCapture } from '../../test/mail-capture.ts';
import { escapeHtml, fill, htmlToText } from './render.ts';
import { TemplateMailer } from './template-mailer.ts';

const footer = { en: 'Footer EN', ar: 'تذييل' };

describe('mail rendering helpers', () => {
  it('fills placeholders, escaping values in HTML and linking URLs', () => {
    const vars = { name: '<Amira & Co>', link: 'https://shop.test/a?b=1&c=2' };
    expect(fill('Hi {{name}}: {{link}} {{missing}}', vars, 'text')).toBe(
      'Hi <Amira & Co>: https://shop.test/a?b=1&c=2 {{missing}}',
    );
    expect(fill('Hi {{ name }}: {{link}}', vars, 'html')).toBe(
      'Hi &lt;Amira &amp; Co&gt;: <a href="https://shop.test/a?b=1&amp;c=2">https://shop.test/a?b=1&amp;c=2</a>',
    );
    expect(escapeHtml(`"'`)).toBe('&quot;&#39;');
    expect(htmlToText('<p>One &amp; two</p><p>three<br>four</p>')).toBe('One & two\nthree\nfour');
  });
});

describe('TemplateMailer', () => {
  const mail = useMailCapture();
  const t = useTestApp({ env: mail.env() });

  beforeAll(async () => {
    await insertSiteSettings(t.database.db, { siteName: { en: 'Atlas Wholesale', ar: 'أطلس للجملة' } });
    await t.database.db.insert(emailSettings).values([
      {
        name: 'Restricted (custom)',
        event: 'account.restricted',
        title: { en: 'Account restricted', ar: 'تم تقييد الحساب' },
        subject: { en: '{{shopName}}: account restricted', ar: '{{shopName}}: تم تقييد الحساب' },
        header: { en: 'Hello {{name}},', ar: 'مرحباً {{name}}،' },
        body: {
          en: '<p>Reason: {{reason}}. Contact: {{link}}</p>',
          ar: '<p>السبب: {{reason}}. تواصل: {{link}}</p>',
        },
        footer,
      },
      {
        name: 'Switched off',
        event: 'cart.abandoned',
        title: footer,
        subject: footer,
        header: footer,
        body: footer,
        footer,
        enabled: false,
      },
      {
        name: 'Reset switched off',
        event: 'account.reset_password',
        title: { en: 'Reset', ar: 'إعادة' },
        subject: { en: 'Admin reset subject', ar: 'إعادة' },
        header: footer,
        body: { en: '{{link}}', ar: '{{link}}' },
        footer,
        enabled: false,
      },
    ]);
  });

  it('app.mailer queues the admin template of the event; the queue sends it in English over SMTP', async () => {
    const result = await t.app.mailer.send({
      to: 'amira@shop.test',
      event: 'account.restricted',
      lang: 'en',
      variables: { name: 'Amira <Haddad>', reason: 'overdue invoices', link: 'https://shop.test/contact' },
    });
    expect(result).toEqual({ id: expect.any(Number) });
    await t.app.mailer.drain();
    const sent = await mail.waitFor('amira@shop.test');
    expect(sent.subject).toBe('Atlas Wholesale: account restricted');
    expect(sent.html).toContain('<html lang="en" dir="ltr">');
    expect(sent.html).toContain('Hello Amira &lt;Haddad&gt;,');
    expect(sent.html).toContain('<a href="https://shop.test/contact">');
    expect(sent.text).toContain('Reason: overdue invoices. Contact: https://shop.test/contact');
    expect(sent.text).toContain('Footer EN');
    expect(sent.headers.get('x-shop-event')).toBe('account.restricted');
  });

  it('renders in Arabic, right to left', async () => {
    await t.app.mailer.send({
      to: 'arabic@shop.test',
      event: 'account.restricted',
      lang: 'ar',
      variables: { name: 'أميرة', reason: 'فواتير متأخرة', link: 'https://shop.test/contact' },
    });
    const sent = await mail.waitFor('arabic@shop.test');
    expect(sent.subject).toBe('أطلس للجملة: تم تقييد الحساب');
    expect(sent.html).toContain('<html lang="ar" dir="rtl">');
    expect(sent.html).toContain('مرحباً أميرة،');
    expect(sent.text).toContain('السبب: فواتير متأخرة');
  });

  it('uses the shipped template when the admin has none (account.approved)', async () => {
    await t.app.mailer.send({
      to: 'approved@shop.test',
      event: 'account.approved',
      lang: 'en',
      variables: { name: 'Amira', link: 'https://shop.test/' },
    });
    const sent = await mail.waitFor('approved@shop.test');
    expect(sent.subject).toBe('Your Atlas Wholesale trade account is approved');
  });

  it('skips a template the admin switched off, but never the account links', async () => {
    const skipped = await t.app.mailer.send({
      to: 'off@shop.test',
      event: 'cart.abandoned',
      lang: 'en',
      variables: {},
    });
    expect(skipped).toBeNull();
    await t.app.mailer.send({
      to: 'reset@shop.test',
      event: 'account.reset_password',
      lang: 'en',
      variables: { link: 'https://shop.test/r' },
    });
    expect((await mail.waitFor('reset@shop.test')).subject).toBe('Admin reset subject');
    expect(mail.to('off@shop.test')).toEqual([]);
    await expect(
      t.app.mailer.send({ to: 'x@shop.test', event: 'no.such.event', lang: 'en', variables: {} }),
    ).resolves.toBeNull();
  });

  it('without SMTP writes each mail to the outbox as an .eml file', async () => {
    const outboxDir = path.join(t.config.dataDir, 'outbox-test');
    const mailer = new TemplateMailer({
      db: t.database.db,
      from: 'Shop <shop@example.test>',
      outboxDir,
      publicUrl: 'http://localhost:3000',
    });
    const result = await mailer.deliver({
      to: 'outbox@shop.test',
      event: 'account.restricted',
      lang: 'ar',
      variables: { name: 'أميرة', reason: 'x', link: 'https://shop.test/' },
    });
    mailer.close();
    expect(result.outboxFile).toBeDefined();
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/account\.restricted-[0-9a-f]{6}\.eml$/);
    const parsed = await simpleParser(await readFile(path.join(outboxDir, files[0] ?? '')));
    expect(parsed.subject).toBe('أطلس للجملة: تم تقييد الحساب');
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe('outbox@shop.test');
    expect(parsed.from?.value[0]?.address).toBe('shop@example.test');
  });
});
