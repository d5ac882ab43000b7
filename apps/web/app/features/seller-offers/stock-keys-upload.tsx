import {
  KEY_FILE_EXTENSIONS,
  KEY_UPLOAD_LIMITS,
  SELLER_MESSAGES,
  type KeyUploadResult,
  type StockUpdateResponse,
} from '@lootmarket/domain';
import { FileUp } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '#app/components/ui/button';
import { TextArea } from '#app/components/ui/text-input';
import { failureMessage } from '#app/lib/api/api-error';
import { addPastedKeys, uploadKeyFile } from './stock-client';
import { StockUploadResult } from './stock-upload-result';

/** Why a chosen file cannot be sent, checked before it leaves the browser; the server checks again. */
export function keyFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const name = file.name.toLowerCase();
  if (!KEY_FILE_EXTENSIONS.some((extension) => name.endsWith(extension))) return SELLER_MESSAGES.notTextFile;
  if (file.size > KEY_UPLOAD_LIMITS.maxBytes) return SELLER_MESSAGES.fileTooLarge;
  return null;
}

/** Keys pasted one per line or uploaded as a file; shows back what was added, repeated and refused. */
export function StockKeysUpload({
  offerId,
  onUploaded,
}: {
  offerId: string;
  onUploaded: (answer: StockUpdateResponse) => void;
}) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<KeyUploadResult | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  async function send(write: () => Promise<StockUpdateResponse>, onDone?: () => void) {
    setBusy(true);
    setError(null);
    try {
      const answer = await write();
      setResult(answer.upload);
      onDone?.();
      onUploaded(answer);
    } catch (failure) {
      setResult(null);
      setError(failureMessage(failure, 'Не удалось добавить ключи'));
    } finally {
      setBusy(false);
    }
  }

  function paste(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return setError(SELLER_MESSAGES.noKeys);
    void send(
      () => addPastedKeys(offerId, text),
      () => setText(''),
    );
  }

  function pickFile(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const problem = keyFileProblem(file);
    if (problem) return setError(problem);
    void send(() => uploadKeyFile(offerId, file));
  }

  return (
    <div className="space-y-3">
      <form onSubmit={paste} noValidate className="space-y-2">
        <TextArea
          label="Ключи, по одному в строке"
          hint={`До ${KEY_UPLOAD_LIMITS.maxKeys.toLocaleString('ru-RU')} ключей за раз. Пробелы по краям убираются, повторы пропускаются.`}
          rows={5}
          spellCheck={false}
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="font-mono text-sm"
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" loading={busy} disabled={busy}>
            Добавить ключи
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            icon={<FileUp aria-hidden className="size-4" />}
            onClick={() => fileInput.current?.click()}
          >
            Загрузить .txt или .csv
          </Button>
          <input
            ref={fileInput}
            type="file"
            hidden
            accept={KEY_FILE_EXTENSIONS.join(',')}
            aria-label="Файл с ключами"
            data-testid="key-file"
            onChange={(event) => pickFile(event.target.files?.[0])}
          />
        </div>
      </form>
      {error ? (
        <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
      {result ? <StockUploadResult result={result} /> : null}
    </div>
  );
}
