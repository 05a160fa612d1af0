import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES, TIMINGS, parseInciList, type ChatLabel, type ExtractTextResult } from '@seoul-glow/shared';
import { ApiError } from '~/lib/api-client';
import { applyCartAction } from '~/lib/cart/cart-actions';
import { readProfile } from '~/lib/skin-profile/skin-profile-store';
import { askAssistant, postExtractText } from './chat-api';
import {
  chatClientId,
  countMessage,
  lockForToday,
  readCounter,
  remainingToday,
  type DailyCounter,
} from './chat-counter';
import type { ChatTopic } from './chat-events';
import {
  CONCERN_QUESTION,
  CONCERN_SUGGESTIONS,
  TOPIC_PROMPTS,
  analysisConcern,
  analysisText,
  bubble,
  historyFor,
  isRoutineRequest,
  isTipsRequest,
  labelReadText,
  replyBubble,
  routineBubble,
  tipsBubble,
  wantsProductRoutine,
  welcomeBubble,
  type ChatBubble,
} from './chat-model';

export interface ChatState {
  messages: ChatBubble[];
  /** Waiting for the server or the simulated analysis: input disabled (docs/product.md#validation). */
  busy: boolean;
  /** What the typing indicator says while busy (empty once the answer has started to arrive). */
  busyLabel: string;
  remaining: number;
  locked: boolean;
  send(text: string, options?: { isVoice?: boolean }): void;
  sendPhoto(file: File): void;
  showTopic(topic: ChatTopic): void;
}

/** A label photo names at least two ingredients the glossary knows; anything else is not a label. */
function labelOf(result: ExtractTextResult): ChatLabel | null {
  if (result.ingredients.length < 2) return null;
  const names = parseInciList(result.text).filter((n) => n.length <= 160);
  const list = names.length >= result.ingredients.length ? names : result.ingredients.map((i) => i.name);
  return { ingredients: list.slice(0, 120) };
}

/** The chat panel's behaviour: the docs/product.md#how-things-change flows, the docs/product.md#constants-and-limits daily limit and the server calls. */
export function useChat(): ChatState {
  const [messages, setMessages] = useState<ChatBubble[]>(() => [welcomeBubble()]);
  const [busyLabel, setBusyLabel] = useState('');
  const [waiting, setWaiting] = useState(false);
  const [counter, setCounter] = useState<DailyCounter>(() => readCounter());
  const awaitingConcern = useRef(false);
  /** The last label read from a photo: later questions ("is this ok for me?") are about it. */
  const label = useRef<ChatLabel | undefined>(undefined);
  const messagesRef = useRef(messages);
  useEffect(() => {
    messagesRef.current = messages;
  }, [messages]);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const objectUrls = useRef<string[]>([]);

  useEffect(() => {
    const urls = objectUrls.current;
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      urls.forEach((u) => URL.revokeObjectURL(u));
    };
  }, []);

  // A new calendar day unlocks the chat (checked every minute while the panel is mounted).
  useEffect(() => {
    const id = setInterval(() => setCounter(readCounter()), 60_000);
    return () => clearInterval(id);
  }, []);

  const remaining = remainingToday(counter);
  const locked = remaining <= 0;
  const busy = waiting || busyLabel !== '';
  const push = useCallback((...items: ChatBubble[]) => setMessages((list) => [...list, ...items]), []);
  const update = useCallback(
    (id: string, change: (m: ChatBubble) => Partial<ChatBubble>) =>
      setMessages((list) => list.map((m) => (m.id === id ? { ...m, ...change(m) } : m))),
    [],
  );

  const askModel = useCallback(
    async (text: string) => {
      const history = historyFor(messagesRef.current, text);
      const answer = bubble('bot', '', { streaming: true });
      setWaiting(true);
      setBusyLabel('Thinking...');
      let shown = false;
      try {
        const reply = await askAssistant(history, chatClientId(), label.current, (delta) => {
          if (!shown) {
            shown = true;
            push(answer);
            setBusyLabel('');
          }
          update(answer.id, (m) => ({ text: m.text + delta }));
        });
        // The cart lives in this browser: the answer's cart actions happen here, and show.
        reply.actions.forEach(applyCartAction);
        if (!shown) push({ ...answer, ...replyBubble(reply) });
        else update(answer.id, () => replyBubble(reply));
      } catch (err) {
        const limited =
          err instanceof ApiError && err.status === 429 && err.errors[0] === MESSAGES.chat.limitText;
        if (limited) setCounter(lockForToday());
        const text = limited ? MESSAGES.chat.limitText : MESSAGES.chat.processingFailed;
        if (shown) update(answer.id, () => ({ text, streaming: false }));
        else push(bubble('bot', text));
      } finally {
        setBusyLabel('');
        setWaiting(false);
      }
    },
    [push, update],
  );

  const send = useCallback(
    (raw: string, options: { isVoice?: boolean } = {}) => {
      const text = raw.trim();
      if (!text || busy || locked) return;
      push(bubble('user', text, { isVoice: options.isVoice ?? false }));
      setCounter(countMessage());

      if (awaitingConcern.current) {
        // docs/product.md#how-things-change: the message after a photo gets the 2-second analysis,
        // worded as a summary of what the shopper said.
        awaitingConcern.current = false;
        setBusyLabel('Putting your answer together...');
        const concern = analysisConcern(text);
        timers.current.push(
          setTimeout(() => {
            push(
              bubble('bot', analysisText(concern), {
                card: { kind: 'analysis', concern },
                suggestion: [
                  'Show me products for this',
                  'Build my skincare routine',
                  'Give me K-beauty tips',
                ],
              }),
            );
            setBusyLabel('');
          }, TIMINGS.analysisDelayMs),
        );
        return;
      }
      if (isRoutineRequest(text) && !wantsProductRoutine(text, readProfile() !== null))
        return push(routineBubble(text));
      if (isTipsRequest(text)) return push(tipsBubble());
      void askModel(text);
    },
    [askModel, busy, locked, push],
  );

  const sendPhoto = useCallback(
    (file: File) => {
      if (busy) return;
      const imageUrl = URL.createObjectURL(file);
      objectUrls.current.push(imageUrl);
      // Image messages are not counted (docs/product.md#constants-and-limits).
      push(bubble('user', '📷 Photo for analysis', { isImage: true, imageUrl }));
      setBusyLabel('Reading your photo...');
      postExtractText(file)
        .then((result) => {
          const read = labelOf(result);
          if (read) {
            label.current = read;
            awaitingConcern.current = false;
            push(
              bubble('bot', labelReadText(result.ingredients), {
                card: { kind: 'label', ingredients: result.ingredients, warnings: result.warnings },
                suggestion: [
                  'Is this ok for sensitive skin?',
                  'Is it ok for dry skin?',
                  'Find me a gentler alternative',
                ],
              }),
            );
            return;
          }
          // No label in it: a photo of skin, which the assistant does not read (honest about it).
          awaitingConcern.current = true;
          push(bubble('bot', CONCERN_QUESTION, { suggestion: CONCERN_SUGGESTIONS }));
        })
        .catch(() => {
          // docs/product.md#messages: the failure is caught and the chat continues with the concern question.
          awaitingConcern.current = true;
          push(
            bubble(
              'bot',
              `${MESSAGES.chat.ocrFailed}, but I can still help! ${CONCERN_QUESTION.replace('Thanks for the photo! 📸 ', '')}`,
              {
                suggestion: CONCERN_SUGGESTIONS,
              },
            ),
          );
        })
        .finally(() => setBusyLabel(''));
    },
    [busy, push],
  );

  const showTopic = useCallback(
    (topic: ChatTopic) => {
      if (topic === 'chat') return;
      const last = messagesRef.current[messagesRef.current.length - 1];
      if (last?.topic === topic) return;
      const prompt = TOPIC_PROMPTS[topic];
      push(bubble('bot', prompt.text, { suggestion: prompt.suggestions, topic }));
    },
    [push],
  );

  return { messages, busy, busyLabel, remaining, locked, send, sendPhoto, showTopic };
}
