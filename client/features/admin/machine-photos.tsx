import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isRefusalReason } from '../../../shared/refusals';
import { Button, buttonClasses } from '../../components/ui/button';
import { refusalMessage, sentenceFor } from '../../refusals';
import { trpc, type RouterOutputs } from '../../trpc';
import { Card, Refusal } from './admin-ui';
import { photoUrl } from '../../../shared/photos';

type Photo = RouterOutputs['admin']['catalogue']['byId']['photos'][number];

const src = (photo: Photo, width: number) => photoUrl(photo.storageKey, width);

/** Upload (multipart to /admin/machines/:id/photos), order and remove a machine's photos. */
export function MachinePhotos({ machineId, photos }: { machineId: number; photos: Photo[] }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = () => void utils.admin.catalogue.byId.invalidate({ id: machineId });
  const move = trpc.admin.catalogue.movePhoto.useMutation({ onSuccess: refresh });
  const remove = trpc.admin.catalogue.removePhoto.useMutation({ onSuccess: refresh });

  async function send(file: File) {
    setUploading(true);
    setProblem(null);
    try {
      const body = new FormData();
      body.append('photo', file);
      const response = await fetch(`/admin/machines/${machineId}/photos`, {
        method: 'POST',
        body,
        credentials: 'same-origin',
      });
      if (!response.ok) {
        const answer = (await response.json().catch(() => null)) as {
          error?: { reason?: unknown; params?: unknown };
        } | null;
        const reason = answer?.error?.reason;
        setProblem(
          isRefusalReason(reason)
            ? sentenceFor(i18n, { reason, params: answer?.error?.params ?? {} } as Parameters<typeof sentenceFor>[1])
            : refusalMessage(i18n, null),
        );
      }
      refresh();
    } finally {
      setUploading(false);
    }
  }

  return (
    <Card title={<Trans>Photos</Trans>}>
      <ul className="mb-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {photos.map((p, index) => (
          <li key={p.id} className="flex flex-col gap-1">
            <img
              src={src(p, 320)}
              srcSet={`${src(p, 320)} 320w, ${src(p, 640)} 640w`}
              sizes="160px"
              width={p.width}
              height={p.height}
              alt={t`Photo ${index + 1}`}
              className="aspect-[4/3] w-full rounded-lg object-cover"
            />
            <div className="flex gap-1">
              <Button
                variant="ghost"
                disabled={index === 0}
                onClick={() => move.mutate({ photoId: p.id, position: index - 1 })}
                aria-label={t`Move photo ${index + 1} earlier`}
              >
                ←
              </Button>
              <Button
                variant="ghost"
                onClick={() => remove.mutate({ photoId: p.id })}
                aria-label={t`Remove photo ${index + 1}`}
              >
                <Trans>Remove</Trans>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {/* The browser's own file button speaks the browser's language ("Choose File"), not the page's: it is hidden
          and the label draws a button of the page's own; the input stays focusable under it. */}
      <label className="flex flex-col items-start gap-1 text-sm font-medium">
        <Trans>Add a photo (JPEG, PNG or WebP, up to 10 MB)</Trans>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={uploading}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void send(file);
            e.target.value = '';
          }}
          className="peer sr-only"
        />
        <span
          aria-hidden="true"
          className={buttonClasses({
            variant: 'secondary',
            className:
              'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-leaf-700 ' +
              'peer-disabled:cursor-wait peer-disabled:opacity-60',
          })}
        >
          {uploading ? <Trans>Uploading...</Trans> : <Trans>Choose a photo</Trans>}
        </span>
      </label>
      {problem && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
      <Refusal error={move.error ?? remove.error} />
    </Card>
  );
}
