import { useLingui } from '@lingui/react';
import { type UiLocale, isUiLocale } from '../i18n';

/** The active interface language, for picking Kannada data fields and formatting prices. */
export function useUiLocale(): UiLocale {
  const { i18n } = useLingui();
  return isUiLocale(i18n.locale) ? i18n.locale : 'en';
}

/** The Kannada text when the interface is in Kannada and one exists; otherwise the English. */
export function localized(locale: UiLocale, english: string, kannada: string | null | undefined): string {
  return locale === 'kn' && kannada && kannada.trim() !== '' ? kannada : english;
}
