import { useEffect, useRef } from 'react';

/**
 * The WebOTP API (Chrome on Android): reads the code from an SMS whose last line is `@<this host> #<code>`, so the
 * farmer's form goes on by itself once they allow it. One place for both code forms (sign-in, adding a number).
 */
interface OtpCredential extends Credential {
  code: string;
}

function webOtpAvailable(): boolean {
  return typeof window !== 'undefined' && 'OTPCredential' in window && !!navigator.credentials;
}

/** Asks the browser for the code of the next SMS to this site; null when not offered, refused or aborted. */
export async function readCodeFromSms(signal: AbortSignal): Promise<string | null> {
  if (!webOtpAvailable()) return null;
  try {
    const options = { otp: { transport: ['sms'] }, signal } as CredentialRequestOptions;
    const credential = (await navigator.credentials.get(options)) as OtpCredential | null;
    return credential?.code ?? null;
  } catch {
    return null;
  }
}

/** While a code is awaited (`waiting`), hands the code the browser reads from the SMS to `onCode` (its latest). */
export function useCodeFromSms(waiting: unknown, onCode: (code: string) => void): void {
  const latest = useRef(onCode);
  latest.current = onCode;
  useEffect(() => {
    if (!waiting) return;
    const abort = new AbortController();
    void readCodeFromSms(abort.signal).then((code) => {
      if (code && !abort.signal.aborted) latest.current(code);
    });
    return () => abort.abort();
  }, [waiting]);
}
