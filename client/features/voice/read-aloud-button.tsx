import { Trans, useLingui } from '@lingui/react/macro';
import { Square, Volume2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../components/cn';
import { useUiLocale } from '../../components/use-ui-locale';
import { lacksVoiceFor, loadVoices, READING_RATE, speechLang, voiceFor } from './speech';
import { useSpeechSupport } from './use-speech-support';

/**
 * Reads a text aloud in the page's language, with the phone's Kannada voice where it has one and a little
 * slower than usual. Absent where the browser cannot speak. Tapping again stops it.
 */
export function ReadAloudButton({ text, className }: { text: string; className?: string }) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const support = useSpeechSupport();
  const [speaking, setSpeaking] = useState(false);
  const [noVoice, setNoVoice] = useState(false);
  const utterance = useRef<SpeechSynthesisUtterance | null>(null);

  // Leaving the page or the chat stops a reading that would otherwise go on with nothing on screen.
  useEffect(
    () => () => {
      if (utterance.current) window.speechSynthesis.cancel();
    },
    [],
  );

  if (!support.speak || text.trim() === '') return null;

  async function read() {
    const synth = window.speechSynthesis;
    // One voice at a time: a new reading replaces any other.
    synth.cancel();
    const voices = await loadVoices();
    // No Kannada voice: the English one would read Kannada letters as noise. Say so instead.
    if (lacksVoiceFor(locale, voices)) {
      setNoVoice(true);
      return;
    }
    setNoVoice(false);
    const u = new SpeechSynthesisUtterance(text);
    u.lang = speechLang(locale);
    const voice = voiceFor(u.lang, voices);
    if (voice) u.voice = voice;
    u.rate = READING_RATE;
    const done = () => {
      if (utterance.current === u) utterance.current = null;
      setSpeaking(false);
    };
    u.onend = done;
    u.onerror = done;
    utterance.current = u;
    setSpeaking(true);
    synth.speak(u);
  }

  function stop() {
    window.speechSynthesis.cancel();
    utterance.current = null;
    setSpeaking(false);
  }

  return (
    <>
      <button
        type="button"
        onClick={speaking ? stop : () => void read()}
        aria-pressed={speaking}
        className={cn(
          'inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm ' +
            'font-semibold text-leaf-800 hover:bg-leaf-50',
          className,
        )}
      >
        {speaking ? (
          <Square aria-hidden="true" className="size-4" />
        ) : (
          <Volume2 aria-hidden="true" className="size-4" />
        )}
        {speaking ? t`Stop reading` : t`Read aloud`}
      </button>
      <span role="status" className="sr-only">
        {speaking ? t`Reading aloud.` : ''}
      </span>
      {noVoice && (
        <p role="alert" className="mt-1 text-sm text-stone-700">
          <Trans>
            This phone has no Kannada voice, so it cannot read this aloud. You can add one in the phone's settings:
            Text-to-speech, then install Kannada.
          </Trans>
        </p>
      )}
    </>
  );
}
