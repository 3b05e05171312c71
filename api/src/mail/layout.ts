import { escapeHtml } from '@sakina/shared/html';
import type { Locale } from '@sakina/shared/contracts';
import type { MailContent } from './template';

const brand: Record<Locale, { name: string; tagline: string }> = {
  ar: { name: 'سكينة', tagline: 'منصة سعودية مرخّصة للاستشارات النفسية والأسرية عن بُعد' },
  en: { name: 'Sakina', tagline: 'A licensed Saudi platform for online psychological and family consultations' },
};

/** The shared frame of every message: right-to-left for Arabic, inline styles only (mail clients drop the rest). */
export function renderHtml(content: MailContent, locale: Locale): string {
  const direction = locale === 'ar' ? 'rtl' : 'ltr';
  const font = locale === 'ar' ? "Tahoma, 'Segoe UI', Arial, sans-serif" : "'Segoe UI', Helvetica, Arial, sans-serif";
  const paragraphs = content.paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px;line-height:1.7">${escapeHtml(paragraph)}</p>`)
    .join('\n');
  const code = content.code
    ? `<p dir="ltr" style="margin:8px 0 24px;font-size:28px;font-weight:bold;letter-spacing:6px;text-align:center">${escapeHtml(content.code)}</p>`
    : '';
  const action = content.action
    ? `<p style="margin:8px 0 24px;text-align:center"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;background:#2f6f6a;color:#ffffff;border-radius:8px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const footnote = content.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;color:#6b7280;line-height:1.6">${escapeHtml(content.footnote)}</p>`
    : '';
  return `<!doctype html>
<html dir="${direction}" lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f5;font-family:${font};color:#1f2933;text-align:start">
<div dir="${direction}" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#2f6f6a">${brand[locale].name}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(content.heading)}</h1>
${paragraphs}
${code}
${action}
${footnote}
<p style="margin:32px 0 0;font-size:12px;color:#6b7280">${brand[locale].name} · ${brand[locale].tagline}</p>
</div>
</body>
</html>`;
}

export function renderText(content: MailContent, locale: Locale): string {
  return [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.code ? [content.code, ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    '--',
    `${brand[locale].name} · ${brand[locale].tagline}`,
  ].join('\n');
}
