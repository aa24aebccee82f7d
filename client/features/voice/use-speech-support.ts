import { useEffect, useState } from 'react';
import { canSpeak, recognitionConstructor } from './speech';

/**
 * Whether the browser can listen and speak. Decided after the first render: the server, and the first
 * render that hydrates its HTML, have no browser to ask, so both show no voice controls and agree.
 */
export function useSpeechSupport(): { listen: boolean; speak: boolean } {
  const [support, setSupport] = useState({ listen: false, speak: false });
  useEffect(() => setSupport({ listen: recognitionConstructor() !== null, speak: canSpeak() }), []);
  return support;
}
