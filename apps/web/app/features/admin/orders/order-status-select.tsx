import { ORDER_STATUSES, type OrderStatus } from '@seoul-glow/shared';
import { Select } from '~/components/ui/field';
import { statusLabel } from '~/components/admin/order-status-badge';

export function OrderStatusSelect({
  value,
  onChange,
  label,
  disabled,
  className,
}: {
  value: OrderStatus;
  onChange: (status: OrderStatus) => void;
  label: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <Select
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as OrderStatus)}
      className={className}
    >
      {ORDER_STATUSES.map((s) => (
        <option key={s} value={s}>
          {statusLabel(s)}
        </option>
      ))}
    </Select>
  );
}
