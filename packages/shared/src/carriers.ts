/**
 * The carriers an admin names when an order ships (docs/product.md#how-things-change): the
 * store links a known carrier's own tracking page; any other carrier is kept by its name. Plain
 * data only: the order page and the admin area import it.
 */
export interface Carrier {
  id: string;
  name: string;
  /** The carrier's public tracking page for a number. */
  trackingUrl: (number: string) => string;
}

const q = encodeURIComponent;

export const CARRIERS: readonly Carrier[] = [
  {
    id: 'usps',
    name: 'USPS',
    trackingUrl: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${q(n)}`,
  },
  { id: 'ups', name: 'UPS', trackingUrl: (n) => `https://www.ups.com/track?tracknum=${q(n)}` },
  { id: 'fedex', name: 'FedEx', trackingUrl: (n) => `https://www.fedex.com/fedextrack/?trknbr=${q(n)}` },
  {
    id: 'dhl',
    name: 'DHL',
    trackingUrl: (n) => `https://www.dhl.com/global-en/home/tracking.html?tracking-id=${q(n)}`,
  },
  {
    id: 'royal-mail',
    name: 'Royal Mail',
    trackingUrl: (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${q(n)}`,
  },
  {
    id: 'canada-post',
    name: 'Canada Post',
    trackingUrl: (n) => `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${q(n)}`,
  },
  {
    id: 'australia-post',
    name: 'Australia Post',
    trackingUrl: (n) => `https://auspost.com.au/mypost/track/details/${q(n)}`,
  },
  {
    id: 'japan-post',
    name: 'Japan Post',
    trackingUrl: (n) =>
      `https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1=${q(n)}&locale=en`,
  },
  {
    id: 'korea-post',
    name: 'Korea Post (EMS)',
    trackingUrl: (n) =>
      `https://service.epost.go.kr/trace.RetrieveEmsRigiTraceList.comm?POST_CODE=${q(n)}&displayHeader=N`,
  },
  {
    id: 'cj-logistics',
    name: 'CJ Logistics',
    trackingUrl: (n) => `https://www.cjlogistics.com/en/tool/parcel/tracking?gnbInvcNo=${q(n)}`,
  },
];

/** A carrier as stored (its id for a known one, else the name typed), shown by its name. */
export function carrierName(carrier: string | null | undefined): string | null {
  if (!carrier) return null;
  return CARRIERS.find((c) => c.id === carrier)?.name ?? carrier;
}

/** The tracking page of a known carrier for a number, else null (an unknown carrier gets no link). */
export function trackingUrlOf(
  carrier: string | null | undefined,
  number: string | null | undefined,
): string | null {
  if (!carrier || !number) return null;
  return CARRIERS.find((c) => c.id === carrier)?.trackingUrl(number) ?? null;
}
