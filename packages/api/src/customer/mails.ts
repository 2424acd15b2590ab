/** The account e-mails (welcome, password reset) in the store's language; texts in ICU MessageFormat. */
import { formatMessage } from '@shop/rules';
import type { RequestContext } from '../platform/context.ts';
import { renderMail, storeLink } from '../platform/mail-layout.ts';
import { storeHome } from '../store/addresses.ts';

type Language = 'nl' | 'en' | 'de';

export const WELCOME_MAIL_TEXTS = {
  nl: {
    subject: 'Welkom bij Van Arkel',
    greeting: 'Beste {name},',
    paragraphs: ['Je account is aangemaakt. Je kunt nu sneller afrekenen, je bestellingen volgen en je adressen en verlanglijst bewaren.'],
    action: 'Naar mijn account',
  },
  en: {
    subject: 'Welcome to Van Arkel',
    greeting: 'Dear {name},',
    paragraphs: ['Your account has been created. You can now check out faster, follow your orders and keep your addresses and wishlist.'],
    action: 'Go to my account',
  },
  de: {
    subject: 'Willkommen bei Van Arkel',
    greeting: 'Hallo {name},',
    paragraphs: [
      'Dein Konto ist angelegt. Jetzt bestellst du schneller, verfolgst deine Bestellungen und speicherst Adressen und Wunschliste.',
    ],
    action: 'Zu meinem Konto',
  },
} as const;

export const RESET_MAIL_TEXTS = {
  nl: {
    subject: 'Nieuw wachtwoord instellen',
    greeting: 'Beste {name},',
    paragraphs: [
      'Je hebt gevraagd om een nieuw wachtwoord. Met de knop hieronder stel je het in. De link werkt één keer en is een uur geldig.',
    ],
    action: 'Nieuw wachtwoord instellen',
    footer: 'Heb je dit niet gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft ongewijzigd.',
  },
  en: {
    subject: 'Set a new password',
    greeting: 'Dear {name},',
    paragraphs: ['You asked for a new password. Use the button below to set it. The link works once and is valid for one hour.'],
    action: 'Set a new password',
    footer: 'Did not ask for this? Then you can ignore this e-mail; your password stays the same.',
  },
  de: {
    subject: 'Neues Passwort festlegen',
    greeting: 'Hallo {name},',
    paragraphs: [
      'Du hast ein neues Passwort angefordert. Mit der Schaltfläche unten legst du es fest. Der Link funktioniert einmal und ist eine Stunde gültig.',
    ],
    action: 'Neues Passwort festlegen',
    footer: 'Du hast das nicht angefordert? Dann kannst du diese E-Mail ignorieren; dein Passwort bleibt unverändert.',
  },
} as const;

function language(ctx: RequestContext): Language {
  return ctx.language === 'en' || ctx.language === 'de' ? ctx.language : 'nl';
}

/** An account mail's texts in one language: a greeting by first name, paragraphs, one button, an optional footer. */
interface AccountMailTexts {
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  action: string;
  footer?: string;
}

/** Sends one account mail in the request's language, its button leading to `href` (call after the causing write committed). */
async function sendAccountMail(
  ctx: RequestContext,
  mail: { kind: string; to: string; firstname: string; href: () => Promise<string> },
  textsOf: Record<Language, AccountMailTexts>,
): Promise<void> {
  const lang = language(ctx);
  const texts = textsOf[lang];
  const rendered = renderMail({
    language: lang,
    subject: texts.subject,
    greeting: formatMessage(lang, texts.greeting, { name: mail.firstname }),
    paragraphs: [...texts.paragraphs],
    action: { label: texts.action, href: await mail.href() },
    ...(texts.footer ? { footer: [texts.footer] } : {}),
  });
  await ctx.mail.send(ctx.db, { kind: mail.kind, storeCode: ctx.store.code, to: mail.to, ...rendered });
}

/** Sends the welcome mail after an account was created (call after the insert committed). */
export async function sendWelcomeMail(ctx: RequestContext, to: string, firstname: string): Promise<void> {
  const href = async () => storeLink(await storeHome(ctx), '/customer/');
  await sendAccountMail(ctx, { kind: 'welcome', to, firstname, href }, WELCOME_MAIL_TEXTS);
}

/** The link of the reset mail (A9): the storefront's new-password form with e-mail and token. */
export async function passwordResetLink(ctx: RequestContext, email: string, token: string): Promise<string> {
  const query = new URLSearchParams({ email, token });
  return storeLink(await storeHome(ctx), `/customer/forgotpassword/?${query.toString()}`);
}

/** Sends the password reset mail with its single-use link (call after the token committed). */
export async function sendPasswordResetMail(ctx: RequestContext, to: string, firstname: string, token: string): Promise<void> {
  const href = () => passwordResetLink(ctx, to, token);
  await sendAccountMail(ctx, { kind: 'password_reset', to, firstname, href }, RESET_MAIL_TEXTS);
}
