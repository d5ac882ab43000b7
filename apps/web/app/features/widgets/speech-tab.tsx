import { WIDGET_SPEECH_LIMITS, type SpeechVoiceOption, type WidgetSpeech, type WidgetTag } from '@lootmarket/domain';
import { Volume2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#app/components/ui/button';
import { TextInput } from '#app/components/ui/text-input';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { CurrencyMinimums } from './money-field';
import { RangeField } from './option-group';
import { TemplateTab } from './template-tab';
import { widgetsApi } from './widgets-api';

const SAMPLE_TEXT = 'Алексей — 500 рублей: Привет со стрима!';
const SELECT =
  'h-11 w-full rounded-xl border border-border bg-surface-2 px-3 text-sm outline-none focus-visible:border-primary';

/** Whether and how the donor's message is read aloud, with a sample to listen to. */
export function SpeechTab({
  tts,
  tags,
  onChange,
}: {
  tts: WidgetSpeech;
  tags: WidgetTag[];
  onChange: (next: WidgetSpeech) => void;
}) {
  const [voices, setVoices] = useState<SpeechVoiceOption[] | null>(null);
  const change = (patch: Partial<WidgetSpeech>) => onChange({ ...tts, ...patch });
  useEffect(() => {
    void widgetsApi.voices().then(
      ({ items }) => setVoices(items),
      () => setVoices([]),
    );
  }, []);

  return (
    <div className="space-y-5">
      <label className="flex items-start gap-3 rounded-xl border border-border bg-surface-2 p-3">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-primary"
          checked={tts.enabled}
          onChange={(event) => change({ enabled: event.target.checked })}
        />
        <span>
          <span className="block text-sm font-semibold">Читать сообщения вслух</span>
          <span className="block text-sm text-muted">
            Слова из списка запрещённых, ссылки и длинные номера не читаются.
          </span>
        </span>
      </label>
      <VoiceSelect voices={voices} value={tts.voice} onChange={(voice) => change({ voice })} />
      <div className="grid gap-5 tablet:grid-cols-2">
        <RangeField
          label="Скорость речи"
          value={tts.speed}
          min={WIDGET_SPEECH_LIMITS.speedMin}
          max={WIDGET_SPEECH_LIMITS.speedMax}
          step={0.1}
          unit="×"
          onChange={(speed) => change({ speed })}
        />
        <RangeField
          label="Громкость речи"
          value={tts.volume}
          min={0}
          max={100}
          unit="%"
          onChange={(volume) => change({ volume })}
        />
      </div>
      <CurrencyMinimums
        label="Минимальная сумма для озвучки"
        hint="Сообщения донатов меньше суммы в их валюте показываются без голоса"
        value={tts.minAmounts}
        onChange={(minAmounts) => change({ minAmounts })}
      />
      <TemplateTab label="Что читать" value={tts.template} tags={tags} onChange={(template) => change({ template })} />
      <RangeField
        label="Читать не больше"
        value={tts.maxChars}
        min={WIDGET_SPEECH_LIMITS.maxCharsMin}
        max={WIDGET_SPEECH_LIMITS.maxCharsMax}
        step={10}
        unit="символов"
        onChange={(maxChars) => change({ maxChars })}
      />
      <ListenSample voice={tts.voice} speed={tts.speed} volume={tts.volume} />
    </div>
  );
}

function VoiceSelect({
  voices,
  value,
  onChange,
}: {
  voices: SpeechVoiceOption[] | null;
  value: string;
  onChange: (voice: string) => void;
}) {
  const known = voices?.some((voice) => voice.id === value) ?? false;
  return (
    <label className="block space-y-2">
      <span className="block text-sm font-medium">Голос</span>
      <select className={SELECT} value={value} disabled={!voices} onChange={(event) => onChange(event.target.value)}>
        {!known ? (
          <option value={value}>{voices ? 'Голос недоступен — выберите другой' : 'Загружаем голоса…'}</option>
        ) : null}
        {voices?.map((voice) => (
          <option key={voice.id} value={voice.id}>
            {voice.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * «Прослушать»: the sample text in the chosen voice, speed and volume. The audio is decoded and played
 * through Web Audio: the page's content policy allows media only from this site, not from blob: addresses.
 */
function ListenSample({ voice, speed, volume }: { voice: string; speed: number; volume: number }) {
  const toast = useToast();
  const [text, setText] = useState(SAMPLE_TEXT);
  const [busy, setBusy] = useState(false);
  const context = useRef<AudioContext | null>(null);
  const playing = useRef<AudioBufferSourceNode | null>(null);
  useEffect(
    () => () => {
      playing.current?.stop();
      void context.current?.close();
    },
    [],
  );

  async function listen() {
    setBusy(true);
    try {
      // Created on the click, so the browser lets it play.
      context.current ??= new AudioContext();
      const audio = await widgetsApi.preview(text, voice, speed);
      const buffer = await context.current.decodeAudioData(await audio.arrayBuffer());
      playing.current?.stop();
      const source = context.current.createBufferSource();
      const gain = context.current.createGain();
      gain.gain.value = volume / 100;
      source.buffer = buffer;
      source.connect(gain).connect(context.current.destination);
      source.start();
      playing.current = source;
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось прослушать голос') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3 rounded-xl border border-border bg-surface-2 p-3">
      <TextInput
        label="Текст для прослушивания"
        value={text}
        maxLength={WIDGET_SPEECH_LIMITS.previewTextMax}
        onChange={(event) => setText(event.target.value)}
      />
      <Button variant="ghost" icon={<Volume2 />} loading={busy} disabled={!text.trim()} onClick={() => void listen()}>
        Прослушать
      </Button>
    </div>
  );
}
