import type { Alert, AlertQueue, Widget, WidgetList, WidgetSettings, WidgetType } from '@lootmarket/domain';
import { apiFetch, apiJson, ApiError } from '#app/lib/api-client';

const API = '/api/gw/private/v1';

/** The settings page's calls to the widgets API. */
export const widgetsApi = {
  list: () => apiJson<WidgetList>(`${API}/donations/widgets`),
  create: (type: Exclude<WidgetType, 'unknown'>) => apiJson<Widget>(`${API}/donations/widgets`, { method: 'POST', json: { type } }),
  saveSettings: (id: number, settings: WidgetSettings) => apiJson<Widget>(`${API}/donations/widgets/settings`, { method: 'POST', json: { id, settings } }),
  rotateToken: (id: number) => apiJson<Widget>(`${API}/donations/widgets/${id}/rotate-token`, { method: 'POST' }),
  remove: (id: number) => apiJson<{ ok: true }>(`${API}/donations/widgets/${id}`, { method: 'DELETE' }),
  removeMedia: (id: number, kind: 'image' | 'sound') => apiJson<Widget>(`${API}/donations/widgets/${kind}?id=${id}`, { method: 'DELETE' }),
  fireTest: (kind: 'test' | 'test-order') => apiJson<Alert>(`${API}/donation/queue/${kind}`, { method: 'POST' }),
  queue: () => apiJson<AlertQueue>(`${API}/donations/queue`),
  control: (action: 'pause' | 'resume' | 'skip') => apiJson<{ ok: true }>(`${API}/donations/queue/${action}`, { method: 'POST' }),
  replay: (alertId: string) => apiJson<Alert>(`${API}/donations/queue/replay`, { method: 'POST', json: { alertId } }),

  async uploadMedia(id: number, kind: 'image' | 'sound', file: File): Promise<Widget> {
    const form = new FormData();
    form.append('id', String(id));
    form.append('file', file);
    const response = await apiFetch(`${API}/donations/widgets/${kind}`, { method: 'POST', body: form });
    const body = (await response.json().catch(() => null)) as (Widget & { message?: string }) | null;
    if (!response.ok) throw new ApiError(response.status, body?.message ?? 'Не удалось загрузить файл', body);
    return body!;
  },
};

export const apiFailure = (error: unknown, fallback: string): string => (error instanceof ApiError ? error.message : fallback);
