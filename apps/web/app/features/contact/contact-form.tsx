import { useId, useRef, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import {
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  CONTACT_SUBJECT_LABELS,
  api,
  type ContactRequest,
} from '@seoul-glow/shared';
import { callApi } from '~/lib/api-client';
import { Button } from '~/components/ui/button';
import { Input, Label, Select, Textarea } from '~/components/ui/field';
import { ContactStatus, type ContactSendStatus } from './contact-status';

function emptyForm(orderNumber: string): ContactRequest {
  return {
    name: '',
    email: '',
    // Arriving from an order ("Need Help?") the subject is almost certainly order support.
    subject: (orderNumber ? 'order-support' : '') as ContactRequest['subject'],
    message: '',
    orderNumber,
  };
}

/** Name, email, subject (six options) and message required, order number optional (docs/product.md#validation). */
export function ContactForm({ initialOrderNumber }: { initialOrderNumber: string }) {
  const [form, setForm] = useState<ContactRequest>(() => emptyForm(initialOrderNumber));
  const [status, setStatus] = useState<ContactSendStatus>('idle');
  const statusRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const set = (field: keyof ContactRequest) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('sending');
    try {
      await callApi(api.contact.submit, { body: form });
      setStatus('success');
      // docs/product.md#how-things-change: success clears the form.
      setForm(emptyForm(''));
    } catch {
      setStatus('error');
    }
    statusRef.current?.focus();
  }

  return (
    <form onSubmit={submit} className="space-y-5" aria-describedby={`${id}-required`}>
      <p id={`${id}-required`} className="text-sm text-ink-muted">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">required</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-name`} required>
            Name
          </Label>
          <Input
            id={`${id}-name`}
            name="name"
            required
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            value={form.name}
            onChange={set('name')}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-email`} required>
            Email
          </Label>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
            value={form.email}
            onChange={set('email')}
          />
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-subject`} required>
            Subject
          </Label>
          <Select id={`${id}-subject`} name="subject" required value={form.subject} onChange={set('subject')}>
            <option value="" disabled>
              Select a subject
            </option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {CONTACT_SUBJECT_LABELS[subject]}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-order`}>Order Number (optional)</Label>
          <Input
            id={`${id}-order`}
            name="orderNumber"
            placeholder="e.g. SG-7K2M9QX4TB"
            maxLength={CONTACT_LIMITS.orderNumber}
            value={form.orderNumber ?? ''}
            onChange={set('orderNumber')}
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-message`} required>
          Message
        </Label>
        <Textarea
          id={`${id}-message`}
          name="message"
          required
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          value={form.message}
          onChange={set('message')}
          placeholder="How can we help you glow?"
        />
      </div>

      <ContactStatus ref={statusRef} status={status} />

      <Button type="submit" size="lg" disabled={status === 'sending'} className="w-full sm:w-auto">
        <Send aria-hidden="true" className="size-4" />
        {status === 'sending' ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
