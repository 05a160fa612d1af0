import {
  api,
  type ChatLabel,
  type ChatReply,
  type ChatTurn,
  type ExtractTextResult,
} from '@seoul-glow/shared';
import { ApiError, NetworkError, apiUrl, callApi } from '~/lib/api-client';
import { readProfile } from '~/lib/skin-profile/skin-profile-store';
import { readServerSentEvents } from './chat-stream';

/**
 * The model (LLM or built-in expert) answers the conversation (api.assistant.stream): its words
 * arrive as they are written (`onText`), then the whole reply with its cards and cart actions.
 * The saved skin profile and the last scanned label go with every message.
 */
export async function askAssistant(
  messages: ChatTurn[],
  clientId: string,
  label: ChatLabel | undefined,
  onText: (text: string) => void,
  signal?: AbortSignal,
): Promise<ChatReply> {
  const profile = readProfile() ?? undefined;
  let response: Response;
  try {
    response = await fetch(apiUrl(api.assistant.stream), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ messages, clientId, profile, label }),
      signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new NetworkError((err as Error).message);
  }
  if (!response.ok || !response.body) {
    const payload = (await response.json().catch(() => null)) as { errors?: string[] } | null;
    throw new ApiError(response.status, payload?.errors ?? []);
  }
  let reply: ChatReply | undefined;
  await readServerSentEvents(response.body, (event, data) => {
    if (event === 'delta') onText((data as { text: string }).text);
    else if (event === 'reply') reply = data as ChatReply;
  });
  if (!reply) throw new NetworkError('The answer ended early');
  return reply;
}

/** The label photo's text and the ingredients found in it (api.assistant.extractText). */
export async function postExtractText(file: Blob, signal?: AbortSignal): Promise<ExtractTextResult> {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : 'photo.jpg');
  const res = await callApi(api.assistant.extractText, { body: form, signal });
  return res.data!;
}
