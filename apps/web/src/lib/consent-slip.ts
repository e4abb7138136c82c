/** A printed request for a family's consent: one per child, with the link as text and as a QR code. */
export interface ConsentSlip {
  firstName: string;
  classroom: string | null;
  url: string;
}
