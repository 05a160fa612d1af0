import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@seoul-glow/shared';

/** docs/product.md#how-things-change: stopping a recording sends this fixed message, flagged as voice. */
export const CANNED_VOICE_MESSAGE = '🎤 Voice message: Can you help me build a skincare routine for my skin?';

interface SpeechRecognitionLike {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type SpeechRecognitionCtor = new () => SpeechRecognitionLike;

function speechRecognition(): SpeechRecognitionCtor | null {
  const w = window as unknown as {
    SpeechRecognition?: SpeechRecognitionCtor;
    webkitSpeechRecognition?: SpeechRecognitionCtor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/**
 * Voice recording (docs/product.md#how-things-change): idle or recording. The microphone stream stays in the browser: the
 * audio is never uploaded. Where the browser offers speech recognition, its transcript is sent
 * instead of the canned message.
 */
export function useVoice(onMessage: (text: string) => void) {
  const [recording, setRecording] = useState(false);
  const stream = useRef<MediaStream | null>(null);
  const recognizer = useRef<SpeechRecognitionLike | null>(null);
  const transcript = useRef('');

  const release = useCallback(() => {
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
    recognizer.current?.abort();
    recognizer.current = null;
  }, []);

  useEffect(() => release, [release]);

  const start = useCallback(async () => {
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no microphone API');
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      window.alert(MESSAGES.chat.micDenied);
      return;
    }
    transcript.current = '';
    const Recognition = speechRecognition();
    if (Recognition) {
      try {
        const r = new Recognition();
        r.lang = navigator.language || 'en-US';
        r.interimResults = false;
        r.continuous = true;
        r.onresult = (event) => {
          transcript.current = Array.from(event.results)
            .map((result) => result[0]?.transcript ?? '')
            .join(' ')
            .trim();
        };
        r.onerror = () => undefined;
        r.start();
        recognizer.current = r;
      } catch {
        recognizer.current = null;
      }
    }
    setRecording(true);
  }, []);

  const stop = useCallback(() => {
    const r = recognizer.current;
    const finish = () => {
      const text = transcript.current || CANNED_VOICE_MESSAGE;
      release();
      setRecording(false);
      onMessage(text);
    };
    if (r) {
      // Give the recogniser a moment to deliver its final result.
      r.stop();
      setTimeout(finish, 400);
    } else finish();
  }, [onMessage, release]);

  const toggle = useCallback(() => (recording ? stop() : void start()), [recording, start, stop]);
  return { recording, toggle };
}
