import { useLingui } from '@lingui/react/macro';
import { Mic, MicOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../components/cn';
import { useUiLocale } from '../../components/use-ui-locale';
import { type SpeechRecognitionLike, recognitionConstructor, speechLang } from './speech';
import { useSpeechSupport } from './use-speech-support';

type Status = 'idle' | 'listening' | 'stopped' | 'no-speech' | 'blocked' | 'offline' | 'failed';

/**
 * A microphone that types what the farmer says, in the page's language (kn-IN or en-IN). Absent where the
 * browser has no speech recognition. Its state is announced: listening, stopped, or why nothing was heard.
 */
export function MicButton({
  onText,
  label,
  className,
}: {
  /** What was heard, once the farmer stops speaking. */
  onText: (text: string) => void;
  /** What the microphone is for ('Speak your search'). */
  label: string;
  className?: string;
}) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const support = useSpeechSupport();
  const [status, setStatus] = useState<Status>('idle');
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  useEffect(() => () => recognition.current?.abort(), []);

  if (!support.listen) return null;
  const listening = status === 'listening';

  function start() {
    const Recognition = recognitionConstructor();
    if (!Recognition) return;
    const r = new Recognition();
    r.lang = speechLang(locale);
    r.interimResults = false;
    r.continuous = false;
    r.maxAlternatives = 1;
    let heard = false;
    r.onresult = (event) => {
      const transcript = Array.from(event.results)
        .map((result) => result[0]?.transcript ?? '')
        .join(' ')
        .trim();
      if (transcript === '') return;
      heard = true;
      onTextRef.current(transcript);
    };
    r.onerror = (event) => {
      if (event.error === 'aborted') return;
      heard = true;
      if (event.error === 'no-speech') setStatus('no-speech');
      else if (event.error === 'not-allowed' || event.error === 'service-not-allowed') setStatus('blocked');
      else if (event.error === 'network') setStatus('offline');
      else setStatus('failed');
    };
    r.onend = () => {
      recognition.current = null;
      setStatus((current) => (current === 'listening' ? (heard ? 'stopped' : 'no-speech') : current));
    };
    recognition.current = r;
    setStatus('listening');
    try {
      r.start();
    } catch {
      recognition.current = null;
      setStatus('failed');
    }
  }

  function stop() {
    recognition.current?.stop();
    setStatus('stopped');
  }

  const announcement: Record<Status, string> = {
    idle: '',
    listening: t`Listening… speak now.`,
    stopped: t`Stopped listening.`,
    'no-speech': t`Did not hear anything. Tap the microphone and speak again.`,
    blocked: t`The microphone is blocked. Allow it in your browser's settings to speak.`,
    offline: t`Speaking needs the internet. Please type instead.`,
    failed: t`Could not listen just now. Please type instead.`,
  };

  return (
    <>
      <button
        type="button"
        onClick={listening ? stop : start}
        aria-pressed={listening}
        aria-label={listening ? t`Stop listening` : label}
        title={listening ? t`Stop listening` : label}
        className={cn(
          'inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-leaf-800 hover:bg-leaf-50',
          listening && 'animate-pulse bg-red-50 text-red-700 ring-2 ring-red-300 hover:bg-red-100',
          className,
        )}
      >
        {listening ? <MicOff aria-hidden="true" className="size-5" /> : <Mic aria-hidden="true" className="size-5" />}
      </button>
      <span role="status" className="sr-only">
        {announcement[status]}
      </span>
    </>
  );
}
