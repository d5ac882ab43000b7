import type { WidgetSettings, WidgetType } from '@lootmarket/domain';
import { alertQueueEndpoints, speechEndpoints, widgetEndpoints } from '@lootmarket/domain/endpoints/widgets';
import { api } from '#app/lib/api/browser';

/** The settings page's calls to the widgets API. */
export const widgetsApi = {
  create: (type: Exclude<WidgetType, 'unknown'>) => api.call(widgetEndpoints.create, { body: { type } }),
  saveSettings: (id: number, settings: WidgetSettings) =>
    api.call(widgetEndpoints.saveSettings, { body: { id, settings } }),
  rotateToken: (id: number) => api.call(widgetEndpoints.rotateToken, { params: { id } }),
  removeMedia: (id: number, kind: 'image' | 'sound') => api.call(widgetEndpoints[kind].remove, { query: { id } }),
  fireTest: (kind: 'test' | 'test-order') =>
    api.call(kind === 'test' ? alertQueueEndpoints.testDonation : alertQueueEndpoints.testOrder),
  queue: () => api.call(alertQueueEndpoints.state),
  control: (action: 'pause' | 'resume' | 'skip') => api.call(alertQueueEndpoints[action]),
  replay: (alertId: string) => api.call(alertQueueEndpoints.replay, { body: { alertId } }),
  library: () => api.call(widgetEndpoints.library),
  pickLibrary: (id: number, kind: 'image' | 'sound', itemId: string) =>
    api.call(widgetEndpoints[kind].pick, { body: { id, itemId } }),
  voices: () => api.call(speechEndpoints.voices),
  /** A sample read aloud, as audio to play. */
  preview: (text: string, voice: string, speed: number) =>
    api.blob(speechEndpoints.preview, { body: { text, voice, speed } }),

  uploadMedia(id: number, kind: 'image' | 'sound', file: File) {
    const form = new FormData();
    form.append('id', String(id));
    form.append('file', file);
    return api.call(widgetEndpoints[kind].upload, { body: form });
  },
};
