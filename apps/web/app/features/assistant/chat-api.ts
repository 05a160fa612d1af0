import { api, type ChatReply, type ChatTurn, type ExtractTextResult } from '@seoul-glow/shared';
import { callApi } from '~/lib/api-client';

/** The model (LLM or built-in expert) answers the conversation (api.assistant.message). */
export async function postChatMessage(
  messages: ChatTurn[],
  clientId: string,
  signal?: AbortSignal,
): Promise<ChatReply> {
  const res = await callApi(api.assistant.message, { body: { messages, clientId }, signal });
  return res.data!;
}

/** The label photo's text and the ingredients found in it (api.assistant.extractText). */
export async function postExtractText(file: Blob, signal?: AbortSignal): Promise<ExtractTextResult> {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : 'photo.jpg');
  const res = await callApi(api.assistant.extractText, { body: form, signal });
  return res.data!;
}
