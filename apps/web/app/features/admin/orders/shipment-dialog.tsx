import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { Modal } from '~/components/ui/modal';
import { NO_SHIPMENT, ShipmentFields, shipmentQuery } from './shipment-fields';

/**
 * Choosing Shipped in the table asks for the carrier and the tracking number before the status
 * changes (both optional); Cancel leaves the order as it was.
 */
export function ShipmentDialog({
  orderId,
  onCancel,
  onShip,
}: {
  orderId: string;
  onCancel: () => void;
  onShip: (shipment: { carrier?: string; trackingNumber?: string }) => void;
}) {
  const [shipment, setShipment] = useState(NO_SHIPMENT);
  return (
    <Modal
      open
      onClose={onCancel}
      title={`Ship order ${orderId}`}
      description="Who carries the parcel and its tracking number, if you have them: the shopper gets a link to follow it."
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={() => onShip(shipmentQuery(shipment))}>Mark as Shipped</Button>
        </>
      }
    >
      <ShipmentFields value={shipment} onChange={setShipment} />
    </Modal>
  );
}
