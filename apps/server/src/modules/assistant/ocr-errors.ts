import { MESSAGES } from '@seoul-glow/shared';
import { AppError } from '../../lib/app-error';
import { OcrError } from './ocr.service';

const C = MESSAGES.chat;

/**
 * What the label reader answers for a photo it could not read (docs/product.md#the-beauty-assistant):
 * a refusal the shopper can act on, and for a busy or slow reader a retryable 429 or 503 with
 * Retry-After, never a 500. Anything else is the caller's to log as a failure.
 */
export function ocrAppError(err: unknown): AppError | null {
  if (!(err instanceof OcrError)) return null;
  switch (err.reason) {
    case 'not-image':
    case 'wrong-type':
      return new AppError('UNSUPPORTED_MEDIA', [C.ocrFailed, C.ocrWrongType]);
    case 'too-large':
      return new AppError('PAYLOAD_TOO_LARGE', [C.ocrFailed, C.ocrTooLarge]);
    case 'busy':
      return new AppError('RATE_LIMITED', [C.ocrFailed, C.ocrBusy], { 'retry-after': '5' });
    case 'timeout':
      return new AppError('UNAVAILABLE', [C.ocrFailed, C.ocrTimedOut], { 'retry-after': '10' });
    default:
      return null;
  }
}
