import type { UiLocale } from '../../i18n';

/**
 * The parts of the Web Speech API the shop uses. TypeScript's DOM library has no SpeechRecognition (Chrome and
 * Safari still ship it prefixed), so its shape is written out here.
 */
export interface SpeechRecognitionLike {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  continuous: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type RecognitionConstructor = new () => SpeechRecognitionLike;

/** The browser's speech recognition, or null where it has none (Firefox, most in-app browsers). */
export function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export function canSpeak(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.speechSynthesis != null &&
    typeof window.SpeechSynthesisUtterance === 'function'
  );
}

/** The language tag speech works in for each interface language: Indian English, Kannada. */
export function speechLang(locale: UiLocale): string {
  return locale === 'kn' ? 'kn-IN' : 'en-IN';
}

/** A rate a little slower than the default, for listeners who read little and hear it once. */
export const READING_RATE = 0.9;

/** The phone's voice for the language if it has one (a Kannada voice for Kannada); otherwise the browser picks. */
export function voiceFor(lang: string): SpeechSynthesisVoice | undefined {
  const voices = window.speechSynthesis.getVoices();
  const wanted = lang.toLowerCase();
  const base = wanted.split('-')[0]!;
  return (
    voices.find((voice) => voice.lang.toLowerCase().replace('_', '-') === wanted) ??
    voices.find((voice) => voice.lang.toLowerCase().startsWith(base))
  );
}
