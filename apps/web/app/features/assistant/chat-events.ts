/**
 * Opening the assistant: any click on an element with `data-chat-trigger` (home hero, footer AI
 * Features, contact promo) opens the panel; the attribute's value is the topic to start with.
 */
export const CHAT_TOPICS = ['chat', 'skin-analysis', 'routine', 'ingredients'] as const;
export type ChatTopic = (typeof CHAT_TOPICS)[number];

export function readTopic(value: string | null | undefined): ChatTopic {
  return (CHAT_TOPICS as readonly string[]).includes(value ?? '') ? (value as ChatTopic) : 'chat';
}
