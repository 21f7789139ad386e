import { type LanguageCode, translate } from '@shop/shared';
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/**
 * The person-readable text of one zod issue. Shared schemas carry `validation.<key>` messages;
 * zod's own defaults (wrong type, too short…) are mapped onto the same catalogue so every field
 * error is translated.
 */
export function issueMessage(issue: Issue, lang: LanguageCode): string {
  if (issue.message.startsWith('validation.')) return translate(lang, issue.message);
  switch (issue.code) {
    case 'invalid_type':
      return translate(
        lang,
        issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid',
      );
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? translate(lang, 'validation.required')
          : translate(lang, 'validation.minLength', { min: Number(issue.minimum) });
      return translate(lang, 'validation.min', { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string')
        return translate(lang, 'validation.maxLength', { max: Number(issue.maximum) });
      return translate(lang, 'validation.max', { max: Number(issue.maximum) });
    case 'invalid_format':
      return translate(lang, issue.format === 'email' ? 'validation.invalidEmail' : 'validation.invalid');
    default:
      return translate(lang, 'validation.invalid');
  }
}

/** Groups issues by field path (`a.b.0`), the `errors` object of the failure envelope. */
export function fieldErrors(issues: readonly Issue[], lang: LanguageCode): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    const message = issueMessage(issue, lang);
    const list = out[key] ?? [];
    if (!list.includes(message)) list.push(message);
    out[key] = list;
  }
  return out;
}
