import { api, type ChatReply, type ChatTurn, type ExtractTextResult } from '@seoul-glow/shared';
import { callApi } from '~/lib/api-client';
import { readProfile } from '~/lib/skin-profile/skin-profile-store';

/** The model (LLM or built-in expert) answers the conversation (api.assistant.message). */
export async function postChatMessage(
  messages: ChatTurn[],
  clientId: string,
  signal?: AbortSignal,
): Promise<ChatReply> {
  // The saved skin profile goes with every message: the expert starts from it.
  const profile = readProfile() ?? undefined;
  const res = await callApi(api.assistant.message, { body: { messages, clientId, profile }, signal });
  return res.data!;
}

/** The label photo's text and the ingredients found in it (api.assistant.extractText). */
export async function postExtractText(file: Blob, signal?: AbortSignal): Promise<ExtractTextResult> {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : 'photo.jpg');
  const res = await callApi(api.assistant.extractText, { body: form, signal });
  return res.data!;
}
