import type { Alert, AlertLook, FundraisingGoal, MediaWidgetState } from '@lootmarket/domain';
import { lookFor } from './alert-looks';
import { useEffect, useRef, useState } from 'react';
import { openOverlaySocket, type OverlayStatus, type OverlayWidget } from './overlay-socket';
import { createOverlayQueue } from './overlay-queue';
import { playThen } from './play-then';

const EXIT_MS = 400;
const GAP_MS = 600;
/** A speech that never ends (a stalled download) lets the alert go this long after its duration. */
const SPEECH_GRACE_MS = 60_000;

export interface OverlayState {
  status: OverlayStatus;
  widget: OverlayWidget | null;
  current: Alert | null;
  /** How the current alert is drawn: the look it arrived with. */
  look: AlertLook | null;
  leaving: boolean;
  goal: FundraisingGoal | null;
  media: MediaWidgetState | null;
  /** Tells the server a media widget finished the request on screen. */
  mediaEnded: (id: string) => void;
}

/**
 * Shows alerts one at a time: each plays its sound, then its speech, stays for the widget's duration or
 * until the speech ends (whichever is later), leaves, and only then is acknowledged. The server sends
 * several ahead; they wait in a queue (decision 051).
 */
export function useOverlay(token: string): OverlayState {
  const [status, setStatus] = useState<OverlayStatus>('connecting');
  const [widget, setWidget] = useState<OverlayWidget | null>(null);
  const [current, setCurrent] = useState<Alert | null>(null);
  const [look, setLook] = useState<AlertLook | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [goal, setGoal] = useState<FundraisingGoal | null>(null);
  const [media, setMedia] = useState<MediaWidgetState | null>(null);
  const endMedia = useRef<(id: string) => void>(() => {});
  const widgetRef = useRef<OverlayWidget | null>(null);
  const sound = useRef<HTMLAudioElement | null>(null);
  const speech = useRef<HTMLAudioElement | null>(null);

  useEffect(() => {
    const queue = createOverlayQueue();
    let showing: Alert | null = null;
    let timers: ReturnType<typeof setTimeout>[] = [];
    const later = (ms: number, run: () => void) => timers.push(setTimeout(run, ms));

    function finish(alert: Alert) {
      if (showing?.id !== alert.id) return;
      timers.forEach(clearTimeout);
      timers = [];
      sound.current?.pause();
      speech.current?.pause();
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
      const next = queue.take();
      if (!next) return;
      const { alert, speechUrl } = next;
      // An alert from a server before variations is drawn with the widget's own look.
      const shown = next.look ?? lookFor(config);
      showing = alert;
      setLeaving(false);
      setLook(shown);
      setCurrent(alert);
      let shownLongEnough = false;
      let speaking = speechUrl !== null;
      const leaveWhenDone = () => {
        if (shownLongEnough && !speaking) finish(alert);
      };
      const stopSpeaking = () => {
        speaking = false;
        leaveWhenDone();
      };
      // Browsers outside OBS may refuse sound before a click: the alert still shows, and leaves on time.
      const playSpeech = () => {
        if (!speechUrl || showing?.id !== alert.id) return stopSpeaking();
        speech.current ??= new Audio();
        playThen(speech.current, speechUrl, shown.speechVolume / 100, stopSpeaking);
      };
      if (shown.soundUrl) {
        sound.current ??= new Audio();
        playThen(sound.current, shown.soundUrl, shown.soundVolume / 100, playSpeech);
      } else playSpeech();
      later(shown.durationMs, () => {
        shownLongEnough = true;
        leaveWhenDone();
      });
      if (speechUrl) later(shown.durationMs + SPEECH_GRACE_MS, () => finish(alert));
    }

    const socket = openOverlaySocket(token, {
      onStatus: setStatus,
      onWidget(next) {
        widgetRef.current = next;
        setWidget(next);
        showNext();
      },
      onAlert(alert, speechUrl, arrivedLook) {
        if (queue.push({ alert, speechUrl, look: arrivedLook })) showNext();
      },
      onGoal: setGoal,
      onMedia: setMedia,
      onSkip(id) {
        if (showing?.id === id) finish(showing);
        else queue.remove(id);
      },
      onRecall: () => queue.recall(),
    });
    endMedia.current = (id) => socket.mediaEnded(id);
    return () => {
      timers.forEach(clearTimeout);
      socket.close();
      sound.current?.pause();
      speech.current?.pause();
    };
  }, [token]);

  return { status, widget, current, look, leaving, goal, media, mediaEnded: (id) => endMedia.current(id) };
}
