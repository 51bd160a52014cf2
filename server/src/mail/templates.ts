import type { Mail } from './mailer.ts';

/** What every mail says about the site that sent it. */
export interface SiteInfo {
  name: string;
  shortName: string;
}

type Content = Omit<Mail, 'to'>;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * One layout for every mail: the English text, then the Chinese one (the site is bilingual and
 * the server does not know which language the reader prefers), each as plain text and as
 * simple inline-styled HTML. `highlight` is the code or link the mail is about.
 */
const layout = (
  site: SiteInfo,
  subject: string,
  en: readonly string[],
  zh: readonly string[],
  highlight: { text: string; href?: string },
): Content => {
  const text = [...en, '', highlight.text, '', ...zh, '', `-- ${site.name}`].join('\n');
  const para = (lines: readonly string[]) =>
    lines.map((l) => `<p style="margin:0 0 8px">${escapeHtml(l)}</p>`).join('');
  const value = escapeHtml(highlight.text);
  const shown = highlight.href
    ? `<a href="${escapeHtml(highlight.href)}" style="color:#2563eb;word-break:break-all">${value}</a>`
    : `<span style="font-size:24px;font-weight:bold;letter-spacing:4px">${value}</span>`;
  const html =
    `<div style="font-family:Arial,'Microsoft YaHei',sans-serif;max-width:560px;margin:0 auto;color:#1e293b">` +
    `<h2 style="margin:0 0 16px;color:#0f172a">${escapeHtml(site.name)}</h2>` +
    para(en) +
    `<p style="margin:16px 0;padding:12px;background:#f1f5f9;border-radius:8px">${shown}</p>` +
    para(zh) +
    `<p style="margin:24px 0 0;font-size:12px;color:#64748b">${escapeHtml(site.name)}</p></div>`;
  return { subject, text, html, fromName: site.name };
};

export const registerCodeMail = (site: SiteInfo, code: string, minutes: number): Content =>
  layout(
    site,
    `[${site.shortName}] Registration code / 注册验证码`,
    [
      `Your registration code for ${site.name} is below.`,
      `It is valid for ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
    ],
    [
      `您在 ${site.name} 的注册验证码如上。`,
      `验证码 ${minutes} 分钟内有效。如果这不是您本人的操作，请忽略本邮件。`,
    ],
    { text: code },
  );

export const changeEmailCodeMail = (site: SiteInfo, code: string, minutes: number): Content =>
  layout(
    site,
    `[${site.shortName}] Confirm your new e-mail / 确认新邮箱`,
    [
      `Use the code below to make this address the e-mail of your ${site.name} account.`,
      `It is valid for ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
    ],
    [
      `请使用上面的验证码将此邮箱设为您在 ${site.name} 的账号邮箱。`,
      `验证码 ${minutes} 分钟内有效。如果这不是您本人的操作，请忽略本邮件。`,
    ],
    { text: code },
  );

export const resetPasswordMail = (
  site: SiteInfo,
  username: string,
  link: string,
  minutes: number,
): Content =>
  layout(
    site,
    `[${site.shortName}] Reset your password / 重置密码`,
    [
      `Hello ${username}, someone asked to reset the password of your ${site.name} account.`,
      `Open the link below within ${minutes} minutes to choose a new password. If it was not you, ignore this e-mail: your password stays as it is.`,
    ],
    [
      `${username}，您好！有人请求重置您在 ${site.name} 的账号密码。`,
      `请在 ${minutes} 分钟内打开上面的链接设置新密码。如果这不是您本人的操作，请忽略本邮件，您的密码不会改变。`,
    ],
    { text: link, href: link },
  );

/** The back office's "send test mail": proves the saved mail server delivers. */
export const testMail = (site: SiteInfo, at: string): Content =>
  layout(
    site,
    `[${site.shortName}] Test mail / 测试邮件`,
    [`This test mail was sent from the system configuration of ${site.name}.`],
    [`这是从 ${site.name} 的系统配置发送的测试邮件。`],
    { text: at },
  );
