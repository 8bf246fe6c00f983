// The locale and the built-in labels of ui components (e.g. "Show password"). Labels come from
// @perya/i18n (useTranslation): the app's instance (apps, Storybook and the unit tests all have
// one; createI18n registers itself with react-i18next). A UiLocaleProvider's translate comes
// first, the instance answers what it lacks; components never hard-code a language in markup.
import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE, messageText, type LocaleCode, type MessageKey } from '@perya/domain';
import { currentLocale, useTranslation, type TranslationKey } from '@perya/i18n';

/**
 * A key of the components' own labels: any @perya/i18n resource key (`auth.showPassword`). The text
 * comes from the app's i18n instance, whose en-PH has every key (a test of @perya/i18n checks each
 * locale against it); there is no second English table here, which would cost the first load.
 */
export type UiTextKey = TranslationKey;
type Values = Readonly<Record<string, string | number>>;
export type Translate = (key: UiTextKey, values?: Values) => string;
type LooseTranslate = (key: string, values?: Values) => string;

interface Override {
  readonly locale: LocaleCode;
  readonly translate: LooseTranslate | undefined;
}

const OverrideContext = createContext<Override | null>(null);

export interface UiLocaleProviderProps {
  readonly locale: LocaleCode;
  /** Translates the components' labels (keys like `auth.showPassword`); what it lacks, the i18n instance says. */
  readonly translate?: LooseTranslate;
  readonly children: ReactNode;
}

/**
 * Pins the locale (and optionally the translation) for a subtree, over what the i18n instance
 * says: a preview of another locale, or a test. Apps normally need only @perya/i18n's I18nProvider.
 */
export function UiLocaleProvider({ locale, translate, children }: UiLocaleProviderProps) {
  return (
    <OverrideContext.Provider value={{ locale, translate }}>{children}</OverrideContext.Provider>
  );
}

/** i18next's t for the components, or undefined when the app gave no i18n instance. */
function useI18nTranslate(): { t: LooseTranslate | undefined; locale: LocaleCode | undefined } {
  const { t, i18n } = useTranslation();
  // Without an instance react-i18next hands back a stand-in with no language.
  if (typeof i18n?.language !== 'string') return { t: undefined, locale: undefined };
  return { t: t as unknown as LooseTranslate, locale: currentLocale(i18n) };
}

/**
 * The first of the translations that knows the key (i18next answers a missing key with the key
 * itself), else the key: visible, never a made-up text.
 */
function firstKnown(...translations: readonly (LooseTranslate | undefined)[]): Translate {
  return (key, values) => {
    for (const translate of translations) {
      const text = translate?.(key, values);
      if (text !== undefined && text !== key && text !== '') return text;
    }
    return key;
  };
}

/** The player's locale: the UiLocaleProvider's, else the i18n instance's, else en-PH. */
export function useUiLocale(): LocaleCode {
  const override = useContext(OverrideContext);
  const fromI18n = useI18nTranslate();
  return override?.locale ?? fromI18n.locale ?? DEFAULT_LOCALE;
}

/** Translates the components' own labels. */
export function useUiText(): Translate {
  const override = useContext(OverrideContext);
  const fromI18n = useI18nTranslate();
  return firstKnown(override?.translate, fromI18n.t);
}

/** The text of a user message of spec §8/§5 (i18n key `messages.<key>`). */
export function useMessageText(): (key: MessageKey) => string {
  const override = useContext(OverrideContext);
  const fromI18n = useI18nTranslate();
  const translate = override?.translate ?? fromI18n.t;
  return (key) => {
    if (!translate) return messageText(key);
    const text = translate(`messages.${key}`);
    return text === `messages.${key}` || text === '' ? messageText(key) : text;
  };
}
