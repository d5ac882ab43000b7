import type { Alert, FundraisingGoal } from '@lootmarket/domain';
import { useEffect, useRef, useState } from 'react';
import { openOverlaySocket, type OverlayStatus, type OverlayWidget } from './overlay-socket';

const EXIT_MS = 400;
const GAP_MS = 600;

export interface OverlayState {
  status: OverlayStatus;
  widget: OverlayWidget | null;
  current: Alert | null;
  leaving: boolean;
  goal: FundraisingGoal | null;
}

/** Shows alerts one at a time: each stays for the widget's duration, leaves, and only then is acknowledged. */
export function useOverlay(token: string): OverlayState {
  const [status, setStatus] = useState<OverlayStatus>('connecting');
  const [widget, setWidget] = useState<OverlayWidget | null>(null);
  const [current, setCurrent] = useState<Alert | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [goal, setGoal] = useState<FundraisingGoal | null>(null);
  const widgetRef = useRef<OverlayWidget | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);

  useEffect(() => {
    const queue: Alert[] = [];
    let showing: Alert | null = null;
    let timers: ReturnType<typeof setTimeout>[] = [];
    const later = (ms: number, run: () => void) => timers.push(setTimeout(run, ms));

    function finish(alert: Alert) {
      if (showing?.id !== alert.id) return;
      timers.forEach(clearTimeout);
      timers = [];
      audio.current?.pause();
      setLeaving(true);
      later(EXIT_MS, () => {
        setCurrent(null);
        setLeaving(false);
        showing = null;
        socket.ack(alert.id);
        later(GAP_MS, showNext);
      });
    }

    function showNext() {
      const config = widgetRef.current;
      if (showing || !config) return;
      const alert = queue.shift();
      if (!alert) return;
      showing = alert;
      setLeaving(false);
      setCurrent(alert);
      playSound(config);
      later(config.settings.durationMs, () => finish(alert));
    }

    function playSound(config: OverlayWidget) {
      if (!config.soundUrl) return;
      audio.current ??= new Audio();
      audio.current.src = config.soundUrl;
      audio.current.volume = config.settings.soundVolume / 100;
      // Browsers outside OBS may refuse sound before a click; the alert still shows.
      void audio.current.play().catch(() => {});
    }

    const socket = openOverlaySocket(token, {
      onStatus: setStatus,
      onWidget(next) {
        widgetRef.current = next;
        setWidget(next);
        showNext();
      },
      onAlert(alert) {
        if (showing?.id === alert.id || queue.some((queued) => queued.id === alert.id)) return;
        queue.push(alert);
        showNext();
      },
      onGoal: setGoal,
      onSkip(id) {
        if (showing?.id === id) finish(showing);
      },
    });
    return () => {
      timers.forEach(clearTimeout);
      socket.close();
      audio.current?.pause();
    };
  }, [token]);

  return { status, widget, current, leaving, goal };
}
