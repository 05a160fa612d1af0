import { useState } from 'react';
import { api, MESSAGES } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Modal } from '~/components/ui/modal';
import { ApiError, callApi } from '~/lib/api-client';
import { readProfile } from '~/lib/skin-profile/skin-profile-store';
import { PhotoPicker } from './photo-picker';
import { ReviewFormFields } from './review-form-fields';
import { EMPTY_DRAFT, draftErrors, draftForm, type DraftErrors, type ReviewDraft } from './review-form-model';
import { StarInput } from './star-input';

export interface ReviewTarget {
  orderId: string;
  productId: number;
  productName: string;
}

/** The order's proof, as the order page holds it: the signed link's token or the email typed. */
export type OrderProof = { token: string } | { email: string };

/**
 * Writing a review from the order page (docs/product.md#how-things-change): the form in a dialog,
 * skin type and concerns filled in from the skin profile when there is one; the answer says
 * whether the review is live or waits for the team.
 */
export function ReviewFormDialog({
  target,
  proof,
  onClose,
  onDone,
}: {
  target: ReviewTarget;
  proof: OrderProof;
  onClose: () => void;
  onDone: (productId: number, message: string) => void;
}) {
  const [draft, setDraft] = useState<ReviewDraft>(() => {
    const profile = readProfile();
    return profile
      ? { ...EMPTY_DRAFT, skinType: profile.skinType, concerns: [...profile.concerns] }
      : EMPTY_DRAFT;
  });
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const set = (next: Partial<ReviewDraft>) => {
    setDraft((d) => ({ ...d, ...next }));
    // A field's message clears when it is edited (docs/product.md#validation).
    setErrors((e) => {
      const copy = { ...e };
      for (const key of Object.keys(next)) delete copy[key as keyof ReviewDraft];
      return copy;
    });
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = draftErrors(draft);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      const res = await callApi(api.reviews.submit, { body: draftForm(draft, target, proof) });
      onDone(target.productId, res.data?.message ?? MESSAGES.reviews.published);
    } catch (err) {
      setFailure(
        err instanceof ApiError && err.errors.length ? err.errors.join(' ') : MESSAGES.reviews.submitFailed,
      );
      if (err instanceof ApiError && err.status === 409) onDone(target.productId, err.errors.join(' '));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={`Review ${target.productName}`}
      description="Your first name and initial are shown, with a Verified purchase mark."
      size="lg"
    >
      <form id="review-form" noValidate onSubmit={submit} className="space-y-5">
        <StarInput value={draft.rating} onChange={(rating) => set({ rating })} error={errors.rating} />
        <ReviewFormFields draft={draft} errors={errors} set={set} />
        <PhotoPicker photos={draft.photos} onChange={(photos) => set({ photos })} error={errors.photos} />
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-4">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={sending}>
            {sending ? 'Sending...' : 'Post Review'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
