import type { MailMessage } from '../../providers/mail.js';
import type { UiLocale } from './auth.repository.js';

export type AuthMailKind = 'confirm' | 'reset' | 'alreadyRegistered' | 'alreadyConfirmed' | 'noAccount';

interface Links {
  /** The confirmation or reset link, for the kinds that carry one. */
  action?: string;
  login: string;
  forgot: string;
  register: string;
}

interface Template {
  subject: string;
  /** Paragraphs; a paragraph that is exactly a URL becomes a link (and, for the action, a button). */
  body: (links: Links) => string[];
}

const templates: Record<UiLocale, Record<AuthMailKind, Template>> = {
  en: {
    confirm: {
      subject: 'Confirm your Raitha Yantra account',
      body: (l) => [
        'Namaskara,',
        'Thank you for registering at Raitha Yantra. Please confirm your e-mail address by opening this link:',
        l.action!,
        'The link works once and expires in 24 hours. If you did not create an account, you can ignore this e-mail.',
      ],
    },
    reset: {
      subject: 'Reset your Raitha Yantra password',
      body: (l) => [
        'Namaskara,',
        'Someone, hopefully you, asked to reset the password of your Raitha Yantra ' +
          'account. To choose a new password, open this link:',
        l.action!,
        'The link works once and expires in 1 hour. If you did not ask for this, ignore ' +
          'this e-mail: your password stays as it is.',
      ],
    },
    alreadyRegistered: {
      subject: 'You already have a Raitha Yantra account',
      body: (l) => [
        'Namaskara,',
        'Someone, hopefully you, tried to register at Raitha Yantra with this e-mail ' +
          'address, but it already has an account. You can log in here:',
        l.login,
        'Forgot your password? Ask for a new one here:',
        l.forgot,
        'If this was not you, you can ignore this e-mail: nothing has changed on your account.',
      ],
    },
    alreadyConfirmed: {
      subject: 'Your Raitha Yantra account is already confirmed',
      body: (l) => [
        'Namaskara,',
        'A new confirmation link was requested for this e-mail address, but the account ' +
          'is already confirmed. You can log in here:',
        l.login,
        'Forgot your password? Ask for a new one here:',
        l.forgot,
      ],
    },
    noAccount: {
      subject: 'There is no Raitha Yantra account for this address',
      body: (l) => [
        'Namaskara,',
        'Someone, hopefully you, asked for a Raitha Yantra link for this e-mail address, ' +
          'but there is no account with it. To create one, register here:',
        l.register,
        'If this was not you, you can ignore this e-mail.',
      ],
    },
  },
  kn: {
    confirm: {
      subject: 'ನಿಮ್ಮ ರೈತ ಯಂತ್ರ ಖಾತೆ ಕನ್ಫರ್ಮ್ ಮಾಡಿ',
      body: (l) => [
        'ನಮಸ್ಕಾರ,',
        'ರೈತ ಯಂತ್ರದಲ್ಲಿ ಖಾತೆ ತೆರೆದಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದ. ನಿಮ್ಮ ಇಮೇಲ್ ಕನ್ಫರ್ಮ್ ಮಾಡೋಕೆ ಈ ಲಿಂಕ್ ತೆರೆಯಿರಿ:',
        l.action!,
        'ಈ ಲಿಂಕ್ ಒಂದೇ ಸಲ ನಡೆಯುತ್ತೆ, 24 ಗಂಟೆ ಆದ ಮೇಲೆ ನಡೆಯಲ್ಲ. ' + 'ನೀವು ಖಾತೆ ತೆರೆದಿಲ್ಲ ಅಂದ್ರೆ ಈ ಇಮೇಲ್ ಬಿಟ್ಟುಬಿಡಿ.',
      ],
    },
    reset: {
      subject: 'ನಿಮ್ಮ ರೈತ ಯಂತ್ರ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಿಸಿ',
      body: (l) => [
        'ನಮಸ್ಕಾರ,',
        'ನಿಮ್ಮ ರೈತ ಯಂತ್ರ ಖಾತೆಯ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಿಸೋಕೆ ಕೇಳಿದ್ದೀರಿ. ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಇಡೋಕೆ ಈ ಲಿಂಕ್ ತೆರೆಯಿರಿ:',
        l.action!,
        'ಈ ಲಿಂಕ್ ಒಂದೇ ಸಲ ನಡೆಯುತ್ತೆ, 1 ಗಂಟೆಯಲ್ಲಿ ಅದರ ಸಮಯ ಮುಗಿಯುತ್ತೆ. ' + 'ನೀವು ಕೇಳಿಲ್ಲ ಅಂದ್ರೆ ಈ ಇಮೇಲ್ ಬಿಟ್ಟುಬಿಡಿ: ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಗಲ್ಲ.',
      ],
    },
    alreadyRegistered: {
      subject: 'ನಿಮಗೆ ಈಗಾಗಲೇ ರೈತ ಯಂತ್ರ ಖಾತೆ ಇದೆ',
      body: (l) => [
        'ನಮಸ್ಕಾರ,',
        'ಈ ಇಮೇಲ್‌ನಿಂದ ರೈತ ಯಂತ್ರದಲ್ಲಿ ಹೊಸ ಖಾತೆ ತೆರೆಯೋಕೆ ನೋಡಿದ್ರಿ, ಆದ್ರೆ ' + 'ಈ ಇಮೇಲ್‌ಗೆ ಆಗಲೇ ಖಾತೆ ಇದೆ. ಇಲ್ಲಿ ಲಾಗಿನ್ ಆಗಿ:',
        l.login,
        'ಪಾಸ್‌ವರ್ಡ್ ಮರೆತಿದ್ದೀರಾ? ಹೊಸದು ಇಲ್ಲಿ ಕೇಳಿ:',
        l.forgot,
        'ಇದು ನೀವಲ್ಲ ಅಂದ್ರೆ ಈ ಇಮೇಲ್ ಬಿಟ್ಟುಬಿಡಿ: ನಿಮ್ಮ ಖಾತೆಯಲ್ಲಿ ಏನೂ ಬದಲಾಗಿಲ್ಲ.',
      ],
    },
    alreadyConfirmed: {
      subject: 'ನಿಮ್ಮ ರೈತ ಯಂತ್ರ ಖಾತೆ ಆಗಲೇ ಕನ್ಫರ್ಮ್ ಆಗಿದೆ',
      body: (l) => [
        'ನಮಸ್ಕಾರ,',
        'ಈ ಇಮೇಲ್‌ಗೆ ಕನ್ಫರ್ಮ್ ಲಿಂಕ್ ಮತ್ತೆ ಕೇಳಿದ್ರಿ, ಆದ್ರೆ ಖಾತೆ ಆಗಲೇ ಕನ್ಫರ್ಮ್ ಆಗಿದೆ. ಇಲ್ಲಿ ಲಾಗಿನ್ ಆಗಿ:',
        l.login,
        'ಪಾಸ್‌ವರ್ಡ್ ಮರೆತಿದ್ದೀರಾ? ಹೊಸದು ಇಲ್ಲಿ ಕೇಳಿ:',
        l.forgot,
      ],
    },
    noAccount: {
      subject: 'ಈ ಇಮೇಲ್‌ಗೆ ರೈತ ಯಂತ್ರ ಖಾತೆ ಇಲ್ಲ',
      body: (l) => [
        'ನಮಸ್ಕಾರ,',
        'ಈ ಇಮೇಲ್‌ಗೆ ರೈತ ಯಂತ್ರದ ಲಿಂಕ್ ಕೇಳಿದ್ರಿ, ಆದ್ರೆ ಈ ಇಮೇಲ್‌ನಲ್ಲಿ ಯಾವ ಖಾತೆನೂ ' + 'ಇಲ್ಲ. ಹೊಸ ಖಾತೆ ತೆರೆಯೋಕೆ ಇಲ್ಲಿ ಸೈನ್ ಅಪ್ ಮಾಡಿ:',
        l.register,
        'ಇದು ನೀವಲ್ಲ ಅಂದ್ರೆ ಈ ಇಮೇಲ್ ಬಿಟ್ಟುಬಿಡಿ.',
      ],
    },
  },
};

const SIGNATURE: Record<UiLocale, string> = { en: '— Raitha Yantra', kn: '— ರೈತ ಯಂತ್ರ' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function paragraphHtml(paragraph: string, action: string | undefined): string {
  if (!/^https?:\/\/\S+$/.test(paragraph)) return `<p>${escapeHtml(paragraph)}</p>`;
  const url = escapeHtml(paragraph);
  const style =
    paragraph === action
      ? 'display:inline-block;padding:12px ' +
        '20px;background:#1f5f2e;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:600'
      : 'color:#1f5f2e';
  return `<p><a href="${url}" style="${style}">${url}</a></p>`;
}

/** One of the account e-mails in the reader's language, as plain text and simple HTML. */
export function authMail(
  kind: AuthMailKind,
  {
    to,
    locale,
    origin,
    token,
  }: {
    to: string;
    locale: UiLocale;
    origin: string;
    token?: string;
  },
): MailMessage {
  // A Kannada mail's links open the Kannada site (/kn/...), so the farmer lands in the language they signed up in.
  const base = locale === 'kn' ? `${origin}/kn` : origin;
  const links: Links = {
    login: `${base}/auth`,
    forgot: `${base}/auth/forgot`,
    register: `${base}/auth?tab=register`,
  };
  if (token !== undefined) links.action = `${base}/auth/${kind === 'reset' ? 'reset' : 'confirm'}?token=${token}`;
  const template = templates[locale][kind];
  const paragraphs = [...template.body(links), SIGNATURE[locale]];
  return {
    to,
    subject: template.subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html:
      `<!doctype html><html lang="${locale}">` +
      '<body style="font-family:sans-serif;line-height:1.6;color:#1d1b16">' +
      `${paragraphs.map((p) => paragraphHtml(p, links.action)).join('')}</body></html>`,
  };
}
