import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@seoul-glow/shared';
import type { z } from 'zod';
import { nulError } from './nul-text';
import { AppError } from './app-error';

export interface MultipartForm {
  /** Text fields; a repeated name keeps every value in order. */
  fields: Record<string, string[]>;
  files: { field: string; fileName: string; data: Buffer }[];
}

/**
 * Reads a whole multipart body within the limits registered in app.ts (10 MB a file, 10 files).
 * A larger file ends the request with 413 before anything is stored.
 */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA', 'Send the form as multipart/form-data');
  }
  const form: MultipartForm = { fields: {}, files: [] };
  try {
    await readParts(request, form);
  } catch (err) {
    malformedMultipart(err);
  }
  return form;
}

/**
 * busboy reports a truncated or boundary-less body as a plain Error: that is the client's fault
 * (400), not ours (500). Errors that already carry a status (AppError, @fastify/multipart's limits) pass.
 */
export function malformedMultipart(err: unknown): never {
  if (err instanceof AppError || typeof (err as { statusCode?: unknown }).statusCode === 'number') throw err;
  throw new AppError('VALIDATION', 'The multipart form data is malformed');
}

async function readParts(request: FastifyRequest, form: MultipartForm): Promise<void> {
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.generic.tooLarge);
        throw err;
      });
      // Browsers send an empty part for an untouched file input.
      if (data.length > 0 || part.filename)
        form.files.push({ field: part.fieldname, fileName: part.filename, data });
    } else {
      const value = String(part.value ?? '');
      if (value.includes('\u0000') || part.fieldname.includes('\u0000')) throw nulError();
      (form.fields[part.fieldname] ??= []).push(value);
    }
  }
}

/** The first value of each field, for a zod contract of single-valued fields. */
export function singleFields(form: MultipartForm, repeated: string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, values] of Object.entries(form.fields)) {
    out[name] = repeated.includes(name) ? values : values[0];
  }
  return out;
}

/** Zod issues → the contract's messages, each once, in field order. */
export function validationMessages(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((i) => i.message))];
}

/** A multipart form's text fields parsed by an endpoint's field contract; a refusal is a 400. */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, unknown>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new AppError('VALIDATION', validationMessages(parsed.error));
  return parsed.data;
}
