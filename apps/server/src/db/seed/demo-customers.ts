import type { ShippingAddressFields } from '../schema';

/** Fictional customers for the demo orders; emails use reserved example domains. */
export type DemoCustomer = ShippingAddressFields;

type Row = [string, string, string, string | null, string, string, string, string];

// prettier-ignore
const ROWS: Row[] = [
  ['Emily Carter', 'emily.carter@example.com', '2418 Maple Avenue', 'Apt 3B', 'Austin', 'TX', '78704', 'United States'],
  ['Jessica Nguyen', 'jess.nguyen@example.net', '1550 Mission Street', 'Unit 1204', 'San Francisco', 'CA', '94103', 'United States'],
  ['Ashley Rodriguez', 'ashley.rodriguez@example.com', '87 Bedford Avenue', null, 'Brooklyn', 'NY', '11211', 'United States'],
  ['Madison Brooks', 'madison.brooks@example.org', '4410 N Lincoln Avenue', null, 'Chicago', 'IL', '60625', 'United States'],
  ['Olivia Bennett', 'olivia.bennett@example.com', '312 Pine Street', 'Floor 4', 'Seattle', 'WA', '98101', 'United States'],
  ['Rachel Kim', 'rachel.kim@example.com', '3200 Wilshire Boulevard', 'Apt 512', 'Los Angeles', 'CA', '90010', 'United States'],
  ['Sarah Thompson', 'sarah.thompson@example.ca', '55 Queen Street West', 'Suite 800', 'Toronto', 'ON', 'M5H 2M5', 'Canada'],
  ['Chloé Tremblay', 'chloe.tremblay@example.ca', '1234 Rue Sainte-Catherine O', null, 'Montréal', 'QC', 'H3G 1P1', 'Canada'],
  ['Grace Lee', 'grace.lee@example.ca', '600 Granville Street', null, 'Vancouver', 'BC', 'V6C 1X6', 'Canada'],
  ['Amelia Clarke', 'amelia.clarke@example.co.uk', '14 Baker Street', null, 'London', 'Greater London', 'W1U 3BW', 'United Kingdom'],
  ['Sophie Walker', 'sophie.walker@example.co.uk', '22 Deansgate', 'Flat 6', 'Manchester', 'Greater Manchester', 'M3 2BW', 'United Kingdom'],
  ['Kim Min-ji', 'minji.kim@example.kr', '45 Teheran-ro 10-gil', 'Gangnam-gu', 'Seoul', 'Seoul', '06234', 'South Korea'],
  ['Park Seo-yeon', 'seoyeon.park@example.kr', '120 Haeundae-ro', 'Haeundae-gu', 'Busan', 'Busan', '48094', 'South Korea'],
  ['Yuki Tanaka', 'yuki.tanaka@example.jp', '2-11-3 Jingumae', 'Shibuya-ku', 'Tokyo', 'Tokyo', '150-0001', 'Japan'],
  ['Charlotte Wilson', 'charlotte.wilson@example.com.au', '88 George Street', null, 'Sydney', 'NSW', '2000', 'Australia'],
  ['Mia Taylor', 'mia.taylor@example.com.au', '150 Collins Street', 'Level 2', 'Melbourne', 'VIC', '3000', 'Australia'],
  ['Lena Schmidt', 'lena.schmidt@example.de', 'Friedrichstraße 123', null, 'Berlin', 'Berlin', '10117', 'Germany'],
  ['Hannah Müller', 'hannah.mueller@example.de', 'Maximilianstraße 8', null, 'München', 'Bayern', '80539', 'Germany'],
  ['Camille Dubois', 'camille.dubois@example.fr', '18 Rue de Rivoli', null, 'Paris', 'Île-de-France', '75004', 'France'],
  ['Emma de Vries', 'emma.devries@example.nl', 'Prinsengracht 263', null, 'Amsterdam', 'Noord-Holland', '1016 GV', 'Netherlands'],
  ['Lucía García', 'lucia.garcia@example.es', 'Calle de Alcalá 45', '3º izquierda', 'Madrid', 'Madrid', '28014', 'Spain'],
  ['Giulia Rossi', 'giulia.rossi@example.it', 'Via del Corso 120', null, 'Roma', 'Lazio', '00186', 'Italy'],
  ['Tan Wei Ling', 'weiling.tan@example.sg', '10 Orchard Road', '#12-01', 'Singapore', 'Singapore', '238826', 'Singapore'],
  ['Aroha Ngata', 'aroha.ngata@example.co.nz', '25 Queen Street', null, 'Auckland', 'Auckland', '1010', 'New Zealand'],
  ['Maja Andersson', 'maja.andersson@example.se', 'Drottninggatan 55', null, 'Stockholm', 'Stockholms län', '111 21', 'Sweden'],
  ['Isabela Souza', 'isabela.souza@example.com.br', 'Rua Oscar Freire 900', 'Apto 71', 'São Paulo', 'SP', '01426-001', 'Brazil'],
  ['Lin Mei-hua', 'meihua.lin@example.tw', 'No. 7, Section 5, Xinyi Road', null, 'Taipei', 'Taipei City', '110', 'Taiwan'],
  ['Nur Aisyah', 'nur.aisyah@example.my', 'Jalan Bukit Bintang 168', null, 'Kuala Lumpur', 'Wilayah Persekutuan', '55100', 'Malaysia'],
  ['Olivia Murphy', 'olivia.murphy@example.ie', '12 Grafton Street', null, 'Dublin', 'Dublin', 'D02 VK25', 'Ireland'],
  ['Fatima Al Mansouri', 'fatima.almansouri@example.ae', 'Villa 12, Street 24', 'Al Wasl', 'Dubai', 'Dubai', '00000', 'United Arab Emirates'],
];

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = ROWS.map(
  ([fullName, email, addressLine1, addressLine2, city, state, postalCode, country]) => ({
    fullName,
    email,
    addressLine1,
    addressLine2,
    city,
    state,
    postalCode,
    country,
  }),
);
