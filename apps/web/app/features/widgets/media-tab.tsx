import type { Widget } from '@lootmarket/domain';
import { ImageIcon, Music, Trash2, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '#app/components/ui/button';
import { useToast } from '#app/components/ui/toast';
import { LibraryPicker } from './library-picker';
import { RangeField } from './option-group';
import { failureMessage } from '#app/lib/api/api-error';
import { widgetsApi } from './widgets-api';

const KINDS = {
  image: {
    accept: 'image/png,image/jpeg,image/gif,image/webp',
    hint: 'PNG, JPEG, GIF или WebP до 5 МБ. Анимация GIF сохраняется.',
    maxBytes: 5 * 1024 * 1024,
    tooBig: 'Изображение больше 5 МБ',
    upload: 'Загрузить изображение',
    fileLabel: 'Файл изображения',
  },
  sound: {
    accept: 'audio/mpeg,audio/ogg,audio/wav,.mp3,.ogg,.wav',
    hint: 'MP3, OGG или WAV до 3 МБ. Звук играет, пока видно оповещение.',
    maxBytes: 3 * 1024 * 1024,
    tooBig: 'Звук больше 3 МБ',
    upload: 'Загрузить звук',
    fileLabel: 'Файл звука',
  },
} as const;

/** Upload, preview and removal of the alert's image or sound; files are checked by the server by content. */
export function MediaTab({
  kind,
  widget,
  volume,
  onVolume,
  onWidget,
}: {
  kind: 'image' | 'sound';
  widget: Widget;
  volume: number;
  onVolume: (next: number) => void;
  onWidget: (next: Widget) => void;
}) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const spec = KINDS[kind];
  const url = kind === 'image' ? widget.imageUrl : widget.soundUrl;

  async function run(action: () => Promise<Widget>, done: string, failed: string) {
    setBusy(true);
    try {
      onWidget(await action());
      toast.show({ type: 'success', message: done });
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, failed) });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  function upload(file: File) {
    if (file.size > spec.maxBytes) return toast.show({ type: 'error', message: spec.tooBig });
    void run(
      () => widgetsApi.uploadMedia(widget.id, kind, file),
      kind === 'image' ? 'Изображение загружено' : 'Звук загружен',
      'Не удалось загрузить файл',
    );
  }

  return (
    <div className="space-y-4">
      <div className="grid min-h-32 place-items-center rounded-2xl border border-dashed border-border bg-surface-2 p-4">
        {url && kind === 'image' ? (
          <img src={url} alt="Изображение оповещения" className="max-h-40 rounded-xl object-contain" />
        ) : null}
        {url && kind === 'sound' ? <audio controls src={url} aria-label="Звук оповещения" className="w-full" /> : null}
        {!url ? (
          <p className="flex items-center gap-2 text-sm text-muted">
            {kind === 'image' ? (
              <ImageIcon aria-hidden="true" className="size-5" />
            ) : (
              <Music aria-hidden="true" className="size-5" />
            )}
            {kind === 'image' ? 'Изображение не выбрано' : 'Звук не выбран'}
          </p>
        ) : null}
      </div>
      <p className="text-sm text-muted">{spec.hint}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" icon={<Upload />} loading={busy} onClick={() => input.current?.click()}>
          {spec.upload}
        </Button>
        {url ? (
          <Button
            variant="ghost"
            size="sm"
            icon={<Trash2 />}
            disabled={busy}
            onClick={() =>
              void run(() => widgetsApi.removeMedia(widget.id, kind), 'Файл удалён', 'Не удалось удалить файл')
            }
          >
            Удалить
          </Button>
        ) : null}
        <input
          ref={input}
          type="file"
          accept={spec.accept}
          className="sr-only"
          aria-label={spec.fileLabel}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload(file);
          }}
        />
      </div>
      <LibraryPicker
        kind={kind}
        currentUrl={url}
        busy={busy}
        onPick={(itemId) =>
          void run(
            () => widgetsApi.pickLibrary(widget.id, kind, itemId),
            kind === 'image' ? 'Изображение выбрано' : 'Звук выбран',
            'Не удалось выбрать файл',
          )
        }
      />
      {kind === 'sound' ? (
        <RangeField label="Громкость" value={volume} min={0} max={100} unit="%" onChange={onVolume} />
      ) : null}
    </div>
  );
}
