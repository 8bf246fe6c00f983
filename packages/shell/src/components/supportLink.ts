// The cash-out speed-up's customer-service link (spec §5 cash-out boost): browser URL handling, so it
// lives here rather than in @perya/domain, which has no DOM or Node globals.

/**
 * spec §5 cash-out boost: the operator's customer-service link, carrying the player's message where
 * the channel takes one (a WhatsApp link's `text`, an e-mail's subject and body, an SMS body); any
 * other link (a Telegram or Messenger chat, a web form) is returned as it is, and the player pastes
 * the message, which the app copies first. Null when the link is not http(s), mailto, sms or tel.
 */
export function supportLinkWithMessage(url: string, message: string, subject = ''): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  switch (parsed.protocol) {
    case 'mailto:': {
      const params = new URLSearchParams(parsed.search);
      if (subject !== '' && !params.has('subject')) params.set('subject', subject);
      if (!params.has('body')) params.set('body', message);
      return `mailto:${parsed.pathname}?${params.toString().replace(/\+/g, '%20')}`;
    }
    case 'sms:':
      return `sms:${parsed.pathname}?body=${encodeURIComponent(message)}`;
    case 'tel:':
      return parsed.href;
    case 'http:':
    case 'https:': {
      const host = parsed.hostname.toLowerCase();
      if ((host === 'wa.me' || host === 'api.whatsapp.com') && !parsed.searchParams.has('text')) parsed.searchParams.set('text', message);
      return parsed.href;
    }
    default:
      return null;
  }
}
