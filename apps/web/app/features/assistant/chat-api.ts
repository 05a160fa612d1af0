import type { ChatReply, ChatTurn, ExtractTextResult } from '@seoul-glow/shared';
import { apiFetch } from '~/lib/api-client';

/** POST /api/Chat/message: the model (LLM or built-in expert) answers the conversation. */
export async function postChatMessage(
  messages: ChatTurn[],
  clientId: string,
  signal?: AbortSignal,
): Promise<ChatReply> {
  const res = await apiFetch<ChatReply>('/Chat/message', {
    method: 'POST',
    body: { messages, clientId },
    signal,
  });
  return res.data!;
}

/** POST /api/Chat/extractText: the label photo's text and the ingredients found in it. */
export async function postExtractText(file: Blob, signal?: AbortSignal): Promise<ExtractTextResult> {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : 'photo.jpg');
  const res = await apiFetch<ExtractTextResult>('/Chat/extractText', { method: 'POST', body: form, signal });
  return res.data!;
}
