import { useCallback, useEffect, useRef, useState } from 'react';
import { distanceM, fieldArea, type FieldAreaResult, type GpsFix } from '../../../shared/field-area';

/**
 * Walking a field's boundary with the phone's GPS: every position the phone reports (watchPosition, high accuracy)
 * is a fix with its accuracy and the phone's time; stopping measures the area with the same rule the server uses
 * (shared/field-area.ts), so the operator sees the area, its ±, or why the walk was refused, before leaving the
 * field. The server measures the fixes again itself.
 */

export type WalkState =
  | { phase: 'idle' }
  | { phase: 'walking'; fixes: number; accuracyM: number | null; fromStartM: number | null }
  | { phase: 'measured'; result: FieldAreaResult; fixes: GpsFix[] }
  | { phase: 'no-gps'; code: number };

export function useBoundaryWalk() {
  const [state, setState] = useState<WalkState>({ phase: 'idle' });
  const fixes = useRef<GpsFix[]>([]);
  const watch = useRef<number | null>(null);

  const clear = () => {
    if (watch.current !== null) navigator.geolocation.clearWatch(watch.current);
    watch.current = null;
  };
  useEffect(() => clear, []);

  const start = useCallback(() => {
    clear();
    fixes.current = [];
    if (!('geolocation' in navigator)) {
      setState({ phase: 'no-gps', code: 0 });
      return;
    }
    setState({ phase: 'walking', fixes: 0, accuracyM: null, fromStartM: null });
    watch.current = navigator.geolocation.watchPosition(
      (position) => {
        const fix: GpsFix = {
          lat: Math.round(position.coords.latitude * 1e7) / 1e7,
          lon: Math.round(position.coords.longitude * 1e7) / 1e7,
          accuracyM: Math.round(position.coords.accuracy * 10) / 10,
          // The phone's clock when the fix arrived: what the jump check compares.
          at: Date.now(),
        };
        const last = fixes.current.at(-1);
        if (last && last.lat === fix.lat && last.lon === fix.lon && fix.at - last.at < 1000) return;
        fixes.current.push(fix);
        const first = fixes.current[0]!;
        setState({
          phase: 'walking',
          fixes: fixes.current.length,
          accuracyM: fix.accuracyM,
          fromStartM: Math.round(distanceM(first, fix)),
        });
      },
      (error) => {
        // A position briefly unavailable (under trees, a moment without satellites) or late is not the end of the
        // walk: the watch goes on. Only a refused permission stops it.
        if (error.code !== error.PERMISSION_DENIED) return;
        clear();
        setState({ phase: 'no-gps', code: error.code });
      },
      { enableHighAccuracy: true, maximumAge: 0, timeout: 60_000 },
    );
  }, []);

  const stop = useCallback((): { result: FieldAreaResult; fixes: GpsFix[] } => {
    clear();
    const walked = [...fixes.current];
    const result = fieldArea(walked);
    setState({ phase: 'measured', result, fixes: walked });
    return { result, fixes: walked };
  }, []);

  const reset = useCallback(() => {
    clear();
    fixes.current = [];
    setState({ phase: 'idle' });
  }, []);

  return { state, start, stop, reset };
}

/** A photo shrunk to at most 640 px on its long side, as a JPEG data: URL (about 50-90 KB). */
export async function shrinkPhoto(file: Blob, longSide = 640): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, longSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const quality of [0.7, 0.5, 0.35]) {
    const url = canvas.toDataURL('image/jpeg', quality);
    if (url.length < 150_000) return url;
  }
  return canvas.toDataURL('image/jpeg', 0.2);
}
