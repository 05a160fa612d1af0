import { CARRIERS } from '@seoul-glow/shared';
import { Field, Input, Select } from '~/components/ui/field';

/** What an admin says about a parcel when an order ships (docs/product.md#how-things-change). */
export interface Shipment {
  /** A known carrier's id, 'other' while a name is typed, or '' for none. */
  carrier: string;
  otherCarrier: string;
  trackingNumber: string;
}

export const NO_SHIPMENT: Shipment = { carrier: '', otherCarrier: '', trackingNumber: '' };

/** The query fields of the status call: a known carrier by id, another by the name typed. */
export function shipmentQuery(s: Shipment): { carrier?: string; trackingNumber?: string } {
  const carrier = s.carrier === 'other' ? s.otherCarrier.trim() : s.carrier;
  const trackingNumber = s.trackingNumber.trim();
  return { ...(carrier ? { carrier } : {}), ...(trackingNumber ? { trackingNumber } : {}) };
}

/** Carrier and tracking number, both optional: the store never makes a number up. */
export function ShipmentFields({
  value,
  onChange,
  disabled,
}: {
  value: Shipment;
  onChange: (next: Shipment) => void;
  disabled?: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Carrier (optional)">
        {(p) => (
          <Select
            {...p}
            value={value.carrier}
            disabled={disabled}
            onChange={(e) => onChange({ ...value, carrier: e.target.value })}
          >
            <option value="">Not given</option>
            {CARRIERS.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
            <option value="other">Another carrier…</option>
          </Select>
        )}
      </Field>
      {value.carrier === 'other' ? (
        <Field label="Carrier name">
          {(p) => (
            <Input
              {...p}
              maxLength={60}
              value={value.otherCarrier}
              disabled={disabled}
              onChange={(e) => onChange({ ...value, otherCarrier: e.target.value })}
            />
          )}
        </Field>
      ) : null}
      <Field label="Tracking number (optional)" className="sm:col-span-2">
        {(p) => (
          <Input
            {...p}
            maxLength={40}
            autoComplete="off"
            className="font-mono"
            value={value.trackingNumber}
            disabled={disabled}
            onChange={(e) => onChange({ ...value, trackingNumber: e.target.value })}
          />
        )}
      </Field>
    </div>
  );
}
