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
export function voiceFor(
  lang: string,
  voices: readonly Pick<SpeechSynthesisVoice, 'lang'>[] = window.speechSynthesis.getVoices(),
): SpeechSynthesisVoice | undefined {
  const wanted = lang.toLowerCase();
  const base = wanted.split('-')[0]!;
  return (voices.find((voice) => voice.lang.toLowerCase().replace('_', '-') === wanted) ??
    voices.find((voice) => voice.lang.toLowerCase().startsWith(base))) as SpeechSynthesisVoice | undefined;
}

/**
 * Whether reading `locale` aloud would come out in another language's voice: a phone with no Kannada voice reads
 * Kannada letters with its English voice, which no one understands, so it must say so instead. English is read by
 * whatever voice the phone has.
 */
export function lacksVoiceFor(locale: UiLocale, voices: readonly Pick<SpeechSynthesisVoice, 'lang'>[]): boolean {
  return locale === 'kn' && voiceFor(speechLang(locale), voices) === undefined;
}

/**
 * The phone's voices: Chrome lists them only after its 'voiceschanged' event, so an empty list is waited on (up to
 * `waitMs`) before it is believed.
 */
export function loadVoices(waitMs = 1500): Promise<SpeechSynthesisVoice[]> {
  const synth = window.speechSynthesis;
  const now = synth.getVoices();
  if (now.length > 0) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      synth.removeEventListener('voiceschanged', done);
      clearTimeout(timer);
      resolve(synth.getVoices());
    };
    const timer = setTimeout(done, waitMs);
    synth.addEventListener('voiceschanged', done);
  });
}
