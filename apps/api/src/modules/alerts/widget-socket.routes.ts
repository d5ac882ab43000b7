import { WIDGET_CLOSE_CODES, WIDGET_SOCKET_PATH } from '@lootmarket/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Registry } from 'prom-client';
import type { EventBus } from '../../platform/events/event-bus';
import { registerBacklogGauges } from '../../platform/http/backlog-metrics';
import { assertSameOrigin } from '../../platform/http/private-scope';
import type { AlertSpeech } from './alert-speech';
import type { AlertsService } from './alerts.service';
import { createWidgetHub, parseClientMessage, type GoalSource, type MediaSource } from './widget-hub';
import type { WidgetsService } from './widgets.service';

export interface WidgetSocketOptions {
  alerts: AlertsService;
  widgets: WidgetsService;
  events: EventBus;
  goals?: GoalSource;
  media?: MediaSource;
  speech?: AlertSpeech;
  publicUrl: string | undefined;
  /** Where the overlays' backlog is reported (`/metrics`). */
  registry?: Registry;
}

/** The overlay has this long after connecting to say which widget it is. */
const HELLO_TIMEOUT_MS = 5_000;

/**
 * `/api/ws/widgets`: the OBS overlay's socket. Only our own pages may open it (Origin), and the token
 * comes in the first message rather than the URL, so it stays out of access logs. The caller registers the
 * WebSocket plugin once for all the API's sockets.
 */
export async function widgetSocketRoutes(app: FastifyInstance, options: WidgetSocketOptions) {
  const hub = createWidgetHub({
    ...options,
    onError: (error) => app.log.error({ err: error }, 'widget socket failed'),
  });
  await hub.start();
  app.addHook('onClose', () => hub.stop());
  if (options.registry)
    registerBacklogGauges(options.registry, 'overlay_alerts', 'Alerts sent to overlays and not acknowledged yet', () =>
      hub.backlog(),
    );

  app.get(
    WIDGET_SOCKET_PATH,
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request: FastifyRequest) => assertSameOrigin(request, options.publicUrl),
    },
    (socket: WebSocket) => {
      const timeout = setTimeout(() => socket.close(WIDGET_CLOSE_CODES.protocol, 'hello expected'), HELLO_TIMEOUT_MS);
      socket.once('message', (data) => {
        clearTimeout(timeout);
        void greet(socket, String(data)).catch((error: unknown) => {
          app.log.error({ err: error }, 'widget socket failed');
          socket.close(1011, 'server error');
        });
      });
      socket.once('close', () => clearTimeout(timeout));
    },
  );

  async function greet(socket: WebSocket, text: string): Promise<void> {
    const hello = parseClientMessage(text);
    if (hello?.type !== 'hello') return socket.close(WIDGET_CLOSE_CODES.protocol, 'hello expected');
    const row = await options.widgets.authenticate(hello.token);
    if (!row) return socket.close(WIDGET_CLOSE_CODES.revoked, 'unknown token');
    // What the overlay showed before it lost its connection counts as shown, even if its ack never arrived.
    if (hello.lastShownId) await options.alerts.acknowledge(row.id, hello.lastShownId);
    if (socket.readyState === socket.OPEN) await hub.attach(socket, row, hello.window);
  }
}
