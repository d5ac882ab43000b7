import type { SupportTicketSummary, SupportTicketView, SupportTopic } from '@lootmarket/domain';
import { guestSupportEndpoints } from '@lootmarket/domain/endpoints/support';
import { LifeBuoy } from 'lucide-react';
import { useState } from 'react';
import { SupportThread } from '#app/components/support-thread';
import { Button } from '#app/components/ui/button';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';
import { NewTicketForm } from './new-ticket-form';
import { statusText, ticketTitle } from './support-format';

/**
 * Support for a guest's order, on the order page: the order's token is their access, as for the page itself.
 * Opened on demand, so the page asks nothing until the buyer needs help.
 */
export function GuestSupport({ orderId, token }: { orderId: string; token: string }) {
  const toast = useToast();
  const access = { id: orderId, token };
  const [tickets, setTickets] = useState<SupportTicketSummary[] | null>(null);
  const [open, setOpen] = useState<SupportTicketView | null>(null);
  const [loading, setLoading] = useState(false);

  async function load() {
    setLoading(true);
    try {
      const list = (await api.call(guestSupportEndpoints.list, { query: access })).items;
      setTickets(list);
      if (list[0]) await show(list[0].id);
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось открыть поддержку') });
    } finally {
      setLoading(false);
    }
  }

  async function show(ticket: string) {
    setOpen(await api.call(guestSupportEndpoints.get, { query: { ...access, ticket } }));
  }

  async function create(input: { topic: SupportTopic; text: string }) {
    const ticket = await api.call(guestSupportEndpoints.open, { body: { ...access, ...input } });
    setTickets((current) => [ticket, ...(current ?? [])]);
    setOpen(ticket);
  }

  if (tickets === null)
    return (
      <Button variant="secondary" loading={loading} onClick={() => void load()}>
        <LifeBuoy aria-hidden="true" className="size-4" />
        Написать в поддержку
      </Button>
    );
  if (!open) return <NewTicketForm initialTopic="order" about="Обращение о заказе" onSubmit={create} />;
  const ticket = open.id;
  return (
    <section className="flex flex-col gap-3" aria-label="Обращение в поддержку">
      <h2 className="text-lg font-semibold">
        {ticketTitle(open)} · <span className="font-normal text-muted">{statusText(open)}</span>
      </h2>
      <SupportThread
        key={open.id}
        messages={open.messages}
        viewer="user"
        sendText={async (text) =>
          (await api.call(guestSupportEndpoints.send, { body: { ...access, ticket, text } })).message
        }
        sendImage={async (form) =>
          (await api.call(guestSupportEndpoints.sendImage, { query: { ...access, ticket }, body: form })).message
        }
      />
      {tickets.length > 1 ? (
        <div className="flex flex-wrap gap-2 text-sm">
          {tickets.map((item) => (
            <Button key={item.id} size="sm" variant="ghost" onClick={() => void show(item.id)}>
              №{item.number}
            </Button>
          ))}
        </div>
      ) : null}
      <Button size="sm" variant="ghost" className="self-start" onClick={() => setOpen(null)}>
        Новое обращение
      </Button>
    </section>
  );
}
