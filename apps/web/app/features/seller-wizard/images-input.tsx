import { OFFER_IMAGE_FORMAT_MESSAGE, offerImageUrl } from '@lootmarket/domain';
import { sellerOfferEndpoints } from '@lootmarket/domain/endpoints/seller';
import { ImagePlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Spinner } from '#app/components/ui/spinner';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';

export interface ImagesInputProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  name: string;
  max: number;
  /** Ids of uploaded pictures, in the order they show. */
  value: string[];
  draftId: string | null;
  onChange: (value: string[]) => void;
}

/** `image`: pictures uploaded one by one to the draft; the server checks, re-encodes and keeps them. */
export function ImagesInput({ label, hint, error, name, max, value, draftId, onChange }: ImagesInputProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function upload(files: FileList | null) {
    if (!files || !draftId) return;
    setBusy(true);
    setFailure(null);
    let ids = value;
    try {
      for (const file of [...files].slice(0, max - ids.length)) {
        const form = new FormData();
        form.append('file', file);
        const image = await api.call(sellerOfferEndpoints.uploadImage, { query: { draftId }, body: form });
        ids = [...ids, image.id];
        onChange(ids);
      }
    } catch (caught) {
      setFailure(failureMessage(caught, OFFER_IMAGE_FORMAT_MESSAGE));
    } finally {
      setBusy(false);
    }
  }

  const note = failure ?? error;
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">{label}</p>
      <ul className="flex flex-wrap gap-3">
        {value.map((imageId) => (
          <li key={imageId} className="relative size-24 overflow-hidden rounded-xl border border-border bg-surface-2">
            <img src={offerImageUrl(imageId)} alt="" className="size-full object-cover" />
            <button
              type="button"
              aria-label="Убрать картинку"
              onClick={() => onChange(value.filter((other) => other !== imageId))}
              className="absolute top-1 right-1 grid size-7 place-items-center rounded-full bg-black/60 text-white"
            >
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
        {value.length < max ? (
          <li>
            <label
              htmlFor={id}
              className="grid size-24 cursor-pointer place-items-center rounded-xl border border-dashed border-border bg-surface-2 text-muted transition hover:border-primary/60 hover:text-text has-focus-visible:outline-2 has-focus-visible:outline-primary"
            >
              {busy ? <Spinner size="sm" label="Загружаем" /> : <ImagePlus aria-hidden className="size-6" />}
              <span className="sr-only">Добавить картинку</span>
              <input
                id={id}
                name={name}
                type="file"
                accept="image/png,image/jpeg,image/webp"
                multiple
                disabled={busy || !draftId}
                className="sr-only"
                onChange={(event) => {
                  void upload(event.target.files);
                  event.target.value = '';
                }}
              />
            </label>
          </li>
        ) : null}
      </ul>
      {note ? (
        <p role="alert" className="text-xs text-danger">
          {note}
        </p>
      ) : (
        <p className="text-xs text-muted">{hint ?? `PNG, JPEG или WebP, до ${max} картинок`}</p>
      )}
    </div>
  );
}
