import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES, SKIN_CONCERNS, TIMINGS, type ChatReply } from '@seoul-glow/shared';
import { ApiError } from '~/lib/api-client';
import { postChatMessage, postExtractText } from './chat-api';
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
  bubble,
  historyFor,
  isRoutineRequest,
  isTipsRequest,
  routineBubble,
  tipsBubble,
  welcomeBubble,
  type ChatBubble,
} from './chat-model';

export interface ChatState {
  messages: ChatBubble[];
  /** Waiting for the server or the simulated analysis: input disabled (docs/product.md#validation). */
  busy: boolean;
  /** What the typing indicator says while busy. */
  busyLabel: string;
  remaining: number;
  locked: boolean;
  send(text: string, options?: { isVoice?: boolean }): void;
  sendPhoto(file: File): void;
  showTopic(topic: ChatTopic): void;
}

/** The chat panel's behaviour: the docs/product.md#how-things-change flows, the docs/product.md#constants-and-limits daily limit and the server calls. */
export function useChat(): ChatState {
  const [messages, setMessages] = useState<ChatBubble[]>(() => [welcomeBubble()]);
  const [busyLabel, setBusyLabel] = useState('');
  const [counter, setCounter] = useState<DailyCounter>(() => readCounter());
  const awaitingConcern = useRef(false);
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
  const busy = busyLabel !== '';
  const push = useCallback((...items: ChatBubble[]) => setMessages((list) => [...list, ...items]), []);

  const askModel = useCallback(
    async (text: string) => {
      setBusyLabel('Thinking...');
      try {
        const reply: ChatReply = await postChatMessage(historyFor(messagesRef.current, text), chatClientId());
        push(bubble('bot', reply.reply, { suggestion: reply.suggestions, products: reply.products }));
      } catch (err) {
        if (err instanceof ApiError && err.status === 429 && err.errors[0] === MESSAGES.chat.limitText) {
          setCounter(lockForToday());
          push(bubble('bot', MESSAGES.chat.limitText));
        } else {
          push(bubble('bot', MESSAGES.chat.processingFailed));
        }
      } finally {
        setBusyLabel('');
      }
    },
    [push],
  );

  const send = useCallback(
    (raw: string, options: { isVoice?: boolean } = {}) => {
      const text = raw.trim();
      if (!text || busy || locked) return;
      push(bubble('user', text, { isVoice: options.isVoice ?? false }));
      setCounter(countMessage());

      if (awaitingConcern.current) {
        // docs/product.md#how-things-change: the message after a photo gets the simulated 2-second analysis.
        awaitingConcern.current = false;
        setBusyLabel('Analyzing your skin...');
        const concern = analysisConcern(text);
        timers.current.push(
          setTimeout(() => {
            push(
              bubble(
                'bot',
                `Analysis complete ✨ Your skin shows signs of ${SKIN_CONCERNS[concern].label.toLowerCase()}. Here is what will help:`,
                {
                  card: { kind: 'analysis', concern },
                  suggestion: [
                    'Show me products for this',
                    'Build my skincare routine',
                    'Give me K-beauty tips',
                  ],
                },
              ),
            );
            setBusyLabel('');
          }, TIMINGS.analysisDelayMs),
        );
        return;
      }
      if (isRoutineRequest(text)) return push(routineBubble(text));
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
          const found: ChatBubble[] = result.ingredients.length
            ? [
                bubble(
                  'bot',
                  `I found ${result.ingredients.length} ingredient${result.ingredients.length === 1 ? '' : 's'} I know on this label:`,
                  {
                    card: { kind: 'label', ingredients: result.ingredients, warnings: result.warnings },
                  },
                ),
              ]
            : [];
          push(...found, bubble('bot', CONCERN_QUESTION, { suggestion: CONCERN_SUGGESTIONS }));
        })
        .catch(() => {
          // docs/product.md#messages: the failure is caught and the chat continues with the concern question.
          push(
            bubble(
              'bot',
              `${MESSAGES.chat.ocrFailed}, but I can still help! ${CONCERN_QUESTION.replace('Thanks for the photo! 📸 ', '')}`,
              { suggestion: CONCERN_SUGGESTIONS },
            ),
          );
        })
        .finally(() => {
          awaitingConcern.current = true;
          setBusyLabel('');
        });
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
