import { CONVERSATION_TEXT_MAX, type ConversationMessage, type ConversationSide } from '@lootmarket/domain';
import clsx from 'clsx';
import { ImagePlus, MessagesSquare, SendHorizontal, ShieldAlert } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '#app/components/ui/button';
import { Spinner } from '#app/components/ui/spinner';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { fetchConversation, markConversationRead, sendPicture, sendText } from './conversation-client';
import { openConversationSocket } from './conversation-socket';

const TITLE: Record<ConversationSide, string> = {
  buyer: 'Переписка с продавцом',
  seller: 'Переписка с покупателем',
  support: 'Переписка по заказу',
};
const AUTHOR: Record<ConversationSide, string> = { buyer: 'Покупатель', seller: 'Продавец', support: 'Поддержка' };

/** The messages that open a dispute and tell its decision stand out in the conversation. */
const NOTICE: Record<NonNullable<ConversationMessage['notice']>, string> = {
  dispute_opened: 'спор',
  dispute_resolved: 'решение по спору',
};

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('ru-RU', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Moscow' });

/** Adds messages not yet shown, keeping the conversation's order. */
function merge(current: ConversationMessage[], incoming: ConversationMessage[]): ConversationMessage[] {
  const known = new Set(current.map((message) => message.id));
  const added = incoming.filter((message) => !known.has(message.id));
  return added.length === 0 ? current : [...current, ...added].sort((a, b) => a.seq - b.seq);
}

function Bubble({ message, viewer }: { message: ConversationMessage; viewer: ConversationSide }) {
  const mine = message.author === viewer;
  const support = message.author === 'support';
  return (
    <li className={clsx('flex flex-col gap-1', mine ? 'items-end' : 'items-start')} data-author={message.author}>
      <span className="px-1 text-xs text-muted">
        {mine ? 'Вы' : AUTHOR[message.author]}
        {support && !mine ? (
          <span className="ml-1.5 rounded-full bg-info/15 px-1.5 py-0.5 font-medium text-info">служба поддержки</span>
        ) : null}
        {message.notice ? (
          <span className="ml-1.5 rounded-full bg-danger/15 px-1.5 py-0.5 font-medium text-danger">
            {NOTICE[message.notice]}
          </span>
        ) : null}
        <span className="ml-1.5 tabular-nums">{timeOf(message.createdAt)}</span>
      </span>
      <div
        className={clsx(
          'max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm break-words whitespace-pre-wrap sm:max-w-[75%]',
          mine ? 'rounded-br-md bg-primary text-white' : 'rounded-bl-md bg-surface-2 text-text',
          support && !mine && 'border border-info/40',
        )}
      >
        {message.image ? (
          <a href={message.image.url} target="_blank" rel="noreferrer" className="block">
            <img
              src={message.image.url}
              width={message.image.width}
              height={message.image.height}
              alt="Изображение в переписке"
              loading="lazy"
              className="h-auto max-h-64 w-auto max-w-full rounded-xl"
            />
          </a>
        ) : (
          message.text
        )}
      </div>
      {message.masked ? (
        <span className="flex items-center gap-1 px-1 text-xs text-warning">
          <ShieldAlert aria-hidden className="size-3.5" />
          Контакты вне Лутмаркета скрыты
        </span>
      ) : null}
    </li>
  );
}

/**
 * The order's conversation: loaded in the browser, new messages over the socket, and what came while the
 * socket was away fetched again when it is back. Text is rendered as text, never as markup.
 */
/** A standard message one button sends (the seller's «Запросить код»). */
export interface QuickReply {
  label: string;
  text: string;
}

export function OrderChat({
  orderId,
  token,
  quickReplies = [],
}: {
  orderId: string;
  token: string | null;
  quickReplies?: QuickReply[];
}) {
  const toast = useToast();
  const [viewer, setViewer] = useState<ConversationSide | null>(null);
  const [messages, setMessages] = useState<ConversationMessage[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const lastSeq = useRef(0);
  const list = useRef<HTMLOListElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const add = useCallback((incoming: ConversationMessage[]) => {
    setMessages((current) => {
      const next = merge(current, incoming);
      lastSeq.current = next.at(-1)?.seq ?? 0;
      return next;
    });
  }, []);

  const catchUp = useCallback(async () => {
    try {
      const view = await fetchConversation(orderId, token, lastSeq.current);
      setViewer(view.viewer);
      setFailure(null);
      add(view.messages);
      if (view.unread > 0 || view.messages.length > 0) void markConversationRead(orderId, token).catch(() => {});
    } catch (error) {
      setFailure(failureMessage(error, 'Не удалось загрузить переписку'));
    }
  }, [orderId, token, add]);

  useEffect(() => {
    void catchUp();
    const socket = openConversationSocket(orderId, token, {
      onReady: () => void catchUp(),
      onMessage: (message) => {
        add([message]);
        if (document.visibilityState === 'visible') void markConversationRead(orderId, token).catch(() => {});
      },
    });
    return () => socket.close();
  }, [orderId, token, catchUp, add]);

  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [messages.length]);

  async function submit(event?: FormEvent, quick?: string) {
    event?.preventDefault();
    const value = (quick ?? text).trim();
    if (!value || sending) return;
    setSending(true);
    try {
      const answer = await sendText(orderId, token, value);
      add([answer.message]);
      setWarning(answer.warning);
      if (quick === undefined) setText('');
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось отправить сообщение') });
    } finally {
      setSending(false);
    }
  }

  async function attach(file: File | undefined) {
    if (!file) return;
    setSending(true);
    try {
      add([(await sendPicture(orderId, token, file)).message]);
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось отправить изображение') });
    } finally {
      setSending(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <section
      aria-labelledby="order-chat-title"
      className="rounded-2xl border border-border bg-surface p-4 sm:p-5"
      data-testid="order-chat"
    >
      <h2 id="order-chat-title" className="mb-3 flex items-center gap-2 text-base font-semibold">
        <MessagesSquare aria-hidden className="size-5 text-primary" />
        {TITLE[viewer ?? 'buyer']}
      </h2>
      {failure ? <p className="mb-3 text-sm text-danger">{failure}</p> : null}
      {viewer === null && !failure ? (
        <div className="grid place-items-center py-6">
          <Spinner />
        </div>
      ) : null}
      {viewer !== null && messages.length === 0 ? (
        <p className="mb-3 rounded-xl bg-surface-2 px-3 py-2.5 text-sm text-muted">
          Сообщений пока нет. Договаривайтесь только здесь: переписка видна поддержке и поможет в споре.
        </p>
      ) : null}
      <ol ref={list} aria-live="polite" className="mb-3 flex max-h-[28rem] flex-col gap-3 overflow-y-auto">
        {messages.map((message) => (
          <Bubble key={message.id} message={message} viewer={viewer ?? 'buyer'} />
        ))}
      </ol>
      {warning ? (
        <p role="alert" className="mb-3 flex gap-2 rounded-xl bg-warning/10 px-3 py-2.5 text-sm text-warning">
          <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {warning}
        </p>
      ) : null}
      {viewer !== null && quickReplies.length > 0 ? (
        <div className="mb-2 flex flex-wrap gap-2">
          {quickReplies.map((reply) => (
            <Button
              key={reply.label}
              type="button"
              variant="secondary"
              size="sm"
              disabled={sending}
              onClick={() => void submit(undefined, reply.text)}
            >
              {reply.label}
            </Button>
          ))}
        </div>
      ) : null}
      {viewer !== null ? (
        <form onSubmit={(event) => void submit(event)} className="flex items-end gap-2">
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            aria-label="Прикрепить изображение"
            onChange={(event) => void attach(event.target.files?.[0])}
          />
          <Button
            type="button"
            variant="secondary"
            aria-label="Прикрепить изображение"
            title="Прикрепить изображение"
            className="w-11 shrink-0 px-0!"
            disabled={sending}
            onClick={() => fileInput.current?.click()}
            icon={<ImagePlus aria-hidden />}
          />
          <textarea
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            maxLength={CONVERSATION_TEXT_MAX}
            rows={1}
            placeholder="Сообщение"
            aria-label="Сообщение"
            className="min-h-11 flex-1 resize-none rounded-xl border border-border bg-surface-2 px-3 py-2.5 text-sm outline-none focus:border-primary"
          />
          <Button
            type="submit"
            aria-label="Отправить"
            title="Отправить"
            className="w-11 shrink-0 px-0!"
            loading={sending}
            disabled={!text.trim()}
            icon={<SendHorizontal aria-hidden />}
          />
        </form>
      ) : null}
    </section>
  );
}
